import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { EquipmentCategory } from '../../equipment/models/equipment.model.js';

/** A default task of a category: added to each new piece of equipment of it (admins may edit them). */
@Entity('maintenance_task_templates')
export class MaintenanceTaskTemplateEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'text' })
  category: EquipmentCategory;

  /** In Spanish. */
  @Column({ type: 'text' })
  title: string;

  @Column({ name: 'title_en', type: 'text' })
  titleEn: string;

  @Column({ name: 'interval_months', type: 'integer', nullable: true })
  intervalMonths: number | null;

  @Column({ name: 'interval_hours', type: 'integer', nullable: true })
  intervalHours: number | null;
}
