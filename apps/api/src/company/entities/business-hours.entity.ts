import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The company's business hours: one row (id 1), Palma time. */
@Entity('business_hours')
export class BusinessHoursEntity {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id: number;

  /** ISO weekdays: 1 Monday to 7 Sunday. */
  @Column({ type: 'smallint', array: true })
  days: number[];

  /** HH:MM:SS as PostgreSQL gives a time. */
  @Column({ type: 'time' })
  opens: string;

  @Column({ type: 'time' })
  closes: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'updated_by', type: 'uuid', nullable: true })
  updatedBy: string | null;
}
