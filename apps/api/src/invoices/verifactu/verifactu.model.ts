import { ArgsType, Field, GraphQLISODateTime, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Connection, ConnectionArgs } from '../../common/relay/connection.js';

export enum BillingRecordKind {
  ALTA = 'ALTA',
  ANULACION = 'ANULACION',
}
registerEnumType(BillingRecordKind, {
  name: 'BillingRecordKind',
  description: 'A registro de alta (an invoice issued) or de anulación (an invoice cancelled).',
});

export enum AeatStatus {
  NOT_SENT = 'NOT_SENT',
  OTHER_ENVIRONMENT = 'OTHER_ENVIRONMENT',
  PENDING = 'PENDING',
  ACCEPTED = 'ACCEPTED',
  ACCEPTED_WITH_ERRORS = 'ACCEPTED_WITH_ERRORS',
  REJECTED = 'REJECTED',
}
registerEnumType(AeatStatus, {
  name: 'AeatStatus',
  description:
    'NOT_SENT: sending is off (no certificate); OTHER_ENVIRONMENT: made in the other AEAT environment and not sent there before the switch: never sent to this one; ' +
    'PENDING: queued, not yet answered; then as the AEAT answered: accepted, accepted with errors, rejected.',
});

export enum ChainProblem {
  FINGERPRINT = 'FINGERPRINT',
  PREVIOUS = 'PREVIOUS',
  POSITION = 'POSITION',
}
registerEnumType(ChainProblem, {
  name: 'ChainProblem',
  description: 'Its fingerprint does not match its data; it does not name the record before it; or it is out of place.',
});

export enum CertificateProblem {
  UNREADABLE = 'UNREADABLE',
  EXPIRED = 'EXPIRED',
}
registerEnumType(CertificateProblem, {
  name: 'CertificateProblem',
  description: 'The file cannot be read with the password given, or the certificate has expired.',
});

export enum VerifactuEnvironment {
  TEST = 'TEST',
  PRODUCTION = 'PRODUCTION',
}
registerEnumType(VerifactuEnvironment, { name: 'VerifactuEnvironment', description: "The AEAT's test environment (pruebas) or production." });

/** A record's (or the configuration's) environment as the schema names it. */
export const environmentOf = (environment: 'test' | 'production'): VerifactuEnvironment =>
  environment === 'production' ? VerifactuEnvironment.PRODUCTION : VerifactuEnvironment.TEST;

export enum VerifactuMode {
  TEST = 'TEST',
  VERIFACTU = 'VERIFACTU',
  NOT_SENDING = 'NOT_SENDING',
}
registerEnumType(VerifactuMode, {
  name: 'VerifactuMode',
  description:
    "TEST: the AEAT's test environment: records go (with a certificate) to its test service, invoices are marked as tests, not valid before the AEAT; " +
    'VERIFACTU: production, records sent with a usable certificate, invoices carry the legend VERI*FACTU; ' +
    'NOT_SENDING: production without a usable certificate: the company is not invoicing through VERI*FACTU, invoices carry no such legend.',
});

export enum CertificateAlertProblem {
  MISSING = 'MISSING',
  UNREADABLE = 'UNREADABLE',
  EXPIRED = 'EXPIRED',
  EXPIRING = 'EXPIRING',
}
registerEnumType(CertificateAlertProblem, {
  name: 'CertificateAlertProblem',
  description: 'In production: no certificate, one that cannot be read, one that has expired, or one that expires within 30 days.',
});

export enum InvoiceVerificationMode {
  VERIFACTU = 'VERIFACTU',
  TEST = 'TEST',
  QR_ONLY = 'QR_ONLY',
}
registerEnumType(InvoiceVerificationMode, {
  name: 'InvoiceVerificationMode',
  description:
    "VERIFACTU: its record goes (or went) to the AEAT's production service: the legend VERI*FACTU; " +
    "TEST: made in the AEAT's test environment: marked as a test, not valid before the AEAT; " +
    'QR_ONLY: production, but its record is not being sent (no usable certificate): the QR without the legend.',
});

export enum ConnectionOutcome {
  ANSWERED = 'ANSWERED',
  NO_CERTIFICATE = 'NO_CERTIFICATE',
  CERTIFICATE_UNREADABLE = 'CERTIFICATE_UNREADABLE',
  CERTIFICATE_EXPIRED = 'CERTIFICATE_EXPIRED',
  CERTIFICATE_REFUSED = 'CERTIFICATE_REFUSED',
  UNREACHABLE = 'UNREACHABLE',
  TIMEOUT = 'TIMEOUT',
  AEAT_ERROR = 'AEAT_ERROR',
}
registerEnumType(ConnectionOutcome, {
  name: 'ConnectionOutcome',
  description:
    'ANSWERED: the AEAT answered the query with the certificate; no certificate, or one unreadable or expired (nothing sent); the AEAT refused the certificate (403); ' +
    'it could not be reached; it did not answer in time; it answered with an error.',
});

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

@ObjectType({ description: 'A registro de facturación of a VERI*FACTU chain (one per AEAT environment).' })
export class BillingRecord {
  @Field(() => Int, { description: 'Its place among all records, of either environment: 1, 2, 3 …' })
  position: number;

  @Field(() => VerifactuEnvironment, { description: 'The AEAT environment it was made in: its chain, and where it is sent.' })
  environment: VerifactuEnvironment;

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

  @Field(() => String, { nullable: true, description: "The previous record's fingerprint in its environment; null for the first of its chain." })
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
export class BillingRecordsArgs extends ConnectionArgs {
  @Field({ nullable: true, description: "Only this environment's records still waiting for the AEAT's answer or rejected and not corrected." })
  @IsOptional()
  @IsBoolean()
  needsAttention?: boolean;
}

@ObjectType()
export class ChainBreak {
  @Field(() => Int)
  position: number;

  @Field(() => VerifactuEnvironment, { description: 'The chain it breaks.' })
  environment: VerifactuEnvironment;

  @Field()
  invoiceNumber: string;

  @Field(() => ChainProblem)
  problem: ChainProblem;
}

@ObjectType({ description: 'A verification of the chains (one per environment): every fingerprint recomputed, every link checked.' })
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

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Since when the AEAT cannot be reached (or the certificate used), until it answers again.' })
  incidentSince: Date | null;

  @Field(() => Int, { description: 'Of the pending, those that waited during an incident: sent with Incidencia = S (art. 16.4).' })
  incidentPending: number;
}

@ObjectType({ description: 'A change of the AEAT environment records are made in (VERIFACTU_ENVIRONMENT changed, the site restarted).' })
export class EnvironmentSwitch {
  @Field(() => GraphQLISODateTime)
  switchedAt: Date;

  @Field(() => VerifactuEnvironment)
  from: VerifactuEnvironment;

  @Field(() => VerifactuEnvironment)
  to: VerifactuEnvironment;

  @Field(() => Int, { description: 'Records of the old environment still waiting then: they stay in its chain and are never sent to the new one.' })
  recordsLeft: number;
}

@ObjectType()
export class VerifactuSettings {
  @Field(() => VerifactuMode, { description: 'Whether invoices go through VERI*FACTU now, are tests, or are not sent.' })
  mode: VerifactuMode;

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

  @Field(() => [EnvironmentSwitch], { description: 'Every change of environment, newest first.' })
  switches: EnvironmentSwitch[];
}

@ObjectType({ description: 'A certificate problem the admins are alerted of (production only).' })
export class VerifactuCertificateAlert {
  @Field(() => CertificateAlertProblem)
  problem: CertificateAlertProblem;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the certificate expires or expired.' })
  notAfter: Date | null;
}

@ObjectType({ description: 'What the invoicing screens and the admin home warn of: the mode, a certificate problem, records not yet sent.' })
export class VerifactuStatus {
  @Field(() => VerifactuMode)
  mode: VerifactuMode;

  @Field(() => VerifactuCertificateAlert, { nullable: true })
  certificateAlert: VerifactuCertificateAlert | null;

  @Field(() => Int, { description: 'Records of this environment not yet answered by the AEAT.' })
  pending: number;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Since when the AEAT cannot be reached, until it answers again.' })
  incidentSince: Date | null;

  @Field(() => Int, { description: 'Of the pending, those that waited during an incident.' })
  incidentPending: number;
}

@ObjectType({ description: "A check of the certificate and of the connection to the AEAT's test service (a query: nothing is issued)." })
export class VerifactuConnectionCheck {
  @Field(() => GraphQLISODateTime)
  checkedAt: Date;

  @Field({ description: 'The web service asked.' })
  endpoint: string;

  @Field(() => VerifactuCertificate)
  certificate: VerifactuCertificate;

  @Field(() => ConnectionOutcome)
  outcome: ConnectionOutcome;

  @Field(() => String, { nullable: true, description: 'The technical reason of a failure: the network’s or the AEAT’s words.' })
  detail: string | null;

  @Field({ description: 'The month asked for: YYYY-MM.' })
  period: string;

  @Field(() => Int, { nullable: true, description: "The company's records the AEAT holds for that month, when it answered." })
  records: number | null;

  @Field({ description: 'It holds more than the answer lists.' })
  more: boolean;
}

@ObjectType()
export class CheckVerifactuConnectionPayload {
  @Field(() => VerifactuConnectionCheck)
  check: VerifactuConnectionCheck;
}

@ObjectType({ description: "The invoice's tax QR: the AEAT's verification URL, and the code to draw." })
export class InvoiceVerification {
  @Field()
  url: string;

  @Field(() => Int, { description: 'Modules per side.' })
  qrSize: number;

  @Field({ description: 'The dark modules as one SVG path in a qrSize × qrSize box.' })
  qrPath: string;

  @Field(() => InvoiceVerificationMode, { description: 'What it says beside the QR: VERI*FACTU, that it is a test, or nothing.' })
  mode: InvoiceVerificationMode;
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
