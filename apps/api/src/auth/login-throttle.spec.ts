import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../config/app-config.js';
import { createTestApp, createTestDatabase, type TestApp } from '../testing/test-app.js';

const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { user { email } } }';

/** Signs in as the client at `forwardedFor` (the API trusts a proxy on 127.0.0.1: this test). */
function attempt(api: TestApp, email: string, password: string, forwardedFor?: string) {
  return api.graphql<{ login: { user: { email: string } } }>(
    LOGIN,
    { input: { email, password } },
    {
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    },
  );
}

const reasonOf = (response: Awaited<ReturnType<typeof attempt>>) => response.errors?.[0].extensions?.reason ?? 'signed in';

describe('login throttling behind one trusted proxy', () => {
  let api: TestApp;
  let databaseUrl: string;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    api = await createTestApp({ trustProxy: ['127.0.0.1'] }, { databaseUrl });
  });
  afterAll(() => api.close());

  it('holds an account back after five failures from one address, even with the right password, and says when to retry', async () => {
    for (let i = 0; i < 5; i++) expect(reasonOf(await attempt(api, 'admin@demo.com', `wrong-${i}`, '203.0.113.1'))).toBe('INVALID_CREDENTIALS');
    const blocked = await attempt(api, 'admin@demo.com', 'Admin123!', '203.0.113.1');
    expect(blocked.errors?.[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', reason: 'TOO_MANY_ATTEMPTS' });
    // 15 minutes from the first failure, whenever in the hour it came (the test's statements take well under 10 s).
    expect(blocked.errors?.[0].extensions?.retryAfterSeconds).toBeGreaterThan(15 * 60 - 10);
    expect(blocked.errors?.[0].extensions?.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(blocked.errors?.[0].message).toMatch(/Demasiados intentos/);
  });

  it('never locks the owner out from another address: strangers cannot lock a known account', async () => {
    expect(reasonOf(await attempt(api, 'admin@demo.com', 'Admin123!', '198.51.100.9'))).toBe('signed in');
    // Another account from the offending address is not held back either.
    expect(reasonOf(await attempt(api, 'cliente@demo.com', 'Cliente123!', '203.0.113.1'))).toBe('signed in');
  });

  it('ignores a forged X-Forwarded-For beyond the trusted hop', async () => {
    // The client writes any address it likes first; the proxy appends the one it saw (203.0.113.2).
    for (let i = 0; i < 5; i++) {
      expect(reasonOf(await attempt(api, 'cliente@demo.com', `wrong-${i}`, `10.9.${i}.1, 203.0.113.2`))).toBe('INVALID_CREDENTIALS');
    }
    expect(reasonOf(await attempt(api, 'cliente@demo.com', 'Cliente123!', '10.99.99.99, 203.0.113.2'))).toBe('TOO_MANY_ATTEMPTS');
  });

  it('a right password starts the account afresh at that address', async () => {
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect(reasonOf(await attempt(api, 'admin@demo.com', `wrong-${i}`, '203.0.113.3'))).toBe('INVALID_CREDENTIALS');
      expect(reasonOf(await attempt(api, 'admin@demo.com', 'Admin123!', '203.0.113.3'))).toBe('signed in');
    }
  });

  it('holds back an address guessing across many accounts after 20 failures', async () => {
    for (let i = 0; i < 20; i++) expect(reasonOf(await attempt(api, `nobody${i}@demo.com`, 'wrong', '203.0.113.4'))).toBe('INVALID_CREDENTIALS');
    expect(reasonOf(await attempt(api, 'cliente@demo.com', 'Cliente123!', '203.0.113.4'))).toBe('TOO_MANY_ATTEMPTS');
    expect(reasonOf(await attempt(api, 'cliente@demo.com', 'Cliente123!', '203.0.113.5'))).toBe('signed in');
  });

  it('keeps its counts across a restart (they live in PostgreSQL)', async () => {
    await api.close();
    api = await createTestApp({ trustProxy: ['127.0.0.1'] }, { databaseUrl });
    expect(reasonOf(await attempt(api, 'admin@demo.com', 'Admin123!', '203.0.113.1'))).toBe('TOO_MANY_ATTEMPTS');
    expect(reasonOf(await attempt(api, 'cliente@demo.com', 'Cliente123!', '10.1.1.1, 203.0.113.2'))).toBe('TOO_MANY_ATTEMPTS');
  });
});

describe('login throttling with no proxy trusted (the default)', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  it('reads the address from the connection: X-Forwarded-For changes nothing', async () => {
    for (let i = 0; i < 5; i++) expect(reasonOf(await attempt(api, 'admin@demo.com', `wrong-${i}`, `198.51.100.${i}`))).toBe('INVALID_CREDENTIALS');
    expect(reasonOf(await attempt(api, 'admin@demo.com', 'Admin123!', '198.51.100.77'))).toBe('TOO_MANY_ATTEMPTS');
  });
});

describe('TRUST_PROXY', () => {
  it('takes a list of addresses, CIDRs and named ranges, and refuses "true" and hop counts', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,::1' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.10', '::1']);
    expect(loadConfig({ TRUST_PROXY: 'uniquelocal' }).trustProxy).toEqual(['uniquelocal']);
    for (const refused of ['true', '1', 'proxy.local']) expect(() => loadConfig({ TRUST_PROXY: refused })).toThrow(/addresses or CIDR ranges/);
  });
});
