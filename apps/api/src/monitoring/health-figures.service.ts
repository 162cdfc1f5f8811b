import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { backupFigures, type BackupFigures } from '../backup/backup-runs.js';
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

  backups(): Promise<BackupFigures> {
    return backupFigures(this.dataSource.manager);
  }
}
