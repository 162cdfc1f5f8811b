import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { numericToNumber } from '../../common/numeric-column.js';

export type VisitEntryKind = 'NOTE' | 'HOURS' | 'PART';
export type NoteAudience = 'CUSTOMER' | 'OFFICE';

/**
 * One thing recorded on board: a note, hours worked, or a part used (from the price list, or a free
 * line). Its id is made by the technician's phone, so a send retried after a lost answer (or
 * from the offline queue after a reload) is recognised and stored once.
 */
@Entity('visit_entries')
export class VisitEntryEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'visit_id', type: 'integer' })
  visitId: number;

  @Column({ type: 'text' })
  kind: VisitEntryKind;

  /** The note, or the part's description. */
  @Column({ type: 'text', default: '' })
  text: string;

  /** A note's reader: the customer (report, portal) or the office only. Meaningless on hours and parts. */
  @Column({ type: 'text', default: 'OFFICE' })
  audience: NoteAudience;

  @Column({ type: 'integer', nullable: true })
  minutes: number | null;

  @Column({ name: 'part_id', type: 'integer', nullable: true })
  partId: number | null;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: numericToNumber })
  quantity: number | null;

  /** Before VAT, as priced when the part was used (later price changes do not move it). */
  @Column({ name: 'unit_price_cents', type: 'integer', nullable: true })
  unitPriceCents: number | null;

  @Column({ name: 'vat_rate', type: 'integer', nullable: true })
  vatRate: number | null;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
