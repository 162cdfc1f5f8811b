import type { ZeroVatCause } from '@mmt/billing';
import { Column, PrimaryColumn } from 'typeorm';
import { numericToNumber } from '../common/numeric-column.js';

/** The columns every line of a quote or an invoice has (their tables add the document they belong to). */
export abstract class DocumentLineColumns {
  @PrimaryColumn({ type: 'integer' })
  position: number;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: numericToNumber })
  quantity: number;

  @Column({ name: 'unit_price_cents', type: 'integer' })
  unitPriceCents: number;

  @Column({ name: 'vat_rate', type: 'integer' })
  vatRate: number;

  /** At 0 % only, and then always: why there is no VAT. */
  @Column({ name: 'zero_vat_cause', type: 'text', nullable: true })
  zeroVatCause: ZeroVatCause | null;

  @Column({ name: 'net_cents', type: 'integer' })
  netCents: number;
}
