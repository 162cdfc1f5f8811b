import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import { AeatSender } from '../invoices/verifactu/aeat-sender.js';
import { HealthFiguresService } from './health-figures.service.js';

/** The pg pool under TypeORM's Postgres driver (its `master`). */
interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options: { max: number };
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * This process's figures for Prometheus (GET /metrics): one registry per app, so several apps in a
 * process (the tests) never share counts. Each figure read from the database is read when scraped.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();

  /** Every HTTP answer: rate (its _count), latency and errors (status_code 5xx) per route pattern. */
  readonly httpRequests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code: time to answer.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly graphqlOperations = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: "GraphQL operations by name (the app's own; any other is 'other') and type: time to answer (answers from the public response cache count in http_request_duration_seconds only).",
    labelNames: ['operation', 'type'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly graphqlErrors = new Counter({
    name: 'graphql_errors_total',
    help: 'Errors in GraphQL answers by operation and code (BAD_USER_INPUT, INTERNAL_SERVER_ERROR …).',
    labelNames: ['operation', 'code'] as const,
    registers: [this.registry],
  });

  readonly telemetryReadings = new Counter({
    name: 'telemetry_readings_stored_total',
    help: "Boats' readings stored by POST /telemetry (rate(): readings per second).",
    registers: [this.registry],
  });

  private readonly pool = new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state.',
    labelNames: ['state'] as const,
    registers: [this.registry],
  });
  private readonly poolWaiting = new Gauge({
    name: 'db_pool_waiting_requests',
    help: 'Queries waiting for a free pool connection.',
    registers: [this.registry],
  });
  private readonly poolMax = new Gauge({ name: 'db_pool_max_connections', help: 'The pool size.', registers: [this.registry] });
  private readonly outboxPending = new Gauge({
    name: 'outbox_pending_messages',
    help: 'E-mails waiting to be sent (the outbox backlog).',
    registers: [this.registry],
  });
  private readonly outboxOldest = new Gauge({
    name: 'outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest e-mail waiting to be sent; 0 when none waits.',
    registers: [this.registry],
  });
  private readonly outboxFailed = new Gauge({
    name: 'outbox_failed_messages',
    help: 'E-mails given up on after repeated failures.',
    registers: [this.registry],
  });
  private readonly lastBackup = new Gauge({
    name: 'backup_last_success_timestamp_seconds',
    help: 'When the newest backup was taken (Unix time); absent before the first.',
    registers: [this.registry],
  });
  private readonly aeatPending = new Gauge({
    name: 'verifactu_pending_records',
    help: "VERI*FACTU billing records not yet answered by the AEAT (its queue's backlog).",
    registers: [this.registry],
  });
  private readonly aeatOldest = new Gauge({
    name: 'verifactu_oldest_pending_age_seconds',
    help: 'Age of the oldest billing record waiting for the AEAT; 0 when none waits.',
    registers: [this.registry],
  });

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly figures: HealthFiguresService,
    private readonly aeat: AeatSender,
  ) {
    collectDefaultMetrics({ register: this.registry });
  }

  /** The text Prometheus reads, with the database's figures as they are now. */
  async render(now = new Date()): Promise<string> {
    const pool = (this.dataSource.driver as unknown as { master?: PgPool }).master;
    if (pool) {
      this.pool.set({ state: 'active' }, pool.totalCount - pool.idleCount);
      this.pool.set({ state: 'idle' }, pool.idleCount);
      this.poolWaiting.set(pool.waitingCount);
      this.poolMax.set(pool.options.max);
    }
    const [outbox, backups, aeat] = await Promise.all([this.figures.outbox(), this.figures.backups(), this.aeat.queue()]);
    this.outboxPending.set(outbox.pending);
    this.outboxOldest.set(outbox.oldestPendingAt ? Math.max(0, (now.getTime() - outbox.oldestPendingAt.getTime()) / 1000) : 0);
    this.outboxFailed.set(outbox.failed);
    this.aeatPending.set(aeat.pending);
    this.aeatOldest.set(aeat.oldestPendingAgeSeconds ?? 0);
    if (backups.lastSuccess) this.lastBackup.set(backups.lastSuccess.finishedAt.getTime() / 1000);
    return this.registry.metrics();
  }
}
