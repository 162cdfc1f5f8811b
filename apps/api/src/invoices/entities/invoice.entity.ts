import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type InvoiceStatusValue = 'PENDING' | 'PAID';

@Entity('invoices')
export class InvoiceEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  /** INV-2025-001: unique, numbered in sequence per year. */
  @Column({ type: 'text', unique: true })
  number: string;

  @Column({ type: 'integer' })
  year: number;

  @Column({ type: 'integer' })
  sequence: number;

  @Column({ name: 'customer_id', type: 'uuid' })
  customerId: string;

  @Column({ name: 'boat_id', type: 'integer' })
  boatId: number;

  /** YYYY-MM-DD */
  @Column({ name: 'issue_date', type: 'date' })
  issueDate: string;

  @Column({ type: 'text' })
  concept: string;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @Column({ type: 'text', default: 'PENDING' })
  status: InvoiceStatusValue;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
