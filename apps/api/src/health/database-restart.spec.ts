import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startEmbeddedPostgres, type RunningPostgres } from '../database/embedded-postgres.js';
import { freePort } from '../testing/global-setup.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

interface Outcome {
  started: number;
  ended: number;
  ok: boolean;
  code?: unknown;
}

const BOATS = 'query Boats { boats(first: 3) { totalCount } }';
const CONCURRENT_CLIENTS = 6;

/**
 * security.md, "Faults": PostgreSQL stopped and started again while clients keep asking.
 * The API must answer fast while the database is gone (no request waits on a dead pool) and
 * serve again once it is back, without a restart of its own. This suite has its own server.
 */
describe('PostgreSQL restarted under load', () => {
  let dataDir: string;
  let port: number;
  let postgres: RunningPostgres;
  let api: TestApp;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mmt-restart-pg-'));
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

  async function health(): Promise<{ status: number; ms: number }> {
    const started = performance.now();
    const response = await fetch(`${api.url}/health`);
    await response.body?.cancel();
    return { status: response.status, ms: performance.now() - started };
  }

  it('fails fast while the database is down and recovers on its own', async () => {
    const { token } = await api.login('cliente@demo.com', 'Cliente123!');
    let running = true;
    const outcomes: Outcome[] = [];
    const client = async () => {
      while (running) {
        const started = performance.now();
        const response = await api.graphql<{ boats: { totalCount: number } }>(BOATS, {}, { token });
        outcomes.push({ started, ended: performance.now(), ok: response.data?.boats.totalCount === 3, code: response.errors?.[0]?.extensions?.code });
      }
    };
    const clients = Array.from({ length: CONCURRENT_CLIENTS }, client);

    await sleep(1000);
    const stoppingAt = performance.now();
    await postgres.stop();
    const stoppedAt = performance.now();
    const whileDown = await health();
    await sleep(4000);

    const restartingAt = performance.now();
    postgres = await startEmbeddedPostgres(dataDir, port);
    const restartedAt = performance.now();
    let recovered = await health();
    while (recovered.status !== 200 && performance.now() - restartedAt < 15_000) {
      await sleep(100);
      recovered = await health();
    }
    const recoveredAt = performance.now();
    await sleep(1500);
    running = false;
    await Promise.all(clients);

    const before = outcomes.filter((outcome) => outcome.ended < stoppingAt);
    const down = outcomes.filter((outcome) => outcome.started > stoppedAt && outcome.ended < restartingAt);
    const after = outcomes.filter((outcome) => outcome.started > recoveredAt);

    expect(whileDown.status).toBe(503);
    expect(whileDown.ms).toBeLessThan(1500);
    expect(recovered.status).toBe(200);
    expect((recoveredAt - restartedAt) / 1000).toBeLessThan(10);

    expect(before.length).toBeGreaterThan(0);
    expect(before.every((outcome) => outcome.ok)).toBe(true);
    // Down: every request fails within the pool's connection timeout (3 s) plus a margin; none hangs.
    expect(down.length).toBeGreaterThan(0);
    expect(down.every((outcome) => !outcome.ok)).toBe(true);
    expect(Math.max(...down.map((outcome) => outcome.ended - outcome.started))).toBeLessThan(5000);
    // An outage is a server fault that says so (clients retry), never a reason to sign the customer out.
    expect([...new Set(down.map((outcome) => outcome.code))]).toEqual(['SERVICE_UNAVAILABLE']);
    // Back: the same process and the same access token, every request served again.
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((outcome) => outcome.ok)).toBe(true);
  }, 90_000);
});
