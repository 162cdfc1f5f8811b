import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../testing/test-smtp-server.js';

const SIGN_UP = 'mutation SignUp($input: SignUpInput!) { signUp(input: $input) { requested } }';
const CONFIRM = 'mutation Confirm($input: SignInWithLinkInput!) { confirmSignUp(input: $input) { accessToken user { email name role language } } }';
const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { user { email } } }';
const JOIN = 'mutation Join($input: JoinMembershipInput!) { joinMembership(input: $input) { outcome } }';

type Response = { errors?: { message: string; extensions?: Record<string, unknown> }[]; data?: unknown };
const codeOf = (response: Response) => response.errors?.[0].extensions?.code;
const fieldErrorsOf = (response: Response) =>
  (response.errors?.[0].extensions?.fieldErrors as { field: string; code: string }[] | undefined)?.map((error) => `${error.field}:${error.code}`);

const linkOf = (mail: ReceivedMail) => new URL(/https:\/\/mmt\.example\/sign-up\/confirm\?\S+/.exec(mail.text)![0]);

describe("a visitor's sign-up on the way to joining (confirmed by e-mail, rate-limited)", () => {
  let smtp: TestSmtpServer;
  let api: TestApp;
  let dataSource: DataSource;
  /** Every request comes through the trusted proxy on 127.0.0.1 from `address`. */
  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
  const signUp = (input: Record<string, unknown>, address = '203.0.113.20') =>
    api.graphql<{ signUp: { requested: boolean } }>(SIGN_UP, { input: { password: 'a long passphrase', language: 'en', ...input } }, from(address));
  const mailsTo = async (email: string) => {
    await api.sendOutbox();
    return smtp.received.filter((mail) => mail.to.includes(email));
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://mmt.example', trustProxy: ['127.0.0.1'], stripe: null });
    dataSource = api.app.get(DataSource);
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  it('creates nothing until the e-mailed link is used; then the customer account exists, signed in, and the link goes back to joining', async () => {
    const answer = await signUp({ name: ' Marta Ferrer ', email: ' Marta@Example.com ', redirect: '/app/membership?join=GOLD' });
    expect(answer.data).toEqual({ signUp: { requested: true } });
    expect(await dataSource.query(`SELECT 1 FROM users WHERE email = 'marta@example.com'`)).toEqual([]);
    expect(codeOf(await api.graphql(LOGIN, { input: { email: 'marta@example.com', password: 'a long passphrase' } }))).toBe('UNAUTHENTICATED');

    const [mail] = await mailsTo('marta@example.com');
    expect(mail.subject).toBe('Confirm your account at Mallorca Marine Tech');
    const link = linkOf(mail);
    expect(link.searchParams.get('redirect')).toBe('/app/membership?join=GOLD');

    const confirmed = await api.graphql<{ confirmSignUp: { accessToken: string; user: unknown } }>(CONFIRM, {
      input: { token: link.searchParams.get('token') },
    });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data?.confirmSignUp.user).toEqual({ email: 'marta@example.com', name: 'Marta Ferrer', role: 'CUSTOMER', language: 'en' });
    expect([confirmed.headers['set-cookie'] ?? []].flat().join(';')).toMatch(/refresh/i);
    // A customer like any other: they can apply for a membership, and sign in with their password.
    const joined = await api.graphql<{ joinMembership: { outcome: string } }>(
      JOIN,
      { input: { plan: 'SILVER' } },
      { token: confirmed.data!.confirmSignUp.accessToken },
    );
    expect(joined.data?.joinMembership.outcome).toBe('APPLIED');
    expect((await api.graphql(LOGIN, { input: { email: 'marta@example.com', password: 'a long passphrase' } })).errors).toBeUndefined();
    // The link works once.
    expect(fieldErrorsOf(await api.graphql(CONFIRM, { input: { token: link.searchParams.get('token') } }))).toEqual(['token:linkInvalid']);
  });

  it("answers an address that has an account the same, e-mailing a sign-in link instead (the account is not changed); in the visitor's language", async () => {
    expect((await signUp({ name: 'Someone', email: 'cliente@demo.com', password: 'another passphrase' })).data).toEqual({ signUp: { requested: true } });
    const mails = await mailsTo('cliente@demo.com');
    expect(mails.map((mail) => mail.subject)).toEqual(['Tu enlace para entrar']);
    expect(await dataSource.query(`SELECT 1 FROM sign_ups WHERE email = 'cliente@demo.com'`)).toEqual([]);
    expect((await api.graphql(LOGIN, { input: { email: 'cliente@demo.com', password: 'Cliente123!' } })).errors).toBeUndefined();

    await signUp({ name: 'Joan Vidal', email: 'joan@example.com', language: 'es' });
    const [spanish] = await mailsTo('joan@example.com');
    expect(spanish.subject).toBe('Confirma tu cuenta en Mallorca Marine Tech');
    // Signing up again replaces the first link.
    await signUp({ name: 'Joan Vidal', email: 'joan@example.com', language: 'es' });
    const [first, second] = await mailsTo('joan@example.com');
    expect(fieldErrorsOf(await api.graphql(CONFIRM, { input: { token: linkOf(first).searchParams.get('token') } }))).toEqual(['token:linkInvalid']);
    expect((await api.graphql(CONFIRM, { input: { token: linkOf(second).searchParams.get('token') } })).errors).toBeUndefined();
  });

  it('refuses a short password, a bad address and a way back outside the customers’ area, field by field', async () => {
    const refused = await signUp({ name: '', email: 'not-an-address', password: 'short', redirect: 'https://evil.example/app' });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(refused)).toEqual(expect.arrayContaining(['name:isNotEmpty', 'email:isEmail', 'password:minLength', 'redirect:matches']));
    expect(fieldErrorsOf(await signUp({ name: 'X', email: 'x@example.com', redirect: '//evil.example' }))).toEqual(['redirect:matches']);
  });

  it('holds back an address that signs up too often', async () => {
    const address = '198.51.100.7';
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(codeOf(await signUp({ name: `Visitor ${i}`, email: `visitor${i}@example.com` }, address)));
    expect(answers).toEqual([undefined, undefined, undefined, undefined, undefined, 'TOO_MANY_REQUESTS']);
    // Another address is not held back.
    expect(codeOf(await signUp({ name: 'Other', email: 'other@example.com' }, '198.51.100.8'))).toBeUndefined();
  });
});
