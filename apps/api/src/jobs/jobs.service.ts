import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import DataLoader from 'dataloader';
import { In, type DataSource, type EntityManager, type Repository } from 'typeorm';
import { BoatsService } from '../boats/boats.service.js';
import type { BoatEntity } from '../boats/entities/boat.entity.js';
import { intLocalId } from '../common/relay/global-id.js';
import { ownerScope } from '../common/portal-access.js';
import { PerRequest } from '../common/per-request.js';
import type { Viewer } from '../common/viewer.js';
import { badUserInput, notFound } from '../common/errors/graphql-errors.js';
import { EmailComposer } from '../outbox/email-composer.js';
import { BusinessTexts, fill } from '../texts/business-texts.js';
import type { UserEntity } from '../users/entities/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { canMove } from './job-transitions.js';
import { JobMail } from './job-mail.js';
import type { Page } from '../common/relay/connection.js';
import type { RequestJobInput } from './dto/request-job.input.js';
import { JobStatusChangeEntity } from './entities/job-status-change.entity.js';
import { JobEntity, type JobStatusValue } from './entities/job.entity.js';

/** Runs in the transaction that completed a job (a maintenance task it was for is recorded as done). */
export type JobCompletedListener = (manager: EntityManager, job: JobEntity) => Promise<void>;
/** Completing or cancelling a job with visits not finished: what happens to them (undefined: not said). */
export type RemainingVisitsChoice = 'CANCEL' | 'KEEP' | undefined;
/** How a new request of the boat owner's stands (VIP memberships decide): priority, and urgent (the admins are e-mailed at once). */
export type RequestPriority = (manager: EntityManager, ownerId: string) => Promise<{ priority: boolean; urgent: boolean }>;
/** Runs in the transaction that completed or cancelled a job (its visits still to do: closed, kept, or the choice asked for). */
export type JobClosedListener = (manager: EntityManager, job: JobEntity, remainingVisits: RemainingVisitsChoice) => Promise<void>;

export interface CompletedJob {
  job: JobEntity;
  completedAt: Date;
}

interface JobLoaders {
  /** Per page shape (offset:limit): the jobs of each boat and their count. */
  byBoat: Map<string, DataLoader<number, [JobEntity[], number]>>;
  statusHistory: DataLoader<number, JobStatusChangeEntity[]>;
  job: DataLoader<number, JobEntity | null>;
  completedByBoat: DataLoader<number, CompletedJob[]>;
}

@Injectable()
export class JobsService {
  private readonly loaders = new PerRequest<JobLoaders>(() => ({
    byBoat: new Map(),
    statusHistory: new DataLoader((ids) => this.historiesOf(ids)),
    job: new DataLoader(async (ids) => {
      const rows = await this.jobs
        .createQueryBuilder('job')
        .where('job.id = ANY(:ids)', { ids: [...ids] })
        .getMany();
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    }),
    completedByBoat: new DataLoader((ids) => this.completedOf(ids)),
  }));
  private readonly completedListeners: JobCompletedListener[] = [];
  private readonly closedListeners: JobClosedListener[] = [];
  private priorityOf: RequestPriority = async () => ({ priority: false, urgent: false });

  constructor(
    @InjectRepository(JobEntity) private readonly jobs: Repository<JobEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly boats: BoatsService,
    private readonly mail: JobMail,
    private readonly composer: EmailComposer,
    private readonly texts: BusinessTexts,
    private readonly users: UsersService,
  ) {}

  onCompleted(listener: JobCompletedListener): void {
    this.completedListeners.push(listener);
  }

  onClosed(listener: JobClosedListener): void {
    this.closedListeners.push(listener);
  }

  prioritizeWith(rule: RequestPriority): void {
    this.priorityOf = rule;
  }

  /** Open jobs that came in as a VIP member's priority, oldest first: the desk shows them first. */
  openPriority(): Promise<JobEntity[]> {
    return this.jobs
      .createQueryBuilder('job')
      .where(`job.priority AND job.status IN ('PENDING', 'QUOTED', 'APPROVED', 'SCHEDULED', 'IN_PROGRESS')`)
      .orderBy('job.created_at', 'ASC')
      .addOrderBy('job.id', 'ASC')
      .take(20)
      .getMany();
  }

  /** How many jobs stand in each status (one statement over the status index). */
  async countByStatus(): Promise<Partial<Record<JobStatusValue, number>>> {
    const rows: { status: JobStatusValue; count: number }[] = await this.jobs.query(`SELECT status, count(*)::int AS count FROM jobs GROUP BY status`);
    return Object.fromEntries(rows.map((row) => [row.status, row.count]));
  }

  /** The ids of the jobs in a status. */
  async idsWithStatus(status: JobStatusValue): Promise<number[]> {
    return (await this.jobs.find({ select: { id: true }, where: { status }, order: { id: 'ASC' } })).map((job) => job.id);
  }

  /** The viewer's jobs, newest first, optionally of one boat, one customer, one status or some ids. */
  async list(
    viewer: Viewer,
    page: Page,
    filter: { boatId?: number; customerId?: string; status?: JobStatusValue; ids?: readonly number[] } = {},
  ): Promise<[JobEntity[], number]> {
    // Whose jobs: those on the boats of the viewer (unless an admin) and of the customer asked for; boats knows whose a boat is.
    const owners = new Set([ownerScope(viewer), filter.customerId].filter((id): id is string => typeof id === 'string'));
    if (owners.size > 1) return [[], 0];
    const [owner] = owners;
    const query = this.jobs.createQueryBuilder('job');
    if (owner !== undefined) query.andWhere('job.boat_id = ANY(:boatIds)', { boatIds: (await this.boats.ofOwner(owner)).map((boat) => boat.id) });
    if (filter.boatId !== undefined) query.andWhere('job.boat_id = :boatId', { boatId: filter.boatId });
    if (filter.status) query.andWhere('job.status = :status', { status: filter.status });
    if (filter.ids) query.andWhere('job.id = ANY(:ids)', { ids: [...filter.ids] });
    // A VIP member's priority job comes first while it is open.
    return query
      .addSelect(`job.priority AND job.status IN ('PENDING', 'QUOTED', 'APPROVED', 'SCHEDULED', 'IN_PROGRESS')`, 'open_priority')
      .orderBy('open_priority', 'DESC')
      .addOrderBy('job.created_at', 'DESC')
      .addOrderBy('job.id', 'DESC')
      .skip(page.offset)
      .take(page.limit)
      .getManyAndCount();
  }

  /** One job when the viewer may see it (its boat is theirs, or they are an admin); null otherwise. */
  async findVisible(viewer: Viewer, id: number): Promise<JobEntity | null> {
    const job = await this.jobs.findOneBy({ id });
    if (!job || !ownerScope(viewer)) return job;
    return (await this.boats.findVisible(viewer, job.boatId)) ? job : null;
  }

  /**
   * A new Pendiente job on one of the viewer's boats (or, for an admin, any customer's), with the
   * first entry of its status history, marked priority for a VIP member as their plan gives. A
   * customer's request is announced to the admins (as urgent when it is a Gold member's out of hours).
   * `onCreated` runs in the same transaction (what the job was asked for links to it).
   */
  async request(viewer: Viewer, input: RequestJobInput, onCreated?: (manager: EntityManager, job: JobEntity) => Promise<void>): Promise<JobEntity> {
    const boatId = intLocalId(input.boatId, 'Boat');
    const boat = boatId === null ? null : await this.boats.findVisible(viewer, boatId);
    // The same answer for a boat that does not exist and for someone else's: nothing leaks.
    if (!boat) throw badUserInput([{ field: 'boatId', code: 'unknownBoat', message: 'Unknown boat' }]);
    return this.dataSource.transaction(async (manager) => {
      const { priority, urgent } = await this.priorityOf(manager, boat.ownerId);
      const job = await manager.getRepository(JobEntity).save(
        manager.getRepository(JobEntity).create({
          boatId: boat.id,
          title: input.title,
          description: input.description ?? '',
          status: 'PENDING',
          preferredDate: input.preferredDate ?? null,
          contactPhone: input.contactPhone ?? null,
          requestedBy: viewer.id,
          priority,
        }),
      );
      await manager.getRepository(JobStatusChangeEntity).insert({ jobId: job.id, status: 'PENDING', changedAt: job.createdAt, changedBy: viewer.id });
      await onCreated?.(manager, job);
      if (viewer.role === 'customer' && urgent) {
        const owner = await this.users.findById(boat.ownerId, manager);
        await this.mail.toAdmins(manager, 'priorityJobRequested', job, { description: job.description, phone: job.contactPhone ?? owner?.phone ?? '' });
      } else if (viewer.role === 'customer') await this.mail.toAdmins(manager, 'jobRequested', job, { description: job.description });
      return job;
    });
  }

  /** Locks the job's row until the caller's transaction ends, so changes to its work go one at a time; false when there is no such job. */
  async lock(manager: EntityManager, jobId: number): Promise<boolean> {
    const found: unknown[] = await manager.query('SELECT 1 FROM jobs WHERE id = $1 FOR UPDATE', [jobId]);
    return found.length > 0;
  }

  /**
   * Moves a job to another status inside the caller's transaction, with its line on the timeline.
   * The row is locked first, so two admins cannot both move it from the same status. `manual`:
   * only the moves an admin may make by hand (job-transitions.ts).
   */
  async move(
    manager: EntityManager,
    jobId: number,
    to: JobStatusValue,
    { by, note, manual, remainingVisits }: { by: string; note?: string | null; manual: boolean; remainingVisits?: RemainingVisitsChoice },
  ): Promise<JobEntity> {
    const job = await manager.getRepository(JobEntity).findOne({ where: { id: jobId }, lock: { mode: 'pessimistic_write' } });
    if (!job) throw notFound('Job not found');
    if (!canMove(job.status, to, manual)) {
      throw badUserInput([{ field: 'status', code: 'invalidTransition', message: `A job cannot go from ${job.status} to ${to}` }], { from: job.status, to });
    }
    job.status = to;
    await manager.getRepository(JobEntity).update({ id: job.id }, { status: to });
    await manager.getRepository(JobStatusChangeEntity).insert({ jobId: job.id, status: to, changedAt: new Date(), changedBy: by, note: note ?? null });
    if (to === 'COMPLETED') for (const listener of this.completedListeners) await listener(manager, job);
    if (to === 'COMPLETED' || to === 'CANCELLED') for (const listener of this.closedListeners) await listener(manager, job, remainingVisits);
    return job;
  }

  /**
   * An admin's move of a job (with an optional note for the customer), e-mailed to the customer.
   * `alongside` runs in the same transaction (an installation's equipment added as it completes);
   * `remainingVisits`, completing or cancelling, says what happens to the visits not finished.
   */
  async updateStatus(
    viewer: Viewer,
    jobGlobalId: string,
    to: JobStatusValue,
    note?: string,
    alongside?: (manager: EntityManager, job: JobEntity) => Promise<void>,
    remainingVisits?: RemainingVisitsChoice,
  ): Promise<JobEntity> {
    const id = intLocalId(jobGlobalId, 'Job');
    if (id === null) throw notFound('Job not found');
    return this.dataSource.transaction(async (manager) => {
      const job = await this.move(manager, id, to, { by: viewer.id, note, manual: true, remainingVisits });
      await alongside?.(manager, job);
      const owner = await this.ownerOf(manager, job);
      const status = await this.composer.jobStatusLabel(manager, to, owner.language);
      const noteLine = note ? fill((await this.texts.texts('emails', owner.language, manager)).jobStatusChanged.note, { note }) : '';
      await this.mail.toCustomer(manager, 'jobStatusChanged', job, { status, note: noteLine });
      return job;
    });
  }

  /** The customer a job is for (its boat's owner). */
  async ownerOf(manager: EntityManager, job: JobEntity): Promise<UserEntity> {
    return this.boats.ownerOf(manager, job.boatId);
  }

  /** By id, batched per request. Only for parents the viewer was already allowed to read. */
  loadJob(request: object, id: number): Promise<JobEntity | null> {
    return this.loaders.for(request).job.load(id);
  }

  /** A page of one boat's jobs, batched with the other boats of the request (one query). */
  loadBoatJobs(request: object, boatId: number, page: Page): Promise<[JobEntity[], number]> {
    const byPage = this.loaders.for(request).byBoat;
    const key = `${page.offset}:${page.limit}`;
    let loader = byPage.get(key);
    if (!loader) {
      loader = new DataLoader((ids) => this.jobsOfBoats(ids, page));
      byPage.set(key, loader);
    }
    return loader.load(boatId);
  }

  loadStatusHistory(request: object, jobId: number): Promise<JobStatusChangeEntity[]> {
    return this.loaders.for(request).statusHistory.load(jobId);
  }

  /** Completed jobs of a boat with the time they were completed, for the boat's history. */
  loadCompletedJobs(request: object, boatId: number): Promise<CompletedJob[]> {
    return this.loaders.for(request).completedByBoat.load(boatId);
  }

  private async jobsOfBoats(boatIds: readonly number[], page: Page): Promise<[JobEntity[], number][]> {
    const rows: (RawJob & { total: string })[] = await this.dataSource.query(
      `SELECT * FROM (
         SELECT ${jobColumns('jobs')},
                row_number() OVER (PARTITION BY boat_id ORDER BY created_at DESC, id DESC) AS position,
                count(*) OVER (PARTITION BY boat_id) AS total
           FROM jobs WHERE boat_id = ANY($1)
       ) ranked
       WHERE position > $2 AND position <= $3
       ORDER BY boat_id, position`,
      [[...boatIds], page.offset, page.offset + page.limit],
    );
    const result = new Map<number, [JobEntity[], number]>(boatIds.map((id) => [id, [[], 0]]));
    for (const row of rows) {
      const entry = result.get(row.boat_id)!;
      entry[0].push(toJob(row));
      entry[1] = Number(row.total);
    }
    // A page past the end returns no rows; its boats still need their total.
    const missing = boatIds.filter((id) => result.get(id)![0].length === 0);
    if (missing.length > 0 && page.offset > 0) {
      const counts: { boat_id: number; total: string }[] = await this.dataSource.query(
        'SELECT boat_id, count(*) AS total FROM jobs WHERE boat_id = ANY($1) GROUP BY boat_id',
        [missing],
      );
      for (const { boat_id, total } of counts) result.get(boat_id)![1] = Number(total);
    }
    return boatIds.map((id) => result.get(id)!);
  }

  private async historiesOf(jobIds: readonly number[]): Promise<JobStatusChangeEntity[][]> {
    const rows = await this.dataSource
      .getRepository(JobStatusChangeEntity)
      .createQueryBuilder('change')
      .where('change.job_id = ANY(:ids)', { ids: [...jobIds] })
      .orderBy('change.changed_at', 'ASC')
      .addOrderBy('change.id', 'ASC')
      .getMany();
    const byJob = new Map<number, JobStatusChangeEntity[]>(jobIds.map((id) => [id, []]));
    for (const row of rows) byJob.get(row.jobId)?.push(row);
    return jobIds.map((id) => byJob.get(id)!);
  }

  private async completedOf(boatIds: readonly number[]): Promise<CompletedJob[][]> {
    const rows: (RawJob & { completed_at: Date })[] = await this.dataSource.query(
      `SELECT ${jobColumns('job')},
              coalesce(max(change.changed_at), job.updated_at) AS completed_at
         FROM jobs job
         LEFT JOIN job_status_changes change ON change.job_id = job.id AND change.status = 'COMPLETED'
        WHERE job.boat_id = ANY($1) AND job.status = 'COMPLETED'
        GROUP BY job.id
        ORDER BY completed_at DESC`,
      [[...boatIds]],
    );
    const byBoat = new Map<number, CompletedJob[]>(boatIds.map((id) => [id, []]));
    for (const row of rows) byBoat.get(row.boat_id)?.push({ job: toJob(row), completedAt: row.completed_at });
    return boatIds.map((id) => byBoat.get(id)!);
  }

  /** A job by id, read in the caller's transaction (after `lock` when the caller changes what hangs on it). */
  jobById(id: number, manager: EntityManager = this.jobs.manager): Promise<JobEntity | null> {
    return manager.getRepository(JobEntity).findOneBy({ id });
  }

  /** These jobs (those that exist), read in the caller's transaction when given one. */
  findByIds(ids: readonly number[], manager: EntityManager = this.dataSource.manager): Promise<JobEntity[]> {
    return ids.length ? manager.getRepository(JobEntity).findBy({ id: In([...new Set(ids)]) }) : Promise.resolve([]);
  }

  /** These jobs each with its boat (two queries however many), read in the caller's transaction when given one. */
  async findWithBoats(ids: readonly number[], manager: EntityManager = this.dataSource.manager): Promise<{ job: JobEntity; boat: BoatEntity }[]> {
    const jobs = await this.findByIds(ids, manager);
    const boats = await this.boats.findByIds(
      jobs.map((job) => job.boatId),
      manager,
    );
    return jobs.map((job) => ({ job, boat: boats.find((boat) => boat.id === job.boatId)! }));
  }
}

/** Columns of a raw job row; the date as text (pg would make a local-midnight Date of it). */
const jobColumns = (alias: string) =>
  ['id', 'boat_id', 'title', 'description', 'status', 'contact_phone', 'requested_by', 'priority', 'created_at', 'updated_at']
    .map((column) => `${alias}.${column}`)
    .concat(`to_char(${alias}.preferred_date, 'YYYY-MM-DD') AS preferred_date`)
    .join(', ');

interface RawJob {
  id: number;
  boat_id: number;
  title: string;
  description: string;
  status: JobStatusValue;
  preferred_date: string | null;
  contact_phone: string | null;
  requested_by: string | null;
  priority: boolean;
  created_at: Date;
  updated_at: Date;
}

function toJob(row: RawJob): JobEntity {
  return Object.assign(new JobEntity(), {
    id: row.id,
    boatId: row.boat_id,
    title: row.title,
    description: row.description,
    status: row.status,
    preferredDate: row.preferred_date,
    contactPhone: row.contact_phone,
    requestedBy: row.requested_by,
    priority: row.priority,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}
