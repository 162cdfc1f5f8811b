import { taxIdentityOf, type TaxIdKind } from '@mmt/billing';
import type { Company } from '@mmt/company';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { DocumentLineColumns } from '../../billing/document-line.entity.js';

/**
 * Stored statuses; Vencida (overdue) is derived from the due date, never stored. RECTIFIED: replaced
 * by a rectifying invoice, or credited in full by one; SETTLED: a rectifying invoice by differences
 * that credits another in full (nothing to pay); VOIDED: anulada, issued by mistake.
 */
export type InvoiceStatusValue = 'PENDING' | 'PAID' | 'RECTIFIED' | 'SETTLED' | 'VOIDED';
/** How a rectifying invoice corrects: the whole invoice as it should have been, or what changes (a credit of all of it). */
export type RectificationMethodValue = 'SUBSTITUTION' | 'DIFFERENCES';
/** Its legal ground, as the AEAT's TipoFactura: R1 error or art. 80.1, 80.2 and 80.6 LIVA; R2 art. 80.3 (insolvency); R3 art. 80.4 (bad debts); R4 any other. */
export type RectificationCauseValue = 'R1' | 'R2' | 'R3' | 'R4';
export type InvoiceSeries = 'INV' | 'RECT';
/**
 * The AEAT's TipoFactura: F1 a full invoice (the recipient identified), F2 a simplified one (no
 * recipient: RD 1619/2012 art. 4, up to 400 € VAT included), R1–R4 rectifying an F1 by their
 * ground, R5 rectifying an F2.
 */
export type InvoiceTypeValue = 'F1' | 'F2' | RectificationCauseValue | 'R5';
export type PaymentMethodValue = 'TRANSFER' | 'CASH' | 'CARD' | 'STRIPE';

export interface CustomerAddress {
  line: string;
  postalCode: string;
  city: string;
  region: string | null;
  countryCode: string;
}

/** The company details an invoice prints as its issuer. */
export type Issuer = Pick<Company, 'legalName' | 'taxId' | 'registry' | 'address' | 'email' | 'phone' | 'bankAccount'>;

/** An issued invoice: immutable but for its payment status (a mistake is corrected by a RECT invoice). */
@Entity('invoices')
export class InvoiceEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  /** INV-2025-001 / RECT-2025-001: unique, correlative per series and year. */
  @Column({ type: 'text', unique: true })
  number: string;

  @Column({ type: 'text', default: 'INV' })
  series: InvoiceSeries;

  @Column({ type: 'integer' })
  year: number;

  @Column({ type: 'integer' })
  sequence: number;

  @Column({ name: 'customer_id', type: 'uuid' })
  customerId: string;

  @Column({ name: 'boat_id', type: 'integer', nullable: true })
  boatId: number | null;

  @Column({ name: 'job_id', type: 'integer', nullable: true })
  jobId: number | null;

  /** YYYY-MM-DD */
  @Column({ name: 'issue_date', type: 'date' })
  issueDate: string;

  /** YYYY-MM-DD: unpaid after it, the invoice is Vencida. */
  @Column({ name: 'due_date', type: 'date' })
  dueDate: string;

  /** A one-line summary (the job, or the first line). */
  @Column({ type: 'text' })
  concept: string;

  /** The customer as invoiced (later edits of the client do not change an issued invoice). */
  @Column({ name: 'customer_name', type: 'text' })
  customerName: string;

  /** Their identification as invoiced: number, kind and issuing country (all three, or none on a simplified invoice). */
  @Column({ name: 'customer_tax_id', type: 'text', nullable: true })
  customerTaxId: string | null;

  @Column({ name: 'customer_tax_id_kind', type: 'text', nullable: true })
  customerTaxIdKind: TaxIdKind | null;

  @Column({ name: 'customer_tax_id_country', type: 'text', nullable: true })
  customerTaxIdCountry: string | null;

  @Column({ name: 'invoice_type', type: 'text' })
  invoiceType: InvoiceTypeValue;

  @Column({ name: 'customer_address', type: 'jsonb', nullable: true })
  customerAddress: CustomerAddress | null;

  /** The issuer as invoiced (later edits of the company details do not change an issued invoice). */
  @Column({ type: 'jsonb' })
  issuer: Issuer;

  @Column({ name: 'tax_base_cents', type: 'integer' })
  taxBaseCents: number;

  @Column({ name: 'vat_cents', type: 'integer' })
  vatCents: number;

  /** Total, VAT included. */
  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @Column({ type: 'text', default: 'PENDING' })
  status: InvoiceStatusValue;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @Column({ name: 'payment_method', type: 'text', nullable: true })
  paymentMethod: PaymentMethodValue | null;

  @Column({ name: 'payment_reference', type: 'text', nullable: true })
  paymentReference: string | null;

  @Column({ name: 'rectifies_id', type: 'integer', nullable: true })
  rectifiesId: number | null;

  @Column({ name: 'rectification_reason', type: 'text', nullable: true })
  rectificationReason: string | null;

  @Column({ name: 'rectification_method', type: 'text', nullable: true })
  rectificationMethod: RectificationMethodValue | null;

  @Column({ name: 'rectification_cause', type: 'text', nullable: true })
  rectificationCause: RectificationCauseValue | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** The database's own: the transaction that issued it, the only one that may add its lines (migration 1766900000100). */
  @Column({ name: 'issuing_transaction', type: 'bigint', nullable: true, select: false, insert: false, update: false })
  issuingTransaction?: string | null;

  @OneToMany(() => InvoiceLineEntity, (line) => line.invoice, { cascade: ['insert'] })
  lines?: InvoiceLineEntity[];
}

@Entity('invoice_lines')
export class InvoiceLineEntity extends DocumentLineColumns {
  @PrimaryColumn({ name: 'invoice_id', type: 'integer' })
  invoiceId: number;

  @ManyToOne(() => InvoiceEntity, (invoice) => invoice.lines, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'invoice_id' })
  invoice?: InvoiceEntity;
}

/** Counter row per series and year: locked by the issuing transaction, so numbers have no gaps. */
@Entity('invoice_counters')
export class InvoiceCounterEntity {
  @PrimaryColumn({ type: 'text' })
  series: InvoiceSeries;

  @PrimaryColumn({ type: 'integer' })
  year: number;

  @Column({ name: 'last_number', type: 'integer' })
  lastNumber: number;
}

/** Why a Stripe payment did not settle its invoice: an amount that is not the invoice's, or an invoice no longer payable. */
export type PaymentProblemKind = 'AMOUNT_MISMATCH' | 'NOT_PAYABLE';

/** A Stripe event already handled (replays are recognised by id), with the problem of a payment that could not settle its invoice. */
@Entity('stripe_events')
export class StripeEventEntity {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'text' })
  type: string;

  @Column({ name: 'invoice_id', type: 'integer', nullable: true })
  invoiceId: number | null;

  @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' })
  receivedAt: Date;

  @Column({ type: 'text', nullable: true })
  problem: PaymentProblemKind | null;

  /** What Stripe took, when there is a problem to look into. */
  @Column({ name: 'amount_cents', type: 'integer', nullable: true })
  amountCents: number | null;

  @Column({ type: 'text', nullable: true })
  currency: string | null;

  /** The payment's id at Stripe (to refund or match it by hand). */
  @Column({ type: 'text', nullable: true })
  reference: string | null;
}

/** The customer's identification as an invoice keeps it; null on a simplified invoice. */
export const customerIdentityOf = (invoice: Pick<InvoiceEntity, 'customerTaxIdKind' | 'customerTaxId' | 'customerTaxIdCountry'>) =>
  taxIdentityOf(invoice.customerTaxIdKind, invoice.customerTaxId, invoice.customerTaxIdCountry);
