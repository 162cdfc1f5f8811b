import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { migrations } from './database/schema.js';
import { demoAccounts } from './auth/demo-accounts.js';
import { COMPANY_DETAILS, companyDetailsInput, UPDATE_COMPANY_DETAILS, type CompanyDetailsData } from './testing/company-details.js';
import { freePort } from './testing/global-setup.js';
import { createTestDatabase } from './testing/test-app.js';
import { startTestSmtpServer, type TestSmtpServer } from './testing/test-smtp-server.js';

const MAIN = 'dist/apps/api/src/main.js';
const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { accessToken user { email } } }';
const REFRESH = 'mutation { refreshSession { accessToken } }';

interface Replica {
  child: ChildProcess;
  url: string;
  output: string;
}

/** One built API process (as a replica behind a load balancer runs it) on `databaseUrl`. */
async function startReplica(databaseUrl: string, secret: string, smtpUrl: string): Promise<Replica> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      JWT_ACCESS_SECRET: secret,
      // This test is the load balancer: it says which client each request comes from.
      TRUST_PROXY: '127.0.0.1',
      COOKIE_SECURE: 'false',
      LOG_FORMAT: 'json',
      SMTP_URL: smtpUrl,
      // Both outbox workers look often, so that they compete for the same messages.
      OUTBOX_POLL_INTERVAL_MS: '50',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const replica: Replica = { child, url: `http://127.0.0.1:${port}`, output: '' };
  child.stdout!.on('data', (chunk) => (replica.output += chunk));
  child.stderr!.on('data', (chunk) => (replica.output += chunk));
  return replica;
}

async function listening(replica: Replica): Promise<void> {
  for (let i = 0; i < 400 && !replica.output.includes('Listening on'); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  if (!replica.output.includes('Listening on')) throw new Error(`replica did not start:\n${replica.output}`);
}

async function graphql(replica: Replica, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await fetch(`${replica.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, { accessToken: string }> | null; errors?: { extensions?: Record<string, unknown> }[] };
  const cookie =
    response.headers
      .getSetCookie()
      .find((value) => value.startsWith('refresh_token='))
      ?.split(';')[0] ?? '';
  return { ...body, cookie };
}

/** The served HTML of a page. */
async function page(replica: Replica, path: string): Promise<string> {
  const response = await fetch(`${replica.url}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** Two API processes started at the same moment on one new, empty database. */
describe('two replicas on one database', () => {
  let databaseUrl: string;
  let db: pg.Client;
  let a: Replica;
  let b: Replica;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run "npm run build" first`);
    databaseUrl = await createTestDatabase();
    const secret = randomBytes(48).toString('base64url');
    smtp = await startTestSmtpServer();
    [a, b] = await Promise.all([startReplica(databaseUrl, secret, smtp.url), startReplica(databaseUrl, secret, smtp.url)]);
    await Promise.all([listening(a), listening(b)]);
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  }, 90_000);
  afterAll(async () => {
    await db?.end();
    for (const replica of [a, b]) if (replica?.child.exitCode === null) replica.child.kill('SIGTERM');
    await smtp?.close();
  });

  it('migrate and seed once, though they start together', async () => {
    const applied = (await db.query('SELECT name FROM migrations ORDER BY id')).rows.map((row: { name: string }) => row.name);
    expect(applied).toEqual(migrations.map((migration) => migration.name));
    const demoUsers = (await db.query('SELECT email FROM users WHERE email = ANY($1) ORDER BY email', [demoAccounts.map((account) => account.email)])).rows;
    expect(demoUsers.map((row: { email: string }) => row.email)).toEqual(demoAccounts.map((account) => account.email).sort());
    const texts = (await db.query('SELECT count(*)::int AS n, count(DISTINCT (section, key))::int AS distinct_keys FROM content_entries')).rows[0];
    expect(texts.n).toBeGreaterThan(100);
    expect(texts.n).toBe(texts.distinct_keys);
  });

  it('serve an edit of public data made through the other at the next load (NOTIFY, no timer)', async () => {
    const heroTitle = async (replica: Replica) => {
      const response = await graphql(replica, '{ siteTexts(language: en, namespaces: ["home"]) }');
      if (!response.data) throw new Error(JSON.stringify(response.errors));
      return (response.data as unknown as { siteTexts: { home: { hero_title: string } } }).siteTexts.home.hero_title;
    };
    const before = await heroTitle(b);
    expect(await heroTitle(b)).toBe(before); // now in B's caches
    expect(await page(b, '/en/')).toContain(before); // the rendered page too

    const { data } = await graphql(a, LOGIN, { input: { email: 'admin@demo.com', password: 'Admin123!' } });
    const auth = { authorization: `Bearer ${data!.login.accessToken}` };
    const found = await graphql(a, '{ contents(section: "home", search: "hero_title", first: 5) { edges { node { id key valueEs version } } } }', {}, auth);
    const entry = (found.data as unknown as { contents: { edges: { node: { id: string; key: string; valueEs: string; version: number } }[] } }).contents.edges
      .map((edge) => edge.node)
      .find((node) => node.key === 'hero_title')!;
    const saved = await graphql(
      a,
      'mutation U($input: UpdateContentInput!) { updateContent(input: $input) { content { version } } }',
      { input: { id: entry.id, valueEn: 'Edited through replica A', valueEs: entry.valueEs, version: entry.version } },
      auth,
    );
    expect(saved.errors).toBeUndefined();

    // NOTIFY reaches B a moment after A's commit.
    let seen = before;
    for (let i = 0; i < 40 && seen !== 'Edited through replica A'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await heroTitle(b);
    }
    expect(seen).toBe('Edited through replica A');
    expect(await page(b, '/en/')).toContain('Edited through replica A');
  });

  it('serve a settings edit made through the other in the next rendered page', async () => {
    const phone = '+34 971 999 888';
    expect(await page(b, '/')).not.toContain(phone);
    const { data } = await graphql(a, LOGIN, { input: { email: 'admin@demo.com', password: 'Admin123!' } });
    const auth = { authorization: `Bearer ${data!.login.accessToken}` };
    const current = (await graphql(a, COMPANY_DETAILS)).data as unknown as { companyDetails: CompanyDetailsData };
    const saved = await graphql(a, UPDATE_COMPANY_DETAILS, { input: companyDetailsInput(current.companyDetails, { phone }) }, auth);
    expect(saved.errors).toBeUndefined();

    let served = '';
    for (let i = 0; i < 40 && !served.includes(phone); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      served = await page(b, '/');
    }
    expect(served).toContain(phone);
  });

  it('share one-time links: a sign-in link asked for through one signs in through the other, once', async () => {
    const requested = await graphql(a, 'mutation R($input: RequestSignInLinkInput!) { requestSignInLink(input: $input) { requested } }', {
      input: { email: 'customer@demo.com' },
    });
    expect(requested.errors).toBeUndefined();
    const mail = await smtp.waitFor((received) => received.to.includes('customer@demo.com') && received.text.includes('/sign-in-link?token='));
    const token = /\/sign-in-link\?token=([\w-]{43})/.exec(mail.text)![1];
    const SIGN_IN = 'mutation S($input: SignInWithLinkInput!) { signInWithLink(input: $input) { accessToken } }';

    const signedIn = await graphql(b, SIGN_IN, { input: { token } });
    expect(signedIn.data?.signInWithLink.accessToken).toEqual(expect.any(String));
    const again = await graphql(a, SIGN_IN, { input: { token } });
    expect(again.errors?.[0].extensions?.fieldErrors).toEqual([expect.objectContaining({ field: 'token', code: 'linkUsed' })]);
  });

  it('share the sign-in throttle: five failures spread over both hold the account back on either', async () => {
    const from = { 'x-forwarded-for': '203.0.113.50' };
    for (let i = 0; i < 5; i++) {
      const failure = await graphql(i % 2 ? b : a, LOGIN, { input: { email: 'admin@demo.com', password: `wrong-${i}` } }, from);
      expect(failure.errors?.[0].extensions?.reason).toBe('INVALID_CREDENTIALS');
    }
    for (const replica of [a, b]) {
      const blocked = await graphql(replica, LOGIN, { input: { email: 'admin@demo.com', password: 'Admin123!' } }, from);
      expect(blocked.errors?.[0].extensions?.reason).toBe('TOO_MANY_ATTEMPTS');
    }
  });

  it('share sessions: a token rotated on one, and its successor used, is refused on the other, which revokes the session', async () => {
    const signedIn = await graphql(a, LOGIN, { input: { email: 'cliente@demo.com', password: 'Cliente123!' } });
    const rotated = await graphql(b, REFRESH, {}, { cookie: signedIn.cookie });
    expect(rotated.data?.refreshSession.accessToken).toBeTruthy();
    const renewed = await graphql(a, REFRESH, {}, { cookie: rotated.cookie });
    expect(renewed.data?.refreshSession.accessToken).toBeTruthy();
    const replay = await graphql(a, REFRESH, {}, { cookie: signedIn.cookie });
    expect(replay.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const afterReplay = await graphql(b, REFRESH, {}, { cookie: renewed.cookie });
    expect(afterReplay.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('send each e-mail of the outbox once, though both workers poll it', async () => {
    const recipients = Array.from({ length: 20 }, (_, i) => `replica-${i}@example.test`);
    await db.query(
      `INSERT INTO outbox_messages (kind, recipient, subject, text_body, html_body)
       SELECT 'test', r, 'Once ' || r, 'Hello', '<p>Hello</p>' FROM unnest($1::text[]) AS r`,
      [recipients],
    );
    const deadline = Date.now() + 30_000;
    const pending = async () => (await db.query(`SELECT count(*)::int AS n FROM outbox_messages WHERE kind = 'test' AND status <> 'SENT'`)).rows[0].n;
    while ((await pending()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await pending()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 500)); // a second send, if any, would have arrived by now
    const delivered = smtp.received.filter((mail) => mail.subject.startsWith('Once ')).flatMap((mail) => mail.to);
    expect(delivered.sort()).toEqual([...recipients].sort());
  });
});
