import { OnModuleInit } from '@nestjs/common';
import { Args, Context, Field, ID, Mutation, ObjectType, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import type { Viewer } from '../common/viewer.js';
import { User } from '../users/models/user.model.js';
import { CreateBoatInput, UpdateBoatInput } from './dto/boat.input.js';
import { notFound } from '../common/errors/graphql-errors.js';
import { ConnectionArgs, connectionFromPage, pageFromArgs } from '../common/relay/connection.js';
import { NodeRegistry } from '../common/relay/node-registry.js';
import type { AppRequest } from '../common/request-context.js';
import { BoatsService } from './boats.service.js';
import { Boat, BoatConnection, ReadingPeriod, ReadingSeries, VitalSignReading } from './models/boat.model.js';
import { intLocalId, parseRowId } from '../common/relay/global-id.js';

@ObjectType()
export class BoatPayload {
  @Field(() => Boat)
  boat: Boat;
}

@Resolver(() => Boat)
export class BoatsResolver implements OnModuleInit {
  constructor(
    private readonly boatsService: BoatsService,
    private readonly nodes: NodeRegistry,
  ) {}

  onModuleInit(): void {
    this.nodes.register('Boat', async (id, viewer) => {
      const rowId = parseRowId(id);
      if (!viewer || rowId === null) return null;
      const boat = await this.boatsService.findVisible(viewer, rowId);
      return boat && Boat.from(boat);
    });
  }

  @Query(() => BoatConnection, { description: "The viewer's boats, by name." })
  async boats(@Args() args: ConnectionArgs, @CurrentUser() viewer: Viewer): Promise<BoatConnection> {
    const page = pageFromArgs(args);
    const [boats, total] = await this.boatsService.list(viewer, page);
    return connectionFromPage(boats.map(Boat.from), page, total);
  }

  @Query(() => Boat, { description: "One of the viewer's boats; NOT_FOUND for anyone else's." })
  async boat(@Args('id', { type: () => ID }) id: string, @CurrentUser() viewer: Viewer): Promise<Boat> {
    const rowId = intLocalId(id, 'Boat');
    const boat = rowId === null ? null : await this.boatsService.findVisible(viewer, rowId);
    if (!boat) throw notFound('Boat not found');
    return Boat.from(boat);
  }

  @Roles('admin')
  @Mutation(() => BoatPayload, { description: 'Adds a boat to a client (admins only).' })
  async createBoat(@Args('input') input: CreateBoatInput): Promise<BoatPayload> {
    const { ownerId, ...fields } = input;
    return { boat: Boat.from(await this.boatsService.create(ownerId, fields)) };
  }

  @Roles('admin')
  @Mutation(() => BoatPayload, { description: "Changes a boat's details (admins only)." })
  async updateBoat(@Args('input') input: UpdateBoatInput): Promise<BoatPayload> {
    const { id, ...fields } = input;
    return { boat: Boat.from(await this.boatsService.update(id, fields)) };
  }

  @ResolveField(() => VitalSignReading, { nullable: true, description: "The latest reading: the boat's current state." })
  async vitalSigns(@Parent() boat: Boat, @Context('req') request: AppRequest): Promise<VitalSignReading | null> {
    const reading = await this.boatsService.loadLatestReading(request, boat.rowId);
    return reading && VitalSignReading.from(reading);
  }

  @ResolveField(() => [ReadingSeries], { description: 'Each vital sign the boat reported over the period, for its charts.' })
  async readingSeries(
    @Parent() boat: Boat,
    @Args('period', { type: () => ReadingPeriod, defaultValue: ReadingPeriod.DAY }) period: ReadingPeriod,
    @Context('req') request: AppRequest,
  ): Promise<ReadingSeries[]> {
    const series = await this.boatsService.loadReadingSeries(request, boat.rowId, period);
    return series.map(ReadingSeries.from);
  }
}

/** `User.boats`: a client's boats (the admins' client page; a customer reaches only their own User). */
@Resolver(() => User)
export class UserBoatsResolver {
  constructor(private readonly boatsService: BoatsService) {}

  @ResolveField(() => BoatConnection, { description: 'Their boats, by name.' })
  async boats(@Parent() user: User, @Args() args: ConnectionArgs, @CurrentUser() viewer: Viewer): Promise<BoatConnection> {
    const page = pageFromArgs(args);
    const [boats, total] = await this.boatsService.list(viewer, page, user.userId);
    return connectionFromPage(boats.map(Boat.from), page, total);
  }
}
