import { describe, expect, it } from '@jest/globals';
import { loadBackupSettings } from './backup-settings.js';
import { backupFileName, lastScheduledAt, nextScheduledAt, parseBackupFileName, parseTimeOfDay } from './backup-files.js';

/** A local time (the process's TZ), as the schedule reads BACKUP_AT. */
const local = (year: number, month: number, day: number, hours: number, minutes: number) => new Date(year, month - 1, day, hours, minutes);

describe('backup files and schedule', () => {
  it('names a backup for its UTC time and reads the name back; other names are not backups', () => {
    const takenAt = new Date('2026-11-22T02:00:07.431Z');
    expect(backupFileName(takenAt)).toBe('mmt-20261122T020007Z.dump');
    expect(parseBackupFileName('mmt-20261122T020007Z.dump')?.takenAt.toISOString()).toBe('2026-11-22T02:00:07.000Z');
    for (const name of ['mmt-20261122T020007Z.dump.partial', 'notes.txt', 'mmt-2026-11-22.dump']) expect(parseBackupFileName(name)).toBeNull();
  });

  it('runs at BACKUP_AT every day: the next time after now, and the last one due', () => {
    const at = parseTimeOfDay('03:00');
    expect(nextScheduledAt(local(2026, 11, 22, 2, 59), at)).toEqual(local(2026, 11, 22, 3, 0));
    expect(nextScheduledAt(local(2026, 11, 22, 3, 0), at)).toEqual(local(2026, 11, 23, 3, 0));
    expect(lastScheduledAt(local(2026, 11, 22, 2, 59), at)).toEqual(local(2026, 11, 21, 3, 0));
    expect(lastScheduledAt(local(2026, 11, 22, 9, 30), at)).toEqual(local(2026, 11, 22, 3, 0));
    expect(nextScheduledAt(local(2026, 12, 31, 23, 0), parseTimeOfDay('0:15'))).toEqual(local(2027, 1, 1, 0, 15));
  });

  it('refuses settings it cannot follow, in words that say what to set', () => {
    expect(() => parseTimeOfDay('3am')).toThrow(/BACKUP_AT must be a time of day such as 03:00/);
    expect(() => loadBackupSettings({ BACKUP_KEEP_DAILY: '0' })).toThrow(/BACKUP_KEEP_DAILY must be a whole number of at least 1/);
    expect(() => loadBackupSettings({ BACKUP_S3_BUCKET: 'mmt' })).toThrow(
      /BACKUP_S3_ACCESS_KEY_ID, BACKUP_S3_SECRET_ACCESS_KEY, BACKUP_S3_REGION \(or BACKUP_S3_ENDPOINT\)/,
    );
    expect(loadBackupSettings({ DATA_DIR: '/srv/mmt' })).toMatchObject({
      dir: '/srv/mmt/backups',
      at: [3, 0],
      retention: { daily: 14, monthly: 12 },
      s3: null,
    });
  });
});
