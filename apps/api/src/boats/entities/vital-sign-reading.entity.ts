import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One reading of a boat's sensors; the latest is the boat's current state. */
@Entity('vital_sign_readings')
export class VitalSignReadingEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'BY DEFAULT' })
  id: string;

  @Column({ name: 'boat_id', type: 'integer' })
  boatId: number;

  @Column({ name: 'recorded_at', type: 'timestamptz' })
  recordedAt: Date;

  @Column({ name: 'battery_percent', type: 'real' })
  batteryPercent: number;

  @Column({ name: 'temperature_celsius', type: 'real' })
  temperatureCelsius: number;

  @Column({ name: 'humidity_percent', type: 'real' })
  humidityPercent: number;
}
