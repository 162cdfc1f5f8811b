import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { createTestApp, createTestDatabase, refreshCookieOf, type TestApp } from '../testing/test-app.js';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../testing/test-smtp-server.js';

const REQUEST = 'mutation Request($input: RequestSignInLinkInput!) { requestSignInLink(input: $input) { requested } }';
const SIGN_IN = 'mutation SignIn($input: SignInWithLinkInput!) { signInWithLink(input: $input) { accessToken user { email role } } }';
const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { user { email } } }';
const ME = '{ me { email } }';

const tokenOf = (mail: ReceivedMail) => /https:\/\/mmt\.example\/sign-in-link\?token=([\w-]{43})(\s|$)/.exec(mail.text)![1];

type Response = { errors?: { message: string; extensions?: Record<string, unknown> }[]; data?: unknown };
const codeOf = (response: Response) => response.errors?.[0].extensions?.code;
const fieldErrorsOf = (response: Response) =>
  (response.errors?.[0].extensions?.fieldErrors as { field: string; code: string }[] | undefined)?.map((error) => `${error.field}:${error.code}`);

describe('sign-in links (the way in for an account held back by the login throttle)', () => {
  let smtp: TestSmtpServer;
  let api: TestApp;
  let dataSource: DataSource;

  /** Every request comes through the trusted proxy on 127.0.0.1 from `address`. */
  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
  const request = (email: string, address: string) => api.graphql(REQUEST, { input: { email } }, from(address));
  const signIn = (token: string, address: string) =>
    api.graphql<{ signInWithLink: { accessToken: string; user: { email: string; role: string } } }>(SIGN_IN, { input: { token } }, from(address));
  const login = (email: string, password: string, address: string) => api.graphql(LOGIN, { input: { email, password } }, from(address));
  const queuedFor = async (email: string): Promise<number> =>
    Number((await dataSource.query(`SELECT count(*) AS n FROM outbox_messages WHERE recipient = $1 AND kind = 'signInLink'`, [email]))[0].n);
  /** Sends the outbox and returns the newest sign-in e-mail to `email` once `count` of them arrived. */
  const mailTo = async (email: string, count = 1) => {
    await api.sendOutbox();
    const mine = () => smtp.received.filter((mail) => mail.to.includes(email) && /enlace para entrar|link to sign in/.test(mail.subject));
    await smtp.waitFor(() => mine().length >= count);
    return mine()[count - 1];
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://mmt.example', trustProxy: ['127.0.0.1'] }, { databaseUrl: await createTestDatabase() });
    dataSource = api.app.get(DataSource);
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  it('lets the owner of a throttled account in through the e-mailed link, once, and ends the hold at that address', async () => {
    for (let i = 0; i < 5; i++) await login('cliente@demo.com', `wrong-${i}`, '203.0.113.10');
    expect(codeOf(await login('cliente@demo.com', 'Cliente123!', '203.0.113.10'))).toBe('TOO_MANY_REQUESTS');

    expect((await request(' Cliente@Demo.com ', '203.0.113.10')).data).toEqual({ requestSignInLink: { requested: true } });
    const mail = await mailTo('cliente@demo.com');
    expect(mail.subject).toBe('Tu enlace para entrar');
    expect(mail.text).toMatch(/Funciona una sola vez y caduca en 30 minutos/);

    const token = tokenOf(mail);
    const signedIn = await signIn(token, '203.0.113.10');
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data?.signInWithLink.user).toEqual({ email: 'cliente@demo.com', role: 'CUSTOMER' });
    expect(refreshCookieOf(signedIn.headers)).toMatch(/^refresh_token=[\w-]{40,}$/);
    expect((await api.graphql(ME, {}, { token: signedIn.data?.signInWithLink.accessToken })).data).toEqual({ me: { email: 'cliente@demo.com' } });

    // The hold is over at that address: the right password works again there.
    expect((await login('cliente@demo.com', 'Cliente123!', '203.0.113.10')).errors).toBeUndefined();
    // The link worked once.
    const again = await signIn(token, '203.0.113.10');
    expect(codeOf(again)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(again)).toEqual(['token:linkUsed']);
  });

  it('ends the hold on the address too when that is what held the owner back', async () => {
    // Someone at a shared address guessed across many accounts: the address is held, the owner with it.
    for (let i = 0; i < 20; i++) await login(`nobody${i}@demo.com`, 'wrong', '203.0.113.17');
    expect(codeOf(await login('customer@demo.com', 'Customer123!', '203.0.113.17'))).toBe('TOO_MANY_REQUESTS');
    await request('customer@demo.com', '203.0.113.17');
    expect((await signIn(tokenOf(await mailTo('customer@demo.com')), '203.0.113.17')).errors).toBeUndefined();
    expect((await login('customer@demo.com', 'Customer123!', '203.0.113.17')).errors).toBeUndefined();
  });

  it("writes in the account's language", async () => {
    await request('customer@demo.com', '203.0.113.11');
    const mail = await mailTo('customer@demo.com');
    expect(mail.subject).toBe('Your link to sign in');
    expect(mail.text).toMatch(/It works once and expires in 30 minutes/);
  });

  it('answers the same for an unknown or deactivated e-mail and sends nothing', async () => {
    await dataSource.query(
      `INSERT INTO users (email, name, role, language, password_hash, deactivated_at) VALUES ('gone@example.com', 'Gone', 'customer', 'es', NULL, now())`,
    );
    for (const email of ['nobody@example.com', 'gone@example.com']) {
      expect(await request(email, '203.0.113.12')).toMatchObject({ data: { requestSignInLink: { requested: true } } });
      expect((await request(email, '203.0.113.12')).errors).toBeUndefined();
      expect(await queuedFor(email)).toBe(0);
    }
    expect(
      Number(
        (
          await dataSource.query(
            `SELECT count(*) AS n FROM one_time_links WHERE purpose = 'sign-in' AND user_id = (SELECT id FROM users WHERE email = 'gone@example.com')`,
          )
        )[0].n,
      ),
    ).toBe(0);
  });

  it('refuses an expired link, and an older link once a newer one was sent', async () => {
    await request('admin@demo.com', '203.0.113.13');
    const first = tokenOf(await mailTo('admin@demo.com', 1));
    await request('admin@demo.com', '203.0.113.13');
    const second = tokenOf(await mailTo('admin@demo.com', 2));
    expect(fieldErrorsOf(await signIn(first, '203.0.113.13'))).toEqual(['token:linkSuperseded']);

    await dataSource.query(
      `UPDATE one_time_links SET expires_at = now() - interval '1 second' WHERE purpose = 'sign-in' AND used_at IS NULL AND superseded_at IS NULL`,
    );
    expect(fieldErrorsOf(await signIn(second, '203.0.113.13'))).toEqual(['token:linkExpired']);
    expect(fieldErrorsOf(await signIn('x'.repeat(43), '203.0.113.13'))).toEqual(['token:linkInvalid']);
  });

  it('refuses a link whose account was deactivated after it was sent, as login refuses it', async () => {
    await dataSource.query(`INSERT INTO users (email, name, role, language) VALUES ('soon-gone@example.com', 'Soon Gone', 'customer', 'en')`);
    await request('soon-gone@example.com', '203.0.113.14');
    const token = tokenOf(await mailTo('soon-gone@example.com'));
    await dataSource.query(`UPDATE users SET deactivated_at = now() WHERE email = 'soon-gone@example.com'`);
    const refused = await signIn(token, '203.0.113.14');
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'ACCOUNT_DISABLED' });
    expect(refused.data).toBeNull();
  });

  it('sends at most three e-mails an hour to one address, and tells one caller asking too often to wait', async () => {
    await dataSource.query(`INSERT INTO users (email, name, role, language) VALUES ('often@example.com', 'Often', 'customer', 'es')`);
    for (let i = 0; i < 5; i++) expect((await request('often@example.com', `198.51.100.${i}`)).errors).toBeUndefined();
    expect(await queuedFor('often@example.com')).toBe(3);

    for (let i = 0; i < 10; i++) expect((await request(`someone${i}@example.com`, '203.0.113.15')).errors).toBeUndefined();
    const refused = await request('someone@example.com', '203.0.113.15');
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(refused.errors?.[0].extensions?.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('validates the e-mail', async () => {
    expect(codeOf(await request('not an e-mail', '203.0.113.16'))).toBe('BAD_USER_INPUT');
  });
});
