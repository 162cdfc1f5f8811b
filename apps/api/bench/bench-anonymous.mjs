// npm run bench:anonymous — what the hostile documents of an anonymous client cost the production
// API (docs/security.md, "Anonymous cost": about 50 ms of CPU at most): each one's best round trip of
// BENCH_TRIES (9) against a trivial query's, then how long /health waits while they keep arriving.
// Bounded: loopback only, fixed counts, every process it starts is stopped at the end.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { graphql, runScript, setting, startApi, startPostgres } from './lib.mjs';

// From the build the bench runs against (as API_MAIN is), the same documents anonymous-cost.spec sends.
const { HOSTILE_DOCUMENTS } = await import(pathToFileURL(resolve('dist/apps/api/src/common/graphql/hostile-documents.js')).href);

const TRIES = setting('BENCH_TRIES', 9, 1);
const BUDGET_MS = 50;
const HEALTH_PROBES = setting('BENCH_HEALTH_PROBES', 40, 4);

/** The best of TRIES round trips of a document, in ms (a busy machine only ever slows one down). */
async function best(base, query) {
  let fastest = Infinity;
  for (let i = 0; i < TRIES; i++) {
    const started = performance.now();
    await graphql(base, { query });
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

await runScript(async () => {
  const postgres = await startPostgres();
  const api = await startApi(postgres.url);
  const trivial = await best(api.url, '{ __typename }');
  const rows = [];
  for (const [name, query] of Object.entries(HOSTILE_DOCUMENTS)) {
    const ms = await best(api.url, query);
    rows.push({ document: name, 'best ms': ms.toFixed(1), 'over trivial ms': (ms - trivial).toFixed(1), 'ratio to trivial': (ms / trivial).toFixed(1) });
  }
  console.log(`trivial query: best ${trivial.toFixed(1)} ms of ${TRIES}`);
  console.table(rows);

  let running = true;
  const attacker = (async () => {
    while (running) for (const query of Object.values(HOSTILE_DOCUMENTS)) await graphql(api.url, { query });
  })();
  const waits = [];
  for (let i = 0; i < HEALTH_PROBES; i++) {
    const started = performance.now();
    const response = await fetch(`${api.url}/health`);
    await response.body?.cancel();
    waits.push(performance.now() - started);
  }
  running = false;
  await attacker;
  waits.sort((a, b) => a - b);
  console.log(`/health while hostile documents arrive: median ${waits[Math.floor(waits.length / 2)].toFixed(1)} ms, worst ${waits.at(-1).toFixed(1)} ms`);
  const over = rows.filter((row) => Number(row['over trivial ms']) > BUDGET_MS);
  if (over.length) console.log(`over the ${BUDGET_MS} ms budget: ${over.map((row) => row.document).join('; ')}`);
  return 0;
});
