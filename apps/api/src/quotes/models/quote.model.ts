import { Field, GraphQLISODateTime, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { DocumentLine, PricedNode, VatAmount } from '../../billing/billing.model.js';
import { priceLines } from '@mmt/billing';
import { toGlobalId } from '../../common/relay/global-id.js';
import { Node } from '../../common/relay/node.interface.js';
import { todayInPalma } from '../../common/calendar.js';
import type { QuoteEntity } from '../entities/quote.entity.js';

export enum QuoteStatus {
  SENT = 'SENT',
  APPROVED = 'APPROVED',
  DECLINED = 'DECLINED',
  EXPIRED = 'EXPIRED',
}
registerEnumType(QuoteStatus, { name: 'QuoteStatus', description: 'Sent (awaiting the customer), approved, declined, or expired unanswered.' });

/** P-2025-0007: the year it was written and its id. */
export const quoteNumber = (quote: Pick<QuoteEntity, 'id' | 'createdAt'>) => `P-${quote.createdAt.getFullYear()}-${String(quote.id).padStart(4, '0')}`;

export function quoteStatusOf(quote: Pick<QuoteEntity, 'status' | 'validUntil'>, today = todayInPalma()): QuoteStatus {
  return quote.status === 'SENT' && quote.validUntil < today ? QuoteStatus.EXPIRED : (quote.status as QuoteStatus);
}

@ObjectType({ implements: () => [Node], description: 'A quote for a job: lines, VAT and totals in euro cents.' })
export class Quote extends PricedNode {
  rowId: number;

  jobRowId: number;

  @Field()
  number: string;

  @Field(() => QuoteStatus)
  status: QuoteStatus;

  @Field({ description: 'YYYY-MM-DD: the last day it can be approved.' })
  validUntil: string;

  @Field(() => String, { nullable: true })
  note: string | null;

  @Field(() => Int)
  totalCents: number;

  @Field(() => String, { nullable: true })
  declineReason: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;

  @Field(() => GraphQLISODateTime, { nullable: true })
  decidedAt: Date | null;

  @Field({ description: 'The PDF, for GET with the same bearer token.' })
  pdfUrl: string;

  static from(entity: QuoteEntity): Quote {
    const id = toGlobalId('Quote', entity.id);
    const priced = priceLines((entity.lines ?? []).sort((a, b) => a.position - b.position));
    return Object.assign(new Quote(), {
      id,
      rowId: entity.id,
      jobRowId: entity.jobId,
      number: quoteNumber(entity),
      status: quoteStatusOf(entity),
      validUntil: entity.validUntil,
      note: entity.note,
      lines: priced.lines.map(DocumentLine.from),
      vat: priced.vat.map(VatAmount.from),
      taxBaseCents: entity.taxBaseCents,
      vatCents: entity.vatCents,
      totalCents: entity.totalCents,
      declineReason: entity.declineReason,
      createdAt: entity.createdAt,
      decidedAt: entity.decidedAt,
      pdfUrl: `/quotes/${id}.pdf`,
    });
  }
}

@ObjectType()
export class QuotePayload {
  @Field(() => Quote)
  quote: Quote;
}
