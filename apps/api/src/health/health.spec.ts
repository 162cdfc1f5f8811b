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
