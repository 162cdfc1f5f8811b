import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { PublicDataChanges } from './public-data-changes.js';

/** The channel the public-data tables' triggers notify (migration SiteTextsAndCompany). */
export const PUBLIC_DATA_CHANNEL = 'public_data_changed';

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;

/**
 * LISTENs on a connection of its own for the NOTIFY that PostgreSQL sends when a write of public
 * data commits (from this process, another replica, or psql), and raises PublicDataChanges. When
 * the connection drops it reconnects with backoff; on every (re)connection it raises a change
 * too, since notifications sent meanwhile are lost.
 */
@Injectable()
export class PublicDataListener implements OnApplicationShutdown {
  private readonly logger = new Logger(PublicDataListener.name);
  private client: pg.Client | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryDelay = RETRY_MIN_MS;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changes: PublicDataChanges,
  ) {}

  /** Whether a LISTEN connection is up (for /health and tests). */
  get listening(): boolean {
    return this.client !== null;
  }

  /** Called by startApp() once the database is ready (schema emission builds the app without one). */
  async start(): Promise<void> {
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const { url } = this.dataSource.options as { url?: string };
    const client = new pg.Client({ connectionString: url, application_name: 'mmt-api-listener', keepAlive: true, connectionTimeoutMillis: 3000 });
    client.on('notification', (message) => {
      if (message.channel === PUBLIC_DATA_CHANNEL) this.changes.changed();
    });
    client.on('error', (error) => this.dropped(client, error));
    client.on('end', () => this.dropped(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${PUBLIC_DATA_CHANNEL}`);
    } catch (error) {
      this.dropped(client, error);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    if (this.retryDelay > RETRY_MIN_MS) this.logger.log('listening for public data changes again');
    this.client = client;
    this.retryDelay = RETRY_MIN_MS;
    this.changes.changed();
  }

  /** Once per lost connection: forget it, drop the caches, and try again later. */
  private dropped(client: pg.Client, error?: unknown): void {
    client.removeAllListeners();
    client.on('error', () => undefined); // a late socket error must not crash the process
    void client.end().catch(() => undefined);
    if (this.client === client) this.client = null;
    if (this.stopped || this.retryTimer) return;
    this.changes.changed();
    this.logger.warn(`public data listener disconnected (${error instanceof Error ? error.message : 'connection ended'}); retrying in ${this.retryDelay} ms`);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, this.retryDelay);
    this.retryDelay = Math.min(this.retryDelay * 2, RETRY_MAX_MS);
  }
}
