// npm run bench:load — the production API under bounded load: the public read path (`contents`,
// cached) and the signed-in `me`, `boats` and `invoices`, each at 10 and 50 connections for
// BENCH_LOAD_DURATION seconds (10), then all four mixed at 50 connections: BENCH_SOAK_WARMUP
// seconds (20) for the heap to reach its working size (V8 grows it under a new mix of requests:
// 480 → 635 MB in the first ~20 s here, then flat), then BENCH_SOAK_DURATION seconds (60) while
// the API's resident memory is read every second.
// Targets: 0 failures (network errors, timeouts, non-2xx, GraphQL errors), p99 ≤ 50 ms at 10
// connections, RSS flat within ±10 % over the soak (its last 10 s against its first 10 s): what
// a leak would break.
// Bounded: loopback only, fixed durations, every process it starts is stopped at the end.
import autocannon from 'autocannon';
import { load, login, OPERATIONS, rssMb, runScript, setting, sleep, startApi, startPostgres, verdict } from './lib.mjs';

const DURATION_S = setting('BENCH_LOAD_DURATION', 10, 1);
const SOAK_S = setting('BENCH_SOAK_DURATION', 60, 2);
const WARMUP_S = setting('BENCH_SOAK_WARMUP', 20, 1);
const P99_BUDGET_MS = 50;
const RSS_TOLERANCE = 0.1;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

await runScript(async () => {
  const postgres = await startPostgres();
  const api = await startApi(postgres.url);
  const token = await login(api.url);
  const cases = [
    ['contents (public)', OPERATIONS.contents, undefined],
    ['me', OPERATIONS.me, token],
    ['boats', OPERATIONS.boats, token],
    ['invoices', OPERATIONS.invoices, token],
  ];

  const rows = [];
  for (const connections of [10, 50]) {
    for (const [name, operation, auth] of cases) {
      const result = await load(api.url, operation, { token: auth, connections, durationSeconds: DURATION_S });
      rows.push({
        operation: name,
        connections,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'max ms': result.latency.max,
        failures: result.failures,
      });
    }
  }
  console.log(`\nEach operation alone, ${DURATION_S} s per run, loopback:`);
  console.table(rows);

  // The soak: every operation in turn on each connection; after the warm-up, memory read every second.
  let graphqlErrors = 0;
  const mixed = (duration) =>
    autocannon({
      url: `${api.url}/graphql`,
      connections: 50,
      duration,
      requests: cases.map(([, operation, auth]) => ({
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
        body: JSON.stringify(operation),
        onResponse: (_status, body) => {
          if (body.includes('"errors"')) graphqlErrors++;
        },
      })),
    });
  const warmup = await mixed(WARMUP_S);
  const warmupFailures = warmup.errors + warmup.timeouts + warmup.non2xx;
  const samples = [];
  const sampler = setInterval(async () => samples.push(await rssMb(api.child.pid)), 1000);
  const soak = await mixed(SOAK_S);
  clearInterval(sampler);
  await sleep(100);
  const window = Math.max(1, Math.min(10, Math.floor(samples.length / 3)));
  const [start, end] = [median(samples.slice(0, window)), median(samples.slice(-window))];
  const drift = end / start - 1;
  const soakFailures = warmupFailures + soak.errors + soak.timeouts + soak.non2xx + graphqlErrors;
  console.log(
    `\nSoak: the four mixed, 50 connections, ${SOAK_S} s after ${WARMUP_S} s of warm-up: ${Math.round(soak.requests.average)} req/s, p99 ${soak.latency.p99} ms, ${soakFailures} failures`,
  );
  console.log(
    `API RSS over the soak (MB, every second): start ${start}, end ${end} (medians of ${window} s), min ${Math.min(...samples)}, max ${Math.max(...samples)}, drift ${(drift * 100).toFixed(1)} %`,
  );

  return verdict([
    ['0 failures', rows.every((row) => row.failures === 0) && soakFailures === 0],
    [`p99 ≤ ${P99_BUDGET_MS} ms at 10 connections`, rows.filter((row) => row.connections === 10).every((row) => row['p99 ms'] <= P99_BUDGET_MS), 'target'],
    [`RSS flat within ±${RSS_TOLERANCE * 100} % over the soak`, Math.abs(drift) <= RSS_TOLERANCE, 'target'],
  ]);
});
