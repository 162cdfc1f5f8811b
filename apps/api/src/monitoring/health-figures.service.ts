import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Outbox } from '../outbox/outbox.service.js';
import type { DataSource } from 'typeorm';

export interface OutboxFigures {
  /** E-mails waiting to be sent (first tries and retries). */
  pending: number;
  /** When the oldest of them was queued; null when none waits. */
  oldestPendingAt: Date | null;
  /** E-mails given up on after repeated failures, until an admin sends them again. */
  failed: number;
}

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

/**
 * The few figures that say whether the site is looked after: backups, the e-mail outbox. Read by
 * the admins' settings page (healthFigures) and by /metrics (which adds the VERI*FACTU queue's, AeatSender.queue).
 */
@Injectable()
export class HealthFiguresService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: Outbox,
  ) {}

  outbox(): Promise<OutboxFigures> {
    return this.mail.figures(this.dataSource.manager);
  }

  async backups(): Promise<BackupFigures> {
    const columns = 'started_at, finished_at, file_name, size_bytes, offsite, error';
    const [success] = await this.dataSource.query<BackupRunRow[]>(`SELECT ${columns} FROM backup_runs WHERE status = 'ok' ORDER BY started_at DESC LIMIT 1`);
    const [failure] = await this.dataSource.query<BackupRunRow[]>(
      `SELECT ${columns} FROM backup_runs WHERE status = 'failed' AND started_at > coalesce($1, '-infinity'::timestamptz) ORDER BY started_at DESC LIMIT 1`,
      [success?.started_at ?? null],
    );
    return { lastSuccess: backupRun(success), failureSince: backupRun(failure) };
  }
}
