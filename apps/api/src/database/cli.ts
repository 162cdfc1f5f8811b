import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { createAppLogger } from '../common/logging/app-logger.js';
import { loadConfig } from '../config/app-config.js';
import { startEmbeddedPostgres, type RunningPostgres } from './embedded-postgres.js';
import { asOwner } from './prepare-database.js';
import { databaseUrls } from './serving-role.js';

const USAGE = 'usage: cli.js migrate | revert | reset';
const logger = new Logger('Database');

/** What each command does to the schema, as the owner, under the migration lock (then the serving role is granted what the app needs on what is left). */
const commands: Record<string, (dataSource: DataSource) => Promise<void>> = {
  /** Runs every pending migration. */
  migrate: async (dataSource) => {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    logger.log(applied.length ? `applied ${applied.map((migration) => migration.name).join(', ')}` : 'nothing to migrate');
  },
  /** Reverts the last applied migration. */
  revert: async (dataSource) => {
    const [last] = await dataSource.query<{ name: string }[]>(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`).catch(() => []);
    if (!last) return logger.log('nothing to revert');
    await dataSource.undoLastMigration({ transaction: 'each' });
    logger.log(`reverted ${last.name}`);
  },
  /**
   * Drops everything in the schema (tables and data, but also the trigger functions TypeORM's
   * dropDatabase leaves behind) and migrates from scratch; the next start seeds it.
   */
  reset: async (dataSource) => {
    await dataSource.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    logger.log(`dropped everything and applied ${applied.length} migrations`);
  },
};

/**
 * `npm run db:migrate | db:revert | db:reset`: on DATABASE_URL's database, or, when it is unset,
 * on the embedded PostgreSQL under DATA_DIR that `npm start` uses (stop the server first). Also
 * docker-compose.yml's migrate service, which sets up the replicas' DATABASE_APP_URL role.
 */
async function main(command: string | undefined): Promise<number> {
  const run = command === undefined ? undefined : commands[command];
  if (!run) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  Logger.overrideLogger(createAppLogger(config.logFormat));
  let embedded: RunningPostgres | undefined;
  try {
    if (!config.databaseUrl) embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPostgresPort);
    const owner = config.databaseUrl ?? embedded!.url;
    await asOwner({ owner, app: databaseUrls(owner, config.databaseAppUrl).app }, run);
    return 0;
  } catch (error) {
    logger.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await embedded?.stop();
  }
}

process.exitCode = await main(process.argv[2]);
