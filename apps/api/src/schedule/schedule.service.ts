import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import DataLoader from 'dataloader';
import type { DataSource, EntityManager } from 'typeorm';
import { palmaInstant } from '../common/calendar.js';
import { Clock } from '../common/clock.js';
import { badUserInput, notFound } from '../common/errors/graphql-errors.js';
import { PerRequest } from '../common/per-request.js';
import { intLocalId, localId } from '../common/relay/global-id.js';
import type { Viewer } from '../common/viewer.js';
import { JobEntity, type JobStatusValue } from '../jobs/entities/job.entity.js';
import { JobsService, type RemainingVisitsChoice } from '../jobs/jobs.service.js';
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
  technicians: string[];
  signaturePng: Buffer | null;
  signerName: string | null;
  signedAt: Date | null;
}

export type VisitSaved = { visit: VisitRow; conflicts: VisitConflictRow[] } | { visit: null; conflicts: VisitConflictRow[] };

const VISIT_SELECT = `
  SELECT v.id, v.job_id AS "jobId", v.starts_at AS "startsAt", v.ends_at AS "endsAt", v.estimated_minutes AS "estimatedMinutes",
         v.started_at AS "startedAt", v.finished_at AS "finishedAt", v.closed_at AS "closedAt", v.signer_name AS "signerName", v.signed_at AS "signedAt",
         j.title AS "jobTitle", j.description AS "jobDescription", j.status AS "jobStatus", j.priority AS "jobPriority",
         b.id AS "boatId", b.name AS "boatName", b.berth_marina AS "berthMarina", b.berth_pontoon AS "berthPontoon", b.berth_number AS "berthNumber",
         u.name AS "customerName", coalesce(j.contact_phone, u.phone) AS "customerPhone",
         coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.name)
                     FROM visit_technicians vt JOIN users t ON t.id = vt.technician_id
                    WHERE vt.visit_id = v.id), '[]') AS technicians
    FROM visits v
    JOIN jobs j ON j.id = v.job_id
    JOIN boats b ON b.id = j.boat_id
    JOIN users u ON u.id = b.owner_id`;

/** Only the visits a viewer may read: an admin all, a technician theirs, a customer those of their jobs (the viewer's id added to `params`). */
function visibleTo(viewer: Viewer, params: unknown[]): string {
  if (viewer.role === 'admin') return 'TRUE';
  params.push(viewer.id);
  const self = `$${params.length}`;
  if (viewer.role === 'technician') return `EXISTS (SELECT 1 FROM visit_technicians mine WHERE mine.visit_id = v.id AND mine.technician_id = ${self})`;
  return `b.owner_id = ${self}`;
}

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
  workReportVisitsOf(jobId: number): Promise<WorkReportVisitRow[]> {
    return this.dataSource.query(
      `SELECT v.id, v.starts_at AS "startsAt", v.ends_at AS "endsAt", v.signature_png AS "signaturePng", v.signer_name AS "signerName", v.signed_at AS "signedAt",
              coalesce((SELECT array_agg(t.name ORDER BY t.name) FROM visit_technicians vt JOIN users t ON t.id = vt.technician_id WHERE vt.visit_id = v.id), '{}') AS technicians
         FROM visits v WHERE v.job_id = $1 ORDER BY v.starts_at, v.id`,
      [jobId],
    );
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
    const conditions = ['v.ends_at > $1', 'v.starts_at < $2', `j.status <> 'CANCELLED'`, TOOK_PLACE_OR_WILL, visibleTo(viewer, params)];
    // A technician always reads their own, whoever they ask for.
    if (range.technicianId !== undefined && viewer.role !== 'technician') {
      const technicianId = localId(range.technicianId, 'User');
      if (!technicianId || !isUUID(technicianId)) return [];
      params.push(technicianId);
      conditions.push(`EXISTS (SELECT 1 FROM visit_technicians chosen WHERE chosen.visit_id = v.id AND chosen.technician_id = $${params.length})`);
    }
    // At the same time, a VIP member's priority job first.
    return this.rows(`WHERE ${conditions.join(' AND ')} ORDER BY v.starts_at, j.priority DESC, v.id`, params);
  }

  async findVisible(viewer: Viewer, id: number): Promise<VisitRow | null> {
    const params: unknown[] = [id];
    const [row] = await this.rows(`WHERE v.id = $1 AND ${visibleTo(viewer, params)}`, params);
    return row ?? null;
  }

  /** A job's visits, batched per request. Only for jobs the viewer was already allowed to read. */
  loadForJob(request: object, jobId: number): Promise<VisitRow[]> {
    return this.loaders.for(request).byJob.load(jobId);
  }

  /** Today's visits (Palma's day around now), by start. */
  between(from: Date, to: Date): Promise<VisitRow[]> {
    return this.rows(
      `WHERE v.ends_at > $1 AND v.starts_at < $2 AND j.status <> 'CANCELLED' AND ${TOOK_PLACE_OR_WILL} ORDER BY v.starts_at, j.priority DESC, v.id`,
      [from, to],
    );
  }

  /**
   * Visits whose window has passed (within the last week) while their job is still Programado or
   * En progreso, and no later visit of the job has begun: the work ran over its time.
   */
  overrun(now: Date): Promise<VisitRow[]> {
    return this.rows(
      `WHERE v.ends_at <= $1 AND v.ends_at > $1::timestamptz - interval '7 days' AND j.status IN ('SCHEDULED', 'IN_PROGRESS')
         AND NOT EXISTS (SELECT 1 FROM visits later WHERE later.job_id = v.job_id AND later.starts_at > v.starts_at AND later.starts_at <= $1)
       ORDER BY v.ends_at, v.id`,
      [now],
    );
  }

  /** A new visit of a job; an approved job becomes Programado with it. */
  async schedule(viewer: Viewer, input: ScheduleVisitInput): Promise<VisitSaved> {
    const jobId = intLocalId(input.jobId, 'Job');
    return this.dataSource.transaction(async (manager) => {
      const job = jobId === null ? null : await manager.getRepository(JobEntity).findOne({ where: { id: jobId }, lock: { mode: 'pessimistic_write' } });
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
      const job = await manager.getRepository(JobEntity).findOneByOrFail({ id: visit.jobId });
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
    const found: { id: string }[] = technicianIds.length
      ? await manager.query(`SELECT id FROM users WHERE id = ANY($1) AND role = 'technician' AND deactivated_at IS NULL`, [technicianIds])
      : [];
    if (found.length !== ids.length) throw badUserInput([{ field: 'technicianIds', code: 'unknownTechnician', message: 'Choose active technicians' }]);
    const clashes: { technician_id: string; name: string; visit_id: number }[] = await manager.query(
      `SELECT vt.technician_id, t.name, v.id AS visit_id
         FROM visits v JOIN visit_technicians vt ON vt.visit_id = v.id JOIN users t ON t.id = vt.technician_id
        WHERE vt.technician_id = ANY($1) AND v.starts_at < $3 AND v.ends_at > $2 AND v.id <> $4 AND ${STILL_TO_DO}
        ORDER BY t.name, v.starts_at`,
      [technicianIds, startsAt, endsAt, visitId ?? 0],
    );
    const others = clashes.length ? await this.rows('WHERE v.id = ANY($1)', [clashes.map((clash) => clash.visit_id)], manager) : [];
    const conflicts = clashes.map((clash) => ({
      technician: { id: clash.technician_id, name: clash.name },
      visit: others.find((other) => other.id === clash.visit_id)!,
    }));
    return { startsAt, endsAt, technicianIds, conflicts, stop: conflicts.length > 0 && !input.confirmOverlaps };
  }

  private async setTechnicians(manager: EntityManager, visitId: number, technicianIds: string[]): Promise<void> {
    await manager.getRepository(VisitTechnicianEntity).insert(technicianIds.map((technicianId) => ({ visitId, technicianId })));
  }

  private async rowOf(manager: EntityManager, id: number): Promise<VisitRow> {
    const [row] = await this.rows('WHERE v.id = $1', [id], manager);
    return row;
  }

  /** A technician's visits from a month ago on, for their calendar link. */
  private upcomingOf(technicianId: string): Promise<VisitRow[]> {
    return this.rows(
      `WHERE EXISTS (SELECT 1 FROM visit_technicians mine WHERE mine.visit_id = v.id AND mine.technician_id = $1)
         AND v.ends_at > $2::timestamptz - interval '30 days' AND j.status <> 'CANCELLED' AND ${TOOK_PLACE_OR_WILL}
       ORDER BY v.starts_at, v.id`,
      [technicianId, new Date(this.clock.now())],
    );
  }

  private async visitsOfJobs(jobIds: readonly number[]): Promise<VisitRow[][]> {
    const rows = await this.rows(`WHERE v.job_id = ANY($1) AND ${TOOK_PLACE_OR_WILL} ORDER BY v.starts_at, v.id`, [[...jobIds]]);
    return jobIds.map((id) => rows.filter((row) => row.jobId === id));
  }

  private rows(where: string, params: unknown[], manager: EntityManager = this.dataSource.manager): Promise<VisitRow[]> {
    return manager.query(`${VISIT_SELECT} ${where}`, params);
  }
}
