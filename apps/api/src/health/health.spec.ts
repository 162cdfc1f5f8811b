import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../testing/test-app.js';

describe('GET /health', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  it('reports the database up', async () => {
    const response = await fetch(`${api.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 fast when the database is gone', async () => {
    const dataSource = api.app.get(DataSource);
    await dataSource.destroy();
    const started = Date.now();
    const response = await fetch(`${api.url}/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', database: 'down' });
    expect(Date.now() - started).toBeLessThan(2000);
    await dataSource.initialize();
  });
});

describe('GET /health/ready', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  async function ready(): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${api.url}/health/ready`);
    return { status: response.status, body: await response.json() };
  }

  it('is ready once the database answers and every migration is applied', async () => {
    expect(await ready()).toEqual({ status: 200, body: { status: 'ready', database: 'up', migrations: 'applied' } });
  });

  it('is not ready while a migration is pending, and ready again once it is applied', async () => {
    // Migrations are the owner's: the app's own role may not run them.
    const dataSource = await api.ownerDataSource();
    await dataSource.undoLastMigration({ transaction: 'each' });
    try {
      expect(await ready()).toEqual({ status: 503, body: { status: 'unavailable', database: 'up', migrations: 'pending' } });
      // Liveness is not readiness: the process and its database are fine.
      expect((await fetch(`${api.url}/health`)).status).toBe(200);
    } finally {
      await dataSource.runMigrations({ transaction: 'each' });
    }
    expect((await ready()).status).toBe(200);
  });

  it('is not ready without the database', async () => {
    const dataSource = api.app.get(DataSource);
    await dataSource.destroy();
    try {
      expect(await ready()).toEqual({ status: 503, body: { status: 'unavailable', database: 'down', migrations: 'unknown' } });
    } finally {
      await dataSource.initialize();
    }
  });
});
