import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A record waiting to go to the AEAT (the sending queue): written in the transaction that makes the
 * record, removed from the queue (status DONE) once the AEAT has answered for it.
 */
@Entity('aeat_submissions')
export class AeatSubmissionEntity {
  @PrimaryColumn({ name: 'record_id', type: 'bigint' })
  recordId: string;

  @Column({ type: 'text', default: 'PENDING' })
  status: 'PENDING' | 'DONE';

  /** Requests that carried it without an answer for it (the AEAT unreachable, timed out, a SOAP fault). */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'queued_at', type: 'timestamptz', default: () => 'now()' })
  queuedAt: Date;

  /** It waited while the AEAT could not be reached: it goes with Incidencia = S (art. 16.4 of Orden HAC/1177/2024). */
  @Column({ type: 'boolean', default: false })
  incident: boolean;
}

export type AeatRecordStatus = 'ACCEPTED' | 'ACCEPTED_WITH_ERRORS' | 'REJECTED';

/** The AEAT's answer for one record (append-only, like the records: never changed, a later answer is a new row). */
@Entity('aeat_responses')
export class AeatResponseEntity {
  @PrimaryColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'record_id', type: 'bigint' })
  recordId: string;

  @Column({ name: 'received_at', type: 'timestamptz' })
  receivedAt: Date;

  @Column({ type: 'text' })
  status: AeatRecordStatus;

  /** CodigoErrorRegistro and DescripcionErrorRegistro, in the AEAT's words. */
  @Column({ name: 'error_code', type: 'integer', nullable: true })
  errorCode: number | null;

  @Column({ name: 'error_description', type: 'text', nullable: true })
  errorDescription: string | null;

  /** The submission's CSV (código seguro de verificación), when the AEAT gave one. */
  @Column({ type: 'text', nullable: true })
  csv: string | null;
}
