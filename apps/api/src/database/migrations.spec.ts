import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { migrations } from './schema.js';

describe('database migrations', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  it('run from an empty database, every one of them, and the schema matches the entities', async () => {
    const dataSource = api.app.get(DataSource);
    const applied: { name: string }[] = await dataSource.query('SELECT name FROM migrations ORDER BY id');
    expect(applied.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name));
    // Every table and column the entities map exists as mapped (constraint names may differ).
    const pending = await dataSource.driver.createSchemaBuilder().log();
    const structural = pending.upQueries
      .map((query) => query.query)
      .filter((query) => /CREATE TABLE|ADD COLUMN|DROP COLUMN|ALTER COLUMN "\w+" TYPE|SET NOT NULL|DROP NOT NULL/.test(query));
    expect(structural).toEqual([]);
  });

  it('revert all the way down and up again', async () => {
    const dataSource = api.app.get(DataSource);
    for (let i = 0; i < migrations.length; i++) await dataSource.undoLastMigration({ transaction: 'each' });
    const tables: { table_name: string }[] = await dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations'`,
    );
    expect(tables).toEqual([]);
    await dataSource.runMigrations({ transaction: 'each' });
    const count: { n: number }[] = await dataSource.query('SELECT count(*)::int AS n FROM migrations');
    expect(count[0].n).toBe(migrations.length);
  });
});
