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
import autocannon from 'autocannon';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { graphql, login, runScript, setting, startApi, startPostgres, verdict } from './lib.mjs';

const DURATION_S = setting('BENCH_TELEMETRY_DURATION', 10, 1);
const CHART_REQUESTS = setting('BENCH_CHART_REQUESTS', 40, 2);
const CHART_DAYS = setting('BENCH_CHART_DAYS', 30, 1);
const BOATS = 10;
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

async function ingest(url, devices, deltasPerRequest) {
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
  const failures = result.errors + result.timeouts + result.non2xx + refused;
  return { result, failures, readingsPerSecond: Math.round(result.requests.average * deltasPerRequest * 3) };
}

await runScript(async () => {
  const postgres = await startPostgres();
  const api = await startApi(postgres.url, { TELEMETRY_REQUESTS_PER_MINUTE: '10000000' });
  const token = await login(api.url);
  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  try {
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
        { query: 'mutation($input: CreateDeviceTokenInput!) { createDeviceToken(input: $input) { token } }', variables: { input: { boatId: Buffer.from(`Boat:${id}`).toString('base64url'), name: 'bench' } } },
        token,
      );
      devices.push(json.data.createDeviceToken.token);
    }

    const rows = [];
    for (const [label, perRequest] of [
      ['batches of 50 deltas (150 readings)', 50],
      ['batches of 10 deltas (30 readings)', 10],
      ['single deltas (3 readings)', 1],
    ]) {
      const { result, failures, readingsPerSecond } = await ingest(api.url, devices, perRequest);
      rows.push({ ingest: label, 'req/s': Math.round(result.requests.average), 'readings/s': readingsPerSecond, 'p50 ms': result.latency.p50, 'p99 ms': result.latency.p99, failures });
    }
    console.log(`\nPOST /telemetry, 10 connections, ${BOATS} boats, ${DURATION_S} s per run, loopback:`);
    console.table(rows);

    // The chart boat: CHART_DAYS days, every 10 s, three sensors.
    const [{ id: chartBoat }] = (await db.query(`INSERT INTO boats (owner_id, name, type, length_meters, year) VALUES ($1, 'Bench chart', 'SAILBOAT', 12, 2020) RETURNING id`, [owner_id])).rows;
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
    console.log(`\nChart boat: ${n.toLocaleString('en')} rows (a reading of each sensor every 10 s for ${CHART_DAYS} days), written in ${((Date.now() - started) / 1000).toFixed(1)} s`);

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
    console.log(`30-day chart over GraphQL, ${CHART_REQUESTS} requests one after another: p50 ${chart['p50 ms']} ms, p99 ${chart['p99 ms']} ms (${points} buckets of a day); its SQL alone ${sqlMs.toFixed(1)} ms`);

    const [, batch, single] = rows;
    return verdict([
      ['0 failures', rows.every((row) => row.failures === 0)],
      [`the chart has its ${CHART_DAYS} days (a bucket a day)`, points >= CHART_DAYS],
      [`≥ 5,000 readings/s in batches of 10, p99 < ${BUDGET_MS} ms per request at 10 connections`, batch['readings/s'] >= 5000 && batch['p99 ms'] < BUDGET_MS, 'target'],
      [`p99 < ${BUDGET_MS} ms per request at 10 connections (single deltas)`, single['p99 ms'] < BUDGET_MS, 'target'],
      [`30-day chart p99 < ${BUDGET_MS} ms`, chart['p99 ms'] < BUDGET_MS, 'target'],
    ]);
  } finally {
    await db.end();
  }
});
