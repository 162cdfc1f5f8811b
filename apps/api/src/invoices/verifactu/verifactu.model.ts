import { ArgsType, Field, GraphQLISODateTime, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Connection, ConnectionArgs } from '../../common/relay/connection.js';

export enum BillingRecordKind {
  ALTA = 'ALTA',
  ANULACION = 'ANULACION',
}
registerEnumType(BillingRecordKind, { name: 'BillingRecordKind', description: 'A registro de alta (an invoice issued) or de anulación (an invoice cancelled).' });

export enum AeatStatus {
  NOT_SENT = 'NOT_SENT',
  PENDING = 'PENDING',
  ACCEPTED = 'ACCEPTED',
  ACCEPTED_WITH_ERRORS = 'ACCEPTED_WITH_ERRORS',
  REJECTED = 'REJECTED',
}
registerEnumType(AeatStatus, {
  name: 'AeatStatus',
  description: 'NOT_SENT: sending is off (no certificate); PENDING: queued, not yet answered; then as the AEAT answered: accepted, accepted with errors, rejected.',
});

export enum ChainProblem {
  FINGERPRINT = 'FINGERPRINT',
  PREVIOUS = 'PREVIOUS',
  POSITION = 'POSITION',
}
registerEnumType(ChainProblem, { name: 'ChainProblem', description: 'Its fingerprint does not match its data; it does not name the record before it; or it is out of place.' });

export enum CertificateProblem {
  UNREADABLE = 'UNREADABLE',
  EXPIRED = 'EXPIRED',
}
registerEnumType(CertificateProblem, { name: 'CertificateProblem', description: 'The file cannot be read with the password given, or the certificate has expired.' });

export enum VerifactuEnvironment {
  TEST = 'TEST',
  PRODUCTION = 'PRODUCTION',
}
registerEnumType(VerifactuEnvironment, { name: 'VerifactuEnvironment', description: "The AEAT's test environment (pruebas) or production." });

@ObjectType({ description: 'Where a record stands at the AEAT.' })
export class BillingRecordAeat {
  @Field(() => AeatStatus)
  status: AeatStatus;

  @Field(() => Int, { nullable: true, description: "The AEAT's error code (CodigoErrorRegistro)." })
  errorCode: number | null;

  @Field(() => String, { nullable: true, description: "The AEAT's words (DescripcionErrorRegistro)." })
  errorDescription: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  answeredAt: Date | null;

  @Field(() => Int, { description: 'Requests that carried it without an answer for it.' })
  attempts: number;

  @Field(() => String, { nullable: true, description: 'Why the last of those failed (unreachable, timed out …).' })
  lastError: string | null;
}

@ObjectType({ description: 'A registro de facturación of the VERI*FACTU chain.' })
export class BillingRecord {
  @Field(() => Int, { description: 'Its place in the chain: 1, 2, 3 …' })
  position: number;

  @Field(() => BillingRecordKind)
  kind: BillingRecordKind;

  invoiceRowId: number;

  @Field()
  invoiceNumber: string;

  @Field({ description: 'YYYY-MM-DD' })
  issueDate: string;

  @Field(() => String, { nullable: true, description: 'TipoFactura: F1, or R1–R4 for a rectifying invoice.' })
  invoiceType: string | null;

  @Field(() => Int, { nullable: true, description: 'ImporteTotal in cents (an alta).' })
  totalCents: number | null;

  @Field({ description: 'Its fingerprint (huella): SHA-256, upper-case hexadecimal.' })
  fingerprint: string;

  @Field(() => String, { nullable: true, description: "The previous record's fingerprint; null for the first." })
  previousFingerprint: string | null;

  @Field({ description: 'FechaHoraHusoGenRegistro, as fingerprinted: 2027-01-04T10:15:00+01:00.' })
  generatedAt: string;

  @Field(() => String, { nullable: true, description: 'Why the invoice was cancelled, or the note of a correction.' })
  reason: string | null;

  @Field(() => Int, { nullable: true, description: 'A correction (subsanación): the position of the record it corrects.' })
  correctsPosition: number | null;

  @Field(() => BillingRecordAeat)
  aeat: BillingRecordAeat;

  @Field({ description: 'The AEAT rejected it or accepted it with errors, and no correction of it exists yet.' })
  correctable: boolean;
}

@ObjectType()
export class BillingRecordConnection extends Connection(BillingRecord) {}

@ArgsType()
export class BillingRecordsArgs extends ConnectionArgs {}

@ObjectType()
export class ChainBreak {
  @Field(() => Int)
  position: number;

  @Field()
  invoiceNumber: string;

  @Field(() => ChainProblem)
  problem: ChainProblem;
}

@ObjectType({ description: 'A verification of the chain: every fingerprint recomputed, every link checked.' })
export class ChainVerification {
  @Field(() => GraphQLISODateTime)
  verifiedAt: Date;

  @Field(() => Int)
  records: number;

  @Field(() => [ChainBreak])
  breaks: ChainBreak[];
}

@ObjectType()
export class VerifyBillingChainPayload {
  @Field(() => ChainVerification)
  verification: ChainVerification;
}

@ObjectType()
export class VerifactuCertificate {
  @Field({ description: 'VERIFACTU_CERT_PATH is set.' })
  configured: boolean;

  @Field(() => String, { nullable: true, description: "Its holder (the subject's common name)." })
  subject: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  notAfter: Date | null;

  @Field(() => CertificateProblem, { nullable: true })
  problem: CertificateProblem | null;
}

@ObjectType({ description: 'The billing system as every record identifies it (SistemaInformatico).' })
export class VerifactuSystem {
  @Field()
  name: string;

  @Field()
  id: string;

  @Field()
  version: string;

  @Field()
  installation: string;

  @Field({ description: 'Who produced it (by default the company itself).' })
  producerName: string;

  @Field()
  producerTaxId: string;
}

@ObjectType({ description: "The AEAT queue's backlog." })
export class AeatQueue {
  @Field(() => Int)
  pending: number;

  @Field(() => Int, { nullable: true, description: 'Seconds the oldest waiting record has waited.' })
  oldestPendingAgeSeconds: number | null;

  @Field(() => GraphQLISODateTime, { description: 'When the next request may go (the wait time the AEAT asked for, or a backoff).' })
  nextSendAt: Date;

  @Field(() => String, { nullable: true, description: 'Why the last request failed, until one succeeds.' })
  lastError: string | null;
}

@ObjectType()
export class VerifactuSettings {
  @Field({ description: 'Always VERI*FACTU: every record is sent to the AEAT as it is made.' })
  mode: string;

  @Field(() => VerifactuEnvironment)
  environment: VerifactuEnvironment;

  @Field({ description: "The AEAT's web service the records go to." })
  endpoint: string;

  @Field({ description: "The verification service the invoices' QR codes point to." })
  verificationUrl: string;

  @Field({ description: 'Records are sent (a usable certificate is configured).' })
  sending: boolean;

  @Field(() => VerifactuCertificate)
  certificate: VerifactuCertificate;

  @Field(() => VerifactuSystem)
  system: VerifactuSystem;

  @Field(() => AeatQueue)
  queue: AeatQueue;
}

@ObjectType({ description: "The invoice's tax QR: the AEAT's verification URL, and the code to draw." })
export class InvoiceVerification {
  @Field()
  url: string;

  @Field(() => Int, { description: 'Modules per side.' })
  qrSize: number;

  @Field({ description: 'The dark modules as one SVG path in a qrSize × qrSize box.' })
  qrPath: string;

  @Field({ description: 'VERI*FACTU' })
  legend: string;
}

@InputType()
export class CorrectBillingRecordInput {
  @Field(() => Int, { description: 'The position of the record the AEAT rejected or accepted with errors.' })
  @IsInt()
  @Min(1)
  @Max(2_000_000_000)
  position: number;

  @Field(() => String, { nullable: true, description: 'What was put right (kept with the new record).' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsOptional()
  @IsString()
  @MaxLength(500)
  note?: string;
}

@ObjectType()
export class CorrectBillingRecordPayload {
  @Field(() => BillingRecord, { description: 'The new record (subsanación), queued for the AEAT.' })
  record: BillingRecord;
}
