import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The values of an entry the office may correct. */
export interface EntryValues {
  text: string;
  minutes: number | null;
  quantity: number | null;
  unitPriceCents: number | null;
}

/** One correction by the office of an entry recorded aboard: who, when, its values before and after. */
@Entity('visit_entry_corrections')
export class VisitEntryCorrectionEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ name: 'entry_id', type: 'uuid' })
  entryId: string;

  @Column({ name: 'corrected_by', type: 'uuid' })
  correctedBy: string;

  @Column({ name: 'corrected_at', type: 'timestamptz' })
  correctedAt: Date;

  @Column({ type: 'jsonb' })
  before: EntryValues;

  @Column({ type: 'jsonb' })
  after: EntryValues;
}
