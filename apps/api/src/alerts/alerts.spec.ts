import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { createCustomerFixture, type CustomerFixture } from '../testing/portal-fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { AlertsService } from './alerts.service.js';

const CREATE = `mutation Create($input: CreateDeviceTokenInput!) { createDeviceToken(input: $input) { token } }`;
const ALERTS = `query Alerts($id: ID!) { boat(id: $id) { name openAlerts { id kind threshold value raisedAt clearedAt } } }`;
const NODE = `query Node($id: ID!) { node(id: $id) { id ... on BoatAlert { kind } } }`;
const BOATS = `{ boats { edges { node { name openAlerts { kind } } } } }`;

const RULES = `query Rules($id: ID!) { boat(id: $id) { alertRules { kind enabled threshold defaultThreshold direction clearMargin min max } } }`;
const UPDATE = `mutation Update($input: UpdateBoatAlertRulesInput!) { updateBoatAlertRules(input: $input) { boat { id alertRules { kind enabled threshold } openAlerts { kind } } } }`;
const RESET = `mutation Reset($input: ResetBoatAlertRulesInput!) { resetBoatAlertRules(input: $input) { boat { alertRules { kind enabled threshold } } } }`;
const BATTERY = 'electrical.batteries.house.stateOfCharge';

type Rule = { kind: string; enabled: boolean; threshold: number };
type Alert = { id: string; kind: string; threshold: number; value: number | null; raisedAt: string; clearedAt: string | null };

describe('alerts on a boat’s readings', () => {
  let api: TestApp;
  let db: DataSource;
  let owner: CustomerFixture;
  let ownerToken: string;

  async function boatWithDevice(): Promise<{ id: string; rowId: number; device: string }> {
    const [{ id: rowId }]: { id: number }[] = await db.query(
      `INSERT INTO boats (owner_id, name, type, length_meters, year) VALUES ($1, 'Vigilado', 'SAILBOAT', 9, 2020) RETURNING id`,
      [owner.userId],
    );
    const id = Buffer.from(`Boat:${rowId}`).toString('base64url');
    const created = await api.graphql<{ createDeviceToken: { token: string } }>(CREATE, { input: { boatId: id, name: 'Cerbo' } }, { token: ownerToken });
    return { id, rowId, device: created.data!.createDeviceToken.token };
  }

  async function post(device: string, readings: { at: Date; path: string; value: number }[]) {
    const response = await fetch(`${api.url}/telemetry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${device}` },
      body: JSON.stringify(
        readings.map(({ at, path, value }) => ({ context: 'vessels.self', updates: [{ timestamp: at.toISOString(), values: [{ path, value }] }] })),
      ),
    });
    expect(response.status).toBe(200);
  }

  async function alertsOf(rowId: number): Promise<Omit<Alert, 'id'>[]> {
    const rows: { kind: string; threshold: number; value: number | null; raised_at: Date; cleared_at: Date | null }[] = await db.query(
      'SELECT kind, threshold, value, raised_at, cleared_at FROM boat_alerts WHERE boat_id = $1 ORDER BY id',
      [rowId],
    );
    return rows.map((row) => ({
      kind: row.kind,
      threshold: row.threshold,
      value: row.value,
      raisedAt: row.raised_at.toISOString(),
      clearedAt: row.cleared_at?.toISOString() ?? null,
    }));
  }

  /** The alert e-mails about this boat (global id) in the outbox, oldest first. */
  async function alertMails(id: string): Promise<{ kind: string; recipient: string; subject: string; text_body: string }[]> {
    return db.query(
      `SELECT kind, recipient, subject, text_body FROM outbox_messages WHERE kind IN ('alertRaised', 'alertCleared') AND text_body LIKE '%' || $1 || '%' ORDER BY id`,
      [`/app/boats/${id}`],
    );
  }

  beforeAll(async () => {
    api = await createTestApp();
    db = api.app.get(DataSource);
    owner = await createCustomerFixture(db, 'alertas@cliente.com', 1);
    ownerToken = (await api.login(owner.email, owner.password)).token;
  });
  afterAll(() => api.close());

  it('a battery hovering at 20 % sent minute by minute raises exactly one alert and clears it exactly once', async () => {
    const { id, rowId, device } = await boatWithDevice();
    const start = Date.now() - 60 * 60_000;
    const values = [30, 21, 19.8, 20.2, 19.9, 20.1, 19.5, 19.4, 19.6, 19.3, 19.2, 19.4, 19.1, 20.5, 19.8, 24.9, 22, 24.5, 25.5, 24, 19.9, 20.2, 26];
    const series = values.map((value, minute) => ({
      at: new Date(start + minute * 60_000),
      path: 'electrical.batteries.house.stateOfCharge',
      value: value / 100,
    }));
    // In three requests, as a device sends them; the alert is open in between.
    await post(device, series.slice(0, 12));
    const open = await api.graphql<{ boat: { openAlerts: Alert[] } }>(ALERTS, { id }, { token: ownerToken });
    expect(open.data?.boat.openAlerts.map((alert) => [alert.kind, alert.threshold, alert.value])).toEqual([['LOW_BATTERY', 20, 19.4]]);
    // The alert is a node its boat's readers can fetch again; no one else can.
    const alertId = open.data!.boat.openAlerts[0].id;
    const own = await api.graphql<{ node: { id: string; kind: string } | null }>(NODE, { id: alertId }, { token: ownerToken });
    expect(own.data?.node).toEqual({ id: alertId, kind: 'LOW_BATTERY' });
    const stranger = await createCustomerFixture(db, 'curioso@cliente.com', 1);
    const foreign = await api.graphql<{ node: unknown }>(NODE, { id: alertId }, { token: (await api.login(stranger.email, stranger.password)).token });
    expect(foreign.data?.node).toBeNull();
    await post(device, series.slice(12, 18));
    expect((await alertsOf(rowId)).map((alert) => alert.clearedAt)).toEqual([null]);
    await post(device, series.slice(18));
    const alerts = await alertsOf(rowId);
    expect(alerts).toEqual([
      {
        kind: 'LOW_BATTERY',
        threshold: 20,
        value: 19.4,
        raisedAt: new Date(start + 11 * 60_000).toISOString(),
        clearedAt: new Date(start + 18 * 60_000).toISOString(),
      },
    ]);
    const after = await api.graphql<{ boat: { openAlerts: Alert[] } }>(ALERTS, { id }, { token: ownerToken });
    expect(after.data?.boat.openAlerts).toEqual([]);

    // One e-mail to the owner for the raise and one for the clear, in their language, through the outbox.
    const mails = await alertMails(id);
    expect(mails.map((mail) => [mail.kind, mail.recipient, mail.subject])).toEqual([
      ['alertRaised', owner.email, 'Alerta en Vigilado: batería por debajo del 20 %'],
      ['alertCleared', owner.email, 'Vigilado: la alerta ha terminado (batería por debajo del 20 %)'],
    ]);
    expect(mails[0].text_body).toContain('(lectura: 19,4 %)');
    expect(mails[1].text_body).toContain('(lectura: 25,5 %)');
  });

  it('a cabin over 45 °C for 5 minutes raises HIGH_TEMPERATURE, e-mailed in English to an English-speaking owner; a late cool reading does not clear it', async () => {
    const { id, rowId, device } = await boatWithDevice();
    await db.query(`UPDATE users SET language = 'en' WHERE id = $1`, [owner.userId]);
    try {
      const start = Date.now() - 30 * 60_000;
      await post(
        device,
        [0, 3, 6].map((minute) => ({ at: new Date(start + minute * 60_000), path: 'environment.inside.temperature', value: 273.15 + 47 })),
      );
      await post(device, [{ at: new Date(start - 60 * 60_000), path: 'environment.inside.temperature', value: 273.15 + 20 }]);
      expect((await alertsOf(rowId)).map((alert) => [alert.kind, alert.clearedAt])).toEqual([['HIGH_TEMPERATURE', null]]);
      const [raised, ...rest] = await alertMails(id);
      expect(rest).toEqual([]);
      expect(raised.subject).toMatch(/^Alert on Vigilado: cabin temperature over 45\s°C$/u);
      expect(raised.text_body).toMatch(/Your boat Vigilado has an alert: cabin temperature over 45\s°C, since .+\(reading: 47\s°C\)/u);
    } finally {
      await db.query(`UPDATE users SET language = 'es' WHERE id = $1`, [owner.userId]);
    }
  });

  it('a boat whose device has been silent for 2 hours gets NO_DATA, cleared by its next reading; a boat without a device does not', async () => {
    const { id, rowId, device } = await boatWithDevice();
    const last = new Date(Date.now() - 3.5 * 3_600_000);
    await post(device, [{ at: last, path: 'environment.inside.relativeHumidity', value: 0.6 }]);
    const alerts = api.app.get(AlertsService);
    const raised = await alerts.sweepSilentBoats();
    expect(raised.filter((change) => change.boatId === rowId).map((change) => change.kind)).toEqual(['NO_DATA']);
    // Once only, however often the sweep runs.
    expect((await alerts.sweepSilentBoats()).filter((change) => change.boatId === rowId)).toEqual([]);
    expect(await alertsOf(rowId)).toEqual([
      { kind: 'NO_DATA', threshold: 2, value: null, raisedAt: new Date(last.getTime() + 2 * 3_600_000).toISOString(), clearedAt: null },
    ]);
    // Its owner allows more silent hours: a window that covers the last reading closes the alert now; one that does not leaves it.
    const allow = (hours: number) => api.graphql(UPDATE, { input: { boatId: id, noData: { enabled: true, threshold: hours } } }, { token: ownerToken });
    await allow(3);
    expect((await alertsOf(rowId)).map((alert) => alert.clearedAt)).toEqual([null]);
    await allow(6);
    expect((await alertsOf(rowId)).map((alert) => alert.clearedAt)).toEqual([expect.any(String)]);
    await allow(2);
    expect((await alerts.sweepSilentBoats()).filter((change) => change.boatId === rowId).map((change) => change.kind)).toEqual(['NO_DATA']);
    const now = new Date();
    await post(device, [{ at: now, path: 'environment.inside.relativeHumidity', value: 0.6 }]);
    expect((await alertsOf(rowId)).map((alert) => alert.clearedAt)).toEqual([expect.any(String), now.toISOString()]);
    // The fixture's boat has readings 5 hours old but no device: not monitored, no alert.
    const [{ n }]: { n: number }[] = await db.query(
      `SELECT count(*)::int AS n FROM boat_alerts a JOIN boats b ON b.id = a.boat_id WHERE b.name = 'Barco 1' AND b.owner_id = $1`,
      [owner.userId],
    );
    expect(n).toBe(0);
  });

  it('the demo seed runs its history through the rules: Mallorca Spirit’s flat battery is an open alert on its card', async () => {
    const demo = await api.login('cliente@demo.com', 'Cliente123!');
    const response = await api.graphql<{ boats: { edges: { node: { name: string; openAlerts: { kind: string }[] } }[] } }>(BOATS, {}, { token: demo.token });
    const spirit = response.data!.boats.edges.find((edge) => edge.node.name === 'Mallorca Spirit');
    expect(spirit?.node.openAlerts.map((alert) => alert.kind)).toContain('LOW_BATTERY');
  });

  describe('rules an owner changes', () => {
    /** One battery reading a minute, at these minutes after `start`. */
    const battery = (start: number, minutes: number[], percent: number) =>
      minutes.map((minute) => ({ at: new Date(start + minute * 60_000), path: BATTERY, value: percent / 100 }));
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

    async function update(input: Record<string, unknown>, token = ownerToken) {
      return api.graphql<{ updateBoatAlertRules: { boat: { alertRules: Rule[]; openAlerts: { kind: string }[] } } }>(UPDATE, { input }, { token });
    }

    async function rulesOf(id: string, token = ownerToken): Promise<Rule[]> {
      const response = await api.graphql<{ boat: { alertRules: Rule[] } }>(RULES, { id }, { token });
      return response.data!.boat.alertRules.map(({ kind, enabled, threshold }) => ({ kind, enabled, threshold }));
    }

    const defaults: Rule[] = [
      { kind: 'LOW_BATTERY', enabled: true, threshold: 20 },
      { kind: 'HIGH_TEMPERATURE', enabled: true, threshold: 45 },
      { kind: 'HIGH_HUMIDITY', enabled: true, threshold: 80 },
      { kind: 'NO_DATA', enabled: true, threshold: 2 },
    ];

    it('a boat starts with the default rules; its owner changes them, one back at its default keeps no row, and reset puts them all back', async () => {
      const { id, rowId } = await boatWithDevice();
      const read = await api.graphql<{ boat: { alertRules: Record<string, unknown>[] } }>(RULES, { id }, { token: ownerToken });
      expect(read.data?.boat.alertRules).toEqual([
        { kind: 'LOW_BATTERY', enabled: true, threshold: 20, defaultThreshold: 20, direction: 'BELOW', clearMargin: 5, min: 5, max: 60 },
        { kind: 'HIGH_TEMPERATURE', enabled: true, threshold: 45, defaultThreshold: 45, direction: 'ABOVE', clearMargin: 3, min: 25, max: 70 },
        { kind: 'HIGH_HUMIDITY', enabled: true, threshold: 80, defaultThreshold: 80, direction: 'ABOVE', clearMargin: 5, min: 50, max: 95 },
        { kind: 'NO_DATA', enabled: true, threshold: 2, defaultThreshold: 2, direction: 'ABOVE', clearMargin: null, min: 1, max: 72 },
      ]);

      const changed = await update({
        boatId: id,
        lowBattery: { enabled: true, threshold: 30 },
        highHumidity: { enabled: false, threshold: 80 },
        noData: { enabled: true, threshold: 12 },
      });
      expect(changed.errors).toBeUndefined();
      const mine = [
        { kind: 'LOW_BATTERY', enabled: true, threshold: 30 },
        defaults[1],
        { kind: 'HIGH_HUMIDITY', enabled: false, threshold: 80 },
        { kind: 'NO_DATA', enabled: true, threshold: 12 },
      ];
      expect(changed.data?.updateBoatAlertRules.boat.alertRules).toEqual(mine);
      expect(await rulesOf(id)).toEqual(mine);

      // The battery back at 20 %: it follows the defaults again (no row of its own); the others stay.
      await update({ boatId: id, lowBattery: { enabled: true, threshold: 20 } });
      const rows: { kind: string }[] = await db.query('SELECT kind FROM boat_alert_rules WHERE boat_id = $1 ORDER BY kind', [rowId]);
      expect(rows.map((row) => row.kind)).toEqual(['HIGH_HUMIDITY', 'NO_DATA']);

      const reset = await api.graphql<{ resetBoatAlertRules: { boat: { alertRules: Rule[] } } }>(RESET, { input: { boatId: id } }, { token: ownerToken });
      expect(reset.data?.resetBoatAlertRules.boat.alertRules).toEqual(defaults);
      expect(await db.query('SELECT 1 FROM boat_alert_rules WHERE boat_id = $1', [rowId])).toEqual([]);
    });

    it('thresholds outside their range are refused with a field error each, and nothing is stored', async () => {
      const { id } = await boatWithDevice();
      const refused = await update({
        boatId: id,
        lowBattery: { enabled: true, threshold: 4 },
        highTemperature: { enabled: true, threshold: 71 },
        highHumidity: { enabled: true, threshold: 70 },
        noData: { enabled: true, threshold: 0 },
      });
      expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      const fieldErrors = refused.errors?.[0].extensions?.fieldErrors as { field: string; code: string }[];
      expect(fieldErrors.map(({ field, code }) => [field, code])).toEqual([
        ['lowBattery.threshold', 'min'],
        ['highTemperature.threshold', 'max'],
        ['noData.threshold', 'min'],
      ]);
      expect(await rulesOf(id)).toEqual(defaults);
    });

    it("a customer neither reads nor changes another customer's rules; an admin changes anyone's", async () => {
      const { id } = await boatWithDevice();
      const stranger = await createCustomerFixture(db, 'extrano@cliente.com', 1);
      const strangerToken = (await api.login(stranger.email, stranger.password)).token;
      const read = await api.graphql(RULES, { id }, { token: strangerToken });
      expect(read.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const changed = await update({ boatId: id, lowBattery: { enabled: false, threshold: 20 } }, strangerToken);
      expect(changed.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const reset = await api.graphql(RESET, { input: { boatId: id } }, { token: strangerToken });
      expect(reset.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect(await rulesOf(id)).toEqual(defaults);

      const admin = await api.login('admin@demo.com', 'Admin123!');
      const byAdmin = await update({ boatId: id, highTemperature: { enabled: true, threshold: 50 } }, admin.token);
      expect(byAdmin.errors).toBeUndefined();
      expect((await rulesOf(id))[1]).toEqual({ kind: 'HIGH_TEMPERATURE', enabled: true, threshold: 50 });
    });

    it('a new threshold applies from the next reading: an open battery alert clears once past the new line by the margin, with one e-mail, and does not flap', async () => {
      const { id, rowId, device } = await boatWithDevice();
      const start = Date.now() - 60 * 60_000;
      await post(device, battery(start, range(0, 5), 18));
      expect((await alertsOf(rowId)).map((alert) => [alert.kind, alert.threshold, alert.clearedAt])).toEqual([['LOW_BATTERY', 20, null]]);

      // A higher line: 18 % is still under it, the alert stays open.
      await update({ boatId: id, lowBattery: { enabled: true, threshold: 30 } });
      await post(device, battery(start, [6], 18));
      expect((await alertsOf(rowId)).map((alert) => alert.clearedAt)).toEqual([null]);

      // A lower line (10 %, clears over 15 %): the next reading at 18 % clears it.
      await update({ boatId: id, lowBattery: { enabled: true, threshold: 10 } });
      await post(device, battery(start, [7], 18));
      expect((await alertsOf(rowId)).map((alert) => alert.clearedAt)).toEqual([new Date(start + 7 * 60_000).toISOString()]);
      // Hovering between 10 % and 15 % raises nothing; under 10 % for 5 minutes is a new episode.
      await post(device, [...battery(start, range(8, 13), 12), ...battery(start, [14], 10.5)]);
      expect(await alertsOf(rowId)).toHaveLength(1);
      await post(device, battery(start, range(15, 20), 9));
      expect((await alertsOf(rowId)).map((alert) => [alert.threshold, alert.value, alert.clearedAt])).toEqual([
        [20, 18, new Date(start + 7 * 60_000).toISOString()],
        [10, 9, null],
      ]);
      expect((await alertMails(id)).map((mail) => mail.kind)).toEqual(['alertRaised', 'alertCleared', 'alertRaised']);
    });

    it('a rule turned off closes its open alert at once, with one e-mail, and raises nothing; turned back on or changed, the 5 minutes start again', async () => {
      const { id, rowId, device } = await boatWithDevice();
      const start = Date.now() - 60 * 60_000;
      await post(device, battery(start, range(0, 5), 18));
      const off = await update({ boatId: id, lowBattery: { enabled: false, threshold: 20 } });
      expect(off.data?.updateBoatAlertRules.boat.openAlerts).toEqual([]);
      const [closed] = await alertsOf(rowId);
      expect(closed.clearedAt).not.toBeNull();
      expect((await alertMails(id)).map((mail) => mail.kind)).toEqual(['alertRaised', 'alertCleared']);

      await post(device, battery(start, range(6, 15), 10));
      expect(await alertsOf(rowId)).toHaveLength(1);

      await update({ boatId: id, lowBattery: { enabled: true, threshold: 20 } });
      await post(device, battery(start, range(16, 19), 10));
      // Under the line since minute 16, not yet for 5 minutes: a new threshold starts the count again.
      await update({ boatId: id, lowBattery: { enabled: true, threshold: 15 } });
      await post(device, battery(start, range(21, 25), 10));
      expect(await alertsOf(rowId)).toHaveLength(1);
      await post(device, battery(start, [26], 10));
      expect((await alertsOf(rowId)).map((alert) => [alert.raisedAt, alert.clearedAt])).toEqual([
        [closed.raisedAt, closed.clearedAt],
        [new Date(start + 26 * 60_000).toISOString(), null],
      ]);
    });
  });

  it('the admins see which of a client’s boats are in alert', async () => {
    await createCustomerFixture(db, 'tranquilo@cliente.com', 2);
    const admin = await api.login('admin@demo.com', 'Admin123!');
    const response = await api.graphql<{ clients: { edges: { node: { email: string; boatsInAlert: { name: string; openAlerts: { kind: string }[] }[] } }[] } }>(
      `{ clients(first: 100) { edges { node { email boatsInAlert { name openAlerts { kind } } } } } }`,
      {},
      { token: admin.token },
    );
    const byEmail = new Map(response.data!.clients.edges.map((edge) => [edge.node.email, edge.node.boatsInAlert]));
    expect(byEmail.get('cliente@demo.com')?.map((boat) => boat.name)).toEqual(['Mallorca Spirit']);
    expect(byEmail.get('cliente@demo.com')?.[0].openAlerts.map((alert) => alert.kind)).toContain('LOW_BATTERY');
    expect(byEmail.get('tranquilo@cliente.com')).toEqual([]);
  });
});
