import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A planned maintenance task of a boat or one of its pieces of equipment. */
@Entity('maintenance_tasks')
export class MaintenanceTaskEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ name: 'boat_id', type: 'integer' })
  boatId: number;

  @Column({ name: 'equipment_id', type: 'integer', nullable: true })
  equipmentId: number | null;

  /** As an admin typed it; the Spanish one when made from a default task. */
  @Column({ type: 'text' })
  title: string;

  /** The English title of a task made from a default task; null for a title typed in one language. */
  @Column({ name: 'title_en', type: 'text', nullable: true })
  titleEn: string | null;

  @Column({ name: 'interval_months', type: 'integer', nullable: true })
  intervalMonths: number | null;

  @Column({ name: 'interval_hours', type: 'integer', nullable: true })
  intervalHours: number | null;

  /** YYYY-MM-DD: when it was last done (or the plan started). */
  @Column({ name: 'last_done_on', type: 'date' })
  lastDoneOn: string;

  @Column({ name: 'last_done_hours', type: 'double precision', nullable: true })
  lastDoneHours: number | null;

  /** The job asked for it, until that job is completed. */
  @Column({ name: 'job_id', type: 'integer', nullable: true })
  jobId: number | null;

  /** The state the owner was last e-mailed about; null once it is done (ok again). */
  @Column({ name: 'notified_state', type: 'text', nullable: true })
  notifiedState: 'DUE_SOON' | 'OVERDUE' | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
