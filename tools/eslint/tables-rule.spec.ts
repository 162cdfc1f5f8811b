import { describe, expect, it } from '@jest/globals';
import { RuleTester } from 'eslint';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import { API_SRC, API_STYLE, apiTables } from './layers-rule';
import { lintFrom } from './lint-from';
import { apiTablesRule, entitiesExportedBy, entitiesUnder, entityTablesOf, migratedTables, ownershipProblems, sqlTables } from './tables-rule';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' } });
const file = (relative: string) => path.join(API_SRC, relative);
const MIGRATIONS = file('database/migrations');

const ask = (owner: string) => `ask ${owner} through its service (a method its module exports)`;
const provide = (from: string, owner: string) => `declare what ${from} needs (an abstract class) for ${owner} to provide`;
const sql = (from: string, table: string, owner: string, advice = ask(owner)) => ({
  message: `${from} runs SQL on ${table}, a table of ${owner} (API_TABLES in apps/api/src/domains.ts): ${advice}. See ${API_STYLE}.`,
});
const repository = (from: string, name: string, table: string, owner: string, advice = ask(owner)) => ({
  message: `${from} uses a repository of ${name}, the entity of ${table}, a table of ${owner} (API_TABLES in apps/api/src/domains.ts): ${advice}. See ${API_STYLE}.`,
});
const USER_ENTITY = "import { UserEntity } from '../users/entities/user.entity.js';";

describe('layers/api-tables', () => {
  tester.run('layers/api-tables', apiTablesRule, {
    valid: [
      // A folder's own tables and entities.
      { filename: file('boats/boats.service.ts'), code: "const rows = manager.query('SELECT id FROM boats WHERE owner_id = $1', [owner]);" },
      {
        filename: file('common/rate-limit/rate-limit.service.ts'),
        code: 'const swept = manager.query(`DELETE FROM rate_limit_windows WHERE expires_at < now()`);',
      },
      {
        filename: file('jobs/jobs.service.ts'),
        code: "import { JobEntity } from './entities/job.entity.js'; class S { constructor(@InjectRepository(JobEntity) jobs) {} } manager.find(JobEntity);",
      },
      // English is not SQL, whatever tables its words name.
      {
        filename: file('maintenance/maintenance.resolver.ts'),
        code: "const field = { description: 'Removes a task from the plan; from users and boats, into jobs (admins only).' }; throw new Error(`update boats from ${where}`);",
      },
      // What cannot be judged, and what names no table: an interpolated name, a relation's path, a repository's alias.
      { filename: file('overview/today-overview.service.ts'), code: 'const rows = manager.query(`SELECT count(*) FROM ${table}`);' },
      {
        filename: file('jobs/jobs.service.ts'),
        code: "this.jobs.createQueryBuilder('users').leftJoinAndSelect('users.boat', 'boat').innerJoin('job.owner', 'owner');",
      },
      // Another domain's entity as a type, or its helpers handed to a method of the same name, is not a repository.
      { filename: file('auth/auth.service.ts'), code: `${USER_ENTITY} function name(user: UserEntity) { return [user].find(Boolean); }` },
      {
        filename: file('equipment/equipment.service.ts'),
        code: "import { DUE_SOON_DAYS } from '../maintenance/due.js'; const first = days.find(DUE_SOON_DAYS);",
      },
      // Tests, and what composes the domains, touch every table.
      { filename: file('boats/boats.spec.ts'), code: `${USER_ENTITY} manager.query('SELECT * FROM users'); manager.getRepository(UserEntity);` },
      { filename: file('testing/portal-fixtures.ts'), code: "manager.query('INSERT INTO jobs (boat_id) VALUES ($1)');" },
      { filename: file('database/seeds/seed.ts'), code: "manager.query('INSERT INTO users (email) VALUES ($1)');" },
      { filename: file('app.factory.ts'), code: "manager.query('SELECT 1 FROM users LIMIT 1');" },
    ],
    invalid: [
      {
        filename: file('maintenance/hour-meters.ts'),
        code: 'manager.query(`SELECT b.id FROM boats b JOIN boat_equipment e ON e.boat_id = b.id WHERE b.id = ${id}`);',
        errors: [sql('maintenance', 'boats', 'boats'), sql('maintenance', 'boat_equipment', 'equipment')],
      },
      // Every statement, quoted and schema-qualified names, each table of a FROM list.
      {
        filename: file('auth/sign-ups.ts'),
        code: "q('UPDATE users SET name = $1'); q('DELETE FROM \"users\"'); q('INSERT INTO public.users (email) VALUES ($1)');",
        errors: [sql('auth', 'users', 'users'), sql('auth', 'users', 'users'), sql('auth', 'users', 'users')],
      },
      {
        filename: file('overview/today-overview.service.ts'),
        code: 'q(\'SELECT count(*) FROM jobs j, boats AS b, "users" u WHERE b.id = j.boat_id\');',
        errors: [sql('overview', 'jobs', 'jobs'), sql('overview', 'boats', 'boats'), sql('overview', 'users', 'users')],
      },
      // A table of a higher domain: the lower one declares what it needs.
      {
        filename: file('boats/boats.service.ts'),
        code: "q('SELECT max(recorded_at) FROM telemetry_readings WHERE boat_id = $1');",
        errors: [sql('boats', 'telemetry_readings', 'telemetry', provide('boats', 'telemetry'))],
      },
      // common's tables and the domains' are apart both ways.
      { filename: file('auth/auth.service.ts'), code: "q('DELETE FROM rate_limit_windows');", errors: [sql('auth', 'rate_limit_windows', 'common')] },
      {
        filename: file('common/rate-limit/rate-limit.service.ts'),
        code: "q('SELECT id FROM users');",
        errors: [sql('common', 'users', 'users', provide('common', 'users'))],
      },
      // A query builder's join or source by the table's name.
      {
        filename: file('jobs/jobs.service.ts'),
        code: "this.jobs.createQueryBuilder('job').innerJoin('boats', 'boat', 'boat.id = job.boat_id'); manager.createQueryBuilder().select().from('users', 'u');",
        errors: [sql('jobs', 'boats', 'boats'), sql('jobs', 'users', 'users')],
      },
      // Repositories of another domain's entity, in every form, an aliased import too.
      {
        filename: file('auth/password-links.ts'),
        code: `${USER_ENTITY} class Links { constructor(@InjectRepository(UserEntity) users) {} }`,
        errors: [repository('auth', 'UserEntity', 'users', 'users')],
      },
      {
        filename: file('alerts/alerts.module.ts'),
        code: "import { BoatEntity } from '../boats/entities/boat.entity.js'; import { JobEntity as Job } from '../jobs/entities/job.entity.js'; TypeOrmModule.forFeature([BoatEntity, Job]);",
        errors: [repository('alerts', 'BoatEntity', 'boats', 'boats'), repository('alerts', 'Job', 'jobs', 'jobs', provide('alerts', 'jobs'))],
      },
      {
        filename: file('invoices/invoices.service.ts'),
        code: `${USER_ENTITY} manager.getRepository(UserEntity); manager.findOneBy(UserEntity, { id }); manager.update(UserEntity, id, {}); manager.createQueryBuilder(UserEntity, 'u');`,
        errors: [1, 2, 3, 4].map(() => repository('invoices', 'UserEntity', 'users', 'users')),
      },
      {
        filename: file('quotes/quotes.service.ts'),
        code: "import { JobEntity } from '../jobs/entities/job.entity.js'; this.quotes.createQueryBuilder('quote').innerJoin(JobEntity, 'job', 'job.id = quote.job_id');",
        errors: [repository('quotes', 'JobEntity', 'jobs', 'jobs')],
      },
    ],
  });
});

describe('entitiesExportedBy', () => {
  it("follows a folder's index to the entities it re-exports, renamed or all, but counts them as declared only where they are", () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'entities-'));
    const write = (name: string, code: string) => writeFileSync(path.join(folder, name), code);
    try {
      write('user.entity.ts', "@Entity('users') export class UserEntity {} export class UserRow {}");
      write('boat.entity.ts', "@Entity({ name: 'boats' }) export class BoatEntity {}");
      write('more.ts', "export { BoatEntity } from './boat.entity.js'; export { BoatEntity as Boat } from './boat.entity.js';");
      write('index.ts', "export { UserEntity as User, UserRow } from './user.entity.js'; export * from './more.js'; export * from './index.js';");
      expect(Object.fromEntries(entitiesExportedBy(path.join(folder, 'index.ts')))).toEqual({ User: 'users', BoatEntity: 'boats', Boat: 'boats' });
      expect(entityTablesOf(path.join(folder, 'index.ts')).size).toBe(0);
    } finally {
      rmSync(folder, { recursive: true });
    }
  });
});

describe('sqlTables', () => {
  it('reads the tables SQL names, and nothing from English or a column', () => {
    expect(sqlTables('SELECT j.id FROM jobs j JOIN boats b ON b.id = j.boat_id LEFT JOIN LATERAL (SELECT 1) x ON true')).toEqual(['jobs', 'boats']);
    expect(sqlTables('WITH gone AS (DELETE FROM visits WHERE id = $1 RETURNING job_id) UPDATE jobs SET status = $2 FROM gone')).toEqual([
      'visits',
      'jobs',
      'gone',
    ]);
    expect(sqlTables('Saves every detail, from the version the edit started at')).toEqual([]);
  });
});

describe("the tables' owners (API_TABLES in apps/api/src/domains.ts)", () => {
  const migrated = migratedTables(MIGRATIONS);

  it('reads the tables the migrations leave: created, not dropped since, no partition', () => {
    expect(migrated).toContain('users');
    expect(migrated).toContain('telemetry_readings');
    // Kept for the release before the sliding windows.
    expect(migrated).toContain('rate_limit_counters');
    // Created by the portal, dropped when its readings moved to telemetry.
    expect(migrated).not.toContain('vital_sign_readings');
    expect([...migrated].filter((table) => /_\d{4}/.test(table))).toEqual([]);
  });

  it('follows creations, drops and renames in the order the migrations run, reading their up methods only', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    const migration = (up: string, down: string) => `export class M { async up(q) { ${up} } async down(q) { ${down} } }`;
    try {
      writeFileSync(
        path.join(folder, '1-first.ts'),
        migration(
          "await q.query(`CREATE TABLE harbours (id int)`); await q.query('CREATE TABLE IF NOT EXISTS berths (id int)');",
          "await q.query('CREATE TABLE undone (id int)');",
        ),
      );
      writeFileSync(
        path.join(folder, '2-second.ts'),
        migration(
          'await q.query(`ALTER TABLE berths RENAME TO moorings`); await q.query(`CREATE TABLE old_a (id int); CREATE TABLE old_b (id int); DROP TABLE old_a, "old_b"`); await q.query(`EXECUTE format(\'CREATE TABLE %I PARTITION OF harbours\')`);',
          "await q.query('DROP TABLE harbours');",
        ),
      );
      writeFileSync(path.join(folder, '2-second.spec.ts'), migration("await q.query('CREATE TABLE tested (id int)');", ''));
      expect([...migratedTables(folder)].sort()).toEqual(['harbours', 'moorings']);
    } finally {
      rmSync(folder, { recursive: true });
    }
  });

  it('own every table once, in folders that are domains (or common), each entity in its owner folder', () => {
    expect(ownershipProblems(apiTables(), migrated, entitiesUnder(API_SRC))).toEqual([]);
  });

  it('reports a table owned by no folder or by two, a declared table no migration leaves, an owner that is no domain, an entity elsewhere', () => {
    const tables = new Map(apiTables());
    tables.set(
      'jobs',
      (tables.get('jobs') ?? []).filter((table) => table !== 'job_status_changes'),
    );
    tables.set('boats', [...(tables.get('boats') ?? []), 'users']);
    tables.set('harbour', ['berths']);
    const entities = [{ file: file('schedule/entities/visit.entity.ts'), name: 'BoatEntity', table: 'boats' }];
    expect(ownershipProblems(tables, migrated, entities)).toEqual([
      'harbour owns tables but is no domain (nor common)',
      'job_status_changes is owned by no folder',
      'users is owned by users and boats',
      'berths is declared but no migration leaves it',
      "BoatEntity (schedule/entities/visit.entity.ts) is boats's entity, outside its owner boats",
    ]);
  });
});

describe('layers/api-tables in eslint.config.js', () => {
  it("is on for the API's running code", async () => {
    const output = await lintFrom(
      path.resolve(API_SRC, '../../..'),
      file('auth/fixture.ts'),
      `${USER_ENTITY}\nexport const users = (manager: EntityManager) => manager.getRepository(UserEntity);\nexport const boats = 'SELECT id FROM boats';\n`,
    );
    expect(output.match(/layers\/api-tables/g)).toHaveLength(2);
  }, 60_000);
});
