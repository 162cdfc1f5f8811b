import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { createCustomerFixture, type CustomerFixture } from '../testing/portal-fixtures.js';
import { localId } from '../common/relay/global-id.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const CREATE = `mutation Create($input: CreateDeviceTokenInput!) {
  createDeviceToken(input: $input) { token deviceToken { id name lastSeenAt revokedAt } }
}`;
const REVOKE = `mutation Revoke($input: RevokeDeviceTokenInput!) { revokeDeviceToken(input: $input) { deviceToken { id revokedAt } } }`;
const BOAT = `query Boat($id: ID!, $period: ReadingPeriod!) {
  boat(id: $id) {
    vitalSigns { batteryPercent temperatureCelsius humidityPercent recordedAt }
    readingSeries(period: $period) { vitalSign minimum maximum last lastRecordedAt buckets { start mean minimum maximum } }
    deviceTokens { id name lastSeenAt revokedAt }
  }
}`;

type Reading = { recordedAt: string; batteryPercent: number | null; temperatureCelsius: number | null; humidityPercent: number | null };
type Bucket = { start: string; mean: number; minimum: number; maximum: number };
type Series = { vitalSign: string; minimum: number; maximum: number; last: number; lastRecordedAt: string; buckets: Bucket[] };
type BoatData = {
  boat: {
    vitalSigns: Reading | null;
    readingSeries: Series[];
    deviceTokens: { id: string; name: string; lastSeenAt: string | null; revokedAt: string | null }[];
  };
};

const RATE_LIMIT = 8;

/** One Signal K delta of our boat with these values at `timestamp`. */
function delta(timestamp: Date | string, values: Record<string, unknown>) {
  const time = typeof timestamp === 'string' ? timestamp : timestamp.toISOString();
  return { context: 'vessels.self', updates: [{ timestamp: time, values: Object.entries(values).map(([path, value]) => ({ path, value })) }] };
}

describe('telemetry: device tokens and POST /telemetry', () => {
  let api: TestApp;
  let db: DataSource;
  let owner: CustomerFixture;
  let ownerToken: string;
  let stranger: CustomerFixture;
  let strangerToken: string;

  /** A fresh boat of the owner's, with no readings. */
  async function freshBoat(): Promise<{ id: string; rowId: number }> {
    const [{ id }]: { id: number }[] = await db.query(
      `INSERT INTO boats (owner_id, name, type, length_meters, year) VALUES ($1, 'Nuevo', 'SAILBOAT', 9, 2020) RETURNING id`,
      [owner.userId],
    );
    return { id: Buffer.from(`Boat:${id}`).toString('base64url'), rowId: id };
  }

  async function createToken(boatId: string, token = ownerToken, name = 'Victron Cerbo GX') {
    return api.graphql<{ createDeviceToken: { token: string; deviceToken: { id: string; name: string } } }>(CREATE, { input: { boatId, name } }, { token });
  }

  async function deviceFor(boatId: string): Promise<string> {
    const response = await createToken(boatId);
    expect(response.errors).toBeUndefined();
    return response.data!.createDeviceToken.token;
  }

  function post(device: string | undefined, body: unknown, { raw = false }: { raw?: boolean } = {}) {
    return fetch(`${api.url}/telemetry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(device ? { authorization: `Bearer ${device}` } : {}) },
      body: raw ? (body as string) : JSON.stringify(body),
    });
  }

  async function count(boatRowId: number): Promise<number> {
    const [{ n }]: { n: number }[] = await db.query('SELECT count(*)::int AS n FROM telemetry_readings WHERE boat_id = $1', [boatRowId]);
    return n;
  }

  async function boat(id: string, period = 'DAY', token = ownerToken) {
    const response = await api.graphql<BoatData>(BOAT, { id, period }, { token });
    expect(response.errors).toBeUndefined();
    return response.data!.boat;
  }

  beforeAll(async () => {
    api = await createTestApp({ telemetryRequestsPerMinute: RATE_LIMIT });
    db = api.app.get(DataSource);
    owner = await createCustomerFixture(db, 'armador@telemetria.com', 1);
    stranger = await createCustomerFixture(db, 'ajeno@telemetria.com', 1);
    ownerToken = (await api.login(owner.email, owner.password)).token;
    strangerToken = (await api.login(stranger.email, stranger.password)).token;
  });
  afterAll(() => api.close());

  describe('device tokens', () => {
    it('are shown once, stored hashed, listed with their last-seen time and cut off at once when revoked', async () => {
      const { id, rowId } = await freshBoat();
      const created = await createToken(id);
      expect(created.errors).toBeUndefined();
      const { token, deviceToken } = created.data!.createDeviceToken;
      expect(token).toMatch(/^mmt_dev_[A-Za-z0-9_-]{43}$/);
      const [stored]: { token_hash: string }[] = await db.query('SELECT token_hash FROM device_tokens WHERE boat_id = $1', [rowId]);
      expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(await db.query('SELECT * FROM device_tokens'))).not.toContain(token);

      expect((await boat(id)).deviceTokens).toEqual([{ id: deviceToken.id, name: 'Victron Cerbo GX', lastSeenAt: null, revokedAt: null }]);
      expect((await post(token, delta(new Date(), { 'electrical.batteries.house.stateOfCharge': 0.5 }))).status).toBe(200);
      const [seen] = (await boat(id)).deviceTokens;
      expect(Date.now() - Date.parse(seen.lastSeenAt!)).toBeLessThan(10_000);

      const revoked = await api.graphql<{ revokeDeviceToken: { deviceToken: { revokedAt: string } } }>(
        REVOKE,
        { input: { id: deviceToken.id } },
        { token: ownerToken },
      );
      expect(revoked.data?.revokeDeviceToken.deviceToken.revokedAt).toBeTruthy();
      const refused = await post(token, delta(new Date(), { 'electrical.batteries.house.stateOfCharge': 0.6 }));
      expect(refused.status).toBe(401);
      expect(await count(rowId)).toBe(1);
    });

    it('refuse unknown, missing and malformed bearer tokens with 401', async () => {
      const body = delta(new Date(), { 'electrical.batteries.house.stateOfCharge': 0.5 });
      expect((await post(undefined, body)).status).toBe(401);
      expect((await post('mmt_dev_' + 'A'.repeat(43), body)).status).toBe(401);
      expect((await post('not-a-token', body)).status).toBe(401);
    });

    it("a customer cannot create or revoke a token for someone else's boat; an admin can for any boat", async () => {
      const foreign = await createToken(owner.boatIds[0], strangerToken);
      expect(foreign.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      const mine = await createToken(owner.boatIds[0]);
      const revoke = await api.graphql(REVOKE, { input: { id: mine.data!.createDeviceToken.deviceToken.id } }, { token: strangerToken });
      expect(revoke.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const admin = (await api.login('admin@demo.com', 'Admin123!')).token;
      const byAdmin = await createToken(owner.boatIds[0], admin, 'Instalado por el taller');
      expect(byAdmin.errors).toBeUndefined();
      // Nor can a stranger see the boat's tokens.
      const peek = await api.graphql(BOAT, { id: owner.boatIds[0], period: 'DAY' }, { token: strangerToken });
      expect(peek.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });

    it('a name is required and bounded', async () => {
      const { id } = await freshBoat();
      const blank = await createToken(id, ownerToken, '   ');
      expect(blank.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      const long = await createToken(id, ownerToken, 'x'.repeat(81));
      expect(long.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('ingest', () => {
    it("converts Signal K's SI units to the portal's and shows them as the boat's current state", async () => {
      const { id, rowId } = await freshBoat();
      const device = await deviceFor(id);
      const at = new Date(Date.now() - 60_000);
      const response = await post(device, [
        delta(at, {
          'electrical.batteries.house.stateOfCharge': 0.82,
          'electrical.batteries.house.voltage': 12.7,
          'environment.inside.temperature': 295.15,
          'environment.inside.relativeHumidity': 0.655,
          'navigation.position': { latitude: 39.5696, longitude: 2.6502 },
          'navigation.speedOverGround': 3.2,
        }),
        {
          context: 'vessels.urn:mrn:imo:mmsi:224000000',
          updates: [{ timestamp: at.toISOString(), values: [{ path: 'environment.inside.temperature', value: 300 }] }],
        },
        // An update with no values (how signalk-server passes on a message it could not parse), stamped by an old clock.
        { updates: [{ timestamp: '2014-08-15T19:00:00.344Z', values: [] }] },
      ]);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ stored: 6, duplicates: 0, ignored: 2 });
      const rows: { metric: string; source: string; value: number }[] = await db.query(
        'SELECT metric, source, value FROM telemetry_readings WHERE boat_id = $1 ORDER BY metric',
        [rowId],
      );
      expect(rows.map((row) => [row.metric, row.source, Math.round(row.value * 10_000) / 10_000])).toEqual([
        ['battery_percent', 'house', 82],
        ['battery_volts', 'house', 12.7],
        ['humidity_percent', '', 65.5],
        ['latitude', '', 39.5696],
        ['longitude', '', 2.6502],
        ['temperature_celsius', '', 22],
      ]);
      const { vitalSigns } = await boat(id);
      expect(vitalSigns).toEqual({ batteryPercent: 82, temperatureCelsius: 22, humidityPercent: 65.5, recordedAt: at.toISOString() });
    });

    it("says where the boat's current readings come from: the device that sent the newest, or the demo", async () => {
      const origin = async (id: string) => {
        const response = await api.graphql<{ boat: { vitalSigns: { origin: string | null; deviceName: string | null } } }>(
          `query O($id: ID!) { boat(id: $id) { vitalSigns { origin deviceName } } }`,
          { id },
          { token: ownerToken },
        );
        expect(response.errors).toBeUndefined();
        return response.data!.boat.vitalSigns;
      };
      const { id } = await freshBoat();
      const plotter = (await createToken(id, ownerToken, 'Raymarine Axiom')).data!.createDeviceToken.token;
      const cerbo = (await createToken(id, ownerToken, 'Victron Cerbo GX')).data!.createDeviceToken.token;
      expect((await post(plotter, delta(new Date(Date.now() - 120_000), { 'environment.inside.temperature': 295.15 }))).status).toBe(200);
      expect(await origin(id)).toEqual({ origin: 'DEVICE', deviceName: 'Raymarine Axiom' });
      expect((await post(cerbo, delta(new Date(Date.now() - 60_000), { 'electrical.batteries.house.stateOfCharge': 0.8 }))).status).toBe(200);
      expect(await origin(id)).toEqual({ origin: 'DEVICE', deviceName: 'Victron Cerbo GX' });

      const demo = await api.login('cliente@demo.com', 'Cliente123!');
      const boats = await api.graphql<{ boats: { edges: { node: { vitalSigns: { origin: string; deviceName: string | null } } }[] } }>(
        `{ boats(first: 3) { edges { node { vitalSigns { origin deviceName } } } } }`,
        {},
        { token: demo.token },
      );
      expect(boats.data!.boats.edges.map(({ node }) => node.vitalSigns)).toEqual(Array(3).fill({ origin: 'DEMO', deviceName: null }));
    });

    it.each([
      ['malformed JSON', '{"updates": [', /malformed JSON/],
      ['a state of charge of 1.7', delta(new Date(), { 'electrical.batteries.house.stateOfCharge': 1.7 }), /170 %, outside the physical range 0 to 100 %/],
      ['a temperature of -400 °C', delta(new Date(), { 'environment.inside.temperature': -126.85 }), /-400 °C, outside the physical range/],
      ['a humidity of -0.1', delta(new Date(), { 'environment.inside.relativeHumidity': -0.1 }), /outside the physical range/],
      ['a latitude of 95', delta(new Date(), { 'navigation.position': { latitude: 95, longitude: 2 } }), /latitude.*outside the physical range/],
      ['a value that is not a number', delta(new Date(), { 'electrical.batteries.house.voltage': '12.6' }), /must be a number/],
      [
        'a timestamp 10 minutes ahead',
        delta(new Date(Date.now() + 10 * 60_000), { 'electrical.batteries.house.stateOfCharge': 0.5 }),
        /more than 5 minutes in the future/,
      ],
      [
        'a timestamp two years old',
        delta(new Date(Date.now() - 2 * 366 * 86_400_000), { 'electrical.batteries.house.stateOfCharge': 0.5 }),
        /more than a year old/,
      ],
      ['a timestamp that is not a date', delta('yesterday', { 'electrical.batteries.house.stateOfCharge': 0.5 }), /not an ISO 8601 date-time/],
      ['something that is not a delta', { hello: 'world' }, /not a Signal K delta/],
      ['an empty array', [], /empty array/],
    ])('refuses %s with 400 and the reason, storing nothing of the request', async (_case, bad, reason) => {
      const { id, rowId } = await freshBoat();
      const device = await deviceFor(id);
      const good = delta(new Date(), { 'electrical.batteries.house.stateOfCharge': 0.5, 'environment.inside.temperature': 290 });
      const body = typeof bad === 'string' ? bad : JSON.stringify(Array.isArray(bad) && bad.length === 0 ? bad : [good, bad]);
      const response = await post(device, body, { raw: true });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(reason);
      expect(await count(rowId)).toBe(0);
    });

    it('refuses a body over 256 KB with 400', async () => {
      const { id, rowId } = await freshBoat();
      const device = await deviceFor(id);
      const values = Array.from({ length: 6000 }, (_, i) => ({ path: `electrical.batteries.b${i}.voltage`, value: 12.5 }));
      const body = { updates: [{ timestamp: new Date().toISOString(), values }] };
      expect(JSON.stringify(body).length).toBeGreaterThan(256 * 1024);
      const response = await post(device, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/over 256 KB/);
      expect(await count(rowId)).toBe(0);
    });

    it('stores a repeated reading (same path and timestamp) once', async () => {
      const { id, rowId } = await freshBoat();
      const device = await deviceFor(id);
      const body = delta(new Date(Date.now() - 5000), { 'electrical.batteries.house.stateOfCharge': 0.7, 'environment.inside.temperature': 290 });
      expect(await (await post(device, [body, body])).json()).toEqual({ stored: 2, duplicates: 2, ignored: 0 });
      expect(await (await post(device, body)).json()).toEqual({ stored: 0, duplicates: 2, ignored: 0 });
      expect(await count(rowId)).toBe(2);
    });

    it('places late readings at their own time (in their own month), not as the current state', async () => {
      const { id, rowId } = await freshBoat();
      const device = await deviceFor(id);
      const now = new Date(Date.now() - 60_000);
      await post(device, delta(now, { 'electrical.batteries.house.stateOfCharge': 0.9 }));
      const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3_600_000);
      const sevenMonthsAgo = new Date(Date.now() - 210 * 24 * 3_600_000);
      const late = await post(device, [
        delta(threeDaysAgo, { 'electrical.batteries.house.stateOfCharge': 0.3 }),
        delta(sevenMonthsAgo, { 'electrical.batteries.house.stateOfCharge': 0.4 }),
      ]);
      expect(late.status).toBe(200);
      expect(await count(rowId)).toBe(3);
      const partition: { name: string }[] = await db.query(
        `SELECT tableoid::regclass::text AS name FROM telemetry_readings WHERE boat_id = $1 AND recorded_at = $2`,
        [rowId, sevenMonthsAgo],
      );
      expect(partition[0].name).toBe(`telemetry_readings_${sevenMonthsAgo.toISOString().slice(0, 7).replace('-', '_')}`);
      const week = await boat(id, 'WEEK');
      expect(week.vitalSigns?.batteryPercent).toBe(90);
      expect(week.readingSeries[0].buckets.map((bucket) => bucket.mean)).toEqual([30, 90]);
      const refused = await post(device, delta(new Date(Date.now() - 400 * 24 * 3_600_000), { 'electrical.batteries.house.stateOfCharge': 0.4 }));
      expect(refused.status).toBe(400);
    });

    it('a token writes only to its own boat', async () => {
      const mine = await freshBoat();
      const device = await deviceFor(mine.id);
      const strangersBoat = Number(localId(stranger.boatIds[0], 'Boat'));
      const before = await count(strangersBoat);
      await post(device, delta(new Date(), { 'electrical.batteries.house.stateOfCharge': 0.11 }));
      expect(await count(strangersBoat)).toBe(before);
      expect(await count(mine.rowId)).toBe(1);
    });

    it(`limits each token to ${RATE_LIMIT} requests a minute with 429 and Retry-After`, async () => {
      const { id } = await freshBoat();
      const device = await deviceFor(id);
      const other = await deviceFor(id);
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let i = 0; i <= RATE_LIMIT; i++) {
        const response = await post(device, delta(new Date(Date.now() - i * 1000), { 'electrical.batteries.house.stateOfCharge': 0.5 }));
        statuses.push(response.status);
        retryAfter = response.headers.get('retry-after');
      }
      expect(statuses).toEqual([...Array(RATE_LIMIT).fill(200), 429]);
      expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(retryAfter)).toBeLessThanOrEqual(60);
      // Another device of the same boat has its own count.
      expect((await post(other, delta(new Date(), { 'electrical.batteries.house.stateOfCharge': 0.5 }))).status).toBe(200);
    });
  });

  describe('charts', () => {
    it('draw each bucket as its mean with its lowest and highest reading (15 minutes over 24 h)', async () => {
      const { id } = await freshBoat();
      const device = await deviceFor(id);
      const bucket = Math.floor((Date.now() - 3 * 3_600_000) / (15 * 60_000)) * 15 * 60_000;
      const at = (minutes: number) => new Date(bucket + minutes * 60_000);
      await post(device, [
        delta(at(1), { 'electrical.batteries.house.stateOfCharge': 0.5, 'environment.inside.temperature': 293.15 }),
        delta(at(7), { 'electrical.batteries.house.stateOfCharge': 0.7 }),
        delta(at(14), { 'environment.inside.temperature': 295.15 }),
        delta(at(16), { 'electrical.batteries.house.stateOfCharge': 0.9 }),
      ]);
      const { readingSeries } = await boat(id, 'DAY');
      const start = (minutes: number) => new Date(bucket + minutes * 60_000).toISOString();
      expect(readingSeries).toEqual([
        {
          vitalSign: 'BATTERY_PERCENT',
          minimum: 50,
          maximum: 90,
          last: 90,
          lastRecordedAt: at(16).toISOString(),
          buckets: [
            { start: start(0), mean: 60, minimum: 50, maximum: 70 },
            { start: start(15), mean: 90, minimum: 90, maximum: 90 },
          ],
        },
        {
          vitalSign: 'TEMPERATURE_CELSIUS',
          minimum: 20,
          maximum: 22,
          last: 22,
          lastRecordedAt: at(14).toISOString(),
          buckets: [{ start: start(0), mean: 21, minimum: 20, maximum: 22 }],
        },
      ]);
    });

    it("bin 7 days by the hour and 30 days by the day (Palma's, winter time), each over its own window", async () => {
      const { id } = await freshBoat();
      const device = await deviceFor(id);
      const hour = 3_600_000;
      const day = 24 * hour;
      const dayStart = (at: number) => Math.floor((at + hour) / day) * day - hour; // midnight at UTC+1
      const threeDaysAgo = dayStart(Date.now() - 3 * day) + 2 * hour;
      const tenDaysAgo = Date.now() - 10 * day;
      const battery = (at: number, ratio: number) => delta(new Date(at), { 'electrical.batteries.house.stateOfCharge': ratio });
      await post(device, [
        battery(threeDaysAgo + 10 * 60_000, 0.4),
        battery(threeDaysAgo + 70 * 60_000, 0.6),
        battery(threeDaysAgo + 230 * 60_000, 0.8),
        battery(tenDaysAgo, 0.3),
        battery(Date.now() - 35 * day, 0.1),
      ]);
      const means = async (period: string) => (await boat(id, period)).readingSeries[0].buckets.map((bucket) => [bucket.start, bucket.mean]);
      const point = (at: number, mean: number) => [new Date(at).toISOString(), mean];

      expect(await means('WEEK')).toEqual([point(threeDaysAgo, 40), point(threeDaysAgo + hour, 60), point(threeDaysAgo + 3 * hour, 80)]);
      expect(await means('MONTH')).toEqual([point(dayStart(tenDaysAgo), 30), point(dayStart(threeDaysAgo), 60)]);
    });

    it('give each window its true lowest, highest and last reading: a longer window never has a higher minimum than a shorter one', async () => {
      const { id } = await freshBoat();
      const device = await deviceFor(id);
      const hour = 3_600_000;
      const battery = (hoursAgo: number, ratio: number) => delta(new Date(Date.now() - hoursAgo * hour), { 'electrical.batteries.house.stateOfCharge': ratio });
      // One low reading among high ones within an hour: the hour's mean hides it, the figures do not.
      await post(device, [battery(30, 0.9), battery(29.9, 0.085), battery(29.8, 0.9), battery(5, 0.612), battery(4.9, 0.086), battery(0.1, 0.37)]);
      const figures = async (period: string) => {
        const [series] = (await boat(id, period)).readingSeries;
        return { minimum: series.minimum, maximum: series.maximum, last: series.last };
      };
      expect(await figures('DAY')).toEqual({ minimum: 8.6, maximum: 61.2, last: 37 });
      expect(await figures('WEEK')).toEqual({ minimum: 8.5, maximum: 90, last: 37 });
      expect(await figures('MONTH')).toEqual({ minimum: 8.5, maximum: 90, last: 37 });
      // The card's current state and the charts' last reading are the same one.
      expect((await boat(id, 'DAY')).vitalSigns?.batteryPercent).toBe(37);
    });
  });
});
