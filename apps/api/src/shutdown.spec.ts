import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { freePort } from './testing/global-setup.js';
import { createTestDatabase } from './testing/test-app.js';

const MAIN = 'dist/apps/api/src/main.js';

/** The production entry point itself (`npm start` runs it), against the test PostgreSQL. */
describe('the built server process', () => {
  let child: ChildProcess;
  let port: number;
  let output = '';
  let databaseUrl: string;

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run "npm run build" first`);
    databaseUrl = await createTestDatabase();
    port = await freePort();
    child = spawn(process.execPath, [MAIN], {
      env: { ...process.env, NODE_ENV: 'production', SEED_DEMO: 'true', PORT: String(port), DATABASE_URL: databaseUrl, LOG_FORMAT: 'json' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    for (let i = 0; i < 300 && !output.includes('Listening on'); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    if (!output.includes('Listening on')) throw new Error(`server did not start:\n${output}`);
  }, 60_000);
  afterAll(() => {
    if (child?.exitCode === null) child.kill('SIGKILL');
  });

  it('writes structured (JSON) logs in production', () => {
    const lines = output.trim().split('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('says at start that the Secure sign-in cookie needs https or localhost', () => {
    expect(output).toMatch(/COOKIE_SECURE is on: .*plain http .*session is lost on reload/);
  });

  it('on SIGTERM finishes the request in flight, closes the pool and exits 0', async () => {
    // Hold the users table so the sign-in below is surely in flight when SIGTERM arrives.
    const blocker = new pg.Client({ connectionString: databaseUrl });
    await blocker.connect();
    const apiConnections = async () =>
      (await blocker.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'mmt-api'`)).rows[0]
        .n as number;
    expect(await apiConnections()).toBeGreaterThan(0);
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
    const inFlight = fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation L($input: LoginInput!) { login(input: $input) { user { email } } }',
        variables: { input: { email: 'admin@demo.com', password: 'Admin123!' } },
      }),
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    let exitedAt = 0;
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => {
        exitedAt = Date.now();
        resolve(code);
      }),
    );
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(child.exitCode).toBeNull();
    await blocker.query('COMMIT');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { login: { user: { email: string } } } }).data.login.user.email).toBe('admin@demo.com');
    const answeredAt = Date.now();
    expect(await exited).toBe(0);
    // The answer closed its kept-alive connection, so nothing held the shutdown open after it.
    expect(response.headers.get('connection')).toBe('close');
    expect(exitedAt - answeredAt).toBeLessThan(3000);
    // The pool was ended before the exit (logged by main.ts from the data source's state), and
    // PostgreSQL has no session of the API left.
    expect(output).toMatch(/SIGTERM: shutting down[\s\S]*requests finished, database pool closed/);
    expect(await apiConnections()).toBe(0);
    await blocker.end();
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  });
});
