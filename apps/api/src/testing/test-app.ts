import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { createApp, startApp } from '../app.factory.js';
import type { Clock } from '../common/clock.js';
import { loadConfig, type AppConfig } from '../config/app-config.js';
import { dataSourceOptions } from '../database/data-source-options.js';
import { databaseUrls } from '../database/serving-role.js';
import { OutboxWorker } from '../outbox/outbox.worker.js';

export interface TestApp {
  app: NestFastifyApplication;
  /** http://127.0.0.1:port */
  url: string;
  config: AppConfig;
  /** The database owner's URL (a superuser of the test server): what migrates, and what a test's own set-up may write with; '' for an app that only serves. */
  databaseUrl: string;
  /** The URL the app serves with (a role that owns nothing). */
  appDatabaseUrl: string;
  /** A pool of the owner's, for what the app may not do (migrations run back and forth, tables renamed); closed with the app. */
  ownerDataSource(): Promise<DataSource>;
  /** POST /graphql as the browser does; returns the parsed body, the status and the headers. */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { token?: string; cookie?: string; headers?: Record<string, string> },
  ): Promise<GraphQLResponse<T>>;
  /** Signs in and returns the access token and the refresh cookie. */
  login(email: string, password: string): Promise<{ token: string; cookie: string }>;
  /** Runs the outbox worker once now (sends every e-mail due), instead of waiting for its next poll. */
  sendOutbox(): Promise<number>;
  close(): Promise<void>;
}

export interface GraphQLResponse<T> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  data: T | null;
  errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
}

/** A new, empty database in the test PostgreSQL (see global-setup.ts); returns its URL. */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_ADMIN_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_ADMIN_URL is unset: run the API tests through jest (global-setup.ts)');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The real AppModule on a fresh database of its own (or on `databaseUrl`, the owner's), migrated
 * and seeded, serving as the role derived from the owner (or as `appDatabaseUrl`), listening on a
 * free port. `beforeStart` may add Fastify hooks (they cannot be added once listening).
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  {
    databaseUrl,
    appDatabaseUrl,
    beforeStart,
    serveWeb = false,
    clock,
  }: {
    /** null: the app only serves (as `appDatabaseUrl`), as docker-compose.yml's replicas do. */
    databaseUrl?: string | null;
    appDatabaseUrl?: string;
    beforeStart?: (app: NestFastifyApplication) => void;
    /** the built web app (dist) too */
    serveWeb?: boolean;
    /** time as the app waits on it (a ManualClock moves only when the test moves it) */
    clock?: Clock;
  } = {},
): Promise<TestApp> {
  if (databaseUrl === undefined) databaseUrl = await createTestDatabase();
  const database = databaseUrls(databaseUrl, appDatabaseUrl);
  // Its own data folder: without SMTP_URL, e-mails land there as .eml files.
  const dataDir = await mkdtemp(join(tmpdir(), 'mmt-test-data-'));
  const defaults = loadConfig({ NODE_ENV: 'test' });
  const config: AppConfig = {
    ...defaults,
    port: 0,
    host: '127.0.0.1',
    logFormat: 'text',
    dataDir,
    // The outbox worker does not poll in tests (its queries would land in the ones a test counts): sendOutbox() drives it.
    outbox: { ...defaults.outbox, pollIntervalMs: 3_600_000 },
    ...overrides,
  };
  const app = await createApp({ config, database, serveWeb, clock });
  app.useLogger(['error']);
  beforeStart?.(app);
  try {
    await startApp(app, config);
  } catch (error) {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');

  const graphql: TestApp['graphql'] = async (query, variables, options = {}) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...options.headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: unknown; errors?: GraphQLResponse<unknown>['errors'] };
    const headers = { ...Object.fromEntries(response.headers), 'set-cookie': response.headers.getSetCookie() };
    return { status: response.status, headers, data: (body.data ?? null) as never, errors: body.errors };
  };

  const login: TestApp['login'] = async (email, password) => {
    const response = await graphql<{ login: { accessToken: string } }>('mutation Login($input: LoginInput!) { login(input: $input) { accessToken } }', {
      input: { email, password },
    });
    if (!response.data) throw new Error(`login failed: ${JSON.stringify(response.errors)}`);
    return { token: response.data.login.accessToken, cookie: refreshCookieOf(response.headers) };
  };

  let owner: DataSource | undefined;
  const ownerDataSource = async () => {
    if (!database.owner) throw new Error('this test app has no owner URL');
    owner ??= new DataSource(dataSourceOptions(database.owner));
    if (!owner.isInitialized) await owner.initialize();
    return owner;
  };
  const close = async () => {
    if (owner?.isInitialized) await owner.destroy();
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  const sendOutbox = () => app.get(OutboxWorker).drain();
  return { app, url, config, databaseUrl: database.owner ?? '', appDatabaseUrl: database.app, ownerDataSource, graphql, login, sendOutbox, close };
}

/** `name=value` of the refresh cookie a response set. */
export function refreshCookieOf(headers: Record<string, string | string[] | undefined>): string {
  const setCookie = ([] as string[]).concat(headers['set-cookie'] ?? []);
  const cookie = setCookie.find((value) => value.startsWith('refresh_token='));
  return cookie ? cookie.split(';')[0] : '';
}
