import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

// Beside the backup tool, which runs on its own in the backup image: Node's built-ins only, the
// app's modules loaded lazily. Also the database of `npm run admin:create` (setup/create-admin.ts).

export interface Database {
  url: string;
  stop?: () => Promise<void>;
}

/** The embedded PostgreSQL of `npm start`, as it runs (its postmaster.pid), else started for the command. */
export async function embeddedDatabase(): Promise<Database> {
  const { loadConfig } = await import('../config/app-config.js');
  const config = loadConfig();
  const pidFile = await readFile(join(config.dataDir, 'postgres', 'postmaster.pid'), 'utf8').catch(() => null);
  const [pid, , , port] = pidFile?.split('\n') ?? [];
  const alive = (() => {
    try {
      return pid !== undefined && process.kill(Number(pid), 0);
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
  })();
  if (alive && port) {
    const password = (await readFile(join(config.dataDir, 'postgres.password'), 'utf8')).trim();
    return { url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/app` };
  }
  const { startEmbeddedPostgres } = await import('../database/embedded-postgres.js');
  const server = await startEmbeddedPostgres(config.dataDir, config.embeddedPostgresPort);
  return { url: server.url, stop: () => server.stop() };
}
