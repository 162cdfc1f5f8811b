// npm run bench:photos — photos through the production API's addVisitPhoto (issue 36), as a
// technician's phones would send them: for BENCH_PHOTOS_DURATION seconds (20) each,
//   1. 3 MP camera JPEGs (2048 × 1536, ~280 KB) at 2 connections, then at 10;
//   2. hostile JPEGs at 10 connections: a 100 KB-class file declaring 26 MP, and a progressive one of
//      17,061 scans (the outside probe's), alternating.
// Photos (or refusals) per second, 'try again' answers (the image pool's line full), errors, the
// API process's own CPU per photo; its RSS sampled every 100 ms (peak), after each phase and one
// minute after the last burst, against where it started; /health asked one after another all
// along (20 ms apart), its p50/p99 per phase.
// Targets: RSS a minute after within 150 MB of the start, /health p99 under 100 ms.
// Bounded: loopback only, fixed durations, every process it starts is stopped.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { cameraJpeg, jpegDeclaring, scanBomb } from '../src/testing/hostile-images.ts';
import { cpuMs, graphql, login, rssMb, runScript, setting, sleep, startApi, startPostgres, verdict } from './lib.mjs';

const DURATION_S = setting('BENCH_PHOTOS_DURATION', 20, 2);
const SETTLE_S = setting('BENCH_PHOTOS_SETTLE', 60, 1);
const TECHNICIAN = { email: 'tecnico@demo.com', password: 'Tecnico123!' };
const RSS_BUDGET_MB = 150;
const HEALTH_BUDGET_MS = 100;
const PHOTO = 'mutation Photo($input: AddVisitPhotoInput!) { addVisitPhoto(input: $input) { photo { id width height } } }';

const percentile = (values, p) => (values.length ? [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] : NaN);
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A started visit of the demo technician's, on the demo customer's first boat: where the photos go. */
async function startedVisit(databaseUrl, base, token) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [{ id: job }] = (
      await client.query(
        `INSERT INTO jobs (boat_id, title, description, status) SELECT id, 'Bench de fotos', '', 'SCHEDULED' FROM boats ORDER BY id LIMIT 1 RETURNING id`,
      )
    ).rows;
    await client.query(`INSERT INTO job_status_changes (job_id, status, changed_at) VALUES ($1, 'SCHEDULED', now())`, [job]);
    const [{ id: visit }] = (
      await client.query(`INSERT INTO visits (job_id, starts_at, ends_at, estimated_minutes) VALUES ($1, now(), now() + interval '1 hour', 60) RETURNING id`, [
        job,
      ])
    ).rows;
    await client.query(`INSERT INTO visit_technicians (visit_id, technician_id) SELECT $1, id FROM users WHERE email = $2`, [visit, TECHNICIAN.email]);
    const visitId = Buffer.from(`Visit:${visit}`).toString('base64url');
    const started = await graphql(
      base,
      { query: 'mutation S($input: VisitIdInput!) { startVisit(input: $input) { visit { startedAt } } }', variables: { input: { visitId } } },
      token,
    );
    if (!started.json.data) throw new Error(`startVisit failed: ${started.text}`);
    return visitId;
  } finally {
    await client.end();
  }
}

/** `connections` loops sending photos (the next of `photos` each time) for DURATION_S; what came back. */
async function burst(base, token, visitId, photos, connections) {
  const counts = { stored: 0, refused: 0, busy: 0, errors: 0 };
  const refusals = new Set();
  let next = 0;
  const deadline = performance.now() + DURATION_S * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const jpegBase64 = photos[next++ % photos.length];
        const response = await fetch(`${base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: PHOTO, variables: { input: { visitId, id: randomUUID(), jpegBase64 } } }),
          signal: AbortSignal.timeout(120_000),
        }).catch((error) => ({ error }));
        if ('error' in response) {
          counts.errors++;
          continue;
        }
        const body = await response.json();
        const code = body.errors?.[0]?.extensions?.code;
        if (body.data?.addVisitPhoto) counts.stored++;
        else if (code === 'TOO_MANY_REQUESTS') counts.busy++;
        else if (code === 'BAD_USER_INPUT') {
          counts.refused++;
          for (const fieldError of body.errors[0].extensions.fieldErrors ?? []) refusals.add(fieldError.code);
        } else counts.errors++;
      }
    }),
  );
  return { ...counts, seconds: (performance.now() - started) / 1000, refusals: [...refusals] };
}

/** GET /health one after another until stopped: its latencies. */
function healthProbe(base) {
  const latencies = [];
  let failures = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${base}/health`, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
      if (response?.status === 200) latencies.push(performance.now() - started);
      else failures++;
      await response?.arrayBuffer();
      await sleep(20);
    }
  })();
  return {
    take: () => latencies.splice(0),
    failures: () => failures,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

/** The process's RSS every 100 ms until stopped: its highest. */
function rssSampler(pid) {
  let peak = 0;
  const timer = setInterval(() => void rssMb(pid).then((mb) => (peak = Math.max(peak, mb ?? 0))), 100);
  return {
    peak: () => peak,
    stop: () => clearInterval(timer),
  };
}

await runScript(async () => {
  console.log('Making the photos…');
  const camera = [0, 1, 2, 3].map((i) => cameraJpeg(2048 + i * 8, 1536, 80).toString('base64'));
  const hostile = [jpegDeclaring(6000, 4400), scanBomb()].map((bytes) => bytes.toString('base64'));
  console.log(
    `camera JPEGs ${Math.round(Buffer.from(camera[0], 'base64').length / 1024)} KB; 26 MP declared ${Math.round(Buffer.from(hostile[0], 'base64').length / 1024)} KB; scan bomb ${Math.round(Buffer.from(hostile[1], 'base64').length / 1024)} KB`,
  );

  const postgres = await startPostgres();
  const api = await startApi(postgres.url);
  const token = await login(api.url, TECHNICIAN);
  const visitId = await startedVisit(postgres.url, api.url, token);
  const startRss = await rssMb(api.child.pid);
  console.log(`API RSS at the start: ${startRss} MB`);

  const health = healthProbe(api.url);
  const rss = rssSampler(api.child.pid);
  const rows = [];
  for (const [label, photos, connections] of [
    ['3 MP camera', camera, 2],
    ['3 MP camera', camera, 10],
    ['hostile (26 MP declared, 17,061 scans)', hostile, 10],
  ]) {
    const cpuBefore = await cpuMs(api.child.pid);
    const result = await burst(api.url, token, visitId, photos, connections);
    const cpu = (await cpuMs(api.child.pid)) - cpuBefore;
    const latencies = health.take();
    rows.push({
      photos: label,
      connections,
      'stored/s': round(result.stored / result.seconds, 2),
      'refused/s': round(result.refused / result.seconds, 1),
      stored: result.stored,
      refused: result.refused,
      'try again': result.busy,
      errors: result.errors,
      // The API process's own CPU per photo answered (the image workers are child processes of their own).
      'API CPU ms/photo': Math.round(cpu / Math.max(1, result.stored + result.refused + result.busy)),
      'health p50 ms': round(percentile(latencies, 50)),
      'health p99 ms': round(percentile(latencies, 99)),
      'health max ms': round(Math.max(...latencies)),
      'RSS after MB': await rssMb(api.child.pid),
      ...(result.refusals.length ? { codes: result.refusals.join(' ') } : {}),
    });
    console.log(rows.at(-1));
  }
  rss.stop();
  await health.stop();
  const peak = Math.max(rss.peak(), (await rssMb(api.child.pid)) ?? 0);
  console.log(`Waiting ${SETTLE_S} s for the API to settle…`);
  await sleep(SETTLE_S * 1000);
  const afterRss = await rssMb(api.child.pid);

  console.table(rows);
  console.log(
    `Load average: ${(await import('node:os'))
      .loadavg()
      .map((value) => round(value))
      .join(' ')} (${(await import('node:os')).cpus().length} cores)`,
  );
  console.log(
    `API RSS: ${startRss} MB at the start, ${peak} MB at the peak, ${afterRss} MB ${SETTLE_S} s after the last burst (${round(afterRss - startRss)} MB more; budget ${RSS_BUDGET_MB} MB)`,
  );
  console.log(`/health failures: ${health.failures()}`);
  const worstHealth = Math.max(...rows.map((row) => row['health p99 ms']));
  return verdict([
    ['no errors, /health always answered', rows.every((row) => row.errors === 0) && health.failures() === 0],
    ['no hostile photo stored', rows[2].stored === 0],
    [`RSS a minute after within ${RSS_BUDGET_MB} MB of the start (${round(afterRss - startRss)} MB)`, afterRss - startRss <= RSS_BUDGET_MB, 'target'],
    [`/health p99 under ${HEALTH_BUDGET_MS} ms (worst ${worstHealth} ms)`, worstHealth <= HEALTH_BUDGET_MS, 'target'],
  ]);
});
