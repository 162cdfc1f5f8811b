import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { EquipmentCategory } from '../models/equipment.model.js';

/** A piece of equipment on board; retired rows stay, with their history. */
@Entity('boat_equipment')
export class BoatEquipmentEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ name: 'boat_id', type: 'integer' })
  boatId: number;

  @Column({ type: 'text' })
  category: EquipmentCategory;

  @Column({ type: 'text' })
  brand: string;

  @Column({ type: 'text' })
  model: string;

  @Column({ name: 'serial_number', type: 'text', nullable: true })
  serialNumber: string | null;

  @Column({ type: 'text', nullable: true })
  location: string | null;

  /** YYYY-MM-DD */
  @Column({ name: 'installed_on', type: 'date', nullable: true })
  installedOn: string | null;

  /** YYYY-MM-DD */
  @Column({ name: 'warranty_until', type: 'date', nullable: true })
  warrantyUntil: string | null;

  @Column({ name: 'firmware_version', type: 'text', nullable: true })
  firmwareVersion: string | null;

  @Column({ name: 'manual_url', type: 'text', nullable: true })
  manualUrl: string | null;

  @Column({ type: 'text', default: '' })
  notes: string;

  /** An engine's or generator's Signal K id: its hour meter is propulsion.<id>.runTime. */
  @Column({ name: 'signal_k_id', type: 'text', nullable: true })
  signalKId: string | null;

  /** The installation job that added it, when one did. */
  @Column({ name: 'installed_by_job_id', type: 'integer', nullable: true })
  installedByJobId: number | null;

  @Column({ name: 'retired_at', type: 'timestamptz', nullable: true })
  retiredAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
