import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { createCustomerFixture } from '../testing/portal-fixtures.js';
import { loadConfig } from '../config/app-config.js';
import { createTestApp, createTestDatabase, type TestApp } from '../testing/test-app.js';

const REQUEST_JOB = 'mutation RequestJob($input: RequestJobInput!) { requestJob(input: $input) { job { id } } }';

/**
 * Two API instances on one database (in one process here: they share nothing but PostgreSQL, and
 * passport's strategy registry, so both accept the same tokens).
 */
describe('requestJob rate limit', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    const databaseUrl = await createTestDatabase();
    const shared = { jobRequestsPerHour: 3, jwtAccessSecret: loadConfig({}).jwtAccessSecret };
    first = await createTestApp(shared, { databaseUrl });
    second = await createTestApp(shared, { databaseUrl });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('limits job requests per customer, counted in PostgreSQL so it holds across API processes, with a retry-after hint', async () => {
    const dataSource = first.app.get(DataSource);
    const [limited, free] = [await createCustomerFixture(dataSource, 'limitado@cliente.com'), await createCustomerFixture(dataSource, 'libre@cliente.com')];
    const { token } = await first.login(limited.email, limited.password);
    const request = (app: TestApp, title: string, as = token, boatId = limited.boatIds[0]) =>
      app.graphql(REQUEST_JOB, { input: { boatId, title } }, { token: as });

    for (const [app, title] of [
      [first, 'Uno'],
      [second, 'Dos'],
      [first, 'Tres'],
    ] as const) {
      expect((await request(app, `Trabajo ${title}`)).errors).toBeUndefined();
    }
    const refused = await request(second, 'Trabajo Cuatro');
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.errors?.[0].extensions?.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.errors?.[0].extensions?.retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect((await request(first, 'Trabajo Cinco')).errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    const stored = await dataSource.query(`SELECT count(*)::int AS n FROM jobs WHERE title IN ('Trabajo Cuatro', 'Trabajo Cinco')`);
    expect(stored[0].n).toBe(0);

    // Another customer is not affected.
    const other = await second.login(free.email, free.password);
    expect((await request(second, 'Sin límite', other.token, free.boatIds[0])).errors).toBeUndefined();
  });
});
