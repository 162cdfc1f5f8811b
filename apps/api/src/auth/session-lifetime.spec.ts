import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { createTestApp, refreshCookieOf, type TestApp } from '../testing/test-app.js';

const REFRESH = 'mutation { refreshSession { accessToken } }';
const ME = '{ me { email } }';

const HOUR = 3600;
const DAY = 24 * HOUR;

/** The cookie's Expires attribute of a response that set the refresh cookie. */
function cookieExpiry(headers: Record<string, string | string[] | undefined>): number {
  const setCookie = ([] as string[]).concat(headers['set-cookie'] ?? []).find((value) => value.startsWith('refresh_token='));
  return Date.parse(/Expires=([^;]+)/.exec(setCookie ?? '')?.[1] ?? '');
}

/**
 * The lifetimes as configured by default (30 days, 7 idle), on the database's clock, which decides
 * them: time is moved, not waited for. `elapse` brings every session's and refresh token's end
 * closer by that much, as if it had passed.
 */
describe('session lifetime', () => {
  let api: TestApp;
  let dataSource: DataSource;

  const elapse = async (seconds: number) => {
    await dataSource.query(`UPDATE auth_sessions SET expires_at = expires_at - make_interval(secs => $1)`, [seconds]);
    await dataSource.query(`UPDATE refresh_tokens SET expires_at = expires_at - make_interval(secs => $1)`, [seconds]);
  };
  const refresh = (cookie: string) => api.graphql<{ refreshSession: { accessToken: string } }>(REFRESH, {}, { cookie });

  beforeAll(async () => {
    api = await createTestApp({ sessionMaxAgeSeconds: 30 * DAY, sessionIdleTimeoutSeconds: 7 * DAY });
    dataSource = api.app.get(DataSource);
  });
  afterAll(() => api.close());

  it('ends a session left idle longer than the idle timeout', async () => {
    let { cookie } = await api.login('cliente@demo.com', 'Cliente123!');
    await elapse(7 * DAY - HOUR);
    const inTime = await refresh(cookie);
    expect(inTime.errors).toBeUndefined();
    cookie = refreshCookieOf(inTime.headers);

    await elapse(7 * DAY + HOUR);
    const late = await refresh(cookie);
    expect(late.data).toBeNull();
    expect(late.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SESSION_ENDED' });
    expect(String(late.headers['set-cookie'])).toMatch(/refresh_token=;/);
  });

  it('ends a session at its absolute lifetime however often it is renewed', async () => {
    let { cookie } = await api.login('cliente@demo.com', 'Cliente123!');
    const [{ id }]: { id: string }[] = await dataSource.query('SELECT id FROM auth_sessions WHERE revoked_at IS NULL ORDER BY created_at DESC LIMIT 1');
    let token = '';
    // Renewed every 6 days, inside the idle timeout: each renewal works until the session's end.
    for (let renewal = 0; renewal < 4; renewal++) {
      await elapse(6 * DAY);
      const renewed = await refresh(cookie);
      expect(renewed.errors).toBeUndefined();
      token = renewed.data!.refreshSession.accessToken;
      cookie = refreshCookieOf(renewed.headers);
      // The cookie never promises more than the session has left (6 days after the fourth renewal, not 7).
      const [{ ends }]: { ends: Date }[] = await dataSource.query('SELECT expires_at AS ends FROM auth_sessions WHERE id = $1', [id]);
      expect(cookieExpiry(renewed.headers)).toBeLessThanOrEqual(ends.getTime() + 1000);
    }
    expect((await api.graphql(ME, {}, { token })).data).toEqual({ me: { email: 'cliente@demo.com' } });

    await elapse(6 * DAY - HOUR); // 29 days and 23 hours after sign-in
    const lastHour = await refresh(cookie);
    expect(lastHour.errors).toBeUndefined();
    cookie = refreshCookieOf(lastHour.headers);
    token = lastHour.data!.refreshSession.accessToken;

    await elapse(2 * HOUR); // 30 days and an hour
    const late = await refresh(cookie);
    expect(late.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SESSION_ENDED' });
    // The access token of the last renewal dies with its session, before its own expiry.
    expect((await api.graphql(ME, {}, { token })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('session lifetime defaults', () => {
  it('are 30 days absolute and 7 days idle, configurable in days', async () => {
    const { loadConfig } = await import('../config/app-config.js');
    expect(loadConfig({})).toMatchObject({ sessionMaxAgeSeconds: 30 * 86_400, sessionIdleTimeoutSeconds: 7 * 86_400 });
    expect(loadConfig({ SESSION_MAX_AGE_DAYS: '1', SESSION_IDLE_TIMEOUT_DAYS: '2' })).toMatchObject({
      sessionMaxAgeSeconds: 86_400,
      sessionIdleTimeoutSeconds: 2 * 86_400,
    });
  });
});
