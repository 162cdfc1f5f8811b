import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from './embedded-postgres.js';

/** A port nothing listens on now. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

// Only root's start-up hands the data to another user (embedded-postgres's `postgres`).
const asRoot = process.getuid?.() === 0;

describe('the embedded PostgreSQL at start-up', () => {
  let closed: string;
  beforeAll(async () => {
    closed = await mkdtemp(join(tmpdir(), 'mmt-closed-')); // 0700, as a home folder is
  });
  afterAll(() => rm(closed, { recursive: true, force: true }));

  (asRoot ? it : it.skip)('never opens a folder above its data: it names those the postgres user cannot pass and what to do', async () => {
    const dataDir = join(closed, 'app', '.data');
    await mkdir(join(closed, 'app'), { mode: 0o755 });
    // Were it to start (as it did by opening the folders), it is stopped again.
    const outcome = await startEmbeddedPostgres(dataDir, await freePort()).then(
      async (running) => {
        await running.stop();
        return 'started';
      },
      (error: Error) => error.message,
    );
    expect(outcome).toContain(`These keep it out: ${closed} (700).`);
    expect(outcome).toContain(`chmod o+x ${closed}`);
    expect(outcome).toContain('DATA_DIR');
    expect((await stat(closed)).mode & 0o777).toBe(0o700);
  });
});
