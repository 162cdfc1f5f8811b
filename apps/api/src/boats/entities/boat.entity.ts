import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { numericToNumber } from '../../common/numeric-column.js';

@Entity('boats')
export class BoatEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId: string;

  @Column({ type: 'text' })
  name: string;

  /** SAILBOAT, MOTOR_YACHT, CATAMARAN, RIB or OTHER (BoatType). */
  @Column({ type: 'text' })
  type: string;

  @Column({ name: 'length_meters', type: 'numeric', precision: 6, scale: 2, transformer: numericToNumber })
  lengthMeters: number;

  @Column({ type: 'integer' })
  year: number;

  @Column({ name: 'image_url', type: 'text', nullable: true })
  imageUrl: string | null;

  /** Where it is moored: the marina, the pontoon and the berth's number (each optional). */
  @Column({ name: 'berth_marina', type: 'text', nullable: true })
  berthMarina: string | null;

  @Column({ name: 'berth_pontoon', type: 'text', nullable: true })
  berthPontoon: string | null;

  @Column({ name: 'berth_number', type: 'text', nullable: true })
  berthNumber: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
