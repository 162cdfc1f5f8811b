import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One item of a job's checklist: the admins list them, the technician ticks them aboard. */
@Entity('job_checklist_items')
export class ChecklistItemEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ name: 'job_id', type: 'integer' })
  jobId: number;

  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'text' })
  label: string;

  @Column({ name: 'done_at', type: 'timestamptz', nullable: true })
  doneAt: Date | null;

  @Column({ name: 'done_by', type: 'uuid', nullable: true })
  doneBy: string | null;
}
