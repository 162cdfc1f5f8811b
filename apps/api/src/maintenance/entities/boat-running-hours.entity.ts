import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An hour meter's latest reading: an engine's or generator's (equipmentId), or the boat's own (null:
 * a boat without engines in its register, or a device's engine that is not in it). From the device
 * (Signal K propulsion.<id>.runTime) or entered by an admin.
 */
@Entity('boat_running_hours')
export class BoatRunningHoursEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ name: 'boat_id', type: 'integer' })
  boatId: number;

  @Column({ name: 'equipment_id', type: 'integer', nullable: true })
  equipmentId: number | null;

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
