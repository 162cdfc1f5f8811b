import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chmod, readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/test-smtp-server.js';
import { Outbox, type OutgoingEmail } from './outbox.service.js';

const email = (to: string, subject: string): OutgoingEmail => ({ kind: 'test', to, subject, text: `Body of ${subject}`, html: `<p>Body of ${subject}</p>` });

const BASE = 2000;

const FAILED = `query Failed { outboxMessages(status: FAILED) { totalCount edges { node { id recipient subject status attempts lastError } } } }`;
const RETRY = `mutation Retry($input: RetryOutboxMessageInput!) { retryOutboxMessage(input: $input) { message { status attempts lastError } } }`;

describe('outbox', () => {
  let smtp: TestSmtpServer;
  let api: TestApp;
  let queue: (...emails: OutgoingEmail[]) => Promise<void>;
  let statusOf: (recipient: string) => Promise<{ status: string; attempts: number; last_error: string | null }>;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    // The worker is driven by hand (sendOutbox); retries wait BASE, 2 × BASE …
    api = await createTestApp({ smtpUrl: smtp.url, outbox: { pollIntervalMs: 3_600_000, retryBaseMs: BASE, maxAttempts: 3 } });
    const dataSource = api.app.get(DataSource);
    queue = (...emails) => dataSource.transaction((manager) => api.app.get(Outbox).enqueue(manager, ...emails));
    statusOf = async (recipient) => (await dataSource.query('SELECT status, attempts, last_error FROM outbox_messages WHERE recipient = $1', [recipient]))[0];
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  /** Milliseconds until the message's next attempt. */
  const waitOf = async (recipient: string): Promise<number> =>
    Number(
      (
        await api.app
          .get(DataSource)
          .query(`SELECT extract(epoch FROM next_attempt_at - now()) * 1000 AS ms FROM outbox_messages WHERE recipient = $1`, [recipient])
      )[0].ms,
    );
  /** Moves the clock forward for one message: its next attempt is due now. */
  const makeDue = (recipient: string) => api.app.get(DataSource).query(`UPDATE outbox_messages SET next_attempt_at = now() WHERE recipient = $1`, [recipient]);

  it('sends what was written in a committed transaction, and nothing of a rolled-back one', async () => {
    await queue(email('uno@example.com', 'Committed'));
    await api.app
      .get(DataSource)
      .transaction(async (manager) => {
        await api.app.get(Outbox).enqueue(manager, email('dos@example.com', 'Rolled back'));
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await api.sendOutbox();
    const mail = await smtp.waitFor((m) => m.subject === 'Committed');
    expect(mail.to).toEqual(['uno@example.com']);
    expect(mail.text).toContain('Body of Committed');
    expect(smtp.received.some((m) => m.subject === 'Rolled back')).toBe(false);
    expect(await statusOf('uno@example.com')).toMatchObject({ status: 'SENT', attempts: 1 });
  });

  it('makes the commit of a message durable even in a transaction that turned synchronous commit off', async () => {
    let setting: string | undefined;
    await api.app
      .get(DataSource)
      .transaction(async (manager) => {
        await manager.query('SET LOCAL synchronous_commit = off');
        await api.app.get(Outbox).enqueue(manager, email('durable@example.com', 'Durable'));
        setting = (await manager.query(`SELECT current_setting('synchronous_commit') AS value`))[0].value;
        throw new Error('rolled back: the other tests count what is queued');
      })
      .catch(() => undefined);
    expect(setting).toBe('on');
  });

  it('retries after the SMTP server refused, waiting twice as long each time, until it is accepted', async () => {
    smtp.refuseNext(2);
    await queue(email('retry@example.com', 'Second try'));
    await api.sendOutbox();
    expect(await statusOf('retry@example.com')).toMatchObject({ status: 'PENDING', attempts: 1, last_error: expect.stringContaining('451') });
    const firstWait = await waitOf('retry@example.com');
    // Not due yet: nothing is tried before its backoff.
    await api.sendOutbox();
    expect((await statusOf('retry@example.com')).attempts).toBe(1);
    await makeDue('retry@example.com');
    await api.sendOutbox();
    expect(await statusOf('retry@example.com')).toMatchObject({ status: 'PENDING', attempts: 2 });
    const secondWait = await waitOf('retry@example.com');
    expect(firstWait).toBeGreaterThan(BASE * 0.5);
    expect(firstWait).toBeLessThanOrEqual(BASE);
    expect(secondWait).toBeGreaterThan(BASE * 1.5);
    expect(secondWait).toBeLessThanOrEqual(BASE * 2);
    await makeDue('retry@example.com');
    await api.sendOutbox();
    expect(await statusOf('retry@example.com')).toMatchObject({ status: 'SENT', attempts: 3, last_error: null });
    expect(smtp.received.filter((m) => m.subject === 'Second try')).toHaveLength(1);
  });

  it('gives up after the last attempt, shows the message to the admins, and sends it again on retry', async () => {
    smtp.refuseNext(3);
    await queue(email('roto@example.com', 'Keeps failing'));
    for (let attempt = 0; attempt < 3; attempt++) {
      await makeDue('roto@example.com');
      await api.sendOutbox();
    }
    expect(await statusOf('roto@example.com')).toMatchObject({ status: 'FAILED', attempts: 3 });

    const admin = await api.login('admin@demo.com', 'Admin123!');
    const failed = await api.graphql<{ outboxMessages: { edges: { node: { id: string; recipient: string; lastError: string } }[] } }>(
      FAILED,
      {},
      { token: admin.token },
    );
    const node = failed.data!.outboxMessages.edges.find((edge) => edge.node.recipient === 'roto@example.com')!.node;
    expect(node.lastError).toContain('451');
    const customer = await api.login('cliente@demo.com', 'Cliente123!');
    expect((await api.graphql(FAILED, {}, { token: customer.token })).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const retried = await api.graphql<{ retryOutboxMessage: { message: { status: string; attempts: number } } }>(
      RETRY,
      { input: { id: node.id } },
      { token: admin.token },
    );
    expect(retried.data?.retryOutboxMessage.message).toMatchObject({ status: 'PENDING', attempts: 0 });
    await api.sendOutbox();
    await smtp.waitFor((m) => m.subject === 'Keeps failing');
    expect((await statusOf('roto@example.com')).status).toBe('SENT');
  });

  it('sends each message once when two API processes share the database (FOR UPDATE SKIP LOCKED)', async () => {
    const second = await createTestApp(
      { smtpUrl: smtp.url, outbox: { pollIntervalMs: 3_600_000, retryBaseMs: 50, maxAttempts: 3 } },
      { databaseUrl: api.databaseUrl },
    );
    try {
      const batch = Array.from({ length: 40 }, (_, i) => email(`pareja${i}@example.com`, `Shared ${i}`));
      await queue(...batch);
      const [mine, theirs] = await Promise.all([api.sendOutbox(), second.sendOutbox()]);
      expect(mine + theirs).toBe(40);
      expect(mine).toBeGreaterThan(0);
      expect(theirs).toBeGreaterThan(0);
      const subjects = smtp.received.filter((m) => m.subject.startsWith('Shared ')).map((m) => m.subject);
      expect(subjects).toHaveLength(40);
      expect(new Set(subjects).size).toBe(40);
    } finally {
      await second.close();
    }
  });
});

describe('outbox without SMTP_URL', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp({ smtpUrl: null, outbox: { pollIntervalMs: 3_600_000, retryBaseMs: 50, maxAttempts: 3 } });
  });
  afterAll(() => api.close());

  it('writes each e-mail as an .eml file under DATA_DIR/mail', async () => {
    await api.app.get(DataSource).transaction((manager) => api.app.get(Outbox).enqueue(manager, email('eml@example.com', 'Saved to disk')));
    await api.sendOutbox();
    const folder = join(api.config.dataDir, 'mail');
    const files = await readdir(folder);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-test\.eml$/);
    const raw = await readFile(join(folder, files[0]), 'utf8');
    expect(raw).toContain('To: eml@example.com');
    expect(raw).toContain('Subject: Saved to disk');
  });

  it('keeps the .eml files (sign-in and invitation links) to the owner: 0600 in a 0700 folder, one left open by an older version closed', async () => {
    const folder = join(api.config.dataDir, 'mail');
    await chmod(folder, 0o755);
    await api.app.get(DataSource).transaction((manager) => api.app.get(Outbox).enqueue(manager, email('links@example.com', 'Your sign-in link')));
    await api.sendOutbox();
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    const files = await readdir(folder);
    expect(files).toHaveLength(2);
    for (const file of files) expect([file, (await stat(join(folder, file))).mode & 0o777]).toEqual([file, 0o600]);
  });
});
