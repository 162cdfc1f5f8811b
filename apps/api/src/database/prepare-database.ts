import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SystemIdentification } from '../invoices/verifactu/billing-records.js';
import { dataSourceOptions } from './data-source-options.js';
import { migrations } from './schema.js';
import { checkServingRole, setUpServingRole, type DatabaseUrls } from './serving-role.js';
import { seedDatabase } from './seeds/seed.js';

/** Any constant shared by every process of this app: only one migrates at a time. */
const MIGRATION_LOCK = 7_305_112;

const logger = new Logger('Database');

/** Runs `work` holding the migration lock (API processes starting together, the database CLI). */
export async function withMigrationLock<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  if (!dataSource.isInitialized) await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    return await work();
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
  }
}

/**
 * `work` on a connection of the owner's, under the migration lock, then the serving role set up
 * (made if need be, and granted what the app needs on what `work` left); the owner's connection is
 * closed before it returns.
 */
export async function asOwner<T>(urls: { owner: string; app: string }, work: (owner: DataSource) => Promise<T>): Promise<T> {
  const owner = new DataSource(dataSourceOptions(urls.owner));
  try {
    return await withMigrationLock(owner, async () => {
      const result = await work(owner);
      await setUpServingRole(owner, urls.app);
      return result;
    });
  } finally {
    if (owner.isInitialized) await owner.destroy();
  }
}

/**
 * At start: as the owner when this process has its URL, the pending migrations and the serving
 * role; then, on the serving connection (`serving`) and under the migration lock, the check that it
 * may serve as it is (database/serving-role.ts) on a database with every migration of this build,
 * the telemetry partitions ahead, and the seed. The seed writes rows only, as the app does: it runs
 * as the app, also where no owner's URL is at hand (docker-compose.yml's replicas).
 * `recordSystem`: the billing system that the demo invoices' VERI*FACTU records name.
 */
export async function prepareDatabase(
  serving: DataSource,
  options: { ownerUrl?: DatabaseUrls['owner']; seedDemo: boolean; recordSystem: SystemIdentification },
): Promise<void> {
  if (options.ownerUrl) {
    const app = (serving.options as { url: string }).url;
    await asOwner({ owner: options.ownerUrl, app }, (owner) => owner.runMigrations({ transaction: 'each' }));
  }
  await withMigrationLock(serving, async () => {
    const role = await checkServingRole(serving);
    await requireMigrated(serving, role);
    // The readings' monthly partitions from two months back (the demo's month of history) to three
    // ahead, before any transaction writes to boats: creating one locks boats (its foreign key).
    await serving.query(`SELECT create_telemetry_partitions(now() - interval '2 months', now() + interval '3 months')`);
    await seedDatabase(serving, { demo: options.seedDemo, recordSystem: options.recordSystem });
    logger.log(`serving as the database role "${role}"`);
  });
}

const OWNER_MIGRATES = 'run `node dist/apps/api/src/database/cli.js migrate` with DATABASE_URL set to the owner’s URL (docker compose: the migrate service)';

/** Refuses to serve a database that lacks a migration of this build, or on which the serving role has no rights yet. */
async function requireMigrated(serving: DataSource, role: string): Promise<void> {
  const applied = await serving.query<{ name: string }[]>('SELECT name FROM migrations').catch((error: unknown) => {
    const code = (error as { driverError?: { code?: string } }).driverError?.code;
    if (code === '42P01') return [];
    if (code === '42501') throw new Error(`The database role "${role}" has no rights on this database yet: ${OWNER_MIGRATES}, which grants them`);
    throw error;
  });
  const names = new Set(applied.map((row) => row.name));
  const missing = migrations.map((migration) => migration.name).filter((name) => !names.has(name));
  if (missing.length) throw new Error(`The database lacks ${missing.length} migration(s) of this build (${missing.join(', ')}): ${OWNER_MIGRATES}`);
}
