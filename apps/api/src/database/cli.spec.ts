import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../testing/global-setup.js';
import { createTestDatabase } from '../testing/test-app.js';
import { migrations } from './schema.js';
import { servingRoleUrl } from './serving-role.js';

const CLI = 'dist/apps/api/src/database/cli.js';

function runCli(command: string, env: Record<string, string>): Promise<{ code: number; output: string }> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run "npm run build" first`);
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, command], { env: { ...process.env, ...env }, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

const appliedOn = async (url: string) => (await query<{ name: string }>(url, 'SELECT name FROM migrations ORDER BY id')).map((row) => row.name);
const allMigrations = migrations.map((migration) => migration.name);
/** What the role the app serves as may do, asked as that role: granted after every command. */
const servingRights = (url: string) =>
  query<{ users: boolean; records: boolean }>(
    servingRoleUrl(url),
    `SELECT has_table_privilege('users', 'INSERT') AS users, has_table_privilege('billing_records', 'UPDATE') AS records`,
  );

/** `npm run db:migrate | db:revert | db:reset` run this built CLI. */
describe('the database CLI', () => {
  it('migrates, reverts the last migration, migrates again and resets DATABASE_URL', async () => {
    const url = await createTestDatabase();
    const migrate = await runCli('migrate', { DATABASE_URL: url });
    expect(migrate).toMatchObject({ code: 0, output: expect.stringContaining(`applied ${allMigrations.join(', ')}`) });
    expect(await appliedOn(url)).toEqual(allMigrations);
    expect(await servingRights(url)).toEqual([{ users: true, records: false }]);
    expect((await runCli('migrate', { DATABASE_URL: url })).output).toContain('nothing to migrate');

    const revert = await runCli('revert', { DATABASE_URL: url });
    expect(revert).toMatchObject({ code: 0, output: expect.stringContaining(`reverted ${allMigrations.at(-1)}`) });
    expect(await appliedOn(url)).toEqual(allMigrations.slice(0, -1));
    expect((await runCli('migrate', { DATABASE_URL: url })).code).toBe(0);
    expect(await appliedOn(url)).toEqual(allMigrations);

    await query(url, `INSERT INTO users (email, name, password_hash, role) VALUES ('x@y.z', 'X', 'h', 'customer')`);
    const reset = await runCli('reset', { DATABASE_URL: url });
    expect(reset.code).toBe(0);
    expect(await appliedOn(url)).toEqual(allMigrations);
    expect(await query(url, 'SELECT id FROM users')).toEqual([]);
    // The schema made anew, and granted anew.
    expect(await servingRights(url)).toEqual([{ users: true, records: false }]);
  }, 120_000);

  it('without DATABASE_URL, migrates the embedded PostgreSQL under DATA_DIR', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'mmt-cli-'));
    await chmod(dataDir, 0o755);
    try {
      const env = { DATABASE_URL: '', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) };
      const migrate = await runCli('migrate', env);
      expect(migrate).toMatchObject({ code: 0, output: expect.stringContaining(`applied ${allMigrations.join(', ')}`) });
      expect((await runCli('migrate', env)).output).toContain('nothing to migrate');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('answers an unknown command with its usage and exit code 2', async () => {
    expect(await runCli('drop-everything', { DATABASE_URL: 'postgres://nowhere/none' })).toEqual({
      code: 2,
      output: expect.stringContaining('usage: cli.js migrate | revert | reset'),
    });
  });
});
