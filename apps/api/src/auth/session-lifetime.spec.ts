import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, refreshCookieOf, type TestApp } from '../testing/test-app.js';

const REFRESH = 'mutation { refreshSession { accessToken } }';
const ME = '{ me { email } }';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The cookie's Expires attribute of a response that set the refresh cookie. */
function cookieExpiry(headers: Record<string, string | string[] | undefined>): number {
  const setCookie = ([] as string[]).concat(headers['set-cookie'] ?? []).find((value) => value.startsWith('refresh_token='));
  return Date.parse(/Expires=([^;]+)/.exec(setCookie ?? '')?.[1] ?? '');
}

/** Lifetimes of seconds instead of days, on the real server and database clock. */
describe('session lifetime', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp({ sessionMaxAgeSeconds: 6, sessionIdleTimeoutSeconds: 3 });
  });
  afterAll(() => api.close());

  it('ends a session left idle longer than the idle timeout', async () => {
    const { cookie } = await api.login('cliente@demo.com', 'Cliente123!');
    await sleep(3_300);
    const refresh = await api.graphql(REFRESH, {}, { cookie });
    expect(refresh.data).toBeNull();
    expect(refresh.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SESSION_ENDED' });
    expect(String(refresh.headers['set-cookie'])).toMatch(/refresh_token=;/);
  }, 15_000);

  it('ends a session at its absolute lifetime however often it is renewed', async () => {
    const signedInAt = Date.now();
    let { cookie } = await api.login('cliente@demo.com', 'Cliente123!');
    let token = '';
    // Renewed every 1.5 s, well inside the idle timeout: each renewal works until the session's end.
    while (Date.now() - signedInAt < 4_500) {
      await sleep(1_500);
      const refresh = await api.graphql<{ refreshSession: { accessToken: string } }>(REFRESH, {}, { cookie });
      expect(refresh.errors).toBeUndefined();
      token = refresh.data!.refreshSession.accessToken;
      cookie = refreshCookieOf(refresh.headers);
      // The cookie never promises more than the session has left.
      expect(cookieExpiry(refresh.headers)).toBeLessThanOrEqual(signedInAt + 6_000 + 1_000);
    }
    expect((await api.graphql(ME, {}, { token })).data).toEqual({ me: { email: 'cliente@demo.com' } });

    await sleep(signedInAt + 6_300 - Date.now());
    const late = await api.graphql(REFRESH, {}, { cookie });
    expect(late.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SESSION_ENDED' });
    // The access token of the last renewal dies with its session, before its own expiry.
    expect((await api.graphql(ME, {}, { token })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  }, 20_000);
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
