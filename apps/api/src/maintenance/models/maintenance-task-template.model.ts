import { Field, Int, ObjectType } from '@nestjs/graphql';
import { toGlobalId } from '../../common/relay/global-id.js';
import { Node } from '../../common/relay/node.interface.js';
import { EquipmentCategory } from '../../equipment/models/equipment.model.js';
import type { MaintenanceTaskTemplateEntity } from '../entities/maintenance-task-template.entity.js';

@ObjectType({
  implements: () => [Node],
  description: 'A default task of a category: each new piece of equipment of it gets one like it (a change applies to equipment added afterwards).',
})
export class MaintenanceTaskTemplate extends Node {
  @Field(() => EquipmentCategory)
  category: EquipmentCategory;

  @Field()
  titleEs: string;

  @Field()
  titleEn: string;

  @Field(() => Int, { nullable: true })
  intervalMonths: number | null;

  @Field(() => Int, { nullable: true, description: 'Running hours.' })
  intervalHours: number | null;

  static from(entity: MaintenanceTaskTemplateEntity): MaintenanceTaskTemplate {
    return Object.assign(new MaintenanceTaskTemplate(), {
      id: toGlobalId('MaintenanceTaskTemplate', entity.id),
      category: entity.category,
      titleEs: entity.title,
      titleEn: entity.titleEn,
      intervalMonths: entity.intervalMonths,
      intervalHours: entity.intervalHours,
    });
  }
}

@ObjectType()
export class MaintenanceTaskTemplatePayload {
  @Field(() => MaintenanceTaskTemplate, { description: 'The default task (as it was, when removed).' })
  template: MaintenanceTaskTemplate;
}
