import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { createTestApp, refreshCookieOf, type TestApp } from '../testing/test-app.js';
import { LOST_RENEWAL_GRACE_SECONDS } from './auth.service.js';

const LOGIN = `mutation Login($input: LoginInput!) {
  login(input: $input) { accessToken accessTokenExpiresAt user { id name email role } }
}`;
const REFRESH = 'mutation { refreshSession { accessToken user { email } } }';
const LOGOUT = 'mutation { logout { success } }';
const ME = '{ me { name email role } }';

describe('auth', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  it('signs in the demo admin and the demo customer with their roles', async () => {
    const admin = await api.graphql<{ login: { user: { name: string; role: string } } }>(LOGIN, {
      input: { email: 'admin@demo.com', password: 'Admin123!' },
    });
    expect(admin.data?.login.user).toMatchObject({ name: 'Marta Ferrer', role: 'ADMIN' });

    const customer = await api.graphql<{ login: { accessToken: string; user: { name: string; role: string } } }>(LOGIN, {
      input: { email: 'Cliente@Demo.com ', password: 'Cliente123!' },
    });
    expect(customer.data?.login.user).toMatchObject({ name: 'Cliente Demo', role: 'CUSTOMER' });
    const me = await api.graphql(ME, {}, { token: customer.data?.login.accessToken });
    expect(me.data).toEqual({ me: { name: 'Cliente Demo', email: 'cliente@demo.com', role: 'CUSTOMER' } });
  });

  it('sets the refresh token as an httpOnly, SameSite=Strict cookie limited to /graphql', async () => {
    const response = await api.graphql(LOGIN, { input: { email: 'admin@demo.com', password: 'Admin123!' } });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^refresh_token=[\w-]{40,};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/graphql/);
    // Beside it, readable by pages, only the hint that there is a session (public pages load its code then).
    expect(setCookie).toMatch(/signed_in=1; Path=\/; Expires=[^;]+; SameSite=Strict(,|$)/);
  });

  it('issues a short-lived access token', async () => {
    const response = await api.graphql<{ login: { accessToken: string; accessTokenExpiresAt: string } }>(LOGIN, {
      input: { email: 'admin@demo.com', password: 'Admin123!' },
    });
    const payload = JSON.parse(Buffer.from(response.data!.login.accessToken.split('.')[1], 'base64url').toString());
    expect(payload.exp - payload.iat).toBeLessThanOrEqual(15 * 60);
    expect(JSON.parse(Buffer.from(response.data!.login.accessToken.split('.')[0], 'base64url').toString()).alg).toBe('HS256');
  });

  it('stores passwords as argon2id with m=19 MiB, t=2, p=1', async () => {
    // The demo admin, customers and technician (the demo's other clients are invited: no password yet).
    const hashes: { password_hash: string }[] = await api.app.get(DataSource).query('SELECT password_hash FROM users WHERE password_hash IS NOT NULL');
    expect(hashes).toHaveLength(4);
    for (const { password_hash } of hashes) {
      const params = /^\$argon2id\$v=19\$([^$]+)\$/.exec(password_hash)?.[1].split(',').sort();
      expect(params).toEqual(['m=19456', 'p=1', 't=2']);
    }
  });

  it('answers an unknown e-mail and a wrong password with the same message', async () => {
    const unknown = await api.graphql(LOGIN, { input: { email: 'nobody@demo.com', password: 'Admin123!' } });
    const wrong = await api.graphql(LOGIN, { input: { email: 'admin@demo.com', password: 'wrong-password' } });
    for (const response of [unknown, wrong]) {
      expect(response.data).toBeNull();
      expect(response.errors?.[0]).toMatchObject({
        message: 'Credenciales inválidas',
        extensions: { code: 'UNAUTHENTICATED', reason: 'INVALID_CREDENTIALS' },
      });
    }
  });

  it('refuses a malformed login with field errors', async () => {
    const response = await api.graphql(LOGIN, { input: { email: 'not-an-email', password: '' } });
    expect(response.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const fields = (response.errors?.[0].extensions?.fieldErrors as { field: string; code: string }[]).map((e) => `${e.field}:${e.code}`);
    expect(fields).toEqual(expect.arrayContaining(['email:isEmail', 'password:isNotEmpty']));
  });

  it('takes the password exactly as typed (not trimmed like other texts)', async () => {
    const padded = await api.graphql(LOGIN, { input: { email: ' cliente@demo.com ', password: ' Cliente123! ' } });
    expect(padded.errors?.[0].extensions?.reason).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a refresh token used before its successor and then revokes its whole session', async () => {
    const { cookie: first } = await api.login('cliente@demo.com', 'Cliente123!');
    const rotated = await api.graphql<{ refreshSession: { accessToken: string } }>(REFRESH, {}, { cookie: first });
    expect(rotated.data?.refreshSession.accessToken).toBeTruthy();
    const second = refreshCookieOf(rotated.headers);
    expect(second).not.toEqual(first);
    const again = await api.graphql<{ refreshSession: { accessToken: string } }>(REFRESH, {}, { cookie: second });
    const third = refreshCookieOf(again.headers);

    const replay = await api.graphql(REFRESH, {}, { cookie: first });
    expect(replay.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    // The replay revoked the family: the legitimate newer token and its access token stop working too.
    const afterReplay = await api.graphql(REFRESH, {}, { cookie: third });
    expect(afterReplay.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const me = await api.graphql(ME, {}, { token: again.data?.refreshSession.accessToken });
    expect(me.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('renews a token again when its new one never reached the browser, for a few seconds only', async () => {
    // The browser left the page while the renewal was in flight: the server rotated, the cookie never came.
    const { cookie: first } = await api.login('cliente@demo.com', 'Cliente123!');
    expect((await api.graphql(REFRESH, {}, { cookie: first })).data).toBeTruthy();
    const retried = await api.graphql<{ refreshSession: { accessToken: string } }>(REFRESH, {}, { cookie: first });
    expect(retried.data?.refreshSession.accessToken).toBeTruthy();
    const next = refreshCookieOf(retried.headers);
    expect((await api.graphql(REFRESH, {}, { cookie: next })).data).toBeTruthy();

    // Past the grace (the database's clock moved back instead of waiting), the same is a replay.
    const { cookie: late } = await api.login('cliente@demo.com', 'Cliente123!');
    const lateRotated = await api.graphql(REFRESH, {}, { cookie: late });
    const lateNext = refreshCookieOf(lateRotated.headers);
    await api.app
      .get(DataSource)
      .query(`UPDATE refresh_tokens SET used_at = used_at - make_interval(secs => $1) WHERE used_at IS NOT NULL`, [LOST_RENEWAL_GRACE_SECONDS + 1]);
    expect((await api.graphql(REFRESH, {}, { cookie: late })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await api.graphql(REFRESH, {}, { cookie: lateNext })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('logout revokes the refresh token and the current access token', async () => {
    const { token, cookie } = await api.login('admin@demo.com', 'Admin123!');
    expect((await api.graphql(ME, {}, { token })).data).toBeTruthy();
    const logout = await api.graphql(LOGOUT, {}, { token, cookie });
    expect(logout.data).toEqual({ logout: { success: true } });
    expect(String(logout.headers['set-cookie'])).toMatch(/refresh_token=;/);
    expect(String(logout.headers['set-cookie'])).toMatch(/signed_in=;/);
    expect((await api.graphql(ME, {}, { token })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await api.graphql(REFRESH, {}, { cookie })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("ends a session's tokens the moment its account is deactivated, or the session revoked, each on its own", async () => {
    const dataSource = api.app.get(DataSource);
    const unauthenticated = async (token: string, cookie: string) => [
      (await api.graphql(ME, {}, { token })).errors?.[0].extensions?.code,
      (await api.graphql(REFRESH, {}, { cookie })).errors?.[0].extensions?.code,
    ];
    // The account deactivated with its session left untouched: the account itself is read on every request.
    const deactivated = await api.login('tecnico@demo.com', 'Tecnico123!');
    await dataSource.query(`UPDATE users SET deactivated_at = now() WHERE email = 'tecnico@demo.com'`);
    try {
      expect(await unauthenticated(deactivated.token, deactivated.cookie)).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED']);
    } finally {
      await dataSource.query(`UPDATE users SET deactivated_at = NULL WHERE email = 'tecnico@demo.com'`);
    }
    // The account active, its session revoked.
    const revoked = await api.login('tecnico@demo.com', 'Tecnico123!');
    expect((await api.graphql(ME, {}, { token: revoked.token })).data).toEqual({ me: { name: 'Joan Riera', email: 'tecnico@demo.com', role: 'TECHNICIAN' } });
    const { sid } = JSON.parse(Buffer.from(revoked.token.split('.')[1], 'base64url').toString()) as { sid: string };
    await dataSource.query('UPDATE auth_sessions SET revoked_at = now() WHERE id = $1', [sid]);
    expect(await unauthenticated(revoked.token, revoked.cookie)).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED']);
  });

  it('refuses a token signed with another secret or algorithm', async () => {
    const { token } = await api.login('admin@demo.com', 'Admin123!');
    const [header, payload] = token.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect((await api.graphql(ME, {}, { token: unsigned })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await api.graphql(ME, {}, { token: `${header}.${payload}.forged` })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('gives an anonymous caller of a guarded operation UNAUTHENTICATED', async () => {
    const response = await api.graphql(ME);
    expect(response.data).toBeNull();
    expect(response.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('gives a customer calling an admin-only operation FORBIDDEN, and lets an admin through', async () => {
    const customer = await api.login('cliente@demo.com', 'Cliente123!');
    const forbidden = await api.graphql('{ clients { totalCount } }', {}, { token: customer.token });
    expect(forbidden.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const admin = await api.login('admin@demo.com', 'Admin123!');
    const allowed = await api.graphql<{ clients: { totalCount: number } }>('{ clients { totalCount } }', {}, { token: admin.token });
    const [{ customers }]: { customers: number }[] = await api.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS customers FROM users WHERE role = 'customer'`);
    expect(allowed.data?.clients.totalCount).toBe(customers);
    expect(customers).toBeGreaterThanOrEqual(2);
  });
});
