import { Inject, OnModuleInit } from '@nestjs/common';
import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { BoatsService } from '../boats/boats.service.js';
import { Boat } from '../boats/models/boat.model.js';
import { intLocalId, localId, parseRowId } from '../common/relay/global-id.js';
import { isUUID } from 'class-validator';
import { CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import type { Viewer } from '../common/viewer.js';
import { User } from '../users/models/user.model.js';
import { UsersService } from '../users/users.service.js';
import { UpdateJobStatusInput } from './dto/update-job-status.input.js';
import { ConnectionArgs, connectionFromPage, pageFromArgs } from '../common/relay/connection.js';
import { RateLimitService } from '../common/rate-limit/rate-limit.service.js';
import { NodeRegistry } from '../common/relay/node-registry.js';
import type { AppRequest } from '../common/request-context.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobsArgs } from './dto/jobs.args.js';
import { RequestJobInput } from './dto/request-job.input.js';
import { Job, JobConnection, JobPayload, JobStatusChange, RequestJobPayload } from './models/job.model.js';
import { JobsService } from './jobs.service.js';

@Resolver(() => Job)
export class JobsResolver implements OnModuleInit {
  constructor(
    private readonly jobsService: JobsService,
    private readonly boats: BoatsService,
    private readonly users: UsersService,
    private readonly nodes: NodeRegistry,
    private readonly rateLimits: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.nodes.register('Job', async (id, viewer) => {
      const rowId = parseRowId(id);
      if (!viewer || rowId === null) return null;
      const job = await this.jobsService.findVisible(viewer, rowId);
      return job && Job.from(job);
    });
  }

  @Query(() => JobConnection, { description: "The viewer's jobs, newest first." })
  async jobs(@Args() args: JobsArgs, @CurrentUser() viewer: Viewer): Promise<JobConnection> {
    const page = pageFromArgs(args);
    let boatId: number | undefined;
    if (args.boatId !== undefined) {
      const rowId = intLocalId(args.boatId, 'Boat');
      // An id that is not a boat's matches nothing, like someone else's boat.
      if (rowId === null) return connectionFromPage([], page, 0);
      boatId = rowId;
    }
    let customerId: string | undefined;
    if (args.customerId !== undefined) {
      customerId = localId(args.customerId, 'User') ?? undefined;
      if (!customerId || !isUUID(customerId)) return connectionFromPage([], page, 0);
    }
    const [jobs, total] = await this.jobsService.list(viewer, page, { boatId, customerId, status: args.status });
    return connectionFromPage(jobs.map(Job.from), page, total);
  }

  @Mutation(() => RequestJobPayload, { description: "Asks for work on one of your boats (an admin: on any customer's boat); the job starts Pendiente." })
  async requestJob(@Args('input') input: RequestJobInput, @CurrentUser() viewer: Viewer): Promise<RequestJobPayload> {
    await this.rateLimits.consume(
      `requestJob:user:${viewer.id}`,
      { limit: this.config.jobRequestsPerHour, windowSeconds: 3600 },
      'Too many job requests: try again later.',
    );
    const job = await this.jobsService.request(viewer, input);
    return { job: Job.from(job) };
  }

  @Roles('admin')
  @Mutation(() => JobPayload, {
    description:
      'Moves a job by hand (see Job.nextStatuses), with an optional note; the customer is e-mailed. Completing or cancelling asks what happens to its visits not finished (remainingVisits).',
  })
  async updateJobStatus(@Args('input') input: UpdateJobStatusInput, @CurrentUser() viewer: Viewer): Promise<JobPayload> {
    return { job: Job.from(await this.jobsService.updateStatus(viewer, input.jobId, input.status, input.note, undefined, input.remainingVisits)) };
  }

  @ResolveField(() => User, { description: "The customer: the boat's owner." })
  async customer(@Parent() job: Job, @Context('req') request: AppRequest): Promise<User> {
    const boat = await this.boats.loadBoat(request, job.boatRowId);
    return User.from((await this.users.loadUser(request, boat!.ownerId))!);
  }

  @ResolveField(() => Boat)
  async boat(@Parent() job: Job, @Context('req') request: AppRequest): Promise<Boat> {
    const boat = await this.boats.loadBoat(request, job.boatRowId);
    return Boat.from(boat!);
  }

  @ResolveField(() => [JobStatusChange], { description: 'Every status the job took, oldest first.' })
  async statusHistory(@Parent() job: Job, @Context('req') request: AppRequest): Promise<JobStatusChange[]> {
    return (await this.jobsService.loadStatusHistory(request, job.rowId)).map(JobStatusChange.from);
  }
}

/** `Boat.jobs` lives here so the boats module does not depend on jobs. */
@Resolver(() => Boat)
export class BoatJobsResolver {
  constructor(private readonly jobsService: JobsService) {}

  @ResolveField(() => JobConnection, { description: "The boat's jobs, newest first." })
  async jobs(@Parent() boat: Boat, @Args() args: ConnectionArgs, @Context('req') request: AppRequest): Promise<JobConnection> {
    const page = pageFromArgs(args);
    const [jobs, total] = await this.jobsService.loadBoatJobs(request, boat.rowId, page);
    return connectionFromPage(jobs.map(Job.from), page, total);
  }
}

/** `User.jobs`: a client's jobs, newest first (the admins' client page; a customer reaches only their own User). */
@Resolver(() => User)
export class UserJobsResolver {
  constructor(private readonly jobsService: JobsService) {}

  @ResolveField(() => JobConnection, { description: 'Jobs on their boats, newest first.' })
  async jobs(@Parent() user: User, @Args() args: ConnectionArgs, @CurrentUser() viewer: Viewer): Promise<JobConnection> {
    const page = pageFromArgs(args);
    if (viewer.role !== 'admin' && viewer.id !== user.userId) return connectionFromPage([], page, 0);
    const [jobs, total] = await this.jobsService.list(viewer, page, { customerId: user.userId });
    return connectionFromPage(jobs.map(Job.from), page, total);
  }
}
