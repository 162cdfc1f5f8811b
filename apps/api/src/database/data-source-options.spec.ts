import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { createTestDatabase } from '../testing/test-app.js';
import { dataSourceOptions } from './data-source-options.js';

describe('the pool', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = new DataSource(dataSourceOptions(await createTestDatabase()));
    await dataSource.initialize();
  }, 60_000);

  afterAll(async () => {
    await dataSource?.destroy();
  });

  // A client handed out by the pool but not yet listened to by TypeORM, as when PostgreSQL shuts down
  // between the two: the server's FATAL must not become an unhandled 'error' that ends the process.
  it('survives PostgreSQL ending a connection it has handed out, and drops that connection', async () => {
    const pool = (dataSource.driver as PostgresDriver).master as pg.Pool;
    const client = await pool.connect();
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    // Not events.once: it listens for 'error' too, and would hide the missing listener.
    const ended = new Promise((resolve) => client.once('end', resolve));
    await dataSource.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
    await ended;

    client.release();
    expect(pool.totalCount).toBe(pool.idleCount);
    const [{ pid }] = await dataSource.query<{ pid: number }[]>('SELECT pg_backend_pid() AS pid');
    expect(pid).not.toBe(rows[0].pid);
  });
});
