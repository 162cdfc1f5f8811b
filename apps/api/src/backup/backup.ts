import { mkdir, open, rename, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { backupFileName, backupsToDelete, listBackups } from './backup-files.js';
import type { BackupSettings } from './backup-settings.js';
import { pgEnv, pgTarget, pgToolsFor, psql, run, type PgTarget, type PgTools } from './pg-tools.js';
import { copyToS3 } from './s3-copy.js';

export interface BackupOutcome {
  file: string;
  sizeBytes: number;
  /** Where the copy went (host/bucket/key); null when no storage is set. */
  copiedTo: string | null;
  /** Why the copy failed; the backup on this server still counts. */
  copyError: string | null;
  /** Older backups the retention let go. */
  deleted: string[];
}

export type Log = (message: string) => void;

/** Each run in backup_runs, for the admins' settings page and /metrics; a database that cannot take it only loses the record. */
async function recordRun(
  tools: PgTools,
  target: PgTarget,
  run: { startedAt: Date; status: 'ok' | 'failed'; file?: string; sizeBytes?: number; offsite?: 'copied' | 'failed'; error?: string },
  log: Log,
): Promise<void> {
  await psql(
    tools,
    target,
    `INSERT INTO backup_runs (started_at, finished_at, status, file_name, size_bytes, offsite, error)
     VALUES (:'started_at', now(), :'status', NULLIF(:'file_name', ''), NULLIF(:'size_bytes', '')::bigint, NULLIF(:'offsite', ''), NULLIF(:'error', ''))`,
    {
      started_at: run.startedAt.toISOString(),
      status: run.status,
      file_name: run.file ?? '',
      size_bytes: run.sizeBytes === undefined ? '' : String(run.sizeBytes),
      offsite: run.offsite ?? '',
      error: (run.error ?? '').slice(0, 2000),
    },
  ).catch((error: unknown) => log(`the run could not be recorded in backup_runs: ${error instanceof Error ? error.message : String(error)}`));
}

/**
 * A consistent copy of the whole database (pg_dump reads one snapshot while the site keeps
 * writing) in pg_dump's compressed custom format, written aside and renamed when complete; then
 * the off-site copy, if set, and the retention.
 */
export async function takeBackup(databaseUrl: string, settings: BackupSettings, log: Log, now = new Date()): Promise<BackupOutcome> {
  const target = pgTarget(databaseUrl);
  const tools = await pgToolsFor(target);
  // Customers' data and password hashes: readable by the owner only.
  await mkdir(settings.dir, { recursive: true, mode: 0o700 });
  const name = backupFileName(now);
  const file = join(settings.dir, name);
  const partial = `${file}.partial`;
  let sizeBytes: number;
  try {
    // Made 0600 before pg_dump writes a byte (it keeps a file's mode, where it would create one
    // with the umask's); a partial file of a run that died is replaced.
    await rm(partial, { force: true });
    await (await open(partial, 'wx', 0o600)).close();
    // --lock-wait-timeout: a table held by a migration fails the dump instead of queueing the site behind it.
    await run(tools.pgDump, ['--format=custom', '--lock-wait-timeout=60000', `--file=${partial}`, `--dbname=${target.url}`], { env: pgEnv(target) });
    await rename(partial, file);
    sizeBytes = (await stat(file)).size;
  } catch (error) {
    await rm(partial, { force: true });
    await recordRun(tools, target, { startedAt: now, status: 'failed', error: error instanceof Error ? error.message : String(error) }, log);
    throw error;
  }

  let copiedTo: string | null = null;
  let copyError: string | null = null;
  if (settings.s3) {
    try {
      copiedTo = await copyToS3(settings.s3, file, name);
    } catch (error) {
      copyError = error instanceof Error ? error.message : String(error);
    }
  }
  const deleted = backupsToDelete(await listBackups(settings.dir), settings.retention).map((backup) => backup.name);
  for (const old of deleted) await unlink(join(settings.dir, old));
  await recordRun(
    tools,
    target,
    { startedAt: now, status: 'ok', file: name, sizeBytes, offsite: settings.s3 ? (copiedTo ? 'copied' : 'failed') : undefined, error: copyError ?? undefined },
    log,
  );
  return { file, sizeBytes, copiedTo, copyError, deleted };
}

/**
 * Replaces DATABASE_URL's database with the backup's contents: restored into a new database first
 * (nothing is touched if that fails), then swapped in by name. The database as it was stays beside
 * it, renamed <name>_before_restore_<time>, until dropped by hand. The app must be stopped.
 */
export async function restoreBackup(databaseUrl: string, file: string, log: Log, now = new Date()): Promise<{ previous: string }> {
  const target = pgTarget(databaseUrl);
  const tools = await pgToolsFor(target);
  // Any database but the target to run the swap from.
  const maintenance = pgTarget(databaseUrl, target.database === 'postgres' ? 'template1' : 'postgres');
  await run(tools.pgRestore, ['--list', file]).catch((error: unknown) => {
    throw new Error(`${file} is not a backup pg_restore can read: ${error instanceof Error ? error.message : String(error)}`);
  });
  const others = Number(
    await psql(tools, maintenance, `SELECT count(*) FROM pg_stat_activity WHERE datname = :'target' AND pid <> pg_backend_pid()`, { target: target.database }),
  );
  if (others > 0) throw new Error(`${others} other connection(s) use the database "${target.database}": stop the app (and its backups) before restoring.`);

  const stamp = now.toISOString().replace(/[-:]/g, '').slice(0, 15);
  const restoring = `${target.database}_restoring`;
  const previous = `${target.database}_before_restore_${stamp}`;
  await psql(tools, maintenance, `DROP DATABASE IF EXISTS :"restoring";\nCREATE DATABASE :"restoring" TEMPLATE template0;`, { restoring });
  log(`restoring ${file} into a new database "${restoring}"`);
  await run(
    tools.pgRestore,
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${pgTarget(databaseUrl, restoring).url}`, file],
    {
      env: pgEnv(target),
    },
  );
  await psql(tools, maintenance, `BEGIN;\nALTER DATABASE :"target" RENAME TO :"previous";\nALTER DATABASE :"restoring" RENAME TO :"target";\nCOMMIT;`, {
    target: target.database,
    previous,
    restoring,
  });
  return { previous };
}
