import type { OnModuleInit } from '@nestjs/common';
import { Args, Context, Field, Mutation, ObjectType, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Boat } from '../boats/models/boat.model.js';
import { CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import { NodeRegistry } from '../common/relay/node-registry.js';
import { parseRowId } from '../common/relay/global-id.js';
import type { AppRequest } from '../common/request-context.js';
import type { Viewer } from '../common/viewer.js';
import { AddEquipmentInput, CompleteInstallationJobInput, RetireEquipmentInput, UpdateEquipmentInput } from './dto/equipment.input.js';
import { EquipmentService } from './equipment.service.js';
import { Equipment, EquipmentPayload } from './models/equipment.model.js';
import { JobsService } from '../jobs/jobs.service.js';
import { Job } from '../jobs/models/job.model.js';

@ObjectType()
export class CompleteInstallationJobPayload {
  @Field(() => Job)
  job: Job;

  @Field(() => [Equipment], { description: 'What was added to the boat.' })
  equipment: Equipment[];
}

/** `Boat.equipment` and the register's mutations live here so the boats module does not depend on equipment. */
@Resolver(() => Boat)
export class BoatEquipmentResolver implements OnModuleInit {
  constructor(
    private readonly register: EquipmentService,
    private readonly jobs: JobsService,
    private readonly nodes: NodeRegistry,
  ) {}

  onModuleInit(): void {
    this.nodes.register('Equipment', async (id, viewer) => {
      const rowId = parseRowId(id);
      if (!viewer || rowId === null) return null;
      const equipment = await this.register.findVisible(viewer, rowId);
      return equipment && Equipment.from(equipment, this.register.today());
    });
  }

  @ResolveField(() => [Equipment], { description: 'What is on board: in service first, then retired (kept with their history); by category and brand.' })
  async equipment(@Parent() boat: Boat, @Context('req') request: AppRequest): Promise<Equipment[]> {
    const today = this.register.today();
    return (await this.register.loadForBoat(request, boat.rowId)).map((row) => Equipment.from(row, today));
  }

  @Roles('admin')
  @Mutation(() => EquipmentPayload, { description: "Adds equipment to a boat, with its category's default maintenance tasks (admins only)." })
  async addEquipment(@Args('input') input: AddEquipmentInput, @CurrentUser() viewer: Viewer): Promise<EquipmentPayload> {
    const { boatId, ...fields } = input;
    return { equipment: Equipment.from(await this.register.add(viewer, boatId, fields), this.register.today()) };
  }

  @Roles('admin')
  @Mutation(() => CompleteInstallationJobPayload, {
    description: 'Completes an installation job and adds the installed equipment to its boat in the same step; the customer is e-mailed (admins only).',
  })
  async completeInstallationJob(
    @Args('input') input: CompleteInstallationJobInput,
    @CurrentUser() viewer: Viewer,
    @Context('req') request: AppRequest,
  ): Promise<CompleteInstallationJobPayload> {
    const added = await this.register.completeInstallation(viewer, input);
    const today = this.register.today();
    const job = await this.jobs.loadJob(request, added[0].installedByJobId!);
    return { job: Job.from(job!), equipment: added.map((row) => Equipment.from(row, today)) };
  }

  @Roles('admin')
  @Mutation(() => EquipmentPayload, { description: "Changes a piece of equipment's details (admins only)." })
  async updateEquipment(@Args('input') input: UpdateEquipmentInput): Promise<EquipmentPayload> {
    const { id, ...fields } = input;
    return { equipment: Equipment.from(await this.register.update(id, fields), this.register.today()) };
  }

  @Roles('admin')
  @Mutation(() => EquipmentPayload, { description: 'Takes equipment off the boat; it stays in the register as retired (admins only).' })
  async retireEquipment(@Args('input') input: RetireEquipmentInput): Promise<EquipmentPayload> {
    return { equipment: Equipment.from(await this.register.retire(input.id), this.register.today()) };
  }
}
