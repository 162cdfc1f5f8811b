import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AlertKind } from '../alert-rules.js';

/** One alert episode of a boat: raised, then (maybe) cleared. */
@Entity('boat_alerts')
export class BoatAlertEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ name: 'boat_id', type: 'integer' })
  boatId: number;

  @Column({ type: 'text' })
  kind: AlertKind;

  /** The rule's threshold when it raised (for NO_DATA: hours of silence). */
  @Column({ type: 'double precision' })
  threshold: number;

  /** The reading that raised it; null for NO_DATA. */
  @Column({ type: 'double precision', nullable: true })
  value: number | null;

  @Column({ name: 'raised_at', type: 'timestamptz' })
  raisedAt: Date;

  @Column({ name: 'cleared_at', type: 'timestamptz', nullable: true })
  clearedAt: Date | null;

  @Column({ name: 'clear_value', type: 'double precision', nullable: true })
  clearValue: number | null;
}
