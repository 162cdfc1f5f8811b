import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DataSource } from 'typeorm';
import { createCustomerFixture } from '../testing/portal-fixtures.js';
import { localId } from '../common/relay/global-id.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * The real thing: the `signalk-server` package playing its bundled NMEA 0183 and NMEA 2000 sample
 * logs (timestamps set to now), its WebSocket stream (/signalk/v1/stream) forwarded to POST
 * /telemetry the way a boat's forwarder would: its own vessel's context named `vessels.self`.
 */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface Delta {
  context?: string;
  updates?: unknown[];
}

describe('forwarding a real Signal K server’s stream to POST /telemetry', () => {
  let api: TestApp;
  let signalK: ChildProcess;
  let configDir: string;
  let port: number;

  beforeAll(async () => {
    api = await createTestApp({ telemetryRequestsPerMinute: 1000 });
    port = await freePort();
    configDir = await mkdtemp(join(tmpdir(), 'signalk-'));
    const bin = join(dirname(createRequire(import.meta.url).resolve('signalk-server/package.json')), 'bin', 'signalk-server');
    signalK = spawn(process.execPath, [bin, '--sample-nmea0183-data', '--sample-n2k-data', '--override-timestamps', '-c', configDir], {
      env: { ...process.env, PORT: String(port), NODE_ENV: 'test' },
      stdio: 'ignore',
    });
    await waitFor(`http://127.0.0.1:${port}/signalk`, 30_000);
  }, 60_000);

  afterAll(async () => {
    signalK?.kill('SIGTERM');
    await api?.close();
    await rm(configDir, { recursive: true, force: true });
  });

  it('stores the boat’s position from the real deltas, ignores the paths we do not keep, and refuses none', async () => {
    const db = api.app.get(DataSource);
    const owner = await createCustomerFixture(db, 'signalk@cliente.com', 1);
    const { token } = await api.login(owner.email, owner.password);
    const created = await api.graphql<{ createDeviceToken: { token: string } }>(
      'mutation($input: CreateDeviceTokenInput!) { createDeviceToken(input: $input) { token } }',
      { input: { boatId: owner.boatIds[0], name: 'Signal K server' } },
      { token },
    );
    const device = created.data!.createDeviceToken.token;

    // Three seconds of the stream, sent in batches of what arrived each half second.
    const deltas: Delta[] = [];
    let self = '';
    const socket = new WebSocket(`ws://127.0.0.1:${port}/signalk/v1/stream?subscribe=self`);
    socket.onmessage = (message) => {
      const data = JSON.parse(String(message.data)) as Delta & { self?: string };
      if (data.self)
        self = data.self; // the hello message names this vessel
      else if (data.updates) deltas.push(data);
    };
    const answers: { status: number; body: { stored: number; ignored: number; message?: string } }[] = [];
    for (let tick = 0; tick < 6; tick++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const batch = deltas.splice(0).map((delta) => ({ ...delta, context: delta.context === self ? 'vessels.self' : delta.context }));
      if (batch.length === 0) continue;
      const response = await fetch(`${api.url}/telemetry`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${device}` },
        body: JSON.stringify(batch),
      });
      answers.push({ status: response.status, body: (await response.json()) as never });
    }
    socket.close();

    expect(self).toMatch(/^vessels\.urn:mrn:/);
    expect(answers.length).toBeGreaterThan(2);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(answers.reduce((sum, answer) => sum + answer.body.ignored, 0)).toBeGreaterThan(50);
    const rows: { metric: string; value: number; recorded_at: Date }[] = await db.query(
      `SELECT metric, value, recorded_at FROM telemetry_readings WHERE boat_id = $1 AND metric IN ('latitude', 'longitude')`,
      [Number(localId(owner.boatIds[0], 'Boat'))],
    );
    expect(rows.length).toBeGreaterThan(0);
    // The samples sail the Gulf of Finland (the NMEA 2000 log) and off Plaka (the NMEA 0183 one).
    for (const row of rows) {
      expect(Math.abs(row.value)).toBeLessThanOrEqual(180);
      expect(Date.now() - row.recorded_at.getTime()).toBeLessThan(60_000);
    }
  }, 60_000);
});
