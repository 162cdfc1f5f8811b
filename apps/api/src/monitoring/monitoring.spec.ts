import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const TOKEN = 'metrics-test-token-0123456789';
const COMPANY = 'query CompanyDetails { companyDetails { legalName } }';
const CREATE_CLIENT = 'mutation CreateClient($input: CreateClientInput!) { createClient(input: $input) { client { id } } }';
const BOATS = 'query Boats { boats(first: 1) { edges { node { id } } } }';
const CREATE_DEVICE = 'mutation CreateDeviceToken($input: CreateDeviceTokenInput!) { createDeviceToken(input: $input) { token } }';
const HEALTH = `query HealthFigures { healthFigures {
  lastBackup { finishedAt sizeBytes offsite error } failedBackup { finishedAt error } outboxBacklog oldestPendingEmailAt failedEmails } }`;

/** The value of one sample of Prometheus' text format (labels in any order); undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]));
    if (Object.entries(labels).every(([key, value]) => present[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe("a view inside: /metrics and the admins' health figures", () => {
  let api: TestApp;
  let db: DataSource;
  let admin: string;

  const metrics = async () => {
    const response = await fetch(`${api.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  beforeAll(async () => {
    api = await createTestApp({ metricsToken: TOKEN });
    db = api.app.get(DataSource);
    admin = (await api.login('admin@demo.com', 'Admin123!')).token;
  });
  afterAll(() => api.close());

  it('answers 401 without the token or with another, and says how to authenticate', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-the-token-0123456789' }, { authorization: TOKEN }]) {
      const response = await fetch(`${api.url}/metrics`, { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await response.text()).not.toContain('http_request_duration_seconds');
    }
  });

  it('counts each request by route and status, and each GraphQL operation by name, folding names it does not know into one', async () => {
    const before = await metrics();
    const labels = { method: 'POST', route: '/graphql', status_code: '200' };
    const count = (text: string, operation: string) => sample(text, 'graphql_operation_duration_seconds_count', { operation, type: 'query' }) ?? 0;

    await api.graphql(COMPANY);
    await api.graphql('query MadeUpByAClient8f3a { companyDetails { legalName } }');
    await api.graphql('query MadeUpByAnother { companyDetails { legalName } }');
    const after = await metrics();

    expect(sample(after, 'http_request_duration_seconds_count', labels)).toBe((sample(before, 'http_request_duration_seconds_count', labels) ?? 0) + 3);
    expect(count(after, 'CompanyDetails')).toBe(count(before, 'CompanyDetails') + 1);
    expect(count(after, 'other')).toBe(count(before, 'other') + 2);
    expect(after).not.toContain('MadeUpByAClient8f3a');
    // The latency histogram's buckets, for percentiles.
    expect(sample(after, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(sample(after, 'http_request_duration_seconds_count', labels));
  });

  it('counts GraphQL errors by operation and code, and database pool use', async () => {
    const errors = (text: string) => sample(text, 'graphql_errors_total', { operation: 'CreateClient', code: 'BAD_USER_INPUT' }) ?? 0;
    const before = await metrics();
    const response = await api.graphql(CREATE_CLIENT, { input: { name: 'X', email: 'not an e-mail', language: 'es' } }, { token: admin });
    expect(response.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const after = await metrics();
    expect(errors(after)).toBe(errors(before) + 1);
    expect(sample(after, 'db_pool_max_connections')).toBe(10);
    expect(sample(after, 'db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'db_pool_waiting_requests')).toBe(0);
  });

  it('shows the outbox backlog grow with a queued e-mail, and how long the oldest has waited', async () => {
    await api.sendOutbox();
    const before = await metrics();
    const created = await api.graphql(CREATE_CLIENT, { input: { name: 'Náutica Métricas', email: 'metricas@nautica.es', language: 'es' } }, { token: admin });
    expect(created.errors).toBeUndefined();
    await db.query(`UPDATE outbox_messages SET created_at = now() - interval '10 minutes' WHERE status = 'PENDING'`);
    const after = await metrics();
    expect(sample(after, 'outbox_pending_messages')).toBe(sample(before, 'outbox_pending_messages')! + 1);
    expect(sample(after, 'outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(600);

    const figures = await api.graphql<{ healthFigures: { outboxBacklog: number; oldestPendingEmailAt: string } }>(HEALTH, {}, { token: admin });
    expect(figures.data!.healthFigures.outboxBacklog).toBe(sample(after, 'outbox_pending_messages'));
    expect(new Date(figures.data!.healthFigures.oldestPendingEmailAt).getTime()).toBeLessThanOrEqual(Date.now() - 600_000);

    await api.sendOutbox();
    const sent = await metrics();
    expect(sample(sent, 'outbox_pending_messages')).toBe(0);
    expect(sample(sent, 'outbox_oldest_pending_age_seconds')).toBe(0);
  });

  it('counts the telemetry readings stored', async () => {
    const customer = (await api.login('cliente@demo.com', 'Cliente123!')).token;
    const boats = await api.graphql<{ boats: { edges: { node: { id: string } }[] } }>(BOATS, {}, { token: customer });
    const device = await api.graphql<{ createDeviceToken: { token: string } }>(
      CREATE_DEVICE,
      { input: { boatId: boats.data!.boats.edges[0].node.id, name: 'Cerbo GX' } },
      { token: customer },
    );
    const readings = (text: string) => sample(text, 'telemetry_readings_stored_total') ?? 0;
    const before = await metrics();
    const values = [
      { path: 'electrical.batteries.house.stateOfCharge', value: 0.81 },
      { path: 'environment.inside.temperature', value: 295.15 },
    ];
    const response = await fetch(`${api.url}/telemetry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${device.data!.createDeviceToken.token}` },
      body: JSON.stringify({ context: 'vessels.self', updates: [{ timestamp: new Date().toISOString(), values }] }),
    });
    expect(await response.json()).toMatchObject({ stored: 2 });
    expect(readings(await metrics())).toBe(readings(before) + 2);
  });

  it('gives the admins the last backup, a failure since, and the failed e-mails', async () => {
    const health = async () => {
      const response = await api.graphql<{ healthFigures: Record<string, unknown> }>(HEALTH, {}, { token: admin });
      expect(response.errors).toBeUndefined();
      return response.data!.healthFigures;
    };
    expect(await health()).toMatchObject({ lastBackup: null, failedBackup: null, failedEmails: 0 });

    // As the backup tool records its runs.
    await db.query(`INSERT INTO backup_runs (started_at, finished_at, status, file_name, size_bytes, offsite)
      VALUES ('2026-11-21T02:00:00Z', '2026-11-21T02:00:04Z', 'ok', 'mmt-20261121T020000Z.dump', 7340032, 'copied')`);
    await db.query(
      `INSERT INTO backup_runs (started_at, finished_at, status, error) VALUES ('2026-11-20T02:00:00Z', '2026-11-20T02:00:01Z', 'failed', 'older failure')`,
    );
    await db.query(`UPDATE outbox_messages SET status = 'FAILED' WHERE id = (SELECT min(id) FROM outbox_messages)`);
    expect(await health()).toMatchObject({
      lastBackup: { finishedAt: '2026-11-21T02:00:04.000Z', sizeBytes: 7340032, offsite: 'COPIED', error: null },
      failedBackup: null,
      failedEmails: 1,
    });
    expect(sample(await metrics(), 'backup_last_success_timestamp_seconds')).toBe(Date.parse('2026-11-21T02:00:04Z') / 1000);

    await db.query(
      `INSERT INTO backup_runs (started_at, finished_at, status, error) VALUES ('2026-11-22T02:00:00Z', '2026-11-22T02:00:01Z', 'failed', 'pg_dump failed (exit 1): connection refused')`,
    );
    expect(await health()).toMatchObject({ failedBackup: { finishedAt: '2026-11-22T02:00:01.000Z', error: 'pg_dump failed (exit 1): connection refused' } });
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  it('does not exist', async () => {
    const api = await createTestApp();
    try {
      const response = await fetch(`${api.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('http_request');
    } finally {
      await api.close();
    }
  });
});

describe('/metrics beside the web app', () => {
  it("counts the build's hashed files under one route, not one each", async () => {
    const api = await createTestApp({ metricsToken: TOKEN }, { serveWeb: true });
    try {
      const assets = (await readdir(join(api.config.webDistDir, 'assets'))).filter((name) => name.endsWith('.js')).slice(0, 3);
      expect(assets).toHaveLength(3);
      for (const asset of assets) expect((await fetch(`${api.url}/assets/${asset}`)).status).toBe(200);
      const text = await (await fetch(`${api.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
      expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/assets/*', status_code: '200' })).toBe(3);
      expect(text).not.toContain(assets[0]);
    } finally {
      await api.close();
    }
  });
});
