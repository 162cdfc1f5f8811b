import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A boat's latest running-hours reading: from its device (Signal K propulsion.*.runTime) or entered by an admin. */
@Entity('boat_running_hours')
export class BoatRunningHoursEntity {
  @PrimaryColumn({ name: 'boat_id', type: 'integer' })
  boatId: number;

  @Column({ type: 'double precision' })
  hours: number;

  @Column({ name: 'recorded_at', type: 'timestamptz' })
  recordedAt: Date;

  @Column({ type: 'text' })
  origin: 'device' | 'manual';

  /** The engine's Signal K id (propulsion.<id>.runTime); '' when entered by hand. */
  @Column({ type: 'text', default: '' })
  source: string;

  @Column({ name: 'entered_by', type: 'uuid', nullable: true })
  enteredBy: string | null;
}
