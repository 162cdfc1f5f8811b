import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import DataLoader from 'dataloader';
import { isUUID } from 'class-validator';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { BoatsService } from '../boats/boats.service.js';
import { dayInPalma, endOfWeek, todayInPalma } from '../common/calendar.js';
import { Clock } from '../common/clock.js';
import { badUserInput, conflict, notFound } from '../common/errors/graphql-errors.js';
import { PerRequest } from '../common/per-request.js';
import { intLocalId, localId, toGlobalId } from '../common/relay/global-id.js';
import type { Viewer } from '../common/viewer.js';
import type { BoatEquipmentEntity } from '../equipment/entities/boat-equipment.entity.js';
import { EquipmentService } from '../equipment/equipment.service.js';
import { HOUR_METERED, type EquipmentCategory } from '../equipment/models/equipment.model.js';
import type { JobEntity, JobStatusValue } from '../jobs/entities/job.entity.js';
import { JobsService } from '../jobs/jobs.service.js';
import { dueOf, rebaseHours, type Due } from './due.js';
import type { CreateMaintenanceTaskInput, MaintenanceTaskFieldsInput, RecordRunningHoursInput } from './dto/maintenance-task.input.js';
import { BoatRunningHoursEntity } from './entities/boat-running-hours.entity.js';
import { countingMeters, hoursFollowed, meterReadingsOf, recordDeviceHours, type Meter } from './hour-meters.js';
import { MaintenanceTaskTemplateEntity } from './entities/maintenance-task-template.entity.js';
import { MaintenanceTaskEntity } from './entities/maintenance-task.entity.js';
import { MaintenanceMail } from './maintenance-mail.js';

/** A task with when it falls due, judged on one day with the running hours it follows (hour-meters.ts). */
export interface ScheduledTask {
  task: MaintenanceTaskEntity;
  due: Due;
  /** The hours of the meter it follows; null while that meter has no reading. */
  hours: number | null;
}

@Injectable()
export class MaintenanceService implements OnModuleInit {
  private readonly logger = new Logger('Maintenance');
  private readonly loaders = new PerRequest(() => ({
    tasks: new DataLoader((boatIds: readonly number[]) => this.tasksOf(boatIds)),
    hourMeters: new DataLoader((boatIds: readonly number[]) => this.hourMetersOf(boatIds)),
  }));

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly boats: BoatsService,
    private readonly jobs: JobsService,
    private readonly equipment: EquipmentService,
    private readonly mail: MaintenanceMail,
  ) {}

  onModuleInit(): void {
    this.equipment.onAdded((manager, equipment) => this.planDefaults(manager, equipment));
    this.jobs.onCompleted((manager, job) => this.recordDone(manager, job));
  }

  /** Today in Palma. */
  today(): string {
    return dayInPalma(new Date(this.clock.now()));
  }

  /** A boat's tasks (of equipment still on board), soonest due first; batched per request. */
  loadTasks(request: object, boatId: number): Promise<ScheduledTask[]> {
    return this.loaders.for(request).tasks.load(boatId);
  }

  /** A boat's hour meters' readings (its own and its engines', retired ones too); batched per request. */
  loadHourMeters(request: object, boatId: number): Promise<BoatRunningHoursEntity[]> {
    return this.loaders.for(request).hourMeters.load(boatId);
  }

  /** One task when the viewer may read its boat. */
  async findVisible(viewer: Viewer, id: number): Promise<ScheduledTask | null> {
    const [scheduled] = await this.scheduled('t.id = $1', [id]);
    return scheduled && (await this.boats.findVisible(viewer, scheduled.task.boatId)) ? scheduled : null;
  }

  /**
   * Every boat's tasks due soon or overdue, soonest first (the admins' Mantenimiento view);
   * `thisWeek`: only those overdue or falling due by Sunday.
   */
  async dueTasks(filter: { customerId?: string; category?: EquipmentCategory; thisWeek?: boolean }): Promise<ScheduledTask[]> {
    let customerId: string | null = null;
    if (filter.customerId !== undefined) {
      customerId = localId(filter.customerId, 'User');
      if (!customerId || !isUUID(customerId)) return [];
    }
    const boatIds = customerId === null ? null : (await this.boats.ofOwner(customerId)).map((boat) => boat.id);
    const all = await this.scheduled('($1::int[] IS NULL OR t.boat_id = ANY($1))', [boatIds], filter.category);
    const sunday = endOfWeek(todayInPalma());
    return all.filter(({ due }) => due.state === 'OVERDUE' || (due.state === 'DUE_SOON' && (!filter.thisWeek || (due.dueOn !== null && due.dueOn <= sunday))));
  }

  async createTask(input: CreateMaintenanceTaskInput): Promise<ScheduledTask> {
    const boat = await this.boatOf(input.boatId);
    let equipmentId: number | null = null;
    if (input.equipmentId) {
      equipmentId = intLocalId(input.equipmentId, 'Equipment');
      const own = equipmentId !== null && (await this.equipment.ofBoats(this.dataSource.manager, [boat.id])).some((piece) => piece.id === equipmentId);
      if (!own) throw badUserInput([{ field: 'equipmentId', code: 'unknownEquipment', message: 'Not equipment of this boat' }]);
    }
    const repository = this.dataSource.getRepository(MaintenanceTaskEntity);
    const task = await repository.save(
      repository.create({
        boatId: boat.id,
        equipmentId,
        title: input.title,
        titleEn: null,
        ...(await this.scheduleOf(boat.id, equipmentId, input)),
        jobId: null,
        notifiedState: null,
      }),
    );
    await this.sendReminders(boat.id);
    return this.scheduledById(task.id);
  }

  async updateTask(globalId: string, input: MaintenanceTaskFieldsInput): Promise<ScheduledTask> {
    const task = await this.taskByGlobalId(globalId);
    // A default task's two titles stay while either is given back; another title is the one typed.
    const titles = input.title === task.title || input.title === task.titleEn ? {} : { title: input.title, titleEn: null };
    // A new schedule is judged afresh: its reminders start over.
    await this.dataSource
      .getRepository(MaintenanceTaskEntity)
      .update({ id: task.id }, { ...titles, ...(await this.scheduleOf(task.boatId, task.equipmentId, input)), notifiedState: null });
    await this.sendReminders(task.boatId);
    return this.scheduledById(task.id);
  }

  async removeTask(globalId: string): Promise<MaintenanceTaskEntity> {
    const task = await this.taskByGlobalId(globalId);
    await this.dataSource.getRepository(MaintenanceTaskEntity).delete({ id: task.id });
    return task;
  }

  /**
   * An admin's reading of an hour meter: an engine's or generator's (equipmentId), or the boat's own.
   * Lower than the meter's last one is refused unless the engine or its hour meter was replaced;
   * then each task following that meter keeps the hours run since it was done.
   */
  async recordRunningHours(viewer: Viewer, input: RecordRunningHoursInput): Promise<number> {
    const boat = await this.boatOf(input.boatId);
    const equipmentId = input.equipmentId ? await this.engineOf(boat.id, input.equipmentId) : null;
    await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [RUNNING_HOURS_LOCK, boat.id]);
      const meters = manager.getRepository(BoatRunningHoursEntity);
      const last = await meters.findOneBy({ boatId: boat.id, equipmentId: equipmentId ?? IsNull() });
      if (last && input.hours < last.hours) {
        if (!input.replaced) {
          throw badUserInput(
            [
              {
                field: 'hours',
                code: 'lowerThanLast',
                message: `The last reading was ${last.hours} h: a lower one is accepted only for a replaced engine or hour meter`,
              },
            ],
            { last: last.hours },
          );
        }
        const tasks = await this.tasksOfMeters(manager, boat.id, 't.boat_id = $1 AND t.last_done_hours IS NOT NULL', [boat.id]);
        for (const task of tasks.filter((each) => followsMeter(each, equipmentId))) {
          await manager
            .getRepository(MaintenanceTaskEntity)
            .update({ id: task.id }, { lastDoneHours: rebaseHours(task.lastDoneHours, last.hours, input.hours) });
        }
      }
      await meters.save({
        id: last?.id,
        boatId: boat.id,
        equipmentId,
        hours: input.hours,
        recordedAt: new Date(this.clock.now()),
        origin: 'manual',
        source: '',
        enteredBy: viewer.id,
      });
    });
    await this.sendReminders(boat.id);
    return boat.id;
  }

  /** A device's hour meters, in the readings' transaction: each to its engine (hour-meters.ts). */
  async recordDeviceHours(manager: EntityManager, boatId: number, readings: readonly { source: string; hours: number; recordedAt: Date }[]): Promise<void> {
    const engines = (await this.equipment.ofBoats(manager, [boatId])).flatMap(({ id, signalKId, retiredAt }) =>
      signalKId !== null && retiredAt === null ? [{ id, signalKId }] : [],
    );
    return recordDeviceHours(manager, boatId, readings, engines);
  }

  /** One of the boat's engines or generators on board, as a manual reading names it. */
  private async engineOf(boatId: number, globalId: string): Promise<number> {
    const id = intLocalId(globalId, 'Equipment');
    const engine =
      id === null
        ? undefined
        : (await this.equipment.ofBoats(this.dataSource.manager, [boatId])).find(
            (piece) => piece.id === id && piece.retiredAt === null && HOUR_METERED.includes(piece.category),
          );
    if (!engine) throw badUserInput([{ field: 'equipmentId', code: 'notHourMetered', message: 'Not an engine or generator on board this boat' }]);
    return engine.id;
  }

  /**
   * A Pendiente job for a task (its boat's owner or an admin), title and description filled,
   * linked to the task; completing it records the task as done. One open job per task.
   */
  async requestJob(viewer: Viewer, taskGlobalId: string): Promise<{ task: ScheduledTask; job: JobEntity }> {
    const id = intLocalId(taskGlobalId, 'MaintenanceTask');
    const scheduled = id === null ? null : await this.findVisible(viewer, id);
    if (!scheduled) throw notFound('Maintenance task not found');
    const { task, due } = scheduled;
    const job = await this.jobs.request(viewer, { boatId: toBoatId(task.boatId), ...(await this.mail.jobFor(task, due)) }, async (manager, created) => {
      // The task's row locked: of two requests at once, the second sees the first one's job.
      const [current]: { job_id: number | null }[] = await manager.query('SELECT job_id FROM maintenance_tasks WHERE id = $1 FOR UPDATE', [task.id]);
      const status = current?.job_id ? ((await this.jobs.jobById(current.job_id, manager))?.status ?? null) : null;
      const taken = !current || (current.job_id !== null && !(status && CLOSED.includes(status)));
      if (taken) throw conflict('A job was already asked for this task', { reason: 'jobAlreadyRequested' });
      await manager.query('UPDATE maintenance_tasks SET job_id = $2 WHERE id = $1', [task.id, created.id]);
    });
    return { task: await this.scheduledById(task.id), job };
  }

  /**
   * E-mails each owner when a task becomes due soon and when it becomes overdue: once per change of
   * state. Every process runs this; the conditional UPDATE lets exactly one of them claim a change
   * (the others find the state already noted), and the e-mail is queued in the same transaction.
   * `boatId`: only that boat's tasks (at once, after an admin changed its plan or hours).
   */
  async sendReminders(boatId?: number): Promise<number> {
    let sent = 0;
    const tasks = boatId === undefined ? await this.scheduled('true', []) : await this.scheduled('t.boat_id = $1', [boatId]);
    for (const { task, due } of tasks) {
      const state = due.state === 'OK' ? null : due.state;
      if (state === task.notifiedState) continue;
      sent += await this.dataSource.transaction(async (manager) => {
        const [claimed]: [unknown[], number] = await manager.query(
          'UPDATE maintenance_tasks SET notified_state = $2 WHERE id = $1 AND notified_state IS DISTINCT FROM $2 AND notified_state IS NOT DISTINCT FROM $3 RETURNING id',
          [task.id, state, task.notifiedState],
        );
        if (claimed.length === 0 || state === null) return 0;
        await this.mail.reminder(manager, task, due, state);
        return 1;
      });
    }
    return sent;
  }

  /** The category's default tasks for new equipment, counted from its installation (or today). */
  private async planDefaults(manager: EntityManager, equipment: BoatEquipmentEntity): Promise<void> {
    const templates = await manager.getRepository(MaintenanceTaskTemplateEntity).findBy({ category: equipment.category });
    if (templates.length === 0) return;
    const hours = hoursFollowed(equipment, (await this.metersOf(manager, [equipment.boatId])).meters);
    const lastDoneOn = equipment.installedOn && equipment.installedOn <= this.today() ? equipment.installedOn : this.today();
    await manager.getRepository(MaintenanceTaskEntity).insert(
      templates.map((template) => ({
        boatId: equipment.boatId,
        equipmentId: equipment.id,
        title: template.title,
        titleEn: template.titleEn,
        intervalMonths: template.intervalMonths,
        intervalHours: template.intervalHours,
        lastDoneOn,
        lastDoneHours: hours,
      })),
    );
  }

  /** The task a completed job was for is done today, at the hours of the meter it follows; its next occurrence counts from here. */
  private async recordDone(manager: EntityManager, job: JobEntity): Promise<void> {
    const tasks = await this.tasksOfMeters(manager, job.boatId, 't.job_id = $1', [job.id]);
    const { meters } = tasks.length === 0 ? { meters: [] } : await this.metersOf(manager, [job.boatId]);
    for (const task of tasks) {
      await manager.query(
        'UPDATE maintenance_tasks SET last_done_on = $2, notified_state = NULL, job_id = NULL, last_done_hours = coalesce($3, last_done_hours) WHERE id = $1',
        [task.id, this.today(), hoursFollowed(task.equipment, meters)],
      );
    }
  }

  /** A task's schedule from the admin's input: last done today and at the current hours of the meter it follows unless said. */
  private async scheduleOf(boatId: number, equipmentId: number | null, input: MaintenanceTaskFieldsInput) {
    const currentHours = async () => {
      const { equipment, meters } = await this.metersOf(this.dataSource.manager, [boatId]);
      return hoursFollowed(equipmentOf(equipmentId, equipment), meters);
    };
    return {
      intervalMonths: input.intervalMonths ?? null,
      intervalHours: input.intervalHours ?? null,
      lastDoneOn: input.lastDoneOn ?? this.today(),
      lastDoneHours: input.lastDoneHours ?? (await currentHours()),
    };
  }

  private async taskByGlobalId(globalId: string): Promise<MaintenanceTaskEntity> {
    const id = intLocalId(globalId, 'MaintenanceTask');
    const task = id === null ? null : await this.dataSource.getRepository(MaintenanceTaskEntity).findOneBy({ id });
    if (!task) throw notFound('Maintenance task not found');
    return task;
  }

  private async scheduledById(id: number): Promise<ScheduledTask> {
    const [scheduled] = await this.scheduled('t.id = $1', [id]);
    return scheduled;
  }

  /**
   * Active tasks (of equipment still on board: a retired piece's tasks stop with it) matching
   * `where` (parameters from $1) and, when given, of equipment of this category; judged today,
   * soonest due first.
   */
  private async scheduled(where: string, parameters: unknown[], category?: EquipmentCategory): Promise<ScheduledTask[]> {
    const rows: RawTask[] = await this.dataSource.query(
      `SELECT t.id, t.boat_id, t.equipment_id, t.title, t.title_en, t.interval_months, t.interval_hours, to_char(t.last_done_on, 'YYYY-MM-DD') AS last_done_on,
              t.last_done_hours, t.job_id, t.notified_state, t.created_at
       FROM maintenance_tasks t WHERE ${where}`,
      parameters,
    );
    if (rows.length === 0) return [];
    const { equipment, meters } = await this.metersOf(this.dataSource.manager, [...new Set(rows.map((row) => row.boat_id))]);
    const today = this.today();
    return rows
      .filter((row) => {
        const piece = equipmentOf(row.equipment_id, equipment);
        return !piece?.retiredAt && (category === undefined || piece?.category === category);
      })
      .map((row) => {
        const hours = hoursFollowed(
          equipmentOf(row.equipment_id, equipment),
          meters.filter((meter) => meter.boatId === row.boat_id),
        );
        return { task: toTask(row), due: dueOf(toTask(row), today, hours), hours };
      })
      .sort(bySoonest(today));
  }

  /** The boats' equipment (retired pieces too), by id, and their meters that count (hour-meters.ts). */
  private async metersOf(manager: EntityManager, boatIds: readonly number[]): Promise<{ equipment: Map<number, BoatEquipmentEntity>; meters: Meter[] }> {
    const [equipment, readings] = await Promise.all([this.equipment.ofBoats(manager, boatIds), meterReadingsOf(manager, boatIds)]);
    return { equipment: new Map(equipment.map((piece) => [piece.id, piece])), meters: countingMeters(readings, equipment) };
  }

  /** A boat's tasks matching `where`, with their equipment (retired pieces too), to tell the meter each follows. */
  private async tasksOfMeters(manager: EntityManager, boatId: number, where: string, parameters: unknown[]): Promise<TaskOfMeter[]> {
    const rows: { id: number; equipment_id: number | null; last_done_hours: number }[] = await manager.query(
      `SELECT t.id, t.equipment_id, t.last_done_hours FROM maintenance_tasks t WHERE ${where}`,
      parameters,
    );
    if (rows.length === 0) return [];
    const equipment = new Map((await this.equipment.ofBoats(manager, [boatId])).map((piece) => [piece.id, piece]));
    return rows.map((row) => ({ id: row.id, equipment: equipmentOf(row.equipment_id, equipment), lastDoneHours: row.last_done_hours }));
  }

  /** The boat an admin's input names (createTask, recordRunningHours). */
  private async boatOf(globalId: string): Promise<{ id: number }> {
    const boatId = intLocalId(globalId, 'Boat');
    const boat = boatId === null ? null : await this.boats.boatById(boatId);
    if (!boat) throw badUserInput([{ field: 'boatId', code: 'unknownBoat', message: 'Unknown boat' }]);
    return boat;
  }

  /** The tasks of these boats, soonest due first. */
  tasksOfBoats(boatIds: readonly number[]): Promise<ScheduledTask[]> {
    return this.scheduled('t.boat_id = ANY($1)', [[...boatIds]]);
  }

  private async tasksOf(boatIds: readonly number[]): Promise<ScheduledTask[][]> {
    const all = await this.tasksOfBoats(boatIds);
    return boatIds.map((id) => all.filter(({ task }) => task.boatId === id));
  }

  private async hourMetersOf(boatIds: readonly number[]): Promise<BoatRunningHoursEntity[][]> {
    const rows = await this.dataSource
      .getRepository(BoatRunningHoursEntity)
      .createQueryBuilder('h')
      .where('h.boatId = ANY(:ids)', { ids: [...boatIds] })
      .getMany();
    return boatIds.map((id) => rows.filter((row) => row.boatId === id));
  }
}

/** Advisory-lock namespace of a boat's running hours (with the boat id as the second key). */
const RUNNING_HOURS_LOCK = 7_305_118;

const toBoatId = (rowId: number) => toGlobalId('Boat', rowId);

/** Overdue first, then due soon, then the rest; within each, by due date (hours-only tasks as of today). */
function bySoonest(today: string) {
  const rank = { OVERDUE: 0, DUE_SOON: 1, OK: 2 };
  return (a: ScheduledTask, b: ScheduledTask) =>
    rank[a.due.state] - rank[b.due.state] || (a.due.dueOn ?? today).localeCompare(b.due.dueOn ?? today) || a.task.id - b.task.id;
}

interface RawTask {
  id: number;
  boat_id: number;
  equipment_id: number | null;
  title: string;
  title_en: string | null;
  interval_months: number | null;
  interval_hours: number | null;
  last_done_on: string;
  last_done_hours: number | null;
  job_id: number | null;
  notified_state: 'DUE_SOON' | 'OVERDUE' | null;
  created_at: Date;
}

/** A task with what hour-meters.ts needs to tell the meter it follows. */
interface TaskOfMeter {
  id: number;
  equipment: BoatEquipmentEntity | null;
  lastDoneHours: number;
}

/** A task's job in one of these may be followed by a new one. */
const CLOSED: JobStatusValue[] = ['COMPLETED', 'CANCELLED'];

/** The task's equipment as hour-meters.ts needs it; null for a task of the boat itself (or of a piece not found). */
const equipmentOf = (equipmentId: number | null, equipment: ReadonlyMap<number, BoatEquipmentEntity>) =>
  equipmentId === null ? null : (equipment.get(equipmentId) ?? null);

/** Whether the task follows this meter: an engine's (its own tasks) or the boat's own (null: every task not of an engine). */
const followsMeter = (task: TaskOfMeter, equipmentId: number | null) =>
  equipmentId === null ? !(task.equipment && HOUR_METERED.includes(task.equipment.category)) : task.equipment?.id === equipmentId;

function toTask(row: RawTask): MaintenanceTaskEntity {
  return Object.assign(new MaintenanceTaskEntity(), {
    id: row.id,
    boatId: row.boat_id,
    equipmentId: row.equipment_id,
    title: row.title,
    titleEn: row.title_en,
    intervalMonths: row.interval_months,
    intervalHours: row.interval_hours,
    lastDoneOn: row.last_done_on,
    lastDoneHours: row.last_done_hours,
    jobId: row.job_id,
    notifiedState: row.notified_state,
    createdAt: row.created_at,
  });
}
