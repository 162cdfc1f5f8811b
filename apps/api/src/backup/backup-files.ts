import { readdir } from 'node:fs/promises';

/** One dump in the backups folder, named for the moment it was taken (UTC). */
export interface BackupFile {
  name: string;
  takenAt: Date;
}

export interface Retention {
  /** The newest backup of each of this many days (the last days with a backup) is kept… */
  daily: number;
  /** …and the newest of each of this many months. */
  monthly: number;
}

const NAME = /^mmt-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.dump$/;

/** mmt-20261122T030000Z.dump: sorts by time, says when, and no other file is ever taken for a backup. */
export function backupFileName(takenAt: Date): string {
  return `mmt-${takenAt
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')}.dump`;
}

export function parseBackupFileName(name: string): BackupFile | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, year, month, day, hours, minutes, seconds] = match.map(Number);
  return { name, takenAt: new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds)) };
}

/** The folder's backups, newest first (other files, partial dumps among them, are not backups). */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .map(parseBackupFileName)
    .filter((file): file is BackupFile => file !== null)
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/** The newest of each period, for the `count` newest periods that have one. */
function newestPerPeriod(backups: BackupFile[], period: (date: Date) => string, count: number): BackupFile[] {
  const kept = new Map<string, BackupFile>();
  for (const backup of backups) {
    const key = period(backup.takenAt);
    if (!kept.has(key)) {
      if (kept.size === count) break;
      kept.set(key, backup);
    }
  }
  return [...kept.values()];
}

/** What the retention lets go: the backups (newest first) kept neither as a day's nor as a month's. */
export function backupsToDelete(backups: BackupFile[], retention: Retention): BackupFile[] {
  const newestFirst = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const kept = new Set([
    ...newestPerPeriod(newestFirst, (date) => date.toISOString().slice(0, 10), retention.daily),
    ...newestPerPeriod(newestFirst, (date) => date.toISOString().slice(0, 7), retention.monthly),
  ]);
  return newestFirst.filter((backup) => !kept.has(backup));
}

/** "03:00" → [3, 0]; anything else is refused. */
export function parseTimeOfDay(value: string): [number, number] {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  if (!match) throw new Error(`BACKUP_AT must be a time of day such as 03:00, got "${value}"`);
  return [Number(match[1]), Number(match[2])];
}

/** The last time of day `at` (local time, TZ) at or before `now`. */
export function lastScheduledAt(now: Date, at: [number, number]): Date {
  const today = new Date(now);
  today.setHours(at[0], at[1], 0, 0);
  if (today.getTime() <= now.getTime()) return today;
  const yesterday = new Date(now);
  yesterday.setDate(yesterday.getDate() - 1);
  yesterday.setHours(at[0], at[1], 0, 0);
  return yesterday;
}

/** The next time of day `at` (local time, TZ) after `now`. */
export function nextScheduledAt(now: Date, at: [number, number]): Date {
  const tomorrow = new Date(lastScheduledAt(now, at));
  tomorrow.setDate(tomorrow.getDate() + 1);
  tomorrow.setHours(at[0], at[1], 0, 0);
  return tomorrow;
}
