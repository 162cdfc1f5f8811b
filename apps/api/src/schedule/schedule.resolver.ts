import { type OnModuleInit } from '@nestjs/common';
import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import { parseRowId, toGlobalId } from '../common/relay/global-id.js';
import { NodeRegistry } from '../common/relay/node-registry.js';
import type { AppRequest } from '../common/request-context.js';
import type { Viewer } from '../common/viewer.js';
import { AlertsService } from '../alerts/alerts.service.js';
import { BoatAlert } from '../alerts/models/boat-alert.model.js';
import { EquipmentService } from '../equipment/equipment.service.js';
import { Equipment } from '../equipment/models/equipment.model.js';
import { Job } from '../jobs/models/job.model.js';
import { MoveVisitInput, ScheduleVisitInput, VisitsArgs } from './dto/visit.input.js';
import { Visit, VisitBoat, VisitConflict, VisitPayload } from './models/visit.model.js';
import { ScheduleService, type VisitSaved } from './schedule.service.js';

const payloadOf = (saved: VisitSaved): VisitPayload => ({
  visit: saved.visit && Visit.from(saved.visit),
  conflicts: saved.conflicts.map((conflict): VisitConflict => ({
    technician: { id: toGlobalId('User', conflict.technician.id), name: conflict.technician.name },
    visit: Visit.from(conflict.visit),
  })),
});

@Resolver(() => Visit)
export class ScheduleResolver implements OnModuleInit {
  constructor(
    private readonly schedule: ScheduleService,
    private readonly nodes: NodeRegistry,
  ) {}

  onModuleInit(): void {
    this.nodes.register('Visit', async (id, viewer) => {
      const rowId = parseRowId(id);
      if (!viewer || rowId === null) return null;
      const row = await this.schedule.findVisible(viewer, rowId);
      return row && Visit.from(row);
    });
  }

  @Roles('admin', 'technician')
  @Query(() => [Visit], { description: 'The visits in a range of time, by start: an admin’s of everyone (or of one technician), a technician’s of their own.' })
  async visits(@Args() args: VisitsArgs, @CurrentUser() viewer: Viewer): Promise<Visit[]> {
    return (await this.schedule.list(viewer, args)).map(Visit.from);
  }

  @Roles('admin')
  @Mutation(() => VisitPayload, {
    description:
      'Schedules a visit of an approved job (it becomes Programado); overlaps with its technicians’ other visits stop it unless confirmed. The customer is e-mailed.',
  })
  async scheduleVisit(@Args('input') input: ScheduleVisitInput, @CurrentUser() viewer: Viewer): Promise<VisitPayload> {
    return payloadOf(await this.schedule.schedule(viewer, input));
  }

  @Roles('admin')
  @Mutation(() => VisitPayload, {
    description: 'Moves a visit (its whole window and team in one edit); overlaps stop it unless confirmed. The customer is e-mailed when its time changes.',
  })
  async moveVisit(@Args('input') input: MoveVisitInput): Promise<VisitPayload> {
    return payloadOf(await this.schedule.move(input));
  }
}

/** What is on board, for the technician: the boat's equipment and open alerts. */
@Resolver(() => VisitBoat)
export class VisitBoatResolver {
  constructor(
    private readonly register: EquipmentService,
    private readonly alerts: AlertsService,
  ) {}

  @ResolveField(() => [Equipment], { description: 'What is on board (as Boat.equipment).' })
  async equipment(@Parent() boat: VisitBoat, @Context('req') request: AppRequest): Promise<Equipment[]> {
    const today = this.register.today();
    return (await this.register.loadForBoat(request, boat.rowId)).map((row) => Equipment.from(row, today));
  }

  @ResolveField(() => [BoatAlert], { description: 'Its open alerts (as Boat.openAlerts).' })
  async openAlerts(@Parent() boat: VisitBoat, @Context('req') request: AppRequest): Promise<BoatAlert[]> {
    return (await this.alerts.loadOpen(request, boat.rowId)).map(BoatAlert.from);
  }
}

/** `Job.visits`: the windows on the job's timeline, for whoever reads the job. */
@Resolver(() => Job)
export class JobVisitsResolver {
  constructor(private readonly schedule: ScheduleService) {}

  @ResolveField(() => [Visit], { description: 'Its visits, by start.' })
  async visits(@Parent() job: Job, @Context('req') request: AppRequest): Promise<Visit[]> {
    return (await this.schedule.loadForJob(request, job.rowId)).map(Visit.from);
  }
}
