import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { OutboxMessageEntity } from './entities/outbox-message.entity.js';
import { MailTransport } from './mail-transport.js';

/** A claimed message is this worker's for this long; if the process dies, another sends it after. */
const LEASE_MS = 5 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;
const BATCH = 10;

/**
 * Sends the outbox: claims due messages with FOR UPDATE SKIP LOCKED (so several API processes on
 * one database never claim the same one), sends each outside any transaction, then records the
 * result. A failure is retried with exponential backoff; after `maxAttempts` the message is FAILED
 * and shown to the admins, who can send it again.
 */
@Injectable()
export class OutboxWorker implements OnModuleDestroy {
  private readonly logger = new Logger('Outbox');
  private running: Promise<number> | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transport: MailTransport,
  ) {}

  /** Sends every message due now; resolves with how many it tried. One pass at a time per process. */
  drain(): Promise<number> {
    this.running ??= this.sendDue().finally(() => (this.running = null));
    return this.running;
  }

  async onModuleDestroy(): Promise<void> {
    await this.running?.catch(() => undefined);
    this.transport.close();
  }

  private async sendDue(): Promise<number> {
    let handled = 0;
    for (;;) {
      const batch = await this.claim();
      if (batch.length === 0) return handled;
      for (const message of batch) await this.deliver(message);
      handled += batch.length;
    }
  }

  private async claim(): Promise<OutboxMessageEntity[]> {
    const [rows]: [Record<string, unknown>[], number] = await this.dataSource.query(
      `UPDATE outbox_messages SET attempts = attempts + 1, next_attempt_at = now() + $2 * interval '1 millisecond'
        WHERE id IN (
          SELECT id FROM outbox_messages
           WHERE status = 'PENDING' AND next_attempt_at <= now()
           ORDER BY next_attempt_at, id
           LIMIT $1
           FOR UPDATE SKIP LOCKED)
        RETURNING *`,
      [BATCH, LEASE_MS],
    );
    return rows.map((row) =>
      this.dataSource.getRepository(OutboxMessageEntity).create({
        id: String(row.id),
        kind: row.kind as string,
        recipient: row.recipient as string,
        subject: row.subject as string,
        textBody: row.text_body as string,
        htmlBody: row.html_body as string,
        attachments: row.attachments as OutboxMessageEntity['attachments'],
        attempts: row.attempts as number,
        createdAt: row.created_at as Date,
      }),
    );
  }

  private async deliver(message: OutboxMessageEntity): Promise<void> {
    try {
      await this.transport.send(message);
      await this.dataSource.query(`UPDATE outbox_messages SET status = 'SENT', sent_at = now(), last_error = NULL WHERE id = $1`, [message.id]);
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const giveUp = message.attempts >= this.config.outbox.maxAttempts;
      const backoff = Math.min(this.config.outbox.retryBaseMs * 2 ** (message.attempts - 1), MAX_BACKOFF_MS);
      await this.dataSource.query(
        `UPDATE outbox_messages SET status = $2, last_error = $3, next_attempt_at = now() + $4 * interval '1 millisecond' WHERE id = $1`,
        [message.id, giveUp ? 'FAILED' : 'PENDING', reason, backoff],
      );
      const log = {
        msg: giveUp ? 'e-mail failed for good' : 'e-mail failed, will retry',
        id: message.id,
        kind: message.kind,
        attempt: message.attempts,
        error: reason,
      };
      if (giveUp) this.logger.error(log);
      else this.logger.warn(log);
    }
  }
}
