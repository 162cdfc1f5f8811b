import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { notFound } from '../common/errors/graphql-errors.js';
import { intLocalId } from '../common/relay/global-id.js';
import { EquipmentCategory } from '../equipment/models/equipment.model.js';
import type { CreateMaintenanceTaskTemplateInput, MaintenanceTaskTemplateFieldsInput } from './dto/maintenance-task.input.js';
import { MaintenanceTaskTemplateEntity } from './entities/maintenance-task-template.entity.js';

const CATEGORY_ORDER: readonly string[] = Object.values(EquipmentCategory);

/**
 * The default tasks of each category (admins). A new piece of equipment copies its category's
 * (MaintenanceService.planDefaults): a change applies to equipment added afterwards, and the tasks
 * already made stay as they are.
 */
@Injectable()
export class MaintenanceTemplatesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** By category, in the categories' order, then as they were added. */
  async list(category?: EquipmentCategory): Promise<MaintenanceTaskTemplateEntity[]> {
    const rows = await this.repository().find({ where: category ? { category } : {}, order: { id: 'ASC' } });
    return rows.sort((a, b) => CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category));
  }

  findById(id: number): Promise<MaintenanceTaskTemplateEntity | null> {
    return this.repository().findOneBy({ id });
  }

  create(input: CreateMaintenanceTaskTemplateInput): Promise<MaintenanceTaskTemplateEntity> {
    return this.repository().save(this.repository().create({ category: input.category, ...toColumns(input) }));
  }

  async update(globalId: string, fields: MaintenanceTaskTemplateFieldsInput): Promise<MaintenanceTaskTemplateEntity> {
    const template = await this.byGlobalId(globalId);
    return this.repository().save(Object.assign(template, toColumns(fields)));
  }

  /** The template as it was. */
  async remove(globalId: string): Promise<MaintenanceTaskTemplateEntity> {
    const template = await this.byGlobalId(globalId);
    await this.repository().delete({ id: template.id });
    return template;
  }

  private async byGlobalId(globalId: string): Promise<MaintenanceTaskTemplateEntity> {
    const id = intLocalId(globalId, 'MaintenanceTaskTemplate');
    const template = id === null ? null : await this.findById(id);
    if (!template) throw notFound('Default task not found');
    return template;
  }

  private repository() {
    return this.dataSource.getRepository(MaintenanceTaskTemplateEntity);
  }
}

function toColumns(fields: MaintenanceTaskTemplateFieldsInput) {
  return { title: fields.titleEs, titleEn: fields.titleEn, intervalMonths: fields.intervalMonths ?? null, intervalHours: fields.intervalHours ?? null };
}
