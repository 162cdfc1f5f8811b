import { Inject, type OnModuleInit } from '@nestjs/common';
import { Args, Context, Field, Mutation, ObjectType, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { BoatPayload } from '../boats/boats.resolver.js';
import { BoatsService } from '../boats/boats.service.js';
import { Boat } from '../boats/models/boat.model.js';
import { CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import { RateLimitService } from '../common/rate-limit/rate-limit.service.js';
import { connectionFromPage, pageFromArgs } from '../common/relay/connection.js';
import { parseRowId } from '../common/relay/global-id.js';
import { NodeRegistry } from '../common/relay/node-registry.js';
import type { AppRequest } from '../common/request-context.js';
import type { Viewer } from '../common/viewer.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { EquipmentService } from '../equipment/equipment.service.js';
import { Equipment } from '../equipment/models/equipment.model.js';
import { JobsService } from '../jobs/jobs.service.js';
import { Job } from '../jobs/models/job.model.js';
import {
  CreateMaintenanceTaskInput,
  MaintenanceDueArgs,
  MaintenanceTaskIdInput,
  RecordRunningHoursInput,
  UpdateMaintenanceTaskInput,
} from './dto/maintenance-task.input.js';
import { MaintenanceService, type ScheduledTask } from './maintenance.service.js';
import { MaintenanceTask, MaintenanceTaskConnection, MaintenanceTaskPayload, RunningHours } from './models/maintenance-task.model.js';

const toModel = ({ task, due, hours }: ScheduledTask) => MaintenanceTask.from(task, due, hours);

@ObjectType()
export class RequestMaintenanceJobPayload {
  @Field(() => MaintenanceTask)
  task: MaintenanceTask;

  @Field(() => Job)
  job: Job;
}

@ObjectType()
export class RemoveMaintenanceTaskPayload {
  @Field(() => Boat, { description: 'The boat the task was of, with its tasks left.' })
  boat: Boat;
}

@Resolver(() => MaintenanceTask)
export class MaintenanceTasksResolver implements OnModuleInit {
  constructor(
    private readonly maintenance: MaintenanceService,
    private readonly boats: BoatsService,
    private readonly register: EquipmentService,
    private readonly jobs: JobsService,
    private readonly nodes: NodeRegistry,
    private readonly rateLimits: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.nodes.register('MaintenanceTask', async (id, viewer) => {
      const rowId = parseRowId(id);
      if (!viewer || rowId === null) return null;
      const scheduled = await this.maintenance.findVisible(viewer, rowId);
      return scheduled && toModel(scheduled);
    });
  }

  @Roles('admin')
  @Query(() => MaintenanceTaskConnection, { description: "Every boat's tasks due soon or overdue, overdue first, then by due date (admins only)." })
  async maintenanceDue(@Args() args: MaintenanceDueArgs): Promise<MaintenanceTaskConnection> {
    const page = pageFromArgs(args);
    const due = await this.maintenance.dueTasks({ customerId: args.customerId, category: args.category, thisWeek: args.thisWeek ?? false });
    return connectionFromPage(due.slice(page.offset, page.offset + page.limit).map(toModel), page, due.length);
  }

  @Roles('admin')
  @Mutation(() => MaintenanceTaskPayload, { description: 'Plans a maintenance task on a boat or one of its pieces of equipment (admins only).' })
  async createMaintenanceTask(@Args('input') input: CreateMaintenanceTaskInput): Promise<MaintenanceTaskPayload> {
    return { task: toModel(await this.maintenance.createTask(input)) };
  }

  @Roles('admin')
  @Mutation(() => MaintenanceTaskPayload, { description: "Changes a task's title, interval or last time done (admins only)." })
  async updateMaintenanceTask(@Args('input') input: UpdateMaintenanceTaskInput): Promise<MaintenanceTaskPayload> {
    const { id, ...fields } = input;
    return { task: toModel(await this.maintenance.updateTask(id, fields)) };
  }

  @Roles('admin')
  @Mutation(() => RemoveMaintenanceTaskPayload, { description: 'Removes a task from the plan (admins only).' })
  async removeMaintenanceTask(@Args('input') input: MaintenanceTaskIdInput, @Context('req') request: AppRequest): Promise<RemoveMaintenanceTaskPayload> {
    const task = await this.maintenance.removeTask(input.taskId);
    return { boat: Boat.from((await this.boats.loadBoat(request, task.boatId))!) };
  }

  @Mutation(() => RequestMaintenanceJobPayload, {
    description:
      "Asks for the job a task needs, title and description filled (its boat's owner or an admin); the job starts Pendiente, and completing it records the task as done.",
  })
  async requestMaintenanceJob(@Args('input') input: MaintenanceTaskIdInput, @CurrentUser() viewer: Viewer): Promise<RequestMaintenanceJobPayload> {
    await this.rateLimits.consume(
      `requestJob:user:${viewer.id}`,
      { limit: this.config.jobRequestsPerHour, windowSeconds: 3600 },
      'Too many job requests: try again later.',
    );
    const { task, job } = await this.maintenance.requestJob(viewer, input.taskId);
    return { task: toModel(task), job: Job.from(job) };
  }

  @ResolveField(() => Boat)
  async boat(@Parent() task: MaintenanceTask, @Context('req') request: AppRequest): Promise<Boat> {
    return Boat.from((await this.boats.loadBoat(request, task.boatRowId))!);
  }

  @ResolveField(() => Equipment, { nullable: true, description: 'The equipment it is for; null for a task of the boat itself.' })
  async equipment(@Parent() task: MaintenanceTask, @Context('req') request: AppRequest): Promise<Equipment | null> {
    if (task.equipmentRowId === null) return null;
    const row = (await this.register.loadForBoat(request, task.boatRowId)).find((each) => each.id === task.equipmentRowId);
    return row ? Equipment.from(row, this.register.today()) : null;
  }

  @ResolveField(() => Job, { nullable: true, description: 'The job asked for it, until that job is completed.' })
  async job(@Parent() task: MaintenanceTask, @Context('req') request: AppRequest): Promise<Job | null> {
    const job = task.jobRowId === null ? null : await this.jobs.loadJob(request, task.jobRowId);
    return job && Job.from(job);
  }
}

/** `Boat.maintenanceTasks` and `Boat.runningHours` live here so the boats module does not depend on maintenance. */
@Resolver(() => Boat)
export class BoatMaintenanceResolver {
  constructor(
    private readonly maintenance: MaintenanceService,
    private readonly boats: BoatsService,
  ) {}

  @ResolveField(() => [MaintenanceTask], { description: 'Its planned maintenance (of equipment still on board), overdue first, then by due date.' })
  async maintenanceTasks(@Parent() boat: Boat, @Context('req') request: AppRequest): Promise<MaintenanceTask[]> {
    return (await this.maintenance.loadTasks(request, boat.rowId)).map(toModel);
  }

  @ResolveField(() => RunningHours, {
    nullable: true,
    description:
      "Its own hour meter, not an engine's (each engine and generator has its own: Equipment.runningHours): entered by hand for a boat without engines in its register, or from a device's engine not in it.",
  })
  async runningHours(@Parent() boat: Boat, @Context('req') request: AppRequest): Promise<RunningHours | null> {
    const own = (await this.maintenance.loadHourMeters(request, boat.rowId)).find((meter) => meter.equipmentId === null);
    return own ? RunningHours.from(own) : null;
  }

  @Roles('admin')
  @Mutation(() => BoatPayload, {
    description:
      "Enters an hour meter's reading by hand, an engine's or generator's or the boat's own (admins only); lower than the meter's last reading only for a replaced engine or hour meter.",
  })
  async recordRunningHours(
    @Args('input') input: RecordRunningHoursInput,
    @CurrentUser() viewer: Viewer,
    @Context('req') request: AppRequest,
  ): Promise<BoatPayload> {
    const boatId = await this.maintenance.recordRunningHours(viewer, input);
    return { boat: Boat.from((await this.boats.loadBoat(request, boatId))!) };
  }
}

/** `Equipment.runningHours` lives here so the equipment module does not depend on maintenance. */
@Resolver(() => Equipment)
export class EquipmentHoursResolver {
  constructor(private readonly maintenance: MaintenanceService) {}

  @ResolveField(() => RunningHours, {
    nullable: true,
    description: "An engine's or generator's own hour meter: its latest reading, from the device (propulsion.<signalKId>.runTime) or by hand.",
  })
  async runningHours(@Parent() equipment: Equipment, @Context('req') request: AppRequest): Promise<RunningHours | null> {
    const own = (await this.maintenance.loadHourMeters(request, equipment.boatRowId)).find((meter) => meter.equipmentId === equipment.rowId);
    return own ? RunningHours.from(own) : null;
  }
}
