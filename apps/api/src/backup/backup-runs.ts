import type { EntityManager } from 'typeorm';

export interface BackupRunFigures {
  startedAt: Date;
  finishedAt: Date;
  fileName: string | null;
  sizeBytes: number | null;
  offsite: 'copied' | 'failed' | null;
  error: string | null;
}

export interface BackupFigures {
  /** The newest backup taken. */
  lastSuccess: BackupRunFigures | null;
  /** The newest failed run, when it came after the last success. */
  failureSince: BackupRunFigures | null;
}

interface BackupRunRow {
  started_at: Date;
  finished_at: Date;
  file_name: string | null;
  size_bytes: string | null;
  offsite: 'copied' | 'failed' | null;
  error: string | null;
}

function backupRun(row: BackupRunRow | undefined): BackupRunFigures | null {
  if (!row) return null;
  return {
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    fileName: row.file_name,
    sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
    offsite: row.offsite,
    error: row.error,
  };
}

/** The newest backup taken, and the newest failed run when it came after it: the runs backup.ts records. */
export async function backupFigures(manager: EntityManager): Promise<BackupFigures> {
  const columns = 'started_at, finished_at, file_name, size_bytes, offsite, error';
  const [success] = await manager.query<BackupRunRow[]>(`SELECT ${columns} FROM backup_runs WHERE status = 'ok' ORDER BY started_at DESC LIMIT 1`);
  const [failure] = await manager.query<BackupRunRow[]>(
    `SELECT ${columns} FROM backup_runs WHERE status = 'failed' AND started_at > coalesce($1, '-infinity'::timestamptz) ORDER BY started_at DESC LIMIT 1`,
    [success?.started_at ?? null],
  );
  return { lastSuccess: backupRun(success), failureSince: backupRun(failure) };
}
