import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * One trip aboard for a job: when (instants; the admins enter Palma's wall-clock times), how long
 * the work is expected to take, and who goes (visit_technicians). Moving it is one update of the
 * row. Started, finished and signed aboard (visit-work/); its notes, hours, parts and photos hang from its id.
 */
@Entity('visits')
export class VisitEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ name: 'job_id', type: 'integer' })
  jobId: number;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ name: 'ends_at', type: 'timestamptz' })
  endsAt: Date;

  @Column({ name: 'estimated_minutes', type: 'integer' })
  estimatedMinutes: number;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  /** When its job was completed or cancelled with this visit not finished: no longer work to do. */
  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  /** The customer's signature as drawn on the technician's screen. */
  @Column({ name: 'signature_png', type: 'bytea', nullable: true, select: false })
  signaturePng: Buffer | null;

  @Column({ name: 'signer_name', type: 'text', nullable: true })
  signerName: string | null;

  @Column({ name: 'signed_at', type: 'timestamptz', nullable: true })
  signedAt: Date | null;

  /** The id the phone gave the signature: sent again (the offline queue), it is the same one. */
  @Column({ name: 'signature_id', type: 'uuid', nullable: true, select: false })
  signatureId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
