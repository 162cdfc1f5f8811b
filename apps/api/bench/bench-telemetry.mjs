// npm run bench:telemetry — POST /telemetry and the 30-day chart on the production API.
// 1. Sustained ingest for BENCH_TELEMETRY_DURATION seconds (10) at 10 connections, ten boats each
//    with its own device token: batches of 50 deltas (150 readings: a Signal K server catching up),
//    of 10 deltas (30 readings: a device sending ten seconds at a time) and single deltas (3
//    readings: a boat reporting live). Readings/s, p50/p99 per request.
// 2. The 30-day chart (the portal's own BoatReadings document, bucketed by date_bin on the server) of
//    a boat with battery, temperature and humidity every 10 s for BENCH_CHART_DAYS (30) days
//    (3 × 259,200 rows), asked BENCH_CHART_REQUESTS times (40) one after another: p50/p99.
// Targets (issue 12): ≥ 5,000 readings/s in batches with p99 < 50 ms per request at 10 connections
// (batches of 10; the 50-delta batches show the ceiling), single deltas p99 < 50 ms, the chart < 50 ms. Bounded: loopback only, fixed durations, every process it starts is stopped.
// BENCH_AGAINST=<another checkout, built with `nx run api:build`>: the ingest runs side by side with
// that build (each on its own database), alternating BENCH_ROUNDS (3) times, and prints the medians
// and their ratio: machines are noisy, the ratio of one run is what compares two releases.
// BENCH_STATEMENTS=1: also each statement's calls, planning and execution time per request
// (pg_stat_statements, nested ones included), of each build's last run of each size: where a
// request's PostgreSQL time goes, and what changed between two builds.
import autocannon from 'autocannon';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { API_MAIN, cpuMs, graphql, login, postgresCpuMs, runScript, setting, startApi, startPostgres, verdict } from './lib.mjs';

const DURATION_S = setting('BENCH_TELEMETRY_DURATION', 10, 1);
const CHART_REQUESTS = setting('BENCH_CHART_REQUESTS', 40, 2);
const CHART_DAYS = setting('BENCH_CHART_DAYS', 30, 1);
const AGAINST = process.env.BENCH_AGAINST;
const STATEMENTS = process.env.BENCH_STATEMENTS === '1';
const ROUNDS = setting('BENCH_ROUNDS', AGAINST ? 3 : 1, 1);
const BOATS = 10;
const SIZES = [
  ['batches of 50 deltas (150 readings)', 50],
  ['batches of 10 deltas (30 readings)', 10],
  ['single deltas (3 readings)', 1],
];
const BUDGET_MS = 50;

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];

/** Battery, temperature and humidity of `count` instants, each boat going back from now 1 ms a step (never a duplicate). */
function deltas(cursor, count) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const at = new Date(cursor.start - cursor.step++).toISOString();
    out.push({
      context: 'vessels.self',
      updates: [
        {
          timestamp: at,
          values: [
            { path: 'electrical.batteries.house.stateOfCharge', value: 0.6 + Math.random() * 0.3 },
            { path: 'environment.inside.temperature', value: 290 + Math.random() * 8 },
            { path: 'environment.inside.relativeHumidity', value: 0.5 + Math.random() * 0.2 },
          ],
        },
      ],
    });
  }
  return out;
}

/**
 * One run; besides readings/s, the CPU each request cost the API and PostgreSQL (ms): what a busy
 * machine changes least, so what compares two builds best.
 */
async function ingest({ api, postgres, devices, db }, deltasPerRequest) {
  const url = api.url;
  if (STATEMENTS) await db.query('SELECT pg_stat_statements_reset()');
  const cpuBefore = [await cpuMs(api.child.pid), await postgresCpuMs(postgres)];
  const cursors = devices.map(() => ({ start: Date.now() - 60_000, step: 0 }));
  let next = 0;
  let refused = 0;
  const result = await autocannon({
    url: `${url}/telemetry`,
    connections: 10,
    duration: DURATION_S,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const boat = next++ % devices.length;
          return {
            ...request,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${devices[boat]}` },
            body: JSON.stringify(deltas(cursors[boat], deltasPerRequest)),
          };
        },
        onResponse: (status) => {
          if (status !== 200) refused++;
        },
      },
    ],
  });
  const [apiCpu, postgresCpu] = [(await cpuMs(api.child.pid)) - cpuBefore[0], (await postgresCpuMs(postgres)) - cpuBefore[1]];
  const failures = result.errors + result.timeouts + result.non2xx + refused;
  const perRequest = (ms) => Math.round((ms / result.requests.total) * 100) / 100;
  return {
    result,
    failures,
    readingsPerSecond: Math.round(result.requests.average * deltasPerRequest * 3),
    apiCpuMs: perRequest(apiCpu),
    postgresCpuMs: perRequest(postgresCpu),
    statements: STATEMENTS ? await statementsPerRequest(db, result.requests.total) : null,
  };
}

/** PostgreSQL records its statements' times (pg_stat_statements, planning too): the server restarted with it loaded. */
async function recordStatements(postgres) {
  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  await db.query(`ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'`);
  await db.query(`ALTER SYSTEM SET pg_stat_statements.track = 'all'`);
  await db.query(`ALTER SYSTEM SET pg_stat_statements.track_planning = on`);
  await db.end();
  await postgres.stop();
  await postgres.start();
}

/** What each statement cost a request since the last reset, the costliest first. */
async function statementsPerRequest(db, requests) {
  const { rows } = await db.query(
    `SELECT calls, total_plan_time, total_exec_time, left(regexp_replace(query, '\\s+', ' ', 'g'), 90) AS query FROM pg_stat_statements
      WHERE query NOT LIKE '%pg_stat_statements%' ORDER BY total_plan_time + total_exec_time DESC LIMIT 12`,
  );
  const round = (value) => Math.round((value / requests) * 1000) / 1000;
  return rows.map((row) => ({
    'calls/req': round(row.calls),
    'plan ms/req': round(row.total_plan_time),
    'exec ms/req': round(row.total_exec_time),
    statement: row.query,
  }));
}

/** A build's API on a database of its own, with BOATS boats, each with a device token. */
async function startTarget(main) {
  const postgres = await startPostgres();
  if (STATEMENTS) await recordStatements(postgres);
  const api = await startApi(postgres.url, { TELEMETRY_REQUESTS_PER_MINUTE: '10000000' }, main);
  const token = await login(api.url);
  const db = new pg.Client({ connectionString: postgres.url });
  // Its server stops when the script does, whatever happened: that ending is not an error.
  db.on('error', () => undefined);
  await db.connect();
  if (STATEMENTS) await db.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  const [{ owner_id }] = (await db.query(`SELECT owner_id FROM boats WHERE name = 'Sea Breeze'`)).rows;
  const boatIds = (
    await db.query(
      `INSERT INTO boats (owner_id, name, type, length_meters, year) SELECT $1, 'Bench ' || n, 'SAILBOAT', 12, 2020 FROM generate_series(1, $2) n RETURNING id`,
      [owner_id, BOATS],
    )
  ).rows.map((row) => row.id);
  const devices = [];
  for (const id of boatIds) {
    const { json } = await graphql(
      api.url,
      {
        query: 'mutation($input: CreateDeviceTokenInput!) { createDeviceToken(input: $input) { token } }',
        variables: { input: { boatId: Buffer.from(`Boat:${id}`).toString('base64url'), name: 'bench' } },
      },
      token,
    );
    devices.push(json.data.createDeviceToken.token);
  }
  return { api, postgres, token, db, ownerId: owner_id, devices };
}

const median = (values) => percentile(values, 50);

await runScript(async () => {
  const current = await startTarget(API_MAIN);
  const baseline = AGAINST ? await startTarget(join(AGAINST, API_MAIN)) : null;
  const { api, token, db, ownerId: owner_id } = current;
  try {
    const rows = [];
    const compared = [];
    for (const [label, perRequest] of SIZES) {
      const runs = { current: [], baseline: [] };
      for (let round = 0; round < ROUNDS; round++) {
        // Alternating which goes first, so that neither always meets the machine's same moment.
        const order =
          baseline && round % 2
            ? [
                ['baseline', baseline],
                ['current', current],
              ]
            : [
                ['current', current],
                ['baseline', baseline],
              ];
        for (const [name, target] of order) if (target) runs[name].push(await ingest(target, perRequest));
      }
      if (STATEMENTS) {
        for (const [name, list] of Object.entries(runs).filter(([, list]) => list.length > 0)) {
          console.log(`\n${label}, ${name === 'current' ? 'this build' : AGAINST}: PostgreSQL's statements per request (its last run)`);
          console.table(list.at(-1).statements);
        }
      }
      const middle = runs.current.find((run) => run.readingsPerSecond === median(runs.current.map((r) => r.readingsPerSecond)));
      const failures = [...runs.current, ...runs.baseline].reduce((sum, run) => sum + run.failures, 0);
      rows.push({
        ingest: label,
        'req/s': Math.round(middle.result.requests.average),
        'readings/s': middle.readingsPerSecond,
        'p50 ms': middle.result.latency.p50,
        'p99 ms': middle.result.latency.p99,
        'API CPU ms/req': median(runs.current.map((run) => run.apiCpuMs)),
        'PostgreSQL CPU ms/req': median(runs.current.map((run) => run.postgresCpuMs)),
        failures,
      });
      if (baseline) {
        const now = median(runs.current.map((run) => run.readingsPerSecond));
        const then = median(runs.baseline.map((run) => run.readingsPerSecond));
        const cpu = (runsOf, key) => median(runsOf.map((run) => run[key]));
        compared.push({
          ingest: label,
          'readings/s': `${now} vs ${then}`,
          ratio: Math.round((now / then) * 100) / 100,
          'API CPU ms/req': `${cpu(runs.current, 'apiCpuMs')} vs ${cpu(runs.baseline, 'apiCpuMs')}`,
          'PostgreSQL CPU ms/req': `${cpu(runs.current, 'postgresCpuMs')} vs ${cpu(runs.baseline, 'postgresCpuMs')}`,
        });
      }
    }
    console.log(`\nPOST /telemetry, 10 connections, ${BOATS} boats, ${DURATION_S} s per run, loopback${ROUNDS > 1 ? `, the median of ${ROUNDS} runs` : ''}:`);
    console.table(rows);
    if (baseline) {
      console.log(`\nSide by side with ${AGAINST} (this build vs that one; medians of ${ROUNDS} alternating runs):`);
      console.table(compared);
    }

    // The chart boat: CHART_DAYS days, every 10 s, three sensors.
    const [{ id: chartBoat }] = (
      await db.query(`INSERT INTO boats (owner_id, name, type, length_meters, year) VALUES ($1, 'Bench chart', 'SAILBOAT', 12, 2020) RETURNING id`, [owner_id])
    ).rows;
    const started = Date.now();
    await db.query(
      `INSERT INTO telemetry_readings (boat_id, metric, source, recorded_at, value)
       SELECT $1, m.metric, m.source, t, m.base + 10 * sin(extract(epoch FROM t) / 3600)
         FROM generate_series(now() - make_interval(days => $2), now(), interval '10 seconds') t,
              (VALUES ('battery_percent', 'house', 60), ('temperature_celsius', '', 20), ('humidity_percent', '', 65)) m (metric, source, base)`,
      [chartBoat, CHART_DAYS],
    );
    // Its quarter-hour rollups, as the ingest keeps them (telemetry.service.ts insertReadings).
    await db.query(
      `INSERT INTO telemetry_rollups (boat_id, metric, bucket, readings, total, minimum, maximum)
       SELECT boat_id, metric, date_bin('15 minutes', recorded_at, timestamptz '2000-01-01'), count(*), sum(value), min(value), max(value)
         FROM telemetry_readings WHERE boat_id = $1 GROUP BY 1, 2, 3`,
      [chartBoat],
    );
    await db.query('ANALYZE telemetry_readings');
    await db.query('ANALYZE telemetry_rollups');
    const [{ n }] = (await db.query('SELECT count(*)::int AS n FROM telemetry_readings WHERE boat_id = $1', [chartBoat])).rows;
    console.log(
      `\nChart boat: ${n.toLocaleString('en')} rows (a reading of each sensor every 10 s for ${CHART_DAYS} days), written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    // The document the portal's chart sends, read from the web's source so that it never drifts.
    const query = {
      query: await readFile('apps/web/src/features/portal/components/readings-chart.graphql', 'utf8'),
      variables: { id: Buffer.from(`Boat:${chartBoat}`).toString('base64url'), period: 'MONTH' },
    };
    const times = [];
    let points = 0;
    // The same SQL without GraphQL around it, from PostgreSQL's own timing.
    const explain = await db.query(
      `EXPLAIN (ANALYZE, FORMAT JSON) SELECT date_bin('1 day', bucket, timestamptz '2000-01-01'), sum(total) / sum(readings)
         FROM telemetry_rollups WHERE boat_id = $1 AND metric = ANY($2::text[]) AND bucket > now() - interval '30 days' GROUP BY 1, metric`,
      [chartBoat, ['battery_percent', 'temperature_celsius', 'humidity_percent']],
    );
    const sqlMs = explain.rows[0]['QUERY PLAN'][0]['Execution Time'];
    for (let i = 0; i < CHART_REQUESTS + 3; i++) {
      const start = performance.now();
      const { json } = await graphql(api.url, query, token);
      if (i >= 3) times.push(performance.now() - start); // the first few warm the caches
      if (!json.data) throw new Error(`the chart query failed: ${JSON.stringify(json.errors)}`);
      points = Math.max(...json.data.boat.readingSeries.map((series) => series.buckets.length));
    }
    const chart = { 'p50 ms': Math.round(percentile(times, 50) * 10) / 10, 'p99 ms': Math.round(percentile(times, 99) * 10) / 10, points };
    console.log(
      `30-day chart over GraphQL, ${CHART_REQUESTS} requests one after another: p50 ${chart['p50 ms']} ms, p99 ${chart['p99 ms']} ms (${points} buckets of a day); its SQL alone ${sqlMs.toFixed(1)} ms`,
    );

    const [, batch, single] = rows;
    return verdict([
      ['0 failures', rows.every((row) => row.failures === 0)],
      [`the chart has its ${CHART_DAYS} days (a bucket a day)`, points >= CHART_DAYS],
      [
        `≥ 5,000 readings/s in batches of 10, p99 < ${BUDGET_MS} ms per request at 10 connections`,
        batch['readings/s'] >= 5000 && batch['p99 ms'] < BUDGET_MS,
        'target',
      ],
      [`p99 < ${BUDGET_MS} ms per request at 10 connections (single deltas)`, single['p99 ms'] < BUDGET_MS, 'target'],
      [`30-day chart p99 < ${BUDGET_MS} ms`, chart['p99 ms'] < BUDGET_MS, 'target'],
    ]);
  } finally {
    await db.end();
    await baseline?.db.end();
  }
});
