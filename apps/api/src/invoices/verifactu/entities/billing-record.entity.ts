import type { TaxIdentity, ZeroVatCause } from '@mmt/billing';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { InvoiceTypeValue } from '../../entities/invoice.entity.js';

export type BillingRecordKind = 'ALTA' | 'ANULACION';
/** The AEAT's environment a record was made in, and goes to: each has its own chain. */
export type RecordEnvironment = 'test' | 'production';
/** TipoFactura: F1 an invoice, F2 a simplified one; R1–R4 rectifying an F1 by its legal ground (art. 80 LIVA), R5 an F2. */
export type InvoiceTypeCode = InvoiceTypeValue;
/** TipoRectificativa: S by substitution, I by differences. */
export type RectificationTypeCode = 'S' | 'I';

/** One VAT rate (at 0 %, one cause) of a record's breakdown (Desglose), in cents. Records made before causes were kept have none: E6. */
export interface RecordBreakdown {
  rate: number;
  zeroVatCause?: ZeroVatCause | null;
  baseCents: number;
  vatCents: number;
}

/**
 * The customer as the record names them (Destinatarios); null on a simplified invoice (F2, R5).
 * Records made before identifications had kinds kept `taxId` and `countryCode` instead.
 */
export type RecordRecipient = { name: string } & (TaxIdentity | { taxId: string; countryCode: string | null });

/** The billing system as identified in the record (SistemaInformatico). */
export interface RecordSystem {
  producerName: string;
  producerTaxId: string;
  name: string;
  id: string;
  version: string;
  installation: string;
}

/**
 * A registro de facturación (RD 1007/2023): made in the transaction that issues (or cancels) an
 * invoice, chained to the record before it in its environment by its fingerprint. Append-only: the
 * database refuses UPDATE, DELETE and TRUNCATE on the table (migration 1766000000000), and a new
 * record must follow the last one (position, and predecessor in its environment, checked on insert).
 */
@Entity('billing_records')
export class BillingRecordEntity {
  @PrimaryColumn({ type: 'bigint' })
  id: string;

  /** 1, 2, 3 …: its place among all records, of either environment. */
  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'text' })
  environment: RecordEnvironment;

  @Column({ type: 'text' })
  kind: BillingRecordKind;

  @Column({ name: 'invoice_id', type: 'integer' })
  invoiceId: number;

  @Column({ name: 'issuer_tax_id', type: 'text' })
  issuerTaxId: string;

  @Column({ name: 'issuer_name', type: 'text' })
  issuerName: string;

  @Column({ name: 'invoice_number', type: 'text' })
  invoiceNumber: string;

  /** YYYY-MM-DD */
  @Column({ name: 'issue_date', type: 'date' })
  issueDate: string;

  @Column({ name: 'invoice_type', type: 'text', nullable: true })
  invoiceType: InvoiceTypeCode | null;

  @Column({ name: 'rectification_type', type: 'text', nullable: true })
  rectificationType: RectificationTypeCode | null;

  /** The invoice a rectifying one corrects, and (by substitution) its base and VAT. */
  @Column({ type: 'jsonb', nullable: true })
  rectified: { invoiceNumber: string; issueDate: string; baseCents: number; vatCents: number } | null;

  /** DescripcionOperacion. */
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'jsonb', nullable: true })
  recipient: RecordRecipient | null;

  @Column({ type: 'jsonb', nullable: true })
  breakdown: RecordBreakdown[] | null;

  @Column({ name: 'total_vat_cents', type: 'integer', nullable: true })
  totalVatCents: number | null;

  @Column({ name: 'total_cents', type: 'integer', nullable: true })
  totalCents: number | null;

  /** Subsanación: a corrected record of an invoice whose earlier record the AEAT rejected or accepted with errors. */
  @Column({ name: 'corrects_id', type: 'bigint', nullable: true })
  correctsId: string | null;

  /** The corrected record was rejected (kept for the previous release, which reads no `rejectionMarker`). */
  @Column({ name: 'previously_rejected', type: 'boolean', default: false })
  previouslyRejected: boolean;

  /**
   * RechazoPrevio of a correction of a rejected record (Validaciones v1.0.9, §5): X when the AEAT
   * holds no record of the invoice (its first record was rejected: 'alta por rechazo'), S when it
   * does (a later correction was rejected). Null otherwise; null on a record of the previous
   * release that was previouslyRejected: S, as it was sent.
   */
  @Column({ name: 'rejection_marker', type: 'text', nullable: true })
  rejectionMarker: 'S' | 'X' | null;

  @Column({ name: 'previous_id', type: 'bigint', nullable: true })
  previousId: string | null;

  /** The record before it in its environment as this one names it (RegistroAnterior; none: PrimerRegistro): part of what was fingerprinted and sent. */
  @Column({ type: 'jsonb', nullable: true })
  previous: { issuerTaxId: string; invoiceNumber: string; issueDate: string; fingerprint: string } | null;

  @Column({ type: 'jsonb' })
  system: RecordSystem;

  @Column({ name: 'generated_at', type: 'timestamptz' })
  generatedAt: Date;

  /** FechaHoraHusoGenRegistro exactly as fingerprinted. */
  @Column({ name: 'generated_at_text', type: 'text' })
  generatedAtText: string;

  @Column({ type: 'text' })
  fingerprint: string;

  /** Why an invoice was cancelled (anulación) or a record corrected: for the admins, not sent. */
  @Column({ type: 'text', nullable: true })
  reason: string | null;
}
