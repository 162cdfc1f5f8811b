import type { DataSourceOptions } from 'typeorm';
import { entities, migrations } from './schema.js';

/** Pool with timeouts: pg waits forever for a connection by default (security.md). */
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
