import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One save of a content entry: who, when, the values before and after. A restore is a save too. */
@Entity('content_revisions')
export class ContentRevisionEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ name: 'content_id', type: 'integer' })
  contentId: number;

  /** The entry's version this save produced. */
  @Column({ type: 'integer' })
  version: number;

  @Column({ name: 'previous_value_es', type: 'text' })
  previousValueEs: string;

  @Column({ name: 'previous_value_en', type: 'text' })
  previousValueEn: string;

  @Column({ name: 'value_es', type: 'text' })
  valueEs: string;

  @Column({ name: 'value_en', type: 'text' })
  valueEn: string;

  /** Null once that user is deleted. */
  @Column({ name: 'edited_by', type: 'uuid', nullable: true })
  editedBy: string | null;

  @Column({ name: 'edited_at', type: 'timestamptz', default: () => 'now()' })
  editedAt: Date;

  /** When this save was a restore: the version whose values it put back. */
  @Column({ name: 'restored_version', type: 'integer', nullable: true })
  restoredVersion: number | null;
}
