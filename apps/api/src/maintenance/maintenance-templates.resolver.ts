import type { OnModuleInit } from '@nestjs/common';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Roles } from '../common/decorators/auth.decorators.js';
import { parseRowId } from '../common/relay/global-id.js';
import { NodeRegistry } from '../common/relay/node-registry.js';
import {
  CreateMaintenanceTaskTemplateInput,
  MaintenanceTaskTemplateIdInput,
  MaintenanceTaskTemplatesArgs,
  UpdateMaintenanceTaskTemplateInput,
} from './dto/maintenance-task.input.js';
import { MaintenanceTemplatesService } from './maintenance-templates.service.js';
import { MaintenanceTaskTemplate, MaintenanceTaskTemplatePayload } from './models/maintenance-task-template.model.js';

/** The default tasks of each category: read and edited by admins only. */
@Resolver(() => MaintenanceTaskTemplate)
export class MaintenanceTemplatesResolver implements OnModuleInit {
  constructor(
    private readonly templates: MaintenanceTemplatesService,
    private readonly nodes: NodeRegistry,
  ) {}

  onModuleInit(): void {
    this.nodes.register('MaintenanceTaskTemplate', async (id, viewer) => {
      const rowId = parseRowId(id);
      if (viewer?.role !== 'admin' || rowId === null) return null;
      const template = await this.templates.findById(rowId);
      return template && MaintenanceTaskTemplate.from(template);
    });
  }

  // A short list that admins keep by hand, shown whole on one page: a plain list, not a connection.
  @Roles('admin')
  @Query(() => [MaintenanceTaskTemplate], {
    description: 'The default tasks new equipment gets, by category in the order of the list, then as added (admins only).',
  })
  async maintenanceTaskTemplates(@Args() args: MaintenanceTaskTemplatesArgs): Promise<MaintenanceTaskTemplate[]> {
    return (await this.templates.list(args.category)).map(MaintenanceTaskTemplate.from);
  }

  @Roles('admin')
  @Mutation(() => MaintenanceTaskTemplatePayload, { description: 'Adds a default task to a category, for the equipment added from now on (admins only).' })
  async createMaintenanceTaskTemplate(@Args('input') input: CreateMaintenanceTaskTemplateInput): Promise<MaintenanceTaskTemplatePayload> {
    return { template: MaintenanceTaskTemplate.from(await this.templates.create(input)) };
  }

  @Roles('admin')
  @Mutation(() => MaintenanceTaskTemplatePayload, {
    description: "Changes a default task's titles or interval; the tasks already planned stay as they are (admins only).",
  })
  async updateMaintenanceTaskTemplate(@Args('input') input: UpdateMaintenanceTaskTemplateInput): Promise<MaintenanceTaskTemplatePayload> {
    const { id, ...fields } = input;
    return { template: MaintenanceTaskTemplate.from(await this.templates.update(id, fields)) };
  }

  @Roles('admin')
  @Mutation(() => MaintenanceTaskTemplatePayload, { description: 'Removes a default task; the tasks already planned from it stay (admins only).' })
  async removeMaintenanceTaskTemplate(@Args('input') input: MaintenanceTaskTemplateIdInput): Promise<MaintenanceTaskTemplatePayload> {
    return { template: MaintenanceTaskTemplate.from(await this.templates.remove(input.id)) };
  }
}
