import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { todayInPalma } from '../common/calendar.js';
import { intLocalId, toGlobalId } from '../common/relay/global-id.js';
import { createCustomerFixture, type CustomerFixture } from '../testing/portal-fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { addMonths } from './due.js';
import { MaintenanceService } from './maintenance.service.js';

const ADD_EQUIPMENT = `mutation Add($input: AddEquipmentInput!) { addEquipment(input: $input) { equipment { id category brand warrantyState warrantyDaysLeft retiredAt } } }`;
const RETIRE_EQUIPMENT = `mutation Retire($input: RetireEquipmentInput!) { retireEquipment(input: $input) { equipment { id retiredAt } } }`;
const BOAT = `query Boat($id: ID!) {
  boat(id: $id) {
    equipment { id category brand model serialNumber warrantyState warrantyDaysLeft retiredAt }
    maintenanceTasks { id title titleEn intervalMonths intervalHours lastDoneOn lastDoneHours dueOn dueAtHours state equipment { brand } job { id status } }
    runningHours { hours origin source }
  }
}`;
const CREATE_TASK = `mutation Create($input: CreateMaintenanceTaskInput!) { createMaintenanceTask(input: $input) { task { id title dueOn dueAtHours state lastDoneHours } } }`;
const HOURS = `mutation Hours($input: RecordRunningHoursInput!) { recordRunningHours(input: $input) { boat { runningHours { hours origin } maintenanceTasks { title lastDoneHours dueAtHours state } } } }`;
const DUE = `query Due($customerId: ID, $category: EquipmentCategory) { maintenanceDue(customerId: $customerId, category: $category) { totalCount edges { node { id title titleEn state dueOn boat { name } } } } }`;
const REQUEST = `mutation Request($input: MaintenanceTaskIdInput!) { requestMaintenanceJob(input: $input) { task { id job { id } } job { id title description status } } }`;
const MOVE = `mutation Move($input: UpdateJobStatusInput!) { updateJobStatus(input: $input) { job { status } } }`;
const NODE = `query Node($id: ID!) { node(id: $id) { id } }`;
const UPDATE_TASK = `mutation Update($input: UpdateMaintenanceTaskInput!) { updateMaintenanceTask(input: $input) { task { title titleEn intervalMonths intervalHours } } }`;
const TEMPLATE_FIELDS = 'id category titleEs titleEn intervalMonths intervalHours';
const TEMPLATES = `query Templates($category: EquipmentCategory) { maintenanceTaskTemplates(category: $category) { ${TEMPLATE_FIELDS} } }`;
const CREATE_TEMPLATE = `mutation CreateTemplate($input: CreateMaintenanceTaskTemplateInput!) { createMaintenanceTaskTemplate(input: $input) { template { ${TEMPLATE_FIELDS} } } }`;
const UPDATE_TEMPLATE = `mutation UpdateTemplate($input: UpdateMaintenanceTaskTemplateInput!) { updateMaintenanceTaskTemplate(input: $input) { template { ${TEMPLATE_FIELDS} } } }`;
const REMOVE_TEMPLATE = `mutation RemoveTemplate($input: MaintenanceTaskTemplateIdInput!) { removeMaintenanceTaskTemplate(input: $input) { template { id titleEs } } }`;

type Task = {
  id: string;
  title: string;
  titleEn?: string | null;
  dueOn: string | null;
  dueAtHours: number | null;
  state: string;
  lastDoneHours: number | null;
};
type FieldErrors = { field: string; code: string }[];
type Template = { id: string; category: string; titleEs: string; titleEn: string; intervalMonths: number | null; intervalHours: number | null };
type PlannedTask = { title: string; titleEn: string | null; intervalMonths: number | null; intervalHours: number | null; equipment: { brand: string } | null };

/** "Brand: título / title 12m 250h", as the tests compare planned tasks. */
const described = (task: PlannedTask) =>
  `${task.equipment?.brand}: ${task.title} / ${task.titleEn ?? '-'} ${task.intervalMonths ?? '-'}m ${task.intervalHours ?? '-'}h`;

describe('boats that are looked after: equipment, planned maintenance, reminders', () => {
  let api: TestApp;
  let db: DataSource;
  let owner: CustomerFixture;
  let stranger: CustomerFixture;
  let admin: string;
  let ownerToken: string;
  let strangerToken: string;
  const today = todayInPalma();

  const fieldErrors = (errors: { extensions?: Record<string, unknown> }[] | undefined) =>
    (errors?.[0]?.extensions?.fieldErrors as FieldErrors).map(({ field, code }) => `${field}:${code}`).sort();

  async function createTask(input: Record<string, unknown>): Promise<Task> {
    const created = await api.graphql<{ createMaintenanceTask: { task: Task } }>(
      CREATE_TASK,
      { input: { boatId: owner.boatIds[0], ...input } },
      { token: admin },
    );
    expect(created.errors).toBeUndefined();
    return created.data!.createMaintenanceTask.task;
  }

  beforeAll(async () => {
    api = await createTestApp();
    db = api.app.get(DataSource);
    owner = await createCustomerFixture(db, 'dueno-mantenimiento@example.com');
    stranger = await createCustomerFixture(db, 'ajeno-mantenimiento@example.com');
    admin = (await api.login('admin@demo.com', 'Admin123!')).token;
    ownerToken = (await api.login(owner.email, owner.password)).token;
    strangerToken = (await api.login(stranger.email, stranger.password)).token;
  });
  afterAll(() => api.close());

  it('seeds the demo boats with equipment and a plan in both languages: two tasks due soon, one overdue, told already', async () => {
    const [{ id: demoId }]: { id: string }[] = await db.query(`SELECT id FROM users WHERE email = 'cliente@demo.com'`);
    const due = await api.graphql<{ maintenanceDue: { edges: { node: { title: string; titleEn: string; state: string; boat: { name: string } } }[] } }>(
      DUE,
      { customerId: toGlobalId('User', demoId) },
      { token: admin },
    );
    expect(due.data!.maintenanceDue.edges.map(({ node }) => `${node.boat.name}: ${node.title} / ${node.titleEn} ${node.state}`)).toEqual([
      'Blue Horizon: Revisión del VHF/DSC / VHF/DSC check OVERDUE',
      'Sea Breeze: Prueba de capacidad de las baterías / Battery capacity test DUE_SOON',
      // The port engine of the twin-engine boat, by its own meter (1482 of 1500 h); the starboard one is at 1466 of 1550.
      'Blue Horizon: Servicio del motor / Engine service DUE_SOON',
    ]);
    const seeded: { title: string; title_en: string }[] = await db.query(`SELECT title, title_en FROM maintenance_tasks ORDER BY id`);
    expect(seeded.filter((task) => !task.title_en)).toEqual([]);
    // Their owner is not e-mailed about them when the demo starts.
    expect(await api.app.get(MaintenanceService).sendReminders()).toBe(0);
  });

  it('refuses bad equipment with field errors: a serial over 64 characters, a link that is not https, a date that does not exist', async () => {
    const bad = await api.graphql(
      ADD_EQUIPMENT,
      {
        input: {
          boatId: owner.boatIds[0],
          category: 'RADAR',
          brand: 'Garmin',
          model: 'Fantom 24',
          serialNumber: 'x'.repeat(65),
          manualUrl: 'http://example.com/manual.pdf',
          warrantyUntil: '2026-02-30',
        },
      },
      { token: admin },
    );
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(fieldErrors(bad.errors)).toEqual(['manualUrl:isHttpsUrl', 'serialNumber:maxLength', 'warrantyUntil:isDateString']);
  });

  it('registers equipment with its category’s default tasks; the owner reads it with its warranty state, nobody else does', async () => {
    const warrantyUntil = addMonths(today, 1);
    const added = await api.graphql<{ addEquipment: { equipment: { id: string; warrantyState: string; warrantyDaysLeft: number } } }>(
      ADD_EQUIPMENT,
      {
        input: {
          boatId: owner.boatIds[0],
          category: 'ENGINE',
          brand: 'Volvo Penta',
          model: 'D2-50',
          serialNumber: 'VP-123',
          installedOn: addMonths(today, -6),
          warrantyUntil,
          manualUrl: 'https://www.volvopenta.com/manual.pdf',
        },
      },
      { token: admin },
    );
    expect(added.errors).toBeUndefined();
    expect(added.data!.addEquipment.equipment.warrantyState).toBe('ENDING_SOON');
    await api.graphql(
      ADD_EQUIPMENT,
      { input: { boatId: owner.boatIds[0], category: 'VHF_DSC', brand: 'Icom', model: 'M510', warrantyUntil: addMonths(today, -1) } },
      { token: admin },
    );

    const seen = await api.graphql<{ boat: { equipment: { brand: string; warrantyState: string }[]; maintenanceTasks: PlannedTask[] } }>(
      BOAT,
      { id: owner.boatIds[0] },
      { token: ownerToken },
    );
    expect(seen.data!.boat.equipment.map(({ brand, warrantyState }) => `${brand} ${warrantyState}`)).toEqual(['Volvo Penta ENDING_SOON', 'Icom EXPIRED']);
    expect(seen.data!.boat.maintenanceTasks.map(described).sort()).toEqual([
      'Icom: Revisión del VHF/DSC / VHF/DSC check 12m -h',
      'Volvo Penta: Servicio del motor / Engine service 12m 250h',
    ]);

    const equipmentId = added.data!.addEquipment.equipment.id;
    expect((await api.graphql(BOAT, { id: owner.boatIds[0] }, { token: strangerToken })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await api.graphql<{ node: unknown }>(NODE, { id: equipmentId }, { token: strangerToken })).data!.node).toBeNull();
    expect((await api.graphql<{ node: unknown }>(NODE, { id: equipmentId }, { token: ownerToken })).data!.node).toEqual({ id: equipmentId });
  });

  it('keeps retired equipment in the register, and its tasks stop', async () => {
    const added = await api.graphql<{ addEquipment: { equipment: { id: string } } }>(
      ADD_EQUIPMENT,
      { input: { boatId: owner.boatIds[0], category: 'AIS', brand: 'Vesper', model: 'Cortex' } },
      { token: admin },
    );
    const id = added.data!.addEquipment.equipment.id;
    const retired = await api.graphql<{ retireEquipment: { equipment: { retiredAt: string | null } } }>(RETIRE_EQUIPMENT, { input: { id } }, { token: admin });
    expect(retired.data!.retireEquipment.equipment.retiredAt).not.toBeNull();
    const seen = await api.graphql<{ boat: { equipment: { brand: string; retiredAt: string | null }[]; maintenanceTasks: { title: string }[] } }>(
      BOAT,
      { id: owner.boatIds[0] },
      { token: ownerToken },
    );
    expect(seen.data!.boat.equipment.at(-1)).toMatchObject({ brand: 'Vesper' });
    expect(seen.data!.boat.maintenanceTasks.map((task) => task.title)).not.toContain('Revisión del AIS');
  });

  it('completes an installation job and adds what was installed in the same step, or neither', async () => {
    const requested = await api.graphql<{ requestJob: { job: { id: string } } }>(
      `mutation R($input: RequestJobInput!) { requestJob(input: $input) { job { id } } }`,
      { input: { boatId: owner.boatIds[0], title: 'Instalar piloto automático' } },
      { token: admin },
    );
    const jobId = requested.data!.requestJob.job.id;
    await api.graphql(MOVE, { input: { jobId, status: 'IN_PROGRESS' } }, { token: admin });
    const COMPLETE = `mutation C($input: CompleteInstallationJobInput!) { completeInstallationJob(input: $input) { job { status } equipment { brand category } } }`;

    const refused = await api.graphql(
      COMPLETE,
      { input: { jobId, equipment: [{ category: 'AUTOPILOT', brand: 'Raymarine', model: 'EV-100', serialNumber: 'x'.repeat(65) }] } },
      { token: admin },
    );
    expect(fieldErrors(refused.errors)).toEqual(['equipment.0.serialNumber:maxLength']);
    const jobStatus = async () =>
      (await api.graphql<{ node: { status: string } }>(`query J($id: ID!) { node(id: $id) { ... on Job { status } } }`, { id: jobId }, { token: admin })).data!
        .node.status;
    expect(await jobStatus()).toBe('IN_PROGRESS');

    const done = await api.graphql<{ completeInstallationJob: { job: { status: string }; equipment: { brand: string; category: string }[] } }>(
      COMPLETE,
      { input: { jobId, equipment: [{ category: 'AUTOPILOT', brand: 'Raymarine', model: 'EV-100', installedOn: today }] } },
      { token: admin },
    );
    expect(done.errors).toBeUndefined();
    expect(done.data!.completeInstallationJob).toEqual({ job: { status: 'COMPLETED' }, equipment: [{ brand: 'Raymarine', category: 'AUTOPILOT' }] });
    const [row]: { installed_by_job_id: number }[] = await db.query(`SELECT installed_by_job_id FROM boat_equipment WHERE model = 'EV-100'`);
    expect(toGlobalId('Job', row.installed_by_job_id)).toBe(jobId);
  });

  it('refuses bad plans with field errors: no interval, an interval under 1, done in the future', async () => {
    const none = await api.graphql(CREATE_TASK, { input: { boatId: owner.boatIds[0], title: 'Nada' } }, { token: admin });
    expect(fieldErrors(none.errors)).toEqual(['intervalMonths:isNotEmpty']);
    const bad = await api.graphql(
      CREATE_TASK,
      { input: { boatId: owner.boatIds[0], title: 'Mal', intervalMonths: 0, intervalHours: 0, lastDoneOn: addMonths(today, 1) } },
      { token: admin },
    );
    expect(fieldErrors(bad.errors)).toEqual(['intervalHours:min', 'intervalMonths:min', 'lastDoneOn:notInFuture']);
  });

  it('takes running hours by hand, refuses a lower reading unless the meter was replaced, and keeps the hours run since each task was done', async () => {
    const boatId = owner.boatIds[0];
    expect((await api.graphql(HOURS, { input: { boatId, hours: 1200 } }, { token: admin })).errors).toBeUndefined();
    await createTask({ title: 'Impulsor de la bomba de agua', intervalHours: 250, lastDoneHours: 1100 });
    const lower = await api.graphql(HOURS, { input: { boatId, hours: 1150 } }, { token: admin });
    expect(lower.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'hours', code: 'lowerThanLast' }] });

    const replaced = await api.graphql<{
      recordRunningHours: { boat: { runningHours: { hours: number; origin: string }; maintenanceTasks: { title: string; dueAtHours: number }[] } };
    }>(HOURS, { input: { boatId, hours: 10, replaced: true } }, { token: admin });
    expect(replaced.errors).toBeUndefined();
    expect(replaced.data!.recordRunningHours.boat.runningHours).toEqual({ hours: 10, origin: 'MANUAL' });
    // 100 h run since it was done on the old meter: 150 h left, due at 160 on the new one.
    expect(replaced.data!.recordRunningHours.boat.maintenanceTasks.find((task) => task.title === 'Impulsor de la bomba de agua')!.dueAtHours).toBe(160);
  });

  it("takes running hours from the boat's Signal K engines (runTime in seconds): the engine that ran most, never backwards", async () => {
    const [{ id: boatRow }]: { id: number }[] = await db.query(
      `INSERT INTO boats (owner_id, name, type, length_meters, year) VALUES ($1, 'Motorizado', 'MOTOR_YACHT', 12, 2019) RETURNING id`,
      [owner.userId],
    );
    const boatId = toGlobalId('Boat', boatRow);
    const token = await api.graphql<{ createDeviceToken: { token: string } }>(
      `mutation T($input: CreateDeviceTokenInput!) { createDeviceToken(input: $input) { token } }`,
      { input: { boatId, name: 'Cerbo' } },
      { token: admin },
    );
    const post = (values: { path: string; value: number }[], at: Date) =>
      fetch(`${api.url}/telemetry`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token.data!.createDeviceToken.token}` },
        body: JSON.stringify({ context: 'vessels.self', updates: [{ timestamp: at.toISOString(), values }] }),
      });
    const hoursNow = async () => (await api.graphql<{ boat: { runningHours: unknown } }>(BOAT, { id: boatId }, { token: ownerToken })).data!.boat.runningHours;

    const first = await post(
      [
        { path: 'propulsion.port.runTime', value: 20 * 3600 },
        { path: 'propulsion.starboard.runTime', value: 18 * 3600 },
      ],
      new Date(Date.now() - 60_000),
    );
    expect(first.status).toBe(200);
    expect(await hoursNow()).toEqual({ hours: 20, origin: 'DEVICE', source: 'port' });
    expect((await post([{ path: 'propulsion.port.runTime', value: 5 * 3600 }], new Date())).status).toBe(200);
    expect(await hoursNow()).toEqual({ hours: 20, origin: 'DEVICE', source: 'port' });
    const negative = await post([{ path: 'propulsion.port.runTime', value: -1 }], new Date());
    expect(negative.status).toBe(400);
  });

  it('turns an overdue task into a Pendiente job in one step; completing the job records it done and schedules the next', async () => {
    const task = await createTask({ title: 'Prueba de capacidad de las baterías', intervalMonths: 6, lastDoneOn: addMonths(today, -7) });
    expect(task.state).toBe('OVERDUE');

    const due = await api.graphql<{ maintenanceDue: { edges: { node: { id: string; boat: { name: string } } }[] } }>(
      DUE,
      { customerId: stranger.userId },
      { token: admin },
    );
    expect(due.data!.maintenanceDue.edges).toEqual([]);
    const listed = await api.graphql<{ maintenanceDue: { edges: { node: { id: string } }[] } }>(DUE, {}, { token: admin });
    expect(listed.data!.maintenanceDue.edges.map((edge) => edge.node.id)).toContain(task.id);

    // Someone else's customer cannot ask for it; its owner can.
    expect((await api.graphql(REQUEST, { input: { taskId: task.id } }, { token: strangerToken })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const requested = await api.graphql<{
      requestMaintenanceJob: { task: { job: { id: string } }; job: { id: string; title: string; description: string; status: string } };
    }>(REQUEST, { input: { taskId: task.id } }, { token: ownerToken });
    expect(requested.errors).toBeUndefined();
    const { job } = requested.data!.requestMaintenanceJob;
    expect(job).toMatchObject({ title: 'Prueba de capacidad de las baterías', status: 'PENDING' });
    expect(job.description).toContain('Mantenimiento planificado');
    expect(requested.data!.requestMaintenanceJob.task.job.id).toBe(job.id);
    expect((await api.graphql(REQUEST, { input: { taskId: task.id } }, { token: admin })).errors?.[0].extensions?.code).toBe('CONFLICT');

    await api.graphql(MOVE, { input: { jobId: job.id, status: 'IN_PROGRESS' } }, { token: admin });
    await api.graphql(MOVE, { input: { jobId: job.id, status: 'COMPLETED' } }, { token: admin });
    const after = await api.graphql<{ boat: { maintenanceTasks: (Task & { lastDoneOn: string; job: unknown })[] } }>(
      BOAT,
      { id: owner.boatIds[0] },
      { token: ownerToken },
    );
    const done = after.data!.boat.maintenanceTasks.find((each) => each.id === task.id)!;
    expect(done).toMatchObject({ lastDoneOn: today, dueOn: addMonths(today, 6), state: 'OK', job: null, lastDoneHours: 10 });
  });

  it('two requests for the same task at once make one job: the other is refused and leaves no job behind', async () => {
    const title = 'Cambio de ánodos, pedido dos veces';
    const task = await createTask({ title, intervalMonths: 12, lastDoneOn: addMonths(today, -13) });
    const both = await Promise.all(
      [admin, ownerToken].map((token) =>
        api.graphql<{ requestMaintenanceJob: { task: { job: { id: string } }; job: { id: string } } }>(REQUEST, { input: { taskId: task.id } }, { token }),
      ),
    );
    const made = both.filter((response) => response.errors === undefined);
    expect(made).toHaveLength(1);
    expect(both.map((response) => response.errors?.[0].extensions?.code ?? 'OK').sort()).toEqual(['CONFLICT', 'OK']);
    const job = made[0].data!.requestMaintenanceJob.job;
    expect(made[0].data!.requestMaintenanceJob.task.job.id).toBe(job.id);
    const jobs: { id: number }[] = await db.query('SELECT id FROM jobs WHERE title = $1', [title]);
    expect(jobs.map((row) => row.id)).toEqual([intLocalId(job.id, 'Job')]);
  });

  it("gives each customer a secret calendar link of their own boats' due dates, renewed and revoked at once", async () => {
    const RENEW = `mutation { renewMaintenanceCalendarFeed { url feed { createdAt } } }`;
    const renew = async (token: string) =>
      (await api.graphql<{ renewMaintenanceCalendarFeed: { url: string } }>(RENEW, {}, { token })).data!.renewMaintenanceCalendarFeed.url;
    const fetchFeed = (url: string) => fetch(url.replace(api.config.publicUrl, api.url));

    const first = await renew(ownerToken);
    expect(first).toMatch(/\/calendar\/mmt_cal_[\w-]+\.ics$/);
    const response = await fetchFeed(first);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const calendar = await response.text();
    expect(calendar).toContain('BEGIN:VCALENDAR');
    expect(calendar).toContain('SUMMARY:Barco 1: Servicio del motor');
    const strangers = await (await fetchFeed(await renew(strangerToken))).text();
    expect(strangers).not.toContain('Servicio del motor');

    const second = await renew(ownerToken);
    expect((await fetchFeed(first)).status).toBe(404);
    expect((await fetchFeed(second)).status).toBe(200);
    const revoked = await api.graphql<{ revokeMaintenanceCalendarFeed: { revoked: boolean } }>(
      `mutation { revokeMaintenanceCalendarFeed { revoked } }`,
      {},
      { token: ownerToken },
    );
    expect(revoked.data!.revokeMaintenanceCalendarFeed.revoked).toBe(true);
    expect((await fetchFeed(second)).status).toBe(404);
    expect(
      (await api.graphql<{ maintenanceCalendarFeed: unknown }>(`{ maintenanceCalendarFeed { createdAt } }`, {}, { token: ownerToken })).data!
        .maintenanceCalendarFeed,
    ).toBeNull();
  });

  it('e-mails the owner once per change of state, in their language, however many processes look at once', async () => {
    const [{ id: boatRow }]: { id: number }[] = await db.query(
      `INSERT INTO boats (owner_id, name, type, length_meters, year) VALUES ($1, 'Recordado', 'SAILBOAT', 9, 2020) RETURNING id`,
      [owner.userId],
    );
    await db.query(`UPDATE users SET language = 'en' WHERE id = $1`, [owner.userId]);
    const [{ id: taskRow }]: { id: number }[] = await db.query(
      `INSERT INTO maintenance_tasks (boat_id, title, interval_months, last_done_on) VALUES ($1, 'Rigging check', 12, $2) RETURNING id`,
      // Done a year ago: due today, so due soon.
      [boatRow, addMonths(today, -12)],
    );
    const second = await createTestApp({}, { databaseUrl: api.databaseUrl });
    try {
      const mails = () =>
        db.query(`SELECT kind, subject FROM outbox_messages WHERE kind LIKE 'maintenance%' AND subject LIKE 'Recordado%' ORDER BY id`) as Promise<
          { kind: string; subject: string }[]
        >;
      const processes = [api, second].map((each) => each.app.get(MaintenanceService));
      await Promise.all([...processes, ...processes].map((service) => service.sendReminders()));
      expect(await mails()).toEqual([{ kind: 'maintenanceDueSoon', subject: 'Recordado: maintenance due soon (Rigging check)' }]);
      await Promise.all(processes.map((service) => service.sendReminders()));
      expect(await mails()).toHaveLength(1);

      await db.query(`UPDATE maintenance_tasks SET last_done_on = $2 WHERE id = $1`, [taskRow, addMonths(today, -13)]);
      await Promise.all([...processes, ...processes].map((service) => service.sendReminders()));
      expect((await mails()).map((mail) => mail.kind)).toEqual(['maintenanceDueSoon', 'maintenanceOverdue']);
    } finally {
      await second.close();
    }
  });
  it('lists the default tasks of each category, in both languages, in the order of the list, to admins only', async () => {
    const all = await api.graphql<{ maintenanceTaskTemplates: Template[] }>(TEMPLATES, {}, { token: admin });
    expect(all.data!.maintenanceTaskTemplates.map((template) => `${template.category}: ${template.titleEs} / ${template.titleEn}`)).toEqual([
      'CHARTPLOTTER: Actualización de cartas y firmware / Chart and firmware update',
      'AIS: Revisión del AIS / AIS check',
      'VHF_DSC: Revisión del VHF/DSC / VHF/DSC check',
      'BATTERY_BANK: Prueba de capacidad de las baterías / Battery capacity test',
      'GENERATOR: Servicio del generador / Generator service',
      'ENGINE: Servicio del motor / Engine service',
      'WATERMAKER: Cambio de filtros de la potabilizadora / Watermaker filter change',
    ]);
    const engine = await api.graphql<{ maintenanceTaskTemplates: Template[] }>(TEMPLATES, { category: 'ENGINE' }, { token: admin });
    expect(engine.data!.maintenanceTaskTemplates).toEqual([expect.objectContaining({ titleEs: 'Servicio del motor', intervalMonths: 12, intervalHours: 250 })]);

    const { id } = engine.data!.maintenanceTaskTemplates[0];
    expect((await api.graphql(TEMPLATES, {}, { token: ownerToken })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(
      (await api.graphql(UPDATE_TEMPLATE, { input: { id, titleEs: 'Mío', titleEn: 'Mine', intervalMonths: 1 } }, { token: ownerToken })).errors?.[0].extensions
        ?.code,
    ).toBe('FORBIDDEN');
    expect((await api.graphql<{ node: unknown }>(NODE, { id }, { token: ownerToken })).data!.node).toBeNull();
    expect((await api.graphql<{ node: unknown }>(NODE, { id }, { token: admin })).data!.node).toEqual({ id });
  });

  it("edits a default task with a task's field rules; equipment added afterwards gets it, the tasks already planned stay", async () => {
    const addGenerator = (brand: string) =>
      api.graphql(ADD_EQUIPMENT, { input: { boatId: owner.boatIds[0], category: 'GENERATOR', brand, model: '8 kW' } }, { token: admin });
    await addGenerator('Fischer Panda');
    const [generator] = (await api.graphql<{ maintenanceTaskTemplates: Template[] }>(TEMPLATES, { category: 'GENERATOR' }, { token: admin })).data!
      .maintenanceTaskTemplates;

    const none = await api.graphql(
      UPDATE_TEMPLATE,
      { input: { id: generator.id, titleEs: 'Servicio', titleEn: ' ', intervalMonths: null, intervalHours: null } },
      { token: admin },
    );
    expect(fieldErrors(none.errors)).toEqual(['intervalMonths:isNotEmpty', 'titleEn:isNotEmpty']);
    const bad = await api.graphql(
      UPDATE_TEMPLATE,
      { input: { id: generator.id, titleEs: 'Servicio', titleEn: 'Service', intervalMonths: 0, intervalHours: 0 } },
      { token: admin },
    );
    expect(fieldErrors(bad.errors)).toEqual(['intervalHours:min', 'intervalMonths:min']);
    const unknown = await api.graphql(
      UPDATE_TEMPLATE,
      { input: { id: toGlobalId('MaintenanceTaskTemplate', 999_999), titleEs: 'Servicio', titleEn: 'Service', intervalMonths: 6 } },
      { token: admin },
    );
    expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND');

    const saved = await api.graphql<{ updateMaintenanceTaskTemplate: { template: Template } }>(
      UPDATE_TEMPLATE,
      { input: { id: generator.id, titleEs: 'Servicio del generador e impulsor', titleEn: 'Generator and impeller service', intervalHours: 200 } },
      { token: admin },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateMaintenanceTaskTemplate.template).toEqual({
      ...generator,
      titleEs: 'Servicio del generador e impulsor',
      titleEn: 'Generator and impeller service',
      intervalMonths: null,
      intervalHours: 200,
    });

    await addGenerator('Onan');
    const seen = await api.graphql<{ boat: { maintenanceTasks: PlannedTask[] } }>(BOAT, { id: owner.boatIds[0] }, { token: admin });
    expect(
      seen
        .data!.boat.maintenanceTasks.filter((task) => ['Fischer Panda', 'Onan'].includes(task.equipment?.brand ?? ''))
        .map(described)
        .sort(),
    ).toEqual([
      'Fischer Panda: Servicio del generador / Generator service 12m 250h',
      'Onan: Servicio del generador e impulsor / Generator and impeller service -m 200h',
    ]);
  });

  it('adds a default task to a category and removes it; the tasks planned from it stay', async () => {
    const created = await api.graphql<{ createMaintenanceTaskTemplate: { template: Template } }>(
      CREATE_TEMPLATE,
      { input: { category: 'RADAR', titleEs: 'Revisión del magnetrón', titleEn: 'Magnetron check', intervalMonths: 24 } },
      { token: admin },
    );
    expect(created.errors).toBeUndefined();
    const { id } = created.data!.createMaintenanceTaskTemplate.template;
    expect(created.data!.createMaintenanceTaskTemplate.template).toEqual({
      id,
      category: 'RADAR',
      titleEs: 'Revisión del magnetrón',
      titleEn: 'Magnetron check',
      intervalMonths: 24,
      intervalHours: null,
    });
    const refused = await api.graphql(CREATE_TEMPLATE, { input: { category: 'RADAR', titleEs: 'x'.repeat(121), titleEn: 'Check' } }, { token: admin });
    expect(fieldErrors(refused.errors)).toEqual(['intervalMonths:isNotEmpty', 'titleEs:maxLength']);

    await api.graphql(ADD_EQUIPMENT, { input: { boatId: owner.boatIds[0], category: 'RADAR', brand: 'Furuno', model: 'DRS4W' } }, { token: admin });
    const removed = await api.graphql<{ removeMaintenanceTaskTemplate: { template: { id: string; titleEs: string } } }>(
      REMOVE_TEMPLATE,
      { input: { id } },
      { token: admin },
    );
    expect(removed.data!.removeMaintenanceTaskTemplate.template).toEqual({ id, titleEs: 'Revisión del magnetrón' });
    expect(
      (await api.graphql<{ maintenanceTaskTemplates: Template[] }>(TEMPLATES, { category: 'RADAR' }, { token: admin })).data!.maintenanceTaskTemplates,
    ).toEqual([]);
    expect((await api.graphql(REMOVE_TEMPLATE, { input: { id } }, { token: admin })).errors?.[0].extensions?.code).toBe('NOT_FOUND');

    const seen = await api.graphql<{ boat: { maintenanceTasks: PlannedTask[] } }>(BOAT, { id: owner.boatIds[0] }, { token: admin });
    expect(seen.data!.boat.maintenanceTasks.filter((task) => task.equipment?.brand === 'Furuno').map(described)).toEqual([
      'Furuno: Revisión del magnetrón / Magnetron check 24m -h',
    ]);
  });

  it("keeps a default task's two titles while an admin gives either back; a new title is the one typed", async () => {
    const tasks = async () =>
      (await api.graphql<{ boat: { maintenanceTasks: (PlannedTask & { id: string })[] } }>(BOAT, { id: owner.boatIds[0] }, { token: admin })).data!.boat
        .maintenanceTasks;
    const { id } = (await tasks()).find((task) => task.equipment?.brand === 'Fischer Panda')!;
    const update = async (title: string) =>
      (await api.graphql<{ updateMaintenanceTask: { task: PlannedTask } }>(UPDATE_TASK, { input: { id, title, intervalMonths: 6 } }, { token: admin })).data!
        .updateMaintenanceTask.task;

    expect(await update('Generator service')).toMatchObject({ title: 'Servicio del generador', titleEn: 'Generator service', intervalMonths: 6 });
    expect(await update('Servicio del generador')).toMatchObject({ title: 'Servicio del generador', titleEn: 'Generator service' });
    expect(await update('Servicio y anodos del generador')).toMatchObject({ title: 'Servicio y anodos del generador', titleEn: null });
  });

  it('speaks to an English owner in English: the reminder, the job and the calendar of a default task', async () => {
    await db.query(`UPDATE users SET language = 'en' WHERE id = $1`, [stranger.userId]);
    await api.graphql(
      ADD_EQUIPMENT,
      { input: { boatId: stranger.boatIds[0], category: 'BATTERY_BANK', brand: 'Mastervolt', model: 'MLI Ultra', installedOn: addMonths(today, -13) } },
      { token: admin },
    );
    await api.app.get(MaintenanceService).sendReminders(intLocalId(stranger.boatIds[0], 'Boat')!);
    const mails: { subject: string }[] = await db.query(`SELECT subject FROM outbox_messages WHERE recipient = $1 AND kind LIKE 'maintenance%'`, [
      stranger.email,
    ]);
    expect(mails).toEqual([{ subject: 'Barco 1: maintenance overdue (Battery capacity test)' }]);

    const [task] = (await api.graphql<{ boat: { maintenanceTasks: { id: string }[] } }>(BOAT, { id: stranger.boatIds[0] }, { token: strangerToken })).data!.boat
      .maintenanceTasks;
    const requested = await api.graphql<{ requestMaintenanceJob: { job: { title: string; description: string } } }>(
      REQUEST,
      { input: { taskId: task.id } },
      { token: strangerToken },
    );
    expect(requested.data!.requestMaintenanceJob.job).toMatchObject({
      title: 'Battery capacity test',
      description: expect.stringContaining('Planned maintenance: Battery capacity test.'),
    });

    const feed = await api.graphql<{ renewMaintenanceCalendarFeed: { url: string } }>(
      `mutation { renewMaintenanceCalendarFeed { url } }`,
      {},
      { token: strangerToken },
    );
    const calendar = await (await fetch(feed.data!.renewMaintenanceCalendarFeed.url.replace(api.config.publicUrl, api.url))).text();
    expect(calendar).toContain('SUMMARY:Barco 1: Battery capacity test');
  });
});
