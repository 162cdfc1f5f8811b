import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import DataLoader from 'dataloader';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { palmaInstant } from '../common/calendar.js';
import { Clock } from '../common/clock.js';
import { badUserInput, notFound } from '../common/errors/graphql-errors.js';
import { PerRequest } from '../common/per-request.js';
import { intLocalId, localId } from '../common/relay/global-id.js';
import type { Viewer } from '../common/viewer.js';
import type { JobEntity, JobStatusValue } from '../jobs/entities/job.entity.js';
import { JobsService, type RemainingVisitsChoice } from '../jobs/jobs.service.js';
import { UsersService } from '../users/users.service.js';
import { CalendarFeedService } from '../calendar-feeds/calendar-feed.service.js';
import type { MoveVisitInput, ScheduleVisitInput, VisitFieldsInput } from './dto/visit.input.js';
import { VisitTechnicianEntity } from './entities/visit-technician.entity.js';
import { VisitEntity } from './entities/visit.entity.js';
import type { VisitRow } from './models/visit.model.js';
import { VisitMail } from './visit-mail.js';

/** A job takes a (new) visit while it is approved, scheduled or under way. */
const SCHEDULABLE: readonly JobStatusValue[] = ['APPROVED', 'SCHEDULED', 'IN_PROGRESS'];
/** The longest range one `visits` query reads: six weeks. */
const MAX_RANGE_MS = 42 * 86_400_000;
/** Not a visit called off with its job (closed before its time came, never started): it never took place, so no list shows it. */
const TOOK_PLACE_OR_WILL = 'NOT (v.closed_at IS NOT NULL AND v.started_at IS NULL AND v.starts_at > v.closed_at)';
/** Work still to do: neither finished aboard nor closed with its job. */
const STILL_TO_DO = 'v.finished_at IS NULL AND v.closed_at IS NULL';

export interface VisitConflictRow {
  technician: { id: string; name: string };
  visit: VisitRow;
}

export interface WorkReportVisitRow {
  id: number;
  startsAt: Date;
  endsAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  closedAt: Date | null;
  technicians: string[];
  signaturePng: Buffer | null;
  signerName: string | null;
  signedAt: Date | null;
}

export type VisitSaved = { visit: VisitRow; conflicts: VisitConflictRow[] } | { visit: null; conflicts: VisitConflictRow[] };

/** A visit's own columns and its technicians' ids; its job, boat, customer and technicians' names are asked of their domains (`rows`). */
const VISIT_SELECT = `
  SELECT v.id, v.job_id AS "jobId", v.starts_at AS "startsAt", v.ends_at AS "endsAt", v.estimated_minutes AS "estimatedMinutes",
         v.started_at AS "startedAt", v.finished_at AS "finishedAt", v.closed_at AS "closedAt", v.signer_name AS "signerName", v.signed_at AS "signedAt",
         coalesce((SELECT array_agg(vt.technician_id) FROM visit_technicians vt WHERE vt.visit_id = v.id), '{}') AS "technicianIds"
    FROM visits v`;

type OwnVisitRow = Omit<
  VisitRow,
  | 'jobTitle'
  | 'jobDescription'
  | 'jobStatus'
  | 'jobPriority'
  | 'boatId'
  | 'boatName'
  | 'berthMarina'
  | 'berthPontoon'
  | 'berthNumber'
  | 'customerName'
  | 'customerPhone'
  | 'technicians'
> & {
  technicianIds: string[];
};

/** Which of a visit's rows a list keeps, knowing its job and the boat's owner (a customer reads only visits of their boats). */
type Keep = (row: VisitRow, ownerId: string) => boolean;

/** Only the visits a viewer may read: an admin all, a technician theirs (SQL on the visit's own tables, the viewer's id added to `params`), a customer those of their boats (`keep`). */
function visibleTo(viewer: Viewer, params: unknown[]): { where: string; keep: Keep } {
  if (viewer.role === 'admin') return { where: 'TRUE', keep: () => true };
  if (viewer.role === 'customer') return { where: 'TRUE', keep: (_row, ownerId) => ownerId === viewer.id };
  params.push(viewer.id);
  return { where: `EXISTS (SELECT 1 FROM visit_technicians mine WHERE mine.visit_id = v.id AND mine.technician_id = $${params.length})`, keep: () => true };
}

/** Lists leave out the visits of cancelled jobs. */
const notCancelled = (row: VisitRow) => row.jobStatus !== 'CANCELLED';

/** By start; at the same time, a VIP member's priority job first; then by id. */
const byStartThenPriority = (a: VisitRow, b: VisitRow) =>
  a.startsAt.getTime() - b.startsAt.getTime() || Number(b.jobPriority) - Number(a.jobPriority) || a.id - b.id;

/**
 * The schedule: the admins put approved jobs in technicians' days as visits, warned of overlaps;
 * each technician reads only their own visits; the customer is e-mailed each window (with an .ics).
 */
@Injectable()
export class ScheduleService implements OnModuleInit {
  private readonly loaders = new PerRequest(() => ({
    byJob: new DataLoader((jobIds: readonly number[]) => this.visitsOfJobs(jobIds)),
  }));

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly users: UsersService,
    private readonly mail: VisitMail,
    private readonly feeds: CalendarFeedService,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    // A technician's calendar link shows their visits (the same links, route and page as the customers').
    this.feeds.provide('technician', async (owner) => this.mail.calendarOf(owner, await this.upcomingOf(owner.id)));
    this.jobs.onClosed((manager, job, remainingVisits) => this.closeVisitsOf(manager, job, remainingVisits));
  }

  /**
   * A job completed or cancelled: its visits not finished are closed with it (those whose time had
   * not come are thereby called off), or, completing, kept booked; with some and no choice made,
   * the move is refused (with their count) so that the question is asked, never assumed.
   */
  private async closeVisitsOf(manager: EntityManager, job: JobEntity, remainingVisits: RemainingVisitsChoice): Promise<void> {
    if (remainingVisits === 'KEEP') {
      if (job.status !== 'COMPLETED')
        throw badUserInput([{ field: 'remainingVisits', code: 'keepOnlyWhenCompleting', message: 'The visits of a cancelled job cannot be kept' }]);
      return;
    }
    const open: unknown[] = await manager.query(`SELECT 1 FROM visits WHERE job_id = $1 AND finished_at IS NULL AND closed_at IS NULL`, [job.id]);
    if (open.length && !remainingVisits) {
      throw badUserInput(
        [
          {
            field: 'remainingVisits',
            code: 'remainingVisitsChoice',
            message: `This job has ${open.length} visit(s) not finished: say whether to cancel or keep them`,
          },
        ],
        { remainingVisits: open.length },
      );
    }
    await manager.query(`UPDATE visits SET closed_at = $2 WHERE job_id = $1 AND finished_at IS NULL AND closed_at IS NULL`, [
      job.id,
      new Date(this.clock.now()),
    ]);
  }

  /** The work aboard began (the first start is kept), in the caller's transaction. */
  async markStarted(manager: EntityManager, visitId: number, at: Date): Promise<void> {
    await manager.query(`UPDATE visits SET started_at = coalesce(started_at, $2) WHERE id = $1`, [visitId, at]);
  }

  /** The work aboard ended, in the caller's transaction. */
  async markFinished(manager: EntityManager, visitId: number, at: Date): Promise<void> {
    await manager.query(`UPDATE visits SET finished_at = $2 WHERE id = $1`, [visitId, at]);
  }

  /** The customer's signature, kept only when the visit has none yet: false when it had one (signing is final). */
  async recordSignature(visitId: number, signature: { png: Buffer; signerName: string; signedAt: Date; id: string | null }): Promise<boolean> {
    const signed = await this.dataSource
      .createQueryBuilder()
      .update(VisitEntity)
      .set({ signaturePng: signature.png, signerName: signature.signerName, signedAt: signature.signedAt, signatureId: signature.id })
      .where('id = :id AND signed_at IS NULL', { id: visitId })
      .execute();
    return Boolean(signed.affected);
  }

  /** The phone-made id of a visit's signature (a signature sent again by the offline queue is known by it). */
  async signatureIdOf(visitId: number): Promise<string | null> {
    const row = await this.dataSource.getRepository(VisitEntity).findOne({ select: { id: true, signatureId: true }, where: { id: visitId } });
    return row?.signatureId ?? null;
  }

  /** A visit's signature drawing, null when unsigned. Only for visits the viewer was already allowed to read. */
  async signatureOf(visitId: number): Promise<Buffer | null> {
    const visit = await this.dataSource.getRepository(VisitEntity).findOne({ select: { id: true, signaturePng: true }, where: { id: visitId } });
    return visit?.signaturePng ?? null;
  }

  /** The ids of a job's visits, read in the caller's transaction. */
  async visitIdsOfJob(manager: EntityManager, jobId: number): Promise<number[]> {
    const rows: { id: number }[] = await manager.query(`SELECT id FROM visits WHERE job_id = $1`, [jobId]);
    return rows.map((row) => row.id);
  }

  /** All a job's visits as its work report lists them (those called off too), with their technicians' names and signatures, by start. */
  async workReportVisitsOf(jobId: number): Promise<WorkReportVisitRow[]> {
    const rows: (Omit<WorkReportVisitRow, 'technicians'> & { technicianIds: string[] })[] = await this.dataSource.query(
      `SELECT v.id, v.starts_at AS "startsAt", v.ends_at AS "endsAt", v.started_at AS "startedAt", v.finished_at AS "finishedAt", v.closed_at AS "closedAt",
              v.signature_png AS "signaturePng", v.signer_name AS "signerName", v.signed_at AS "signedAt",
              coalesce((SELECT array_agg(vt.technician_id) FROM visit_technicians vt WHERE vt.visit_id = v.id), '{}') AS "technicianIds"
         FROM visits v WHERE v.job_id = $1 ORDER BY v.starts_at, v.id`,
      [jobId],
    );
    const people = await this.users.findByIds(rows.flatMap((row) => row.technicianIds));
    return rows.map(({ technicianIds, ...row }) => ({
      ...row,
      technicians: people.filter((person) => technicianIds.includes(person.id)).map((person) => person.name),
    }));
  }

  /** Whether a technician has a visit of the job (so its checklist is theirs to tick). */
  async isOnJob(technicianId: string, jobId: number): Promise<boolean> {
    const found: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM visits v JOIN visit_technicians vt ON vt.visit_id = v.id WHERE v.job_id = $1 AND vt.technician_id = $2 LIMIT 1`,
      [jobId, technicianId],
    );
    return found.length > 0;
  }

  /** The visits in a range of time the viewer may read, by start; a technician's only. */
  async list(viewer: Viewer, range: { from: Date; to: Date; technicianId?: string }): Promise<VisitRow[]> {
    if (range.to.getTime() <= range.from.getTime() || range.to.getTime() - range.from.getTime() > MAX_RANGE_MS) {
      throw badUserInput([{ field: 'to', code: 'invalidRange', message: 'The range must end after it starts, at most 42 days later' }]);
    }
    const params: unknown[] = [range.from, range.to];
    const visible = visibleTo(viewer, params);
    const conditions = ['v.ends_at > $1', 'v.starts_at < $2', TOOK_PLACE_OR_WILL, visible.where];
    // A technician always reads their own, whoever they ask for.
    if (range.technicianId !== undefined && viewer.role !== 'technician') {
      const technicianId = localId(range.technicianId, 'User');
      if (!technicianId || !isUUID(technicianId)) return [];
      params.push(technicianId);
      conditions.push(`EXISTS (SELECT 1 FROM visit_technicians chosen WHERE chosen.visit_id = v.id AND chosen.technician_id = $${params.length})`);
    }
    const rows = await this.rows(`WHERE ${conditions.join(' AND ')}`, params, { keep: (row, ownerId) => notCancelled(row) && visible.keep(row, ownerId) });
    return rows.sort(byStartThenPriority);
  }

  async findVisible(viewer: Viewer, id: number): Promise<VisitRow | null> {
    const params: unknown[] = [id];
    const visible = visibleTo(viewer, params);
    const [row] = await this.rows(`WHERE v.id = $1 AND ${visible.where}`, params, { keep: visible.keep });
    return row ?? null;
  }

  /** A job's visits, batched per request. Only for jobs the viewer was already allowed to read. */
  loadForJob(request: object, jobId: number): Promise<VisitRow[]> {
    return this.loaders.for(request).byJob.load(jobId);
  }

  /** Today's visits (Palma's day around now), by start. */
  async between(from: Date, to: Date): Promise<VisitRow[]> {
    const rows = await this.rows(`WHERE v.ends_at > $1 AND v.starts_at < $2 AND ${TOOK_PLACE_OR_WILL}`, [from, to], { keep: notCancelled });
    return rows.sort(byStartThenPriority);
  }

  /**
   * Visits whose window has passed (within the last week) while their job is still Programado or
   * En progreso, and no later visit of the job has begun: the work ran over its time.
   */
  overrun(now: Date): Promise<VisitRow[]> {
    return this.rows(
      `WHERE v.ends_at <= $1 AND v.ends_at > $1::timestamptz - interval '7 days'
         AND NOT EXISTS (SELECT 1 FROM visits later WHERE later.job_id = v.job_id AND later.starts_at > v.starts_at AND later.starts_at <= $1)
       ORDER BY v.ends_at, v.id`,
      [now],
      { keep: (row) => row.jobStatus === 'SCHEDULED' || row.jobStatus === 'IN_PROGRESS' },
    );
  }

  /** A new visit of a job; an approved job becomes Programado with it. */
  async schedule(viewer: Viewer, input: ScheduleVisitInput): Promise<VisitSaved> {
    const jobId = intLocalId(input.jobId, 'Job');
    return this.dataSource.transaction(async (manager) => {
      const job = jobId !== null && (await this.jobs.lock(manager, jobId)) ? (await this.jobs.findByIds([jobId], manager))[0] : null;
      if (!job) throw badUserInput([{ field: 'jobId', code: 'unknownJob', message: 'Unknown job' }]);
      if (!SCHEDULABLE.includes(job.status)) {
        throw badUserInput([{ field: 'jobId', code: 'jobNotSchedulable', message: 'Only an approved, scheduled or started job takes a visit' }]);
      }
      const plan = await this.plan(manager, input, null);
      if (plan.stop) return { visit: null, conflicts: plan.conflicts };
      const visits = manager.getRepository(VisitEntity);
      const visit = await visits.save(
        visits.create({ jobId: job.id, startsAt: plan.startsAt, endsAt: plan.endsAt, estimatedMinutes: input.estimatedMinutes, createdBy: viewer.id }),
      );
      await this.setTechnicians(manager, visit.id, plan.technicianIds);
      if (job.status === 'APPROVED') await this.jobs.move(manager, job.id, 'SCHEDULED', { by: viewer.id, manual: false });
      await this.mail.toCustomer(manager, 'visitScheduled', job, visit);
      return { visit: await this.rowOf(manager, visit.id), conflicts: plan.conflicts };
    });
  }

  /** A visit's new window and team, in one edit; the customer is told when its time changed. */
  async move(input: MoveVisitInput): Promise<VisitSaved> {
    const visitId = intLocalId(input.visitId, 'Visit');
    return this.dataSource.transaction(async (manager) => {
      const visits = manager.getRepository(VisitEntity);
      const visit = visitId === null ? null : await visits.findOne({ where: { id: visitId }, lock: { mode: 'pessimistic_write' } });
      if (!visit) throw notFound('Visit not found');
      const [job] = await this.jobs.findByIds([visit.jobId], manager);
      if (!SCHEDULABLE.includes(job.status)) {
        throw badUserInput([{ field: 'visitId', code: 'jobNotSchedulable', message: 'The job of this visit is closed' }]);
      }
      if (visit.finishedAt) throw badUserInput([{ field: 'visitId', code: 'visitDone', message: 'This visit is already done' }]);
      const plan = await this.plan(manager, input, visit.id);
      if (plan.stop) return { visit: null, conflicts: plan.conflicts };
      const moved = visit.startsAt.getTime() !== plan.startsAt.getTime() || visit.endsAt.getTime() !== plan.endsAt.getTime();
      Object.assign(visit, { startsAt: plan.startsAt, endsAt: plan.endsAt, estimatedMinutes: input.estimatedMinutes });
      await visits.update(
        { id: visit.id },
        { startsAt: plan.startsAt, endsAt: plan.endsAt, estimatedMinutes: input.estimatedMinutes, updatedAt: new Date(this.clock.now()) },
      );
      await manager.getRepository(VisitTechnicianEntity).delete({ visitId: visit.id });
      await this.setTechnicians(manager, visit.id, plan.technicianIds);
      if (moved) await this.mail.toCustomer(manager, 'visitMoved', job, { ...visit, updatedAt: new Date(this.clock.now()) });
      return { visit: await this.rowOf(manager, visit.id), conflicts: plan.conflicts };
    });
  }

  /**
   * The window as instants, the technicians checked, and the other visits of theirs it overlaps.
   * `stop`: overlaps found and not confirmed, so nothing is saved.
   */
  private async plan(manager: EntityManager, input: VisitFieldsInput, visitId: number | null) {
    const startsAt = palmaInstant(input.date, input.startTime);
    const endsAt = palmaInstant(input.date, input.endTime);
    if (endsAt.getTime() <= startsAt.getTime())
      throw badUserInput([{ field: 'endTime', code: 'endBeforeStart', message: 'The visit must end after it starts' }]);
    const ids = [...new Set(input.technicianIds.map((id) => localId(id, 'User')))];
    const technicianIds = ids.filter((id): id is string => id !== null && isUUID(id));
    // By name, so the overlaps below are listed by technician's name.
    const technicians = await this.users.activeTechnicians(technicianIds, manager);
    if (technicians.length !== ids.length) throw badUserInput([{ field: 'technicianIds', code: 'unknownTechnician', message: 'Choose active technicians' }]);
    const clashes: { technician_id: string; visit_id: number }[] = await manager.query(
      `SELECT vt.technician_id, v.id AS visit_id
         FROM visits v JOIN visit_technicians vt ON vt.visit_id = v.id
        WHERE vt.technician_id = ANY($1) AND v.starts_at < $3 AND v.ends_at > $2 AND v.id <> $4 AND ${STILL_TO_DO}
        ORDER BY v.starts_at`,
      [technicianIds, startsAt, endsAt, visitId ?? 0],
    );
    const others = clashes.length ? await this.rows('WHERE v.id = ANY($1)', [clashes.map((clash) => clash.visit_id)], { manager }) : [];
    const rank = (clash: { technician_id: string }) => technicians.findIndex((technician) => technician.id === clash.technician_id);
    const conflicts = clashes
      .sort((a, b) => rank(a) - rank(b))
      .map((clash) => ({
        technician: { id: clash.technician_id, name: technicians[rank(clash)].name },
        visit: others.find((other) => other.id === clash.visit_id)!,
      }));
    return { startsAt, endsAt, technicianIds, conflicts, stop: conflicts.length > 0 && !input.confirmOverlaps };
  }

  private async setTechnicians(manager: EntityManager, visitId: number, technicianIds: string[]): Promise<void> {
    await manager.getRepository(VisitTechnicianEntity).insert(technicianIds.map((technicianId) => ({ visitId, technicianId })));
  }

  private async rowOf(manager: EntityManager, id: number): Promise<VisitRow> {
    const [row] = await this.rows('WHERE v.id = $1', [id], { manager });
    return row;
  }

  /** A technician's visits from a month ago on, for their calendar link. */
  private upcomingOf(technicianId: string): Promise<VisitRow[]> {
    return this.rows(
      `WHERE EXISTS (SELECT 1 FROM visit_technicians mine WHERE mine.visit_id = v.id AND mine.technician_id = $1)
         AND v.ends_at > $2::timestamptz - interval '30 days' AND ${TOOK_PLACE_OR_WILL}
       ORDER BY v.starts_at, v.id`,
      [technicianId, new Date(this.clock.now())],
      { keep: notCancelled },
    );
  }

  private async visitsOfJobs(jobIds: readonly number[]): Promise<VisitRow[][]> {
    const rows = await this.rows(`WHERE v.job_id = ANY($1) AND ${TOOK_PLACE_OR_WILL} ORDER BY v.starts_at, v.id`, [[...jobIds]]);
    return jobIds.map((id) => rows.filter((row) => row.jobId === id));
  }

  /**
   * The visits `where` picks, in its order, each shown with its job, boat, customer and
   * technicians (asked of jobs and users: three more queries however many visits), and
   * only those `keep` keeps.
   */
  private async rows(
    where: string,
    params: unknown[],
    { manager = this.dataSource.manager, keep = () => true }: { manager?: EntityManager; keep?: Keep } = {},
  ): Promise<VisitRow[]> {
    const own: OwnVisitRow[] = await manager.query(`${VISIT_SELECT} ${where}`, params);
    if (own.length === 0) return [];
    const jobs = await this.jobs.findWithBoats(
      own.map((row) => row.jobId),
      manager,
    );
    // By name: each visit's technicians are listed so.
    const people = await this.users.findByIds([...jobs.map(({ boat }) => boat.ownerId), ...own.flatMap((row) => row.technicianIds)], manager);
    return own.flatMap(({ technicianIds, ...visit }) => {
      const { job, boat } = jobs.find((candidate) => candidate.job.id === visit.jobId)!;
      const owner = people.find((person) => person.id === boat.ownerId)!;
      const row: VisitRow = {
        ...visit,
        jobTitle: job.title,
        jobDescription: job.description,
        jobStatus: job.status,
        jobPriority: job.priority,
        boatId: boat.id,
        boatName: boat.name,
        berthMarina: boat.berthMarina,
        berthPontoon: boat.berthPontoon,
        berthNumber: boat.berthNumber,
        customerName: owner.name,
        customerPhone: job.contactPhone ?? owner.phone,
        technicians: people.filter((person) => technicianIds.includes(person.id)).map(({ id, name }) => ({ id, name })),
      };
      return keep(row, owner.id) ? [row] : [];
    });
  }

  /** The job a visit is of, read in the caller's transaction; null when there is no such visit. */
  async jobIdOfVisit(manager: EntityManager, visitId: number): Promise<number | null> {
    const row = await manager.getRepository(VisitEntity).findOne({ select: { id: true, jobId: true }, where: { id: visitId } });
    return row?.jobId ?? null;
  }

  /** When another of the job's visits is still to be done (not finished, not closed): the first one's start; null when this is the last. */
  async nextOpenVisitOfJob(visitId: number, jobId: number): Promise<Date | null> {
    const [row]: { startsAt: Date }[] = await this.dataSource.query(
      `SELECT starts_at AS "startsAt" FROM visits WHERE job_id = $1 AND id <> $2 AND finished_at IS NULL AND closed_at IS NULL ORDER BY starts_at LIMIT 1`,
      [jobId, visitId],
    );
    return row?.startsAt ?? null;
  }

  /** The visits of these jobs with when their work aboard started and finished, read in the caller's transaction (the draft invoice prices hours by them). */
  workTimesOfJobs(manager: EntityManager, jobIds: readonly number[]): Promise<Pick<VisitEntity, 'id' | 'jobId' | 'startedAt' | 'finishedAt'>[]> {
    return manager.getRepository(VisitEntity).find({ select: { id: true, jobId: true, startedAt: true, finishedAt: true }, where: { jobId: In([...jobIds]) } });
  }
}
