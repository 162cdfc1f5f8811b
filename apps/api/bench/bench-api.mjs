// npm run bench:api — the production API against a raw Fastify server doing the same work, like
// with like (raw-server.mjs): the cached public `contents` against the same bytes served from
// memory, the signed-in `me` and `boats` against raw Fastify + pg running the same SQL.
// 10 connections, BENCH_DURATION seconds (10) per run, BENCH_ROUNDS (2) alternating runs per side
// after a warm-up; the best run of each side counts (a busy machine only ever slows a run down).
// Bounded: loopback only, fixed durations, every process it starts is stopped at the end.
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuMs, freePort, graphql, load, login, OPERATIONS, rssMb, runScript, setting, startApi, startPostgres, startProcess, verdict } from './lib.mjs';

const DURATION_S = setting('BENCH_DURATION', 10, 1);
const ROUNDS = setting('BENCH_ROUNDS', 2, 1);
const CONNECTIONS = 10;
const TARGET = 0.8;

await runScript(async () => {
  const postgres = await startPostgres();
  const api = await startApi(postgres.url);
  const token = await login(api.url);

  // The raw server serves the API's cached answer, byte for byte.
  await graphql(api.url, OPERATIONS.contents);
  const cached = await graphql(api.url, OPERATIONS.contents);
  const contentsFile = join(tmpdir(), `mmt-bench-contents-${process.pid}.json`);
  await writeFile(contentsFile, cached.text);
  const rawPort = await freePort();
  const rawChild = await startProcess(
    'apps/api/bench/raw-server.mjs',
    { DATABASE_URL: postgres.url, JWT_ACCESS_SECRET: api.secret, PORT: String(rawPort), CONTENTS_BODY_FILE: contentsFile },
    'raw server ready',
  );
  const raw = `http://127.0.0.1:${rawPort}`;

  const cases = [
    { name: 'contents (public, cached)', operation: OPERATIONS.contents },
    { name: 'me (signed in)', operation: OPERATIONS.me, token },
    { name: 'boats (signed in)', operation: OPERATIONS.boats, token },
  ];
  // Same answers from both, checked before timing anything.
  for (const { name, operation, token: auth } of cases) {
    const [fromApi, fromRaw] = [await graphql(api.url, operation, auth), await graphql(raw, operation, auth)];
    if (JSON.stringify(fromApi.json) !== JSON.stringify(fromRaw.json)) throw new Error(`${name} differs:\n${fromApi.text}\n${fromRaw.text}`);
  }

  const rows = [];
  for (const { name, operation, token: auth } of cases) {
    /** One timed run, with the server's CPU time per request (steadier than req/s on a busy machine). */
    const run = async (base, pid) => {
      const cpuBefore = await cpuMs(pid);
      const result = await load(base, operation, { token: auth, connections: CONNECTIONS, durationSeconds: DURATION_S });
      return { ...result, cpuUsPerRequest: (((await cpuMs(pid)) - cpuBefore) * 1000) / result.requests.total };
    };
    await load(raw, operation, { token: auth, connections: CONNECTIONS, durationSeconds: 3 });
    await load(api.url, operation, { token: auth, connections: CONNECTIONS, durationSeconds: 3 });
    const rssBefore = await rssMb(api.child.pid);
    const runs = { api: [], raw: [] };
    for (let round = 0; round < ROUNDS; round++) {
      runs.raw.push(await run(raw, rawChild.pid));
      runs.api.push(await run(api.url, api.child.pid));
    }
    const best = (list) => list.reduce((a, b) => (b.requests.average > a.requests.average ? b : a));
    const [fromApi, fromRaw] = [best(runs.api), best(runs.raw)];
    const leastCpu = (list) => Math.min(...list.map((result) => result.cpuUsPerRequest));
    const [apiCpu, rawCpu] = [leastCpu(runs.api), leastCpu(runs.raw)];
    rows.push({
      operation: name,
      'api req/s': Math.round(fromApi.requests.average),
      'api p99 ms': fromApi.latency.p99,
      'raw req/s': Math.round(fromRaw.requests.average),
      'raw p99 ms': fromRaw.latency.p99,
      ratio: Number((fromApi.requests.average / fromRaw.requests.average).toFixed(2)),
      'api CPU µs/req': Math.round(apiCpu),
      'raw CPU µs/req': Math.round(rawCpu),
      'CPU ratio': Number((rawCpu / apiCpu).toFixed(2)),
      failures: [...runs.api, ...runs.raw].reduce((sum, result) => sum + result.failures, 0),
      'api rss MB': `${rssBefore} → ${await rssMb(api.child.pid)}`,
    });
  }
  console.log(`\n${CONNECTIONS} connections, best of ${ROUNDS} × ${DURATION_S} s per side, loopback, after a warm-up:`);
  console.table(rows);
  console.log('contents: the API serving its cached answer against raw Fastify sending the same bytes from memory');
  console.log('me, boats: the API against raw Fastify + pg (token check, session query, the same SQL)');
  console.log('ratio: API req/s ÷ raw req/s; CPU ratio: raw CPU ÷ API CPU per request (each server process alone, least of the rounds)');
  const signedIn = rows.filter((row) => !row.operation.startsWith('contents'));
  return verdict([
    ['0 failures', rows.every((row) => row.failures === 0)],
    [`me and boats ≥ ${TARGET}× raw req/s`, signedIn.every((row) => row.ratio >= TARGET), 'target'],
  ]);
});
