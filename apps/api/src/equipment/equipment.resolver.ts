import type { OnModuleInit } from '@nestjs/common';
import { Args, Context, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Boat } from '../boats/models/boat.model.js';
import { CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import { NodeRegistry } from '../common/relay/node-registry.js';
import { parseRowId } from '../common/relay/global-id.js';
import type { AppRequest } from '../common/request-context.js';
import type { Viewer } from '../common/viewer.js';
import { AddEquipmentInput, RetireEquipmentInput, UpdateEquipmentInput } from './dto/equipment.input.js';
import { EquipmentService } from './equipment.service.js';
import { Equipment, EquipmentPayload } from './models/equipment.model.js';

/** `Boat.equipment` and the register's mutations live here so the boats module does not depend on equipment. */
@Resolver(() => Boat)
export class BoatEquipmentResolver implements OnModuleInit {
  constructor(
    private readonly register: EquipmentService,
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
