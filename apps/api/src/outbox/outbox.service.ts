import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OutboxMessageEntity, type OutboxAttachment } from './entities/outbox-message.entity.js';

/** A message ready to go: the outbox neither knows nor cares what caused it. */
export interface OutgoingEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: OutboxAttachment[];
}

/**
 * The one way to send an e-mail: write it in the transaction of the change that causes it.
 * If that transaction rolls back, nothing is sent; once it commits, the worker (outbox.worker.ts)
 * sends it, however long the SMTP server takes and however often it fails.
 */
@Injectable()
export class Outbox {
  /** What waits and what failed, for the admins' health figures: three index reads (outbox_messages_status_idx), however many e-mails were ever sent. */
  async figures(manager: EntityManager): Promise<{ pending: number; oldestPendingAt: Date | null; failed: number }> {
    const [row] = await manager.query<{ pending: number; oldest: Date | null; failed: number }[]>(
      `SELECT (SELECT count(*) FROM outbox_messages WHERE status = 'PENDING')::int AS pending,
              (SELECT created_at FROM outbox_messages WHERE status = 'PENDING' ORDER BY id LIMIT 1) AS oldest,
              (SELECT count(*) FROM outbox_messages WHERE status = 'FAILED')::int AS failed`,
    );
    return { pending: row.pending, oldestPendingAt: row.oldest, failed: row.failed };
  }

  async enqueue(manager: EntityManager, ...emails: OutgoingEmail[]): Promise<void> {
    if (emails.length === 0) return;
    // A message is never lost: its transaction's commit waits for the disk even where the cause
    // chose not to (telemetry ingest commits without waiting, and raises alerts that e-mail).
    await manager.query('SET LOCAL synchronous_commit = on');
    await manager.getRepository(OutboxMessageEntity).insert(
      emails.map((email) => ({
        kind: email.kind,
        recipient: email.to,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html,
        attachments: email.attachments ?? [],
      })),
    );
  }
}
