import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { queryDatabase } from '../testing/table-contents.js';
import { createTestApp, createTestDatabase, type TestApp } from '../testing/test-app.js';
import { asOwner } from './prepare-database.js';
import { servingRoleUrl } from './serving-role.js';

const userOf = (url: string) => decodeURIComponent(new URL(url).username);
const refused = (as: DataSource, sql: string) =>
  as.query(sql).then(
    () => 'done',
    (error: Error) => error.message,
  );
/** Each table's privileges of `role`, as 'DELETE,INSERT,…'. */
const privilegesOf = async (databaseUrl: string, role: string) =>
  Object.fromEntries(
    (
      await queryDatabase<{ table: string; privileges: string }>(
        databaseUrl,
        `SELECT table_name AS table, string_agg(privilege_type, ',' ORDER BY privilege_type) AS privileges
           FROM information_schema.role_table_grants WHERE grantee = $1 AND table_schema = 'public' GROUP BY table_name`,
        [role],
      )
    ).map(({ table, privileges }) => [table, privileges]),
  );

describe('the serving role derived from the owner', () => {
  it("is <owner>_runtime on the owner's server and database, its password the same for every replica and known only from the owner's", () => {
    const owner = 'postgres://app:owner-secret-1@db.internal:5432/shop?sslmode=require';
    const derived = new URL(servingRoleUrl(owner));
    expect([derived.username, derived.host, derived.pathname, derived.search]).toEqual(['app_runtime', 'db.internal:5432', '/shop', '?sslmode=require']);
    expect(servingRoleUrl(owner)).toBe(derived.toString());
    expect(derived.password).toMatch(/^[\w-]{43}$/);
    expect(new URL(servingRoleUrl(owner.replace('owner-secret-1', 'owner-secret-2'))).password).not.toBe(derived.password);
    // No password, from the URL or PGPASSWORD: nothing secret to derive one from.
    const pgPassword = process.env.PGPASSWORD;
    delete process.env.PGPASSWORD;
    try {
      expect(() => servingRoleUrl('postgres://app@db.internal:5432/shop')).toThrow(
        'DATABASE_URL names no user and password to derive the serving role from: set DATABASE_APP_URL',
      );
    } finally {
      if (pgPassword !== undefined) process.env.PGPASSWORD = pgPassword;
    }
  });
});

describe('the database role the app serves as', () => {
  let api: TestApp;
  /** The app's own pool. */
  let app: DataSource;
  let role: string;
  let owner: string;

  beforeAll(async () => {
    // TypeORM logs each statement the database refuses: expected here, kept out of the output.
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    api = await createTestApp();
    app = api.app.get(DataSource);
    [role, owner] = [userOf(api.appDatabaseUrl), userOf(api.databaseUrl)];
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await api.close();
  });

  it('is no superuser, may create neither roles nor databases, owns no table; the owner is gone once started', async () => {
    expect(await app.query('SELECT current_user AS name, session_user AS session')).toEqual([{ name: role, session: role }]);
    expect(role).not.toBe(owner);
    expect(await app.query('SELECT rolsuper, rolcreaterole, rolcreatedb, rolbypassrls, rolreplication FROM pg_roles WHERE rolname = current_user')).toEqual([
      { rolsuper: false, rolcreaterole: false, rolcreatedb: false, rolbypassrls: false, rolreplication: false },
    ]);
    // Every table the owner's, the readings' monthly partitions too (made at start by the app's call).
    const owners: { owner: string; tables: number; partitions: number }[] = await app.query(
      `SELECT tableowner AS owner, count(*)::int AS tables, count(*) FILTER (WHERE tablename LIKE 'telemetry_readings_20%')::int AS partitions
         FROM pg_tables WHERE schemaname = 'public' GROUP BY 1`,
    );
    expect(owners).toEqual([{ owner, tables: expect.any(Number), partitions: expect.any(Number) }]);
    expect(owners[0].partitions).toBeGreaterThan(3);
    const ownerSessions = await queryDatabase(
      api.databaseUrl,
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND usename = $1 AND pid <> pg_backend_pid()`,
      [owner],
    );
    expect(ownerSessions).toEqual([{ n: 0 }]);
  });

  it('can neither switch the triggers off, nor alter, empty or rewrite the append-only tables, nor make itself more', async () => {
    expect(await refused(app, 'SET session_replication_role = replica')).toBe('permission denied to set parameter "session_replication_role"');
    expect(await refused(app, 'ALTER TABLE billing_records DISABLE TRIGGER ALL')).toBe('must be owner of table billing_records');
    expect(await refused(app, 'ALTER TABLE invoices DISABLE TRIGGER invoices_issued_immutable')).toBe('must be owner of table invoices');
    expect(await refused(app, 'DROP TRIGGER billing_records_append_only ON billing_records')).toBe('must be owner of relation billing_records');
    expect(await refused(app, 'TRUNCATE billing_records')).toBe('permission denied for table billing_records');
    expect(await refused(app, 'DELETE FROM billing_records')).toBe('permission denied for table billing_records');
    expect(await refused(app, 'UPDATE billing_records SET total_cents = 1')).toBe('permission denied for table billing_records');
    expect(await refused(app, 'UPDATE aeat_responses SET status = $$ACCEPTED$$')).toBe('permission denied for table aeat_responses');
    expect(await refused(app, 'DROP TABLE billing_records CASCADE')).toBe('must be owner of table billing_records');
    expect(await refused(app, 'CREATE TABLE mine (id int)')).toBe('permission denied for schema public');
    expect(await refused(app, `DELETE FROM migrations`)).toBe('permission denied for table migrations');
    expect(await refused(app, `SET ROLE ${owner}`)).toBe(`permission denied to set role "${owner}"`);
    expect(await refused(app, `ALTER ROLE ${role} SUPERUSER`)).toBe('permission denied to alter role');
    // Every guard still on.
    expect(
      await app.query(
        `SELECT DISTINCT tgenabled AS enabled FROM pg_trigger WHERE tgrelid IN ('billing_records'::regclass, 'invoices'::regclass) AND NOT tgisinternal`,
      ),
    ).toEqual([{ enabled: 'O' }]);
  });

  it('is granted exactly what the app needs, again at each start: what it took meanwhile is taken back', async () => {
    const expected = {
      aeat_responses: 'INSERT,SELECT',
      billing_records: 'INSERT,SELECT',
      invoice_lines: 'INSERT,SELECT',
      invoices: 'INSERT,SELECT,UPDATE',
      migrations: 'SELECT',
      users: 'DELETE,INSERT,SELECT,UPDATE',
      outbox_messages: 'DELETE,INSERT,SELECT,UPDATE',
    };
    const granted = await privilegesOf(api.databaseUrl, role);
    expect(granted).toMatchObject(expected);
    expect(Object.values(granted).filter((privileges) => /TRUNCATE|REFERENCES|TRIGGER|MAINTAIN/.test(privileges))).toEqual([]);
    // A table a later migration makes is the app's to use at once (the owner's default privileges).
    await queryDatabase(api.databaseUrl, 'CREATE TABLE later_feature (id int)');
    await app.query('INSERT INTO later_feature VALUES (1)');
    expect(await app.query('SELECT id FROM later_feature')).toEqual([{ id: 1 }]);

    await queryDatabase(api.databaseUrl, `GRANT TRUNCATE, UPDATE, DELETE ON billing_records TO ${role}`);
    const restarted = await createTestApp({}, { databaseUrl: api.databaseUrl });
    try {
      expect(await privilegesOf(api.databaseUrl, role)).toMatchObject({ ...expected, later_feature: 'DELETE,INSERT,SELECT,UPDATE' });
    } finally {
      await restarted.close();
      await queryDatabase(api.databaseUrl, 'DROP TABLE later_feature');
    }
  });

  it('creates the monthly partitions a late reading needs as their owner, whatever the caller has in its temporary schema', async () => {
    const runner = app.createQueryRunner();
    try {
      // A temporary table by a partition's name comes first in the caller's search path, not in the function's.
      await runner.query('CREATE TEMPORARY TABLE telemetry_readings_2031_01 (id int)');
      expect(await runner.query(`SELECT create_telemetry_partitions('2031-01-10', '2031-01-11') AS created`)).toEqual([{ created: 2 }]);
      await runner.query('DROP TABLE telemetry_readings_2031_01');
    } finally {
      await runner.release();
    }
    expect(await app.query(`SELECT tablename AS name, tableowner AS owner FROM pg_tables WHERE tablename LIKE 'telemetry_%_2031_01' ORDER BY 1`)).toEqual([
      { name: 'telemetry_readings_2031_01', owner },
      { name: 'telemetry_rollups_2031_01', owner },
    ]);
  });

  it('refuses to serve as the owner', async () => {
    await expect(createTestApp({}, { databaseUrl: await createTestDatabase(), appDatabaseUrl: api.databaseUrl })).rejects.toThrow(
      `DATABASE_APP_URL names the database's owner "${owner}": the app must serve as a role that owns nothing`,
    );
  });

  it('refuses to serve as a superuser', async () => {
    const name = `super_${randomBytes(4).toString('hex')}`;
    const url = new URL(api.databaseUrl);
    [url.username, url.password] = [name, 'not-a-superusers-password'];
    await queryDatabase(api.databaseUrl, `CREATE ROLE ${name} LOGIN SUPERUSER PASSWORD 'not-a-superusers-password'`);
    try {
      await expect(createTestApp({}, { databaseUrl: null, appDatabaseUrl: url.toString() })).rejects.toThrow(
        `The app may not serve as the database role "${name}": it is a superuser, owns`,
      );
    } finally {
      await queryDatabase(api.databaseUrl, `DROP ROLE ${name}`);
    }
  });
});

describe('DATABASE_APP_URL', () => {
  const name = `shop_app_${randomBytes(4).toString('hex')}`;
  let ownerUrl: string;
  let appUrl: string;

  beforeAll(async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    ownerUrl = await createTestDatabase();
    const url = new URL(ownerUrl);
    [url.username, url.password] = [name, randomBytes(18).toString('base64url')];
    appUrl = url.toString();
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    // Roles are the server's: this one goes with what it was granted.
    if ((await queryDatabase(ownerUrl, 'SELECT 1 FROM pg_roles WHERE rolname = $1', [name])).length)
      await queryDatabase(ownerUrl, `DROP OWNED BY ${name}; DROP ROLE ${name}`);
  });

  it("alone (docker-compose.yml's replicas): serves once the owner has migrated and made the role, and not before", async () => {
    await expect(createTestApp({}, { databaseUrl: null, appDatabaseUrl: appUrl })).rejects.toThrow(/password authentication failed/);
    // The migrate service: the owner migrates, and makes the role with DATABASE_APP_URL's password.
    const applied = await asOwner({ owner: ownerUrl, app: appUrl }, async (owner) => owner.runMigrations({ transaction: 'each' }));
    expect(applied.length).toBeGreaterThan(20);
    const replica = await createTestApp({}, { databaseUrl: null, appDatabaseUrl: appUrl });
    try {
      expect(await replica.app.get(DataSource).query('SELECT current_user AS name')).toEqual([{ name }]);
      // Seeded by the replica itself, as the app: the demo admin signs in.
      expect((await replica.login('admin@demo.com', 'Admin123!')).token).toEqual(expect.any(String));
    } finally {
      await replica.close();
    }
  });

  it('alone, refuses a database that lacks a migration of this build, or on which the role has no rights', async () => {
    await queryDatabase(ownerUrl, `DELETE FROM migrations WHERE name = 'IssuedInvoicesImmutable1766900000100'`);
    try {
      await expect(createTestApp({}, { databaseUrl: null, appDatabaseUrl: appUrl })).rejects.toThrow(
        'The database lacks 1 migration(s) of this build (IssuedInvoicesImmutable1766900000100): run `node dist/apps/api/src/database/cli.js migrate`',
      );
    } finally {
      await queryDatabase(ownerUrl, `INSERT INTO migrations (timestamp, name) VALUES (1766900000100, 'IssuedInvoicesImmutable1766900000100')`);
    }
    // A database restored from a backup holds no grants.
    await queryDatabase(ownerUrl, `REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${name}`);
    await expect(createTestApp({}, { databaseUrl: null, appDatabaseUrl: appUrl })).rejects.toThrow(
      `The database role "${name}" has no rights on this database yet`,
    );
  });

  it('with the owner: made or given its password at start, then served as', async () => {
    await queryDatabase(ownerUrl, `ALTER ROLE ${name} PASSWORD 'another'`);
    const api = await createTestApp({}, { databaseUrl: ownerUrl, appDatabaseUrl: appUrl });
    try {
      expect(await api.app.get(DataSource).query('SELECT current_user AS name, count(*)::int AS users FROM users GROUP BY 1')).toEqual([
        { name, users: expect.any(Number) },
      ]);
    } finally {
      await api.close();
    }
  });
});
