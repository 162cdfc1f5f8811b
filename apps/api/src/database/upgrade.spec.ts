import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../testing/global-setup.js';
import { buildRelease, startServer, type RunningServer } from '../testing/previous-release.js';
import { queryDatabase, tableColumns, tableRows } from '../testing/table-contents.js';
import { createTestApp, createTestDatabase, type TestApp } from '../testing/test-app.js';
import { asOwner } from './prepare-database.js';
import { migrations } from './schema.js';
import { servingRoleUrl } from './serving-role.js';

/**
 * The release this one upgrades: main before this release's migrations. Move it to the last
 * release's commit whenever one ships, so every upgrade is tried from what customers run.
 */
const PREVIOUS_RELEASE = '99dcf0aec9a6903306f08b33821180fdc6bcf8fd';
const SECRET = 'upgrade-test-jwt-secret-0123456789abcdef';

const CREATE_CLIENT = 'mutation C($input: CreateClientInput!) { createClient(input: $input) { client { id } } }';
const CREATE_INVOICE = 'mutation I($input: CreateInvoiceInput!) { createInvoice(input: $input) { invoice { id } } }';
const MARK_PAID = 'mutation P($input: MarkInvoicePaidInput!) { markInvoicePaid(input: $input) { invoice { status } } }';
const INVOICES = 'query Invoices { invoices(first: 100) { totalCount edges { node { number status amountCents } } } }';
const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { accessToken user { email } } }';

async function graphql<T = Record<string, unknown>>(url: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, ...((await response.json()) as { data?: T; errors?: { message: string }[] }) };
}

/**
 * docker-compose.yml's upgrade: the replicas of the previous release serve while the `migrate`
 * service applies the new migrations, then the new replicas start and the old ones stop.
 */
describe('an upgrade from the previous release', () => {
  let previousMain: string;
  let databaseUrl: string;
  let dataDir: string;
  let previous: RunningServer;
  let current: TestApp | undefined;

  beforeAll(async () => {
    previousMain = await buildRelease(PREVIOUS_RELEASE);
    databaseUrl = await createTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'mmt-upgrade-'));
    previous = await startServer(previousMain, {
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      JWT_ACCESS_SECRET: SECRET,
      LOG_FORMAT: 'json',
    });
  }, 180_000);
  afterAll(async () => {
    await previous?.stop();
    await current?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('applies the new migrations while the previous release serves without an error, and loses nothing', async () => {
    // Data written through the previous release: a client, an invoice, its payment.
    const admin = (await graphql<{ login: { accessToken: string } }>(previous.url, LOGIN, { input: { email: 'admin@demo.com', password: 'Admin123!' } })).data!
      .login.accessToken;
    const client = await graphql<{ createClient: { client: { id: string } } }>(
      previous.url,
      CREATE_CLIENT,
      { input: { name: 'Náutica Upgrade S.L.', email: 'upgrade@nautica.es', language: 'es', taxId: 'B07000029' } },
      admin,
    );
    const invoice = await graphql<{ createInvoice: { invoice: { id: string } } }>(
      previous.url,
      CREATE_INVOICE,
      { input: { customerId: client.data!.createClient.client.id, lines: [{ description: 'Instalación de plotter', quantity: 1, unitPriceCents: 48000 }] } },
      admin,
    );
    expect(
      (
        await graphql(
          previous.url,
          MARK_PAID,
          { input: { invoiceId: invoice.data!.createInvoice.invoice.id, method: 'CARD', paidOn: new Date().toISOString().slice(0, 10) } },
          admin,
        )
      ).errors,
    ).toBeUndefined();
    const invoicesBefore = (await graphql(previous.url, INVOICES, {}, admin)).data;
    const customer = (await graphql<{ login: { accessToken: string } }>(previous.url, LOGIN, { input: { email: 'cliente@demo.com', password: 'Cliente123!' } }))
      .data!.login.accessToken;

    // The previous release's outbox has sent what it queued (the client's invitation): nothing moves now but the traffic below.
    const pending = async () =>
      (await queryDatabase<{ n: number }>(databaseUrl, `SELECT count(*)::int AS n FROM outbox_messages WHERE status = 'PENDING'`))[0].n;
    while ((await pending()) > 0);
    // Each table read as the previous release has it: its columns, whatever the new migrations add.
    const previousColumns = await tableColumns(databaseUrl);
    // A site text the new code no longer has is retired (retired_at set), never deleted nor changed otherwise.
    previousColumns.content_entries = previousColumns.content_entries.filter((column) => column !== 'retired_at');
    const before = await tableRows(databaseUrl, previousColumns);
    // The VIP checkout links, retired with their settings (1767000001300), leave the company's details; nothing else does.
    const companyColumns = previousColumns.company_details.map((column) => (column === 'details' ? `details - 'vipCheckout'` : `"${column}"`));
    before.company_details = (
      await queryDatabase<{ row: string }>(databaseUrl, `SELECT ROW(${companyColumns.join(', ')})::text AS row FROM company_details`)
    ).map((result) => result.row);
    const previousMigrations = new Set((await queryDatabase<{ name: string }>(databaseUrl, 'SELECT name FROM migrations')).map((row) => row.name));

    // A customer's and an admin's reads keep reaching the previous release throughout.
    const outcomes: { ok: boolean; error?: string }[] = [];
    let running = true;
    let served = 0;
    const waiters: { count: number; resolve: () => void }[] = [];
    const reader = async (token: string) => {
      while (running) {
        const response = await graphql<{ invoices: { totalCount: number } }>(previous.url, INVOICES, {}, token).catch((error: unknown) => ({
          status: 0,
          errors: [{ message: String(error) }],
          data: undefined,
        }));
        outcomes.push({ ok: response.status === 200 && !response.errors && response.data!.invoices.totalCount > 0, error: response.errors?.[0]?.message });
        served++;
        for (const waiter of waiters.filter((waiter) => served >= waiter.count)) waiter.resolve();
      }
    };
    const servedAtLeast = (count: number) => new Promise<void>((resolve) => waiters.push({ count: served + count, resolve }));
    const readers = [reader(admin), reader(customer)];
    await servedAtLeast(10);

    // The `migrate` service of the new release: migrations, then the role the new replicas serve as.
    const applied = await asOwner({ owner: databaseUrl, app: servingRoleUrl(databaseUrl) }, (owner) => owner.runMigrations({ transaction: 'each' }));
    await servedAtLeast(10);

    // A replica of the new release joins; a session begun on the previous one goes on there.
    current = await createTestApp({ jwtAccessSecret: SECRET }, { databaseUrl });
    await servedAtLeast(10);
    running = false;
    await Promise.all(readers);

    // This release's migrations, each applied once (the first was BackupRuns1766200000000).
    expect(applied.map((migration) => migration.name)).toEqual(migrations.map((migration) => migration.name).filter((name) => !previousMigrations.has(name)));
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([]);
    expect(outcomes.length).toBeGreaterThanOrEqual(30);
    expect((await current.graphql(INVOICES, {}, { token: admin })).data).toEqual(invoicesBefore);

    // Every row of every table the previous release had is still there, unchanged in every column it
    // had (a release may add rows, the site texts it brings, and columns, and retire texts and settings); its migrations still listed.
    const after = await tableRows(databaseUrl, previousColumns);
    for (const [table, rows] of Object.entries(before)) {
      const kept = new Set(after[table]);
      expect({ table, lost: rows.filter((row) => !kept.has(row)) }).toEqual({ table, lost: [] });
    }
    expect(after.migrations.length).toBe(before.migrations.length + applied.length);
    expect(after.migrations.length).toBe(migrations.length);
  }, 120_000);

  it('the previous release, stopped, finishes the request in flight and exits 0', async () => {
    const blocker = new pg.Client({ connectionString: databaseUrl });
    await blocker.connect();
    try {
      // The users table held, so the sign-in below is surely in flight when SIGTERM arrives.
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
      const inFlight = graphql<{ login: { user: { email: string } } }>(previous.url, LOGIN, { input: { email: 'admin@demo.com', password: 'Admin123!' } });
      const waiting = async () =>
        (await blocker.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`)).rows[0]
          .n as number;
      while ((await waiting()) === 0);
      const exited = previous.stop();
      while (!previous.output().includes('SIGTERM: shutting down')) await new Promise((resolve) => setTimeout(resolve, 20));
      await blocker.query('COMMIT');
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(answer.data!.login.user.email).toBe('admin@demo.com');
      expect(await exited).toBe(0);
    } finally {
      await blocker.end();
    }
  }, 60_000);
});
