import pg from 'pg';
import type { DataSourceOptions } from 'typeorm';
import { entities, migrations } from './schema.js';

/**
 * A pooled connection that always has an 'error' listener. pg-pool takes its own listener off a
 * client as it hands it out, and TypeORM adds its one a promise later: PostgreSQL shutting down in
 * that gap emitted an unhandled 'error' and took the process down (database-restart.spec, once in a
 * CI rehearsal). The error itself still counts: the client is no longer queryable, so the pool
 * drops it on release and the request that held it fails.
 */
export class ListeningClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', () => undefined);
  }
}

/** Pool with timeouts: pg waits forever for a connection by default (docs/security.md). */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    logging: ['error', 'migration'],
    extra: {
      Client: ListeningClient,
      max: 10,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30000,
      statement_timeout: 10000,
      query_timeout: 12000,
      idle_in_transaction_session_timeout: 10000,
      application_name: 'mmt-api',
    },
  };
}
