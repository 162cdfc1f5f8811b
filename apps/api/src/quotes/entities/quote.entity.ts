import { Column, CreateDateColumn, Entity, OneToMany, ManyToOne, JoinColumn, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { DocumentLineColumns } from '../../billing/document-line.entity.js';

export type QuoteStatusValue = 'SENT' | 'APPROVED' | 'DECLINED';

/** A quote sent for a job; immutable once sent but for the customer's decision. */
@Entity('quotes')
export class QuoteEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ name: 'job_id', type: 'integer' })
  jobId: number;

  @Column({ type: 'text', default: 'SENT' })
  status: QuoteStatusValue;

  /** YYYY-MM-DD: the last day it can be approved. */
  @Column({ name: 'valid_until', type: 'date' })
  validUntil: string;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ name: 'tax_base_cents', type: 'integer' })
  taxBaseCents: number;

  @Column({ name: 'vat_cents', type: 'integer' })
  vatCents: number;

  @Column({ name: 'total_cents', type: 'integer' })
  totalCents: number;

  @Column({ name: 'decline_reason', type: 'text', nullable: true })
  declineReason: string | null;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @OneToMany(() => QuoteLineEntity, (line) => line.quote, { cascade: ['insert'] })
  lines?: QuoteLineEntity[];
}

@Entity('quote_lines')
export class QuoteLineEntity extends DocumentLineColumns {
  @PrimaryColumn({ name: 'quote_id', type: 'integer' })
  quoteId: number;

  @ManyToOne(() => QuoteEntity, (quote) => quote.lines, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'quote_id' })
  quote?: QuoteEntity;
}
