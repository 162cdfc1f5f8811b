import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { todayInPalma } from '../common/calendar.js';
import { createCustomerFixture, type CustomerFixture } from '../testing/portal-fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const ADD_EQUIPMENT = `mutation Add($input: AddEquipmentInput!) { addEquipment(input: $input) { equipment { id signalKId } } }`;
const UPDATE_EQUIPMENT = `mutation Update($input: UpdateEquipmentInput!) { updateEquipment(input: $input) { equipment { id signalKId } } }`;
const BOAT = `query Boat($id: ID!) {
  boat(id: $id) {
    runningHours { hours origin source }
    equipment { id location signalKId runningHours { hours origin source } }
    maintenanceTasks { title lastDoneHours dueAtHours runningHours state equipment { location } }
  }
}`;
const HOURS = `mutation Hours($input: RecordRunningHoursInput!) { recordRunningHours(input: $input) { boat { id } } }`;
const CREATE_TASK = `mutation Create($input: CreateMaintenanceTaskInput!) { createMaintenanceTask(input: $input) { task { id lastDoneHours } } }`;

type Meter = { hours: number; origin: string; source: string } | null;
type BoatView = {
  runningHours: Meter;
  equipment: { id: string; location: string | null; signalKId: string | null; runningHours: Meter }[];
  maintenanceTasks: {
    title: string;
    lastDoneHours: number | null;
    dueAtHours: number | null;
    runningHours: number | null;
    state: string;
    equipment: { location: string } | null;
  }[];
};

/** Twin engines and a generator, each with its own hour meter and service plan (issue 37). */
describe('running hours per engine', () => {
  let api: TestApp;
  let db: DataSource;
  let owner: CustomerFixture;
  let admin: string;
  let boatId: string;
  let port: string;
  let starboard: string;
  let generator: string;

  const boat = async (): Promise<BoatView> => {
    const read = await api.graphql<{ boat: BoatView }>(BOAT, { id: boatId }, { token: admin });
    expect(read.errors).toBeUndefined();
    return read.data!.boat;
  };
  const meterOf = async (id: string) => (await boat()).equipment.find((each) => each.id === id)!.runningHours;
  /** "location: hours → due at (state)" of each oil change, as the screens show them. */
  const plan = async () =>
    (await boat()).maintenanceTasks
      .filter((task) => task.title === 'Cambio de aceite')
      .map((task) => `${task.equipment!.location}: ${task.runningHours ?? '-'} → ${task.dueAtHours ?? '-'} (${task.state})`)
      .sort();
  const addEngine = async (category: string, location: string, signalKId: string | null) => {
    const added = await api.graphql<{ addEquipment: { equipment: { id: string; signalKId: string | null } } }>(
      ADD_EQUIPMENT,
      { input: { boatId, category, brand: 'Volvo Penta', model: 'D8-IPS800', location, installedOn: todayInPalma(), signalKId } },
      { token: admin },
    );
    expect(added.errors).toBeUndefined();
    expect(added.data!.addEquipment.equipment.signalKId).toBe(signalKId);
    return added.data!.addEquipment.equipment.id;
  };
  const fieldErrors = (errors: { extensions?: Record<string, unknown> }[] | undefined) =>
    ((errors?.[0]?.extensions?.fieldErrors ?? []) as { field: string; code: string }[]).map(({ field, code }) => `${field}:${code}`);

  async function post(values: { path: string; value: number }[], at: Date, token: string) {
    return fetch(`${api.url}/telemetry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ context: 'vessels.self', updates: [{ timestamp: at.toISOString(), values }] }),
    });
  }

  beforeAll(async () => {
    api = await createTestApp();
    db = api.app.get(DataSource);
    owner = await createCustomerFixture(db, 'dos-motores@example.com');
    admin = (await api.login('admin@demo.com', 'Admin123!')).token;
    boatId = owner.boatIds[0];
    port = await addEngine('ENGINE', 'Babor', 'port');
    starboard = await addEngine('ENGINE', 'Estribor', 'starboard');
    generator = await addEngine('GENERATOR', 'Sala de máquinas', null);
    // Each its own oil change every 250 h: port's last done at 0 h, starboard's at 60 h, the generator's at 0 h.
    for (const [equipmentId, lastDoneHours] of [
      [port, 0],
      [starboard, 60],
      [generator, 0],
    ] as const) {
      const created = await api.graphql(
        CREATE_TASK,
        { input: { boatId, equipmentId, title: 'Cambio de aceite', intervalHours: 250, lastDoneHours } },
        { token: admin },
      );
      expect(created.errors).toBeUndefined();
    }
  });
  afterAll(() => api.close());

  it('gives a Signal K id only to an engine or generator, once per boat among the equipment on board', async () => {
    const radar = await api.graphql(
      ADD_EQUIPMENT,
      { input: { boatId, category: 'RADAR', brand: 'Garmin', model: 'Fantom', signalKId: 'radar' } },
      { token: admin },
    );
    expect(fieldErrors(radar.errors)).toEqual(['signalKId:notHourMetered']);
    const twice = await api.graphql(
      ADD_EQUIPMENT,
      { input: { boatId, category: 'ENGINE', brand: 'Yanmar', model: '4JH', signalKId: 'port' } },
      { token: admin },
    );
    expect(fieldErrors(twice.errors)).toEqual(['signalKId:signalKIdTaken']);
    const path = await api.graphql(
      ADD_EQUIPMENT,
      { input: { boatId, category: 'ENGINE', brand: 'Yanmar', model: '4JH', signalKId: 'propulsion.port' } },
      { token: admin },
    );
    expect(fieldErrors(path.errors)).toEqual(['signalKId:matches']);
    // Its own id again, on an update, is no clash.
    const same = await api.graphql(
      UPDATE_EQUIPMENT,
      { input: { id: port, category: 'ENGINE', brand: 'Volvo Penta', model: 'D8-IPS800', location: 'Babor', signalKId: 'port' } },
      { token: admin },
    );
    expect(same.errors).toBeUndefined();
  });

  it("routes each engine's runTime to that engine, an unknown engine's to the boat's own meter, and never backwards", async () => {
    const { data } = await api.graphql<{ createDeviceToken: { token: string } }>(
      `mutation T($input: CreateDeviceTokenInput!) { createDeviceToken(input: $input) { token } }`,
      { input: { boatId, name: 'Cerbo GX' } },
      { token: admin },
    );
    const token = data!.createDeviceToken.token;
    const earlier = new Date(Date.now() - 120_000);
    const delta = await post(
      [
        { path: 'propulsion.port.runTime', value: 240 * 3600 },
        { path: 'propulsion.starboard.runTime', value: 180 * 3600 },
        { path: 'propulsion.tender.runTime', value: 35 * 3600 },
      ],
      earlier,
      token,
    );
    expect(delta.status).toBe(200);
    expect(await meterOf(port)).toEqual({ hours: 240, origin: 'DEVICE', source: 'port' });
    expect(await meterOf(starboard)).toEqual({ hours: 180, origin: 'DEVICE', source: 'starboard' });
    expect(await meterOf(generator)).toBeNull();
    expect((await boat()).runningHours).toEqual({ hours: 35, origin: 'DEVICE', source: 'tender' });

    // A lower port reading (a replaced meter waits for an admin) changes nothing; starboard moves on alone.
    expect(
      (
        await post(
          [
            { path: 'propulsion.port.runTime', value: 10 * 3600 },
            { path: 'propulsion.starboard.runTime', value: 181 * 3600 },
          ],
          new Date(),
          token,
        )
      ).status,
    ).toBe(200);
    expect(await meterOf(port)).toMatchObject({ hours: 240 });
    expect(await meterOf(starboard)).toMatchObject({ hours: 181 });
  });

  it("judges each engine's service by its own meter: the two engines fall due at different hours", async () => {
    // Port at 240 of 250 h is within 10 % of its interval, starboard at 181 of 310 h not; the generator has no reading yet.
    expect(await plan()).toEqual(['Babor: 240 → 250 (DUE_SOON)', 'Estribor: 181 → 310 (OK)', 'Sala de máquinas: - → 250 (OK)']);
    // A task of the boat itself follows its highest meter: the port engine's 240 h.
    const boatTask = await api.graphql<{ createMaintenanceTask: { task: { lastDoneHours: number } } }>(
      CREATE_TASK,
      { input: { boatId, title: 'Revisión de la hélice', intervalHours: 100 } },
      { token: admin },
    );
    expect(boatTask.data!.createMaintenanceTask.task.lastDoneHours).toBe(240);
  });

  it('takes a reading by hand per engine (a boat without a device works the same), refuses a lower one, and rebases only that engine on a replaced meter', async () => {
    expect((await api.graphql(HOURS, { input: { boatId, equipmentId: generator, hours: 230 } }, { token: admin })).errors).toBeUndefined();
    expect(await meterOf(generator)).toEqual({ hours: 230, origin: 'MANUAL', source: '' });
    expect(await plan()).toContain('Sala de máquinas: 230 → 250 (DUE_SOON)');

    const lower = await api.graphql(HOURS, { input: { boatId, equipmentId: port, hours: 200 } }, { token: admin });
    expect(fieldErrors(lower.errors)).toEqual(['hours:lowerThanLast']);
    const radar = await api.graphql<{ addEquipment: { equipment: { id: string } } }>(
      ADD_EQUIPMENT,
      { input: { boatId, category: 'RADAR', brand: 'Garmin', model: 'Fantom' } },
      { token: admin },
    );
    const notAnEngine = await api.graphql(HOURS, { input: { boatId, equipmentId: radar.data!.addEquipment.equipment.id, hours: 1 } }, { token: admin });
    expect(fieldErrors(notAnEngine.errors)).toEqual(['equipmentId:notHourMetered']);

    // The port engine's hour meter is replaced: its service keeps the 240 h run since it was done (10 h left), the others keep theirs.
    expect((await api.graphql(HOURS, { input: { boatId, equipmentId: port, hours: 5, replaced: true } }, { token: admin })).errors).toBeUndefined();
    expect(await meterOf(port)).toEqual({ hours: 5, origin: 'MANUAL', source: '' });
    expect(await plan()).toEqual(['Babor: 5 → 15 (DUE_SOON)', 'Estribor: 181 → 310 (OK)', 'Sala de máquinas: 230 → 250 (DUE_SOON)']);
  });
});
