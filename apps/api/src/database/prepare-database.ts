import type { DataSource } from 'typeorm';
import type { SystemIdentification } from '../invoices/verifactu/billing-records.js';
import { seedDatabase } from './seeds/seed.js';

/** Any constant shared by every process of this app: only one migrates at a time. */
const MIGRATION_LOCK = 7_305_112;

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

/** Connects, migrates and seeds an empty database, holding the migration lock throughout. */
/** `recordSystem`: the billing system that the demo invoices' VERI*FACTU records name. */
export async function prepareDatabase(dataSource: DataSource, options: { seedDemo: boolean; recordSystem: SystemIdentification }): Promise<void> {
  await withMigrationLock(dataSource, async () => {
    await dataSource.runMigrations({ transaction: 'each' });
    // The readings' monthly partitions from two months back (the demo's month of history) to three
    // ahead, before any transaction writes to boats: creating one locks boats (its foreign key).
    await dataSource.query(`SELECT create_telemetry_partitions(now() - interval '2 months', now() + interval '3 months')`);
    await seedDatabase(dataSource, { demo: options.seedDemo, recordSystem: options.recordSystem });
  });
}
