import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createApp, startApp } from './app.factory.js';
import { createAppLogger } from './common/logging/app-logger.js';
import { loadConfig } from './config/app-config.js';
import { startEmbeddedPostgres, type RunningPostgres } from './database/embedded-postgres.js';
import { databaseUrls } from './database/serving-role.js';

const logger = new Logger('Main');

async function main(): Promise<void> {
  const config = loadConfig();
  Logger.overrideLogger(createAppLogger(config.logFormat));
  if ((process.env.JWT_ACCESS_SECRET ?? '').length < 32) logger.warn('JWT_ACCESS_SECRET is unset or short: using a random per-process secret.');
  let embedded: RunningPostgres | undefined;
  // DATABASE_APP_URL alone: a replica that only serves, on a database its owner prepared.
  if (!config.databaseUrl && !config.databaseAppUrl) embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPostgresPort);
  const database = databaseUrls(config.databaseUrl ?? embedded?.url ?? null, config.databaseAppUrl);

  const app = await createApp({ config, database });

  // Graceful stop: no new connections, in-flight requests finish, the pool closes, then PostgreSQL; exit 0.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: shutting down`);
    const forceExit = setTimeout(() => process.exit(1), 15_000).unref();
    const started = Date.now();
    try {
      await app.close();
      const pool = app.get(DataSource).isInitialized ? 'STILL OPEN' : 'closed';
      logger.log(`requests finished, database pool ${pool} (${Date.now() - started} ms)`);
      await embedded?.stop();
      clearTimeout(forceExit);
      process.exit(0);
    } catch (error) {
      logger.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  try {
    await startApp(app, config);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  logger.log(`Listening on http://localhost:${config.port}`);
  if (config.cookieSecure) {
    logger.log(
      'COOKIE_SECURE is on: browsers keep the sign-in cookie only over https or on http://localhost. Signed in over plain http ' +
        'from another device (http://<this machine>:port), the session is lost on reload; set COOKIE_SECURE=false to try the site that way.',
    );
  }
}

main().catch((error: unknown) => {
  logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
