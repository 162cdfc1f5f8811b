import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startEmbeddedPostgres, type RunningPostgres } from '../database/embedded-postgres.js';
import { freePort } from '../testing/global-setup.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

type Phase = 'up' | 'stopping' | 'down' | 'restarting' | 'back';

/** A request and the phases of the outage it started and ended in. */
interface Outcome {
  started: Phase;
  ended: Phase;
  ok: boolean;
  code?: unknown;
}

const BOATS = 'query Boats { boats(first: 3) { totalCount } }';
const CONCURRENT_CLIENTS = 6;

/**
 * docs/security.md, "Faults": PostgreSQL stopped and started again while clients keep asking.
 * The API must answer while the database is gone (no request waits on a dead pool: the pool's
 * connection timeout and the health probe's bound it) and serve again once it is back, without a
 * restart of its own. This suite has its own server.
 */
describe('PostgreSQL restarted under load', () => {
  let dataDir: string;
  let port: number;
  let postgres: RunningPostgres;
  let api: TestApp;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mmt-restart-pg-'));
    await chmod(dataDir, 0o755); // embedded-postgres runs as the `postgres` user when we are root
    port = await freePort();
    postgres = await startEmbeddedPostgres(dataDir, port);
    api = await createTestApp({}, { databaseUrl: postgres.url });
    // Hundreds of requests fail on purpose here: keep their error logs (Nest's, TypeORM's) out of the output.
    api.app.useLogger(false);
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
  }, 120_000);

  afterAll(async () => {
    jest.restoreAllMocks();
    await api?.close();
    await postgres?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function healthStatus(): Promise<number> {
    const response = await fetch(`${api.url}/health`);
    await response.body?.cancel();
    return response.status;
  }

  // Waits on what happened, never on a clock: a request that hung on the dead pool would keep its
  // phase from ever filling, and the test would fail on its own timeout.
  async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
    while (!(await condition())) await sleep(50);
  }

  it('fails every request while the database is down and recovers on its own', async () => {
    const { token } = await api.login('cliente@demo.com', 'Cliente123!');
    let phase: Phase = 'up';
    let running = true;
    const outcomes: Outcome[] = [];
    const client = async () => {
      while (running) {
        const started = phase;
        const response = await api.graphql<{ boats: { totalCount: number } }>(BOATS, {}, { token });
        outcomes.push({ started, ended: phase, ok: response.data?.boats.totalCount === 3, code: response.errors?.[0]?.extensions?.code });
      }
    };
    const within = (which: Phase) => outcomes.filter((outcome) => outcome.started === which && outcome.ended === which);
    const clients = Array.from({ length: CONCURRENT_CLIENTS }, client);

    await until(() => within('up').length >= CONCURRENT_CLIENTS);
    phase = 'stopping';
    await postgres.stop();
    phase = 'down';
    const whileDown = await healthStatus();
    // Each client's requests are answered while the database is still gone: none waits for it to return.
    await until(() => within('down').length >= 2 * CONCURRENT_CLIENTS);

    phase = 'restarting';
    postgres = await startEmbeddedPostgres(dataDir, port);
    await until(async () => (await healthStatus()) === 200);
    phase = 'back';
    await until(() => within('back').length >= CONCURRENT_CLIENTS);
    running = false;
    await Promise.all(clients);

    expect(whileDown).toBe(503);
    expect(within('up').every((outcome) => outcome.ok)).toBe(true);
    const down = within('down');
    expect(down.every((outcome) => !outcome.ok)).toBe(true);
    // An outage is a server fault that says so (clients retry), never a reason to sign the customer out.
    expect([...new Set(down.map((outcome) => outcome.code))]).toEqual(['SERVICE_UNAVAILABLE']);
    // Back: the same process and the same access token, every request served again.
    expect(outcomes.filter((outcome) => outcome.started === 'back').every((outcome) => outcome.ok)).toBe(true);
  }, 90_000);
});
