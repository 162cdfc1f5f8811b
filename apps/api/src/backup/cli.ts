import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { lastScheduledAt, listBackups, nextScheduledAt } from './backup-files.js';
import { loadBackupSettings, type BackupSettings } from './backup-settings.js';
import { restoreBackup, takeBackup, type Log } from './backup.js';
import { embeddedDatabase, type Database } from './embedded-database.js';

// This folder runs on its own in the backup image (the postgres image with Node): Node's built-ins
// and aws4 only, and the app's modules loaded lazily for the embedded database of `npm start`.

const USAGE = 'usage: cli.js backup | restore <file> | schedule';
const RETRY_AFTER_FAILURE_MS = 60 * 60 * 1000;

const log: Log = (message) => console.log(`${new Date().toISOString()} backup: ${message}`);

async function backupNow(databaseUrl: string, settings: BackupSettings): Promise<void> {
  const outcome = await takeBackup(databaseUrl, settings, log);
  log(`wrote ${outcome.file} (${(outcome.sizeBytes / 1_048_576).toFixed(1)} MB)`);
  if (outcome.copiedTo) log(`copied to ${outcome.copiedTo}`);
  if (outcome.copyError) log(`the copy to S3 failed: ${outcome.copyError}`);
  if (outcome.deleted.length)
    log(`deleted by the retention (${settings.retention.daily} days, ${settings.retention.monthly} months): ${outcome.deleted.join(', ')}`);
}

/**
 * docker-compose.yml's backup service: a backup every night at BACKUP_AT, and one at once when the
 * last night's is missing (the server was off, or this is its first start). A failed one is tried
 * again an hour later. SIGTERM waits for a dump in progress.
 */
async function schedule(databaseUrl: string, settings: BackupSettings): Promise<never> {
  let busy = false;
  let stopping = false;
  process.once('SIGTERM', () => {
    stopping = true;
    if (!busy) process.exit(0);
  });
  const now = new Date();
  const newest = (await listBackups(settings.dir))[0];
  let due = !newest || newest.takenAt < lastScheduledAt(now, settings.at) ? now : nextScheduledAt(now, settings.at);
  for (;;) {
    const copy = settings.s3 ? `, copied to S3 bucket ${settings.s3.bucket}` : '';
    log(due.getTime() <= Date.now() ? `none since the last scheduled time: taking one now${copy}` : `next backup at ${due.toString()}${copy}`);
    // Timers hold at most ~24.8 days; a day's wait is well within, but the clock is read again anyway.
    while (Date.now() < due.getTime()) await sleep(Math.min(due.getTime() - Date.now(), 3_600_000));
    busy = true;
    try {
      await backupNow(databaseUrl, settings);
      due = nextScheduledAt(new Date(), settings.at);
    } catch (error) {
      log(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
      due = new Date(Math.min(Date.now() + RETRY_AFTER_FAILURE_MS, nextScheduledAt(new Date(), settings.at).getTime()));
    }
    busy = false;
    if (stopping) process.exit(0);
  }
}

async function main([command, file]: string[]): Promise<number> {
  if (!['backup', 'restore', 'schedule'].includes(command) || (command === 'restore') !== (file !== undefined)) {
    console.error(USAGE);
    return 2;
  }
  let database: Database | undefined;
  try {
    const settings = loadBackupSettings();
    database = process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : await embeddedDatabase();
    if (command === 'schedule') await schedule(database.url, settings);
    if (command === 'backup') await backupNow(database.url, settings);
    if (command === 'restore') {
      const { previous } = await restoreBackup(database.url, resolve(file), log);
      log(`restored ${file}. The database as it was is kept as "${previous}": drop it (DROP DATABASE "${previous}") once the site is checked.`);
    }
    return 0;
  } catch (error) {
    log(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await database?.stop?.();
  }
}

process.exitCode = await main(process.argv.slice(2));
