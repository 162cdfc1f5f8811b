import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { JobStatusValue } from './job.entity.js';

/** Every status a job has had, oldest first: the job's timeline. */
@Entity('job_status_changes')
export class JobStatusChangeEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ name: 'job_id', type: 'integer' })
  jobId: number;

  @Column({ type: 'text' })
  status: JobStatusValue;

  @Column({ name: 'changed_at', type: 'timestamptz' })
  changedAt: Date;

  @Column({ name: 'changed_by', type: 'uuid', nullable: true })
  changedBy: string | null;

  /** Why, for the customer: the admin's note, or the reason a quote was declined. */
  @Column({ type: 'text', nullable: true })
  note: string | null;
}
