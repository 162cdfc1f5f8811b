import { Field, GraphQLISODateTime, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Connection } from '../../common/relay/connection.js';
import { toGlobalId } from '../../common/relay/global-id.js';
import { Node } from '../../common/relay/node.interface.js';
import { Job } from '../../jobs/models/job.model.js';
import type { InvoiceEntity } from '../entities/invoice.entity.js';

export enum InvoiceStatus {
  PENDING = 'PENDING',
  PAID = 'PAID',
}
registerEnumType(InvoiceStatus, { name: 'InvoiceStatus', description: 'Pendiente or Pagado.' });

@ObjectType({ implements: () => [Node] })
export class Invoice extends Node {
  rowId: number;

  boatRowId: number;

  @Field({ description: 'INV-2025-001: unique, in sequence per year.' })
  number: string;

  @Field({ description: 'YYYY-MM-DD' })
  issueDate: string;

  @Field()
  concept: string;

  @Field(() => Int, { description: 'Total in euro cents, VAT included.' })
  amountCents: number;

  @Field({ description: 'ISO 4217; always EUR.' })
  currency: string;

  @Field(() => InvoiceStatus)
  status: InvoiceStatus;

  @Field(() => GraphQLISODateTime, { nullable: true })
  paidAt: Date | null;

  @Field({ description: 'The PDF, for GET with the same bearer token.' })
  pdfUrl: string;

  static from(entity: InvoiceEntity): Invoice {
    const id = toGlobalId('Invoice', entity.id);
    return Object.assign(new Invoice(), {
      id,
      rowId: entity.id,
      boatRowId: entity.boatId,
      number: entity.number,
      issueDate: entity.issueDate,
      concept: entity.concept,
      amountCents: entity.amountCents,
      currency: 'EUR',
      status: entity.status as InvoiceStatus,
      paidAt: entity.paidAt,
      pdfUrl: `/invoices/${id}.pdf`,
    });
  }
}

@ObjectType()
export class InvoiceConnection extends Connection(Invoice) {}

@ObjectType()
export class PayInvoicePayload {
  @Field(() => Invoice)
  invoice: Invoice;

  @Field(() => String, { nullable: true, description: 'Where to send the browser to pay; null when no gateway is configured.' })
  checkoutUrl: string | null;
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

