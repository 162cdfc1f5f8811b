import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, readdir } from 'node:fs/promises';
import { delimiter, join } from 'node:path';

/** pg_dump, pg_restore and psql of one PostgreSQL installation, and its major version. */
export interface PgTools {
  major: number;
  pgDump: string;
  pgRestore: string;
  psql: string;
}

/** A database to reach: libpq's connection URL without its password, and the password apart. */
export interface PgTarget {
  url: string;
  password: string;
  database: string;
}

/** Splits DATABASE_URL so that the password travels in PGPASSWORD, never on a command line (`ps` shows those). */
export function pgTarget(databaseUrl: string, database?: string): PgTarget {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  if (database !== undefined) url.pathname = `/${encodeURIComponent(database)}`;
  return { url: url.toString(), password, database: decodeURIComponent(url.pathname.slice(1)) };
}

async function executable(path: string): Promise<boolean> {
  return access(path, constants.X_OK).then(
    () => true,
    () => false,
  );
}

/** Installations' bin folders: PG_BIN_DIR alone when set, else the usual places, then PATH. */
async function candidateDirs(env: NodeJS.ProcessEnv): Promise<string[]> {
  if (env.PG_BIN_DIR) return [env.PG_BIN_DIR];
  const versioned = async (root: string, prefix: string, suffix: string) =>
    (await readdir(root).catch(() => [] as string[])).filter((name) => name.startsWith(prefix)).map((name) => join(root, name, suffix));
  return [
    // Debian and Ubuntu (the postgres image too), RHEL and Fedora, Homebrew.
    ...(await versioned('/usr/lib/postgresql', '', 'bin')),
    ...(await versioned('/usr', 'pgsql-', 'bin')),
    ...(await versioned('/opt/homebrew/opt', 'postgresql@', 'bin')),
    '/opt/homebrew/opt/libpq/bin',
    '/usr/local/opt/libpq/bin',
    ...(env.PATH ?? '').split(delimiter).filter(Boolean),
  ];
}

/** Runs a program to its end; rejects with what it wrote to stderr when it fails. */
export function run(program: string, args: string[], options: { env?: NodeJS.ProcessEnv; input?: string } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env: { ...process.env, ...options.env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${program.split('/').pop()} failed (exit ${code}): ${stderr.trim() || stdout.trim()}`));
    });
    // A program that exits without reading its input (pg_dump --version) closes the pipe first: its exit code tells.
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input ?? '');
  });
}

async function majorOf(pgDump: string): Promise<number | null> {
  const version = await run(pgDump, ['--version']).catch(() => '');
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(version);
  return match ? Number(match[1]) : null;
}

/** Every installation found, with pg_dump, pg_restore and psql side by side; closest to oldest first. */
async function installations(env: NodeJS.ProcessEnv): Promise<PgTools[]> {
  const found: PgTools[] = [];
  for (const dir of new Set(await candidateDirs(env))) {
    const tools = { pgDump: join(dir, 'pg_dump'), pgRestore: join(dir, 'pg_restore'), psql: join(dir, 'psql') };
    if (!(await executable(tools.pgDump)) || !(await executable(tools.pgRestore)) || !(await executable(tools.psql))) continue;
    const major = await majorOf(tools.pgDump);
    if (major !== null) found.push({ major, ...tools });
  }
  return found.sort((a, b) => a.major - b.major);
}

/** Runs SQL through psql (from stdin, so `:'name'` and `:"name"` quote the variables given). */
export function psql(tools: PgTools, target: PgTarget, sql: string, variables: Record<string, string> = {}): Promise<string> {
  const args = ['--no-psqlrc', '--quiet', '--tuples-only', '--no-align', '--set=ON_ERROR_STOP=1', `--dbname=${target.url}`];
  for (const [name, value] of Object.entries(variables)) args.push(`--set=${name}=${value}`);
  return run(tools.psql, args, { env: pgEnv(target), input: sql });
}

export function pgEnv(target: PgTarget): NodeJS.ProcessEnv {
  return { PGPASSWORD: target.password, PGAPPNAME: 'mmt-backup', PGCONNECT_TIMEOUT: '10' };
}

/**
 * The client programs for the server at `target`: pg_dump refuses a server newer than itself, so the
 * oldest installation at least as new as the server (the postgres image's own, in docker-compose.yml).
 */
export async function pgToolsFor(target: PgTarget, env: NodeJS.ProcessEnv = process.env): Promise<PgTools> {
  const found = await installations(env);
  if (found.length === 0) {
    throw new Error('No PostgreSQL client programs (pg_dump, pg_restore, psql) found: install them, or set PG_BIN_DIR to their folder.');
  }
  const server = Number((await psql(found[found.length - 1], target, 'SHOW server_version_num')).trim());
  const serverMajor = Math.floor(server / 10_000);
  const tools = found.find((installation) => installation.major >= serverMajor);
  if (!tools) {
    const versions = [...new Set(found.map((installation) => installation.major))].join(', ');
    throw new Error(
      `The database runs PostgreSQL ${serverMajor} and this machine's pg_dump is older (${versions}): pg_dump cannot read a newer server. ` +
        `Install PostgreSQL ${serverMajor}'s client programs (Debian/Ubuntu: postgresql-client-${serverMajor}; macOS: brew install libpq), or set PG_BIN_DIR to their folder.`,
    );
  }
  return tools;
}
