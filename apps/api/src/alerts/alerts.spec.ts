import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { createCustomerFixture, type CustomerFixture } from '../boats/portal-fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { AlertsService } from './alerts.service.js';

const CREATE = `mutation Create($input: CreateDeviceTokenInput!) { createDeviceToken(input: $input) { token } }`;
const ALERTS = `query Alerts($id: ID!) { boat(id: $id) { name openAlerts { id kind threshold value raisedAt clearedAt } } }`;
const BOATS = `{ boats { edges { node { name openAlerts { kind } } } } }`;

type Alert = { kind: string; threshold: number; value: number | null; raisedAt: string; clearedAt: string | null };

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
      body: JSON.stringify(readings.map(({ at, path, value }) => ({ context: 'vessels.self', updates: [{ timestamp: at.toISOString(), values: [{ path, value }] }] }))),
    });
    expect(response.status).toBe(200);
  }

  async function alertsOf(rowId: number): Promise<Alert[]> {
    const rows: { kind: string; threshold: number; value: number | null; raised_at: Date; cleared_at: Date | null }[] = await db.query(
      'SELECT kind, threshold, value, raised_at, cleared_at FROM boat_alerts WHERE boat_id = $1 ORDER BY id',
      [rowId],
    );
    return rows.map((row) => ({ kind: row.kind, threshold: row.threshold, value: row.value, raisedAt: row.raised_at.toISOString(), clearedAt: row.cleared_at?.toISOString() ?? null }));
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
    const series = values.map((value, minute) => ({ at: new Date(start + minute * 60_000), path: 'electrical.batteries.house.stateOfCharge', value: value / 100 }));
    // In three requests, as a device sends them; the alert is open in between.
    await post(device, series.slice(0, 12));
    const open = await api.graphql<{ boat: { openAlerts: Alert[] } }>(ALERTS, { id }, { token: ownerToken });
    expect(open.data?.boat.openAlerts.map((alert) => [alert.kind, alert.threshold, alert.value])).toEqual([['LOW_BATTERY', 20, 19.4]]);
    await post(device, series.slice(12, 18));
    expect((await alertsOf(rowId)).map((alert) => alert.clearedAt)).toEqual([null]);
    await post(device, series.slice(18));
    const alerts = await alertsOf(rowId);
    expect(alerts).toEqual([{ kind: 'LOW_BATTERY', threshold: 20, value: 19.4, raisedAt: new Date(start + 11 * 60_000).toISOString(), clearedAt: new Date(start + 18 * 60_000).toISOString() }]);
    const after = await api.graphql<{ boat: { openAlerts: Alert[] } }>(ALERTS, { id }, { token: ownerToken });
    expect(after.data?.boat.openAlerts).toEqual([]);

    // One e-mail to the owner for the raise and one for the clear, in their language, through the outbox.
    const mails: { kind: string; recipient: string; subject: string; text_body: string }[] = await db.query(
      `SELECT kind, recipient, subject, text_body FROM outbox_messages WHERE kind IN ('alertRaised', 'alertCleared') AND text_body LIKE '%' || $1 || '%' ORDER BY id`,
      [`/app/boats/${id}`],
    );
    expect(mails.map((mail) => [mail.kind, mail.recipient, mail.subject])).toEqual([
      ['alertRaised', owner.email, 'Alerta en Vigilado: batería por debajo del 20 %'],
      ['alertCleared', owner.email, 'Vigilado: la alerta ha terminado (batería por debajo del 20 %)'],
    ]);
    expect(mails[0].text_body).toContain('(lectura: 19,4 %)');
    expect(mails[1].text_body).toContain('(lectura: 25,5 %)');
  });

  it('a cabin over 45 °C for 5 minutes raises HIGH_TEMPERATURE; a late cool reading does not clear it', async () => {
    const { rowId, device } = await boatWithDevice();
    const start = Date.now() - 30 * 60_000;
    await post(device, [0, 3, 6].map((minute) => ({ at: new Date(start + minute * 60_000), path: 'environment.inside.temperature', value: 273.15 + 47 })));
    await post(device, [{ at: new Date(start - 60 * 60_000), path: 'environment.inside.temperature', value: 273.15 + 20 }]);
    expect((await alertsOf(rowId)).map((alert) => [alert.kind, alert.clearedAt])).toEqual([['HIGH_TEMPERATURE', null]]);
  });

  it('a boat whose device has been silent for 2 hours gets NO_DATA, cleared by its next reading; a boat without a device does not', async () => {
    const { rowId, device } = await boatWithDevice();
    const last = new Date(Date.now() - 3 * 3_600_000);
    await post(device, [{ at: last, path: 'environment.inside.relativeHumidity', value: 0.6 }]);
    const alerts = api.app.get(AlertsService);
    const raised = await alerts.sweepSilentBoats();
    expect(raised.filter((change) => change.boatId === rowId).map((change) => change.kind)).toEqual(['NO_DATA']);
    // Once only, however often the sweep runs.
    expect((await alerts.sweepSilentBoats()).filter((change) => change.boatId === rowId)).toEqual([]);
    expect(await alertsOf(rowId)).toEqual([{ kind: 'NO_DATA', threshold: 2, value: null, raisedAt: new Date(last.getTime() + 2 * 3_600_000).toISOString(), clearedAt: null }]);
    const now = new Date();
    await post(device, [{ at: now, path: 'environment.inside.relativeHumidity', value: 0.6 }]);
    expect((await alertsOf(rowId)).map((alert) => alert.clearedAt)).toEqual([now.toISOString()]);
    // The fixture's boat has readings 5 hours old but no device: not monitored, no alert.
    const [{ n }]: { n: number }[] = await db.query(`SELECT count(*)::int AS n FROM boat_alerts a JOIN boats b ON b.id = a.boat_id WHERE b.name = 'Barco 1' AND b.owner_id = $1`, [owner.userId]);
    expect(n).toBe(0);
  });

  it('the demo seed runs its history through the rules: Mallorca Spirit’s flat battery is an open alert on its card', async () => {
    const demo = await api.login('cliente@demo.com', 'Cliente123!');
    const response = await api.graphql<{ boats: { edges: { node: { name: string; openAlerts: { kind: string }[] } }[] } }>(BOATS, {}, { token: demo.token });
    const spirit = response.data!.boats.edges.find((edge) => edge.node.name === 'Mallorca Spirit');
    expect(spirit?.node.openAlerts.map((alert) => alert.kind)).toContain('LOW_BATTERY');
  });
});
