// npm run chaos:db — PostgreSQL stopped and started under load, against the production API.
// Writers keep asking for jobs (requestJob, as the demo customer) and readers keep listing boats
// while /health is polled; the database goes away for CHAOS_DOWN_SECONDS (5) and comes back.
// Checked: /health answers 503 (fast) while it is down; requests then fail fast with a clear error
// (SERVICE_UNAVAILABLE); the same API process serves again once the database is back; and every
// write acknowledged to a client is in the database afterwards.
// Bounded: loopback only, a fixed timeline, every process it starts is stopped at the end.
import pg from 'pg';
import { graphql, login, OPERATIONS, runScript, setting, sleep, startApi, startPostgres, verdict } from './lib.mjs';

const DOWN_S = setting('CHAOS_DOWN_SECONDS', 5, 2);
const WRITERS = 4;
const READERS = 2;
const FAIL_FAST_MS = 5000;
const HEALTH_FAST_MS = 1500;
const RECOVERY_BUDGET_MS = 15_000;
const REQUEST_JOB = 'mutation RequestJob($input: RequestJobInput!) { requestJob(input: $input) { job { id title } } }';

await runScript(async () => {
  const postgres = await startPostgres();
  // The per-customer limit of job requests would stop the writers long before the database does.
  const api = await startApi(postgres.url, { JOB_REQUESTS_PER_HOUR: '1000000' });
  const token = await login(api.url);
  const boats = await graphql(api.url, OPERATIONS.boats, token);
  const boatId = boats.json.data.boats.edges[0].node.id;

  const outcomes = [];
  const acknowledged = [];
  const health = [];
  let running = true;

  /** One call, timed; `ok` when the answer has the data asked for. */
  async function timed(kind, body) {
    const started = performance.now();
    let code;
    let data;
    try {
      const response = await graphql(api.url, body, token);
      data = response.json.data;
      code = response.json.errors?.[0]?.extensions?.code;
    } catch (error) {
      code = `NETWORK (${error.name})`;
    }
    const outcome = { kind, started, ended: performance.now(), ok: Boolean(data && !code), code };
    outcomes.push(outcome);
    return { outcome, data };
  }
  const writer = async (n) => {
    for (let seq = 0; running; seq++) {
      const title = `chaos ${n}-${seq}`;
      const { outcome, data } = await timed('write', { query: REQUEST_JOB, variables: { input: { boatId, title } } });
      if (outcome.ok) acknowledged.push({ title, id: data.requestJob.job.id });
      if (!outcome.ok) await sleep(20);
    }
  };
  const reader = async () => {
    while (running) {
      const { outcome } = await timed('read', OPERATIONS.boats);
      if (!outcome.ok) await sleep(20);
    }
  };
  const poller = async () => {
    while (running) {
      const started = performance.now();
      const status = await fetch(`${api.url}/health`, { signal: AbortSignal.timeout(5000) }).then(
        (response) => response.status,
        () => 0,
      );
      health.push({ started, ms: performance.now() - started, status });
      await sleep(200);
    }
  };
  const load = [...Array.from({ length: WRITERS }, (_, n) => writer(n)), ...Array.from({ length: READERS }, reader), poller()];

  await sleep(3000);
  const stoppingAt = performance.now();
  await postgres.stop();
  const stoppedAt = performance.now();
  console.log(`PostgreSQL stopped (${Math.round(stoppedAt - stoppingAt)} ms); down for ${DOWN_S} s`);
  await sleep(DOWN_S * 1000);
  const restartingAt = performance.now();
  await postgres.start();
  const restartedAt = performance.now();
  let recoveredAt = null;
  while (recoveredAt === null && performance.now() - restartedAt < RECOVERY_BUDGET_MS + 5000) {
    await sleep(100);
    if (health.at(-1)?.status === 200 && health.at(-1).started > restartedAt) recoveredAt = performance.now();
  }
  console.log(`PostgreSQL started again (${Math.round(restartedAt - restartingAt)} ms)`);
  await sleep(3000);
  running = false;
  await Promise.all(load);

  // Every acknowledged write, read back from the database itself.
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  const { rows } = await client.query(`SELECT title FROM jobs WHERE title LIKE 'chaos %'`);
  await client.end();
  const stored = new Set(rows.map((row) => row.title));
  const lost = acknowledged.filter((write) => !stored.has(write.title));
  const stillRunning = (await fetch(`${api.url}/health`)).status === 200 && api.child.exitCode === null;

  const before = outcomes.filter((o) => o.ended < stoppingAt);
  const down = outcomes.filter((o) => o.started > stoppedAt && o.ended < restartingAt);
  const after = recoveredAt === null ? [] : outcomes.filter((o) => o.started > recoveredAt);
  const healthDown = health.filter((h) => h.started > stoppedAt && h.started + h.ms < restartingAt);
  const downCodes = [...new Set(down.map((o) => o.code))];
  const maxDownMs = Math.round(Math.max(0, ...down.map((o) => o.ended - o.started)));

  console.table([
    { phase: 'before', requests: before.length, ok: before.filter((o) => o.ok).length },
    { phase: 'database down', requests: down.length, ok: down.filter((o) => o.ok).length, 'slowest ms': maxDownMs, codes: downCodes.join(', ') },
    { phase: 'after recovery', requests: after.length, ok: after.filter((o) => o.ok).length },
  ]);
  console.log(
    `/health while down: ${healthDown.length} polls, statuses ${[...new Set(healthDown.map((h) => h.status))].join(', ')}, slowest ${Math.round(Math.max(0, ...healthDown.map((h) => h.ms)))} ms`,
  );
  console.log(
    `recovered ${recoveredAt === null ? 'NEVER' : `${Math.round(recoveredAt - restartedAt)} ms after PostgreSQL was back`}, same API process: ${stillRunning}`,
  );
  console.log(`writes acknowledged: ${acknowledged.length}, found in the database: ${acknowledged.length - lost.length}, lost: ${lost.length}`);

  if (lost.length) console.log('lost:', lost.slice(0, 10));
  return verdict([
    ['requests succeed before the outage', before.length > 0 && before.every((o) => o.ok)],
    ['/health answers 503 while the database is down', healthDown.length > 0 && healthDown.every((h) => h.status === 503)],
    [`... within ${HEALTH_FAST_MS} ms`, healthDown.every((h) => h.ms < HEALTH_FAST_MS), 'target'],
    ['requests fail with SERVICE_UNAVAILABLE while it is down', down.length > 0 && down.every((o) => !o.ok && o.code === 'SERVICE_UNAVAILABLE')],
    [`... fast (< ${FAIL_FAST_MS} ms)`, maxDownMs < FAIL_FAST_MS, 'target'],
    ['the same process serves again once it is back', recoveredAt !== null && stillRunning && after.length > 0 && after.every((o) => o.ok)],
    [`... within ${RECOVERY_BUDGET_MS / 1000} s`, recoveredAt !== null && recoveredAt - restartedAt < RECOVERY_BUDGET_MS, 'target'],
    ['no acknowledged write lost', acknowledged.length > 0 && lost.length === 0],
  ]);
});
