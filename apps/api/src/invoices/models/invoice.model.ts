import { Field, GraphQLISODateTime, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { PricedNode } from '../../billing/billing.model.js';
import { Connection } from '../../common/relay/connection.js';
import { toGlobalId } from '../../common/relay/global-id.js';
import { Node } from '../../common/relay/node.interface.js';
import { todayInPalma } from '../../common/calendar.js';
import { Job } from '../../jobs/models/job.model.js';
import { TaxIdentity } from '../../billing/tax-identity.model.js';
import { BillingAddress } from '../../users/models/user.model.js';
import { RectificationCause, RectificationMethod } from '../dto/invoices.args.js';
import { customerIdentityOf, type InvoiceEntity } from '../entities/invoice.entity.js';

export enum InvoiceStatus {
  PENDING = 'PENDING',
  PAID = 'PAID',
  OVERDUE = 'OVERDUE',
  RECTIFIED = 'RECTIFIED',
  SETTLED = 'SETTLED',
  VOIDED = 'VOIDED',
}
registerEnumType(InvoiceStatus, {
  name: 'InvoiceStatus',
  description:
    'Pendiente, Pagado, Vencida (unpaid after its due date: derived, never stored), Rectificada (replaced, or credited in full, by a rectifying invoice), Saldada (a rectifying invoice that credits another in full: nothing to pay) or Anulada (issued by mistake and cancelled).',
});

export enum PaymentMethod {
  TRANSFER = 'TRANSFER',
  CASH = 'CASH',
  CARD = 'CARD',
  STRIPE = 'STRIPE',
}
registerEnumType(PaymentMethod, { name: 'PaymentMethod', description: 'Bank transfer, cash, card on board, or card online (Stripe).' });

export enum InvoiceType {
  F1 = 'F1',
  F2 = 'F2',
  R1 = 'R1',
  R2 = 'R2',
  R3 = 'R3',
  R4 = 'R4',
  R5 = 'R5',
}
registerEnumType(InvoiceType, {
  name: 'InvoiceType',
  description:
    "The AEAT's TipoFactura: F1 an invoice naming its recipient, F2 a simplified invoice (no recipient, up to 400 € VAT included), R1–R4 rectifying an F1 (by legal ground), R5 rectifying a simplified one.",
});

export function invoiceStatusOf(invoice: Pick<InvoiceEntity, 'status' | 'dueDate'>, today = todayInPalma()): InvoiceStatus {
  return invoice.status === 'PENDING' && invoice.dueDate < today ? InvoiceStatus.OVERDUE : (invoice.status as InvoiceStatus);
}

@ObjectType({ description: 'The customer as the invoice names them (as they were when it was issued).' })
export class BilledCustomer {
  @Field()
  name: string;

  @Field(() => TaxIdentity, { nullable: true, description: 'None on a simplified invoice (F2, R5).' })
  taxIdentity: TaxIdentity | null;

  @Field(() => BillingAddress, { nullable: true })
  address: BillingAddress | null;
}

/** Its `lines` and `vat` are computed from its lines, which only queries asking for them load (InvoicesResolver). */
@ObjectType({ implements: () => [Node] })
export class Invoice extends PricedNode {
  rowId: number;

  boatRowId: number | null;

  jobRowId: number | null;

  customerId: string;

  rectifiesRowId: number | null;

  /** The issuer as invoiced (its tax id goes in the QR). */
  issuer: InvoiceEntity['issuer'];

  @Field({ description: 'INV-2025-001 (or RECT-2025-001 for a rectifying invoice): correlative per series and year.' })
  number: string;

  @Field({ description: 'A rectifying invoice, replacing the one in `rectifies`.' })
  isRectifying: boolean;

  @Field(() => InvoiceType)
  invoiceType: InvoiceType;

  @Field({ description: 'YYYY-MM-DD' })
  issueDate: string;

  @Field({ description: 'YYYY-MM-DD: unpaid after it, Vencida.' })
  dueDate: string;

  @Field()
  concept: string;

  @Field(() => BilledCustomer)
  billedTo: BilledCustomer;

  @Field(() => Int, { description: 'Total in euro cents, VAT included (negative for a credit).' })
  amountCents: number;

  @Field({ description: 'ISO 4217; always EUR.' })
  currency: string;

  @Field(() => InvoiceStatus)
  status: InvoiceStatus;

  @Field(() => GraphQLISODateTime, { nullable: true })
  paidAt: Date | null;

  @Field(() => PaymentMethod, { nullable: true })
  paymentMethod: PaymentMethod | null;

  @Field(() => String, { nullable: true })
  rectificationReason: string | null;

  @Field(() => RectificationMethod, { nullable: true, description: 'A rectifying invoice: by substitution or by differences.' })
  rectificationMethod: RectificationMethod | null;

  @Field(() => RectificationCause, { nullable: true, description: "A rectifying invoice's legal ground." })
  rectificationCause: RectificationCause | null;

  @Field({ description: 'The PDF, for GET with the same bearer token.' })
  pdfUrl: string;

  static from(entity: InvoiceEntity): Invoice {
    const id = toGlobalId('Invoice', entity.id);
    return Object.assign(new Invoice(), {
      id,
      rowId: entity.id,
      boatRowId: entity.boatId,
      jobRowId: entity.jobId,
      customerId: entity.customerId,
      rectifiesRowId: entity.rectifiesId,
      issuer: entity.issuer,
      number: entity.number,
      isRectifying: entity.series === 'RECT',
      issueDate: entity.issueDate,
      dueDate: entity.dueDate,
      concept: entity.concept,
      billedTo: { name: entity.customerName, taxIdentity: TaxIdentity.from(customerIdentityOf(entity)), address: entity.customerAddress },
      invoiceType: entity.invoiceType as InvoiceType,
      taxBaseCents: entity.taxBaseCents,
      vatCents: entity.vatCents,
      amountCents: entity.amountCents,
      currency: 'EUR',
      status: invoiceStatusOf(entity),
      paidAt: entity.paidAt,
      paymentMethod: entity.paymentMethod as PaymentMethod | null,
      rectificationReason: entity.rectificationReason,
      rectificationMethod: entity.rectificationMethod as RectificationMethod | null,
      rectificationCause: entity.rectificationCause as RectificationCause | null,
      pdfUrl: `/invoices/${id}.pdf`,
    });
  }
}

@ObjectType()
export class InvoiceConnection extends Connection(Invoice) {}

@ObjectType({ description: 'What unpaid invoices leave to collect: all of them (Pendiente and Vencida), and of them those past their due date (Vencida).' })
export class InvoiceTotals {
  @Field(() => Int)
  outstandingInvoices: number;

  @Field(() => Int, { description: 'Their total, in cents.' })
  outstandingCents: number;

  @Field(() => Int)
  overdueInvoices: number;

  @Field(() => Int, { description: 'Their total, in cents.' })
  overdueCents: number;
}

@ObjectType()
export class InvoicePayload {
  @Field(() => Invoice)
  invoice: Invoice;
}

@ObjectType()
export class PayInvoicePayload {
  @Field(() => Invoice)
  invoice: Invoice;

  @Field(() => String, { description: 'Where to send the browser to pay (Stripe Checkout).' })
  checkoutUrl: string;
}

export enum BoatHistoryKind {
  JOB_COMPLETED = 'JOB_COMPLETED',
  INVOICE_PAID = 'INVOICE_PAID',
}
registerEnumType(BoatHistoryKind, { name: 'BoatHistoryKind' });

@ObjectType({ description: "An event of a boat's history: a job completed or an invoice paid." })
export class BoatHistoryEvent {
  @Field(() => BoatHistoryKind)
  kind: BoatHistoryKind;

  @Field(() => GraphQLISODateTime)
  occurredAt: Date;

  @Field(() => Job, { nullable: true })
  job: Job | null;

  @Field(() => Invoice, { nullable: true })
  invoice: Invoice | null;
}

export enum PaymentProblemKind {
  AMOUNT_MISMATCH = 'AMOUNT_MISMATCH',
  NOT_PAYABLE = 'NOT_PAYABLE',
}
registerEnumType(PaymentProblemKind, {
  name: 'PaymentProblemKind',
  description: "Why a card payment did not settle its invoice: its amount is not the invoice's, or the invoice was already paid or rectified.",
});

@ObjectType({ description: 'A card payment Stripe took that did not settle its invoice: to refund, or to record by hand.' })
export class PaymentProblem {
  @Field(() => PaymentProblemKind)
  kind: PaymentProblemKind;

  @Field(() => Int, { nullable: true, description: 'What Stripe took, in cents.' })
  amountCents: number | null;

  @Field(() => String, { nullable: true })
  currency: string | null;

  @Field(() => String, { nullable: true, description: 'The payment at Stripe.' })
  reference: string | null;

  @Field(() => GraphQLISODateTime)
  receivedAt: Date;
}
