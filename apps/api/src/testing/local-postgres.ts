import { execFile } from 'node:child_process';
import { chmod, chown, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './global-setup.js';

const exec = promisify(execFile);

export interface LocalPostgres {
  /** postgres://postgres:local@127.0.0.1:port/<database> */
  url(database?: string): string;
  binDir: string;
  major: number;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL server of this machine's own installation (Debian's postgresql package, which CI
 * has), for what needs pg_dump of the server's version: the embedded server of the other tests
 * is PostgreSQL 18, newer than Debian's pg_dump.
 */
export async function startLocalPostgres(): Promise<LocalPostgres> {
  const root = '/usr/lib/postgresql';
  const majors = (await readdir(root).catch(() => [] as string[]))
    .map(Number)
    .filter(Number.isInteger)
    .sort((a, b) => b - a);
  const major = majors[0];
  if (major === undefined) throw new Error(`no PostgreSQL installation under ${root}: apt-get install postgresql`);
  const binDir = join(root, String(major), 'bin');

  // As root, the server runs as the `postgres` system user (initdb refuses root).
  const asRoot = process.getuid?.() === 0;
  const passwd = asRoot ? (await readFile('/etc/passwd', 'utf8')).split('\n').find((line) => line.startsWith('postgres:')) : undefined;
  if (asRoot && !passwd) throw new Error('no postgres system user to run PostgreSQL as');
  const [uid, gid] = passwd ? passwd.split(':').slice(2, 4).map(Number) : [undefined, undefined];
  const dir = await mkdtemp(join(tmpdir(), 'mmt-local-pg-'));
  await chmod(dir, 0o755);
  if (uid !== undefined) await chown(dir, uid, gid!);
  const as = { uid, gid, env: { ...process.env, LC_ALL: 'C' } };

  const dataDir = join(dir, 'data');
  const port = await freePort();
  await exec(join(binDir, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync'], as);
  await exec(
    join(binDir, 'pg_ctl'),
    ['-D', dataDir, '-l', join(dir, 'server.log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start'],
    as,
  );
  return {
    // The server trusts every local connection; the password is there for the app's serving role, derived from it.
    url: (database = 'postgres') => `postgres://postgres:local@127.0.0.1:${port}/${database}`,
    binDir,
    major,
    stop: async () => {
      await exec(join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'], as).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
