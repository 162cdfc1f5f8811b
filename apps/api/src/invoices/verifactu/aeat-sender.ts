import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CompanyCertificate } from './aeat-certificate.js';
import { AeatUnavailable, postToAeat, type RecordAnswer } from './aeat-client.js';
import { BillingRecordEntity } from './entities/billing-record.entity.js';
import { aeatDate } from './fingerprint.js';
import { soapRequest } from './soap-request.js';

/** The AEAT takes at most this many records per request, and this many waiting allow a request before the wait time is over. */
const MAX_RECORDS = 1000;
/** The sender's lease: if its process dies mid-request, another takes over after this. */
const LEASE_MS = 5 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;

/** Where the queue stands: for the admins' settings and for /metrics. */
export interface AeatQueueState {
  /** Records of the configured environment made and not yet answered by the AEAT. */
  pending: number;
  /** Seconds since the oldest of them was queued, on the database's clock; null when none waits. */
  oldestPendingAgeSeconds: number | null;
  /** When the next request may go (the AEAT's wait time, or the backoff). */
  nextSendAt: Date;
  /** Why the last request failed, until one succeeds. */
  lastError: string | null;
  /** Since when the AEAT cannot be reached (the first failed request), until it answers again. */
  incidentSince: Date | null;
  /** Of the pending, those that waited while it could not be reached: they go with Incidencia = S. */
  incidentPending: number;
}

/**
 * Sends the billing records of the configured environment to that environment's AEAT service, in
 * chain order, from the queue the issuing transactions write (aeat_submissions); records of the
 * other environment are never sent there. One process sends at a time: it takes the sender's lease
 * (one row, so several API processes never send a record twice), sends up to 1,000 records in one
 * request, keeps the AEAT's answer for each (aeat_responses) and waits the TiempoEsperaEnvio the
 * AEAT returned before the next request, unless 1,000 records are waiting. If the AEAT cannot be
 * reached, answers too late or with a SOAP fault, the records stay queued, the next try waits twice
 * as long each time (VERIFACTU_RETRY_BASE_MS, at most an hour: art. 16.4 asks for one an hour at
 * least), and an incident begins: every record waiting then, or made before the AEAT answers again,
 * goes with Incidencia = S. A request carries records of one kind only (with or without the flag),
 * as the flag is its header's. Without a usable certificate nothing is sent.
 */
@Injectable()
export class AeatSender implements OnModuleDestroy {
  private readonly logger = new Logger('VERI*FACTU');
  private running: Promise<number> | null = null;
  /** Aborted when the app stops: a request in flight is given up (its records stay queued), not waited for up to VERIFACTU_TIMEOUT_MS. */
  private readonly stopping = new AbortController();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly certificate: CompanyCertificate,
  ) {}

  async onModuleDestroy(): Promise<void> {
    this.stopping.abort();
    await this.running?.catch(() => undefined);
  }

  /** One request now, if one may go; resolves with how many records the AEAT answered. One pass at a time per process. */
  drain(): Promise<number> {
    this.running ??= this.sendDue().finally(() => (this.running = null));
    return this.running;
  }

  /** Where the queue of the configured environment stands, in one query. */
  async queue(): Promise<AeatQueueState> {
    const [row]: {
      pending: number;
      incident_pending: number;
      oldest: number | null;
      next_send_at: Date;
      last_error: string | null;
      incident_since: Date | null;
    }[] = await this.dataSource.query(
      `SELECT q.pending, q.incident_pending, extract(epoch FROM now() - q.oldest)::float AS oldest, s.next_send_at, s.last_error, s.incident_since
           FROM aeat_sender s,
                (SELECT count(*)::int AS pending, (count(*) FILTER (WHERE a.incident))::int AS incident_pending, min(a.queued_at) AS oldest
                   FROM aeat_submissions a JOIN billing_records r ON r.id = a.record_id
                  WHERE a.status = 'PENDING' AND r.environment = $1) q
          WHERE s.id = 1`,
      [this.config.verifactu.environment],
    );
    return {
      pending: row.pending,
      oldestPendingAgeSeconds: row.oldest === null ? null : Math.floor(row.oldest),
      nextSendAt: row.next_send_at,
      lastError: row.last_error,
      incidentSince: row.incident_since,
      incidentPending: row.incident_pending,
    };
  }

  private async sendDue(): Promise<number> {
    const { pfx, info } = await this.certificate.read();
    if (!pfx) {
      // Set up, but unreadable or expired: what waits now goes late, as after an incident.
      if (info.configured) await this.dataSource.transaction((manager) => this.incident(manager));
      return 0;
    }
    const { environment } = this.config.verifactu;
    // TypeORM answers an UPDATE with [rows, affected].
    const [leased]: [unknown[], number] = await this.dataSource.query(
      `UPDATE aeat_sender SET lease_until = now() + $1 * interval '1 millisecond'
        WHERE id = 1 AND (lease_until IS NULL OR lease_until < now())
          AND (next_send_at <= now()
               OR (SELECT count(*) FROM aeat_submissions a JOIN billing_records r ON r.id = a.record_id WHERE a.status = 'PENDING' AND r.environment = $3) >= $2)
        RETURNING id`,
      [LEASE_MS, MAX_RECORDS, environment],
    );
    if (leased.length === 0) return 0;
    let records: BillingRecordEntity[] = [];
    try {
      const batch = await this.batch();
      records = batch.records;
      if (records.length === 0) {
        await this.dataSource.query('UPDATE aeat_sender SET lease_until = NULL WHERE id = 1');
        return 0;
      }
      const withoutAlta = await this.invoicesWithoutAlta(records);
      const deadline = AbortSignal.any([this.clock.timeout(this.config.verifactu.timeoutMs), this.stopping.signal]);
      const answer = await postToAeat(this.config.verifactu, pfx, soapRequest(records, withoutAlta, batch.incident), deadline);
      return await this.keep(records, answer.records, answer.csv, answer.waitSeconds);
    } catch (error) {
      await this.failed(records, error);
      return 0;
    }
  }

  /**
   * The records of the configured environment waiting, in chain order, that one request may carry:
   * of one taxpayer (a request has one ObligadoEmision) and all sent after an incident or none (its
   * Incidencia is the header's).
   */
  private async batch(): Promise<{ records: BillingRecordEntity[]; incident: boolean }> {
    const waiting: { id: string; issuer_tax_id: string; incident: boolean }[] = await this.dataSource.query(
      `SELECT r.id, r.issuer_tax_id, a.incident FROM aeat_submissions a JOIN billing_records r ON r.id = a.record_id
        WHERE a.status = 'PENDING' AND r.environment = $1 ORDER BY r.position LIMIT $2`,
      [this.config.verifactu.environment, MAX_RECORDS],
    );
    const [first] = waiting;
    if (!first) return { records: [], incident: false };
    const end = waiting.findIndex((row) => row.issuer_tax_id !== first.issuer_tax_id || row.incident !== first.incident);
    const ids = (end < 0 ? waiting : waiting.slice(0, end)).map((row) => row.id);
    const records = await this.dataSource.getRepository(BillingRecordEntity).find({ where: { id: In(ids) }, order: { position: 'ASC' } });
    return { records, incident: first.incident };
  }

  /** Cancelled invoices of which the AEAT has no registro de alta in this environment (issued before VERI*FACTU, or in the other environment). */
  private async invoicesWithoutAlta(records: BillingRecordEntity[]): Promise<Set<number>> {
    const cancelled = records.filter((record) => record.kind === 'ANULACION').map((record) => record.invoiceId);
    if (cancelled.length === 0) return new Set();
    const rows: { invoice_id: number }[] = await this.dataSource.query(
      `SELECT id AS invoice_id FROM unnest($1::int[]) id
        WHERE NOT EXISTS (SELECT 1 FROM billing_records r WHERE r.invoice_id = id AND r.kind = 'ALTA' AND r.environment = $2)`,
      [cancelled, this.config.verifactu.environment],
    );
    return new Set(rows.map((row) => row.invoice_id));
  }

  /** Keeps the AEAT's answer for each record, takes them off the queue, and sets when the next request may go. */
  private async keep(records: BillingRecordEntity[], answers: RecordAnswer[], csv: string | null, waitSeconds: number): Promise<number> {
    const key = (operation: string, number: string, day: string) => `${operation}|${number}|${day}`;
    const byKey = new Map(answers.map((answer) => [key(answer.operation, answer.invoiceNumber, answer.issueDate), answer]));
    let answered = 0;
    await this.dataSource.transaction(async (manager) => {
      for (const record of records) {
        const answer = byKey.get(key(record.kind === 'ALTA' ? 'Alta' : 'Anulacion', record.invoiceNumber, aeatDate(record.issueDate)));
        if (!answer) {
          await manager.query(`UPDATE aeat_submissions SET attempts = attempts + 1, last_error = 'no answer for this record' WHERE record_id = $1`, [
            record.id,
          ]);
          continue;
        }
        answered++;
        await manager.query(`INSERT INTO aeat_responses (record_id, status, error_code, error_description, csv) VALUES ($1, $2, $3, $4, $5)`, [
          record.id,
          answer.status,
          answer.errorCode,
          answer.errorDescription,
          csv,
        ]);
        await manager.query(`UPDATE aeat_submissions SET status = 'DONE', attempts = attempts + 1, last_error = NULL WHERE record_id = $1`, [record.id]);
        if (answer.status !== 'ACCEPTED') {
          this.logger.warn({
            msg: `the AEAT ${answer.status === 'REJECTED' ? 'rejected' : 'accepted with errors'} a billing record`,
            invoice: record.invoiceNumber,
            code: answer.errorCode,
            error: answer.errorDescription,
          });
        }
      }
      // Answered: the incident is over (what waited during it keeps its flag until it is sent).
      await manager.query(
        `UPDATE aeat_sender SET next_send_at = now() + $1 * interval '1 second', failures = 0, last_error = NULL, lease_until = NULL, incident_since = NULL WHERE id = 1`,
        [waitSeconds],
      );
    });
    this.logger.log({ msg: 'billing records sent to the AEAT', records: records.length, answered, waitSeconds });
    return answered;
  }

  /** The records stay queued; an incident begins (or goes on): every record waiting now will go with Incidencia = S. */
  private async failed(records: BillingRecordEntity[], error: unknown): Promise<void> {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const [[{ failures }]]: [{ failures: number }[], number] = await this.dataSource.transaction(async (manager) => {
      if (records.length) {
        await manager.query(`UPDATE aeat_submissions SET attempts = attempts + 1, last_error = $2 WHERE record_id = ANY($1::bigint[])`, [
          records.map((r) => r.id),
          reason,
        ]);
      }
      await this.incident(manager);
      return manager.query(
        `UPDATE aeat_sender SET failures = failures + 1, last_error = $1, lease_until = NULL,
                next_send_at = now() + least($2 * power(2, failures), $3) * interval '1 millisecond'
          WHERE id = 1 RETURNING failures`,
        [reason, this.config.verifactu.retryBaseMs, MAX_BACKOFF_MS],
      );
    });
    const log = { msg: 'billing records could not be sent to the AEAT; they stay queued', records: records.length, failures, error: reason };
    if (error instanceof AeatUnavailable) this.logger.warn(log);
    else this.logger.error(log);
  }

  /** An incident begins, or goes on: the records waiting now, and those made until the AEAT answers again, go with Incidencia = S. */
  private async incident(manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE aeat_submissions s SET incident = true FROM billing_records r WHERE r.id = s.record_id AND s.status = 'PENDING' AND NOT s.incident AND r.environment = $1`,
      [this.config.verifactu.environment],
    );
    await manager.query('UPDATE aeat_sender SET incident_since = coalesce(incident_since, now()) WHERE id = 1');
  }
}
