import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { auditServer } from 'graphql-http';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

describe('GraphQL endpoint limits and protocol', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: contents(first: 1) { totalCount }`).join(' ');
    const response = await api.graphql(`{ ${aliases} }`);
    expect(response.status).toBe(400);
    expect(response.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses an oversized document by token count with 400', async () => {
    const fields = Array.from({ length: 4000 }, () => '__typename').join(' ');
    const response = await api.graphql(`{ ${fields} }`);
    expect(response.status).toBe(400);
    expect(response.errors?.[0].message).toMatch(/token/i);
  });

  it('answers a syntax error with 400 and GRAPHQL_PARSE_FAILED', async () => {
    const response = await api.graphql('{ contents { ');
    expect(response.status).toBe(400);
    expect(response.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('refuses batched (array) requests', async () => {
    const response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
    });
    expect(response.status).toBe(400);
  });

  it('refuses a GET query without a CSRF-safe header (Apollo CSRF prevention)', async () => {
    const response = await fetch(`${api.url}/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(response.status).toBe(400);
    const allowed = await fetch(`${api.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(allowed.status).toBe(200);
  });

  it('answers client mistakes with a 4xx and a code, without logging them as faults: a subscription, a persisted-query hash', async () => {
    const faults = jest.spyOn(Logger.prototype, 'error');
    try {
      const subscription = await api.graphql('subscription { contents { totalCount } }');
      expect(subscription.status).toBe(400);
      expect(subscription.errors).toEqual([{ message: 'Subscriptions are not supported: send a query or a mutation.', extensions: { code: 'BAD_REQUEST' } }]);
      const unknownHash = await fetch(`${api.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } }),
      });
      expect(unknownHash.status).toBe(400);
      expect(((await unknownHash.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_SUPPORTED');
      expect(faults).not.toHaveBeenCalled();
    } finally {
      faults.mockRestore();
    }
  });

  it('refuses unknown input fields and bounds lengths', async () => {
    const unknown = await api.graphql('mutation { login(input: { email: "a@b.co", password: "x", role: ADMIN }) { accessToken } }');
    expect(unknown.status).toBe(400);
    const long = await api.graphql('mutation L($input: LoginInput!) { login(input: $input) { accessToken } }', {
      input: { email: `${'a'.repeat(300)}@b.co`, password: 'x'.repeat(500) },
    });
    expect(long.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const fields = (long.errors?.[0].extensions?.fieldErrors as { field: string; code: string }[]).map((e) => `${e.field}:${e.code}`);
    expect(fields).toEqual(expect.arrayContaining(['email:maxLength', 'password:maxLength']));
  });

  it('marks GraphQL answers, errors and public cache hits included, as not for caches', async () => {
    expect((await api.graphql('{ __typename }')).headers['cache-control']).toBe('no-store');
    expect((await api.graphql('{ me { id } }')).headers['cache-control']).toBe('no-store');
    await api.graphql('{ contents(first: 1) { totalCount } }');
    const hit = await api.graphql('{ contents(first: 1) { totalCount } }');
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.headers['cache-control']).toBe('no-store');
  });

  it('sends the security headers (helmet)', async () => {
    const response = await fetch(`${api.url}/health`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    // Origins are listed (web-app.spec.ts); never a whole scheme.
    expect(csp).not.toMatch(/(^|\s)https?:(\s|;|$)/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('passes the graphql-http server audit with no MUST failure', async () => {
    const results = await auditServer({ url: `${api.url}/graphql` });
    const mustFailures = results.filter((result) => result.status === 'error' && result.name.startsWith('MUST'));
    expect(mustFailures.map((result) => result.name)).toEqual([]);
  });
});

describe('GraphQL in production', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp({ production: true, graphqlIde: false });
  });
  afterAll(() => api.close());

  it('turns off introspection and "Did you mean" suggestions', async () => {
    const introspection = await api.graphql('{ __schema { types { name } } }');
    expect(introspection.status).toBe(400);
    const typo = await api.graphql('{ contentz { totalCount } }');
    expect(JSON.stringify(typo.errors)).not.toMatch(/Did you mean/);
  });

  it('masks unexpected errors: no stack, no SQL, no internals', async () => {
    // The details stay in the server's log (TypeORM logs the failed query): captured here, not printed.
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    // The app's own role may not alter a table: its owner may.
    const owner = await api.ownerDataSource();
    await owner.query('ALTER TABLE content_entries RENAME TO content_entries_gone');
    try {
      const response = await api.graphql('{ contents(section: "about") { totalCount } }');
      expect(response.errors?.[0]).toEqual({ message: 'Internal server error', path: ['contents'], extensions: { code: 'INTERNAL_SERVER_ERROR' } });
      expect(JSON.stringify(response)).not.toMatch(/content_entries|relation|SELECT|at .*\.js/);
      expect(log.mock.calls.flat().join(' ')).toMatch(/query failed[\s\S]*content_entries/);
    } finally {
      log.mockRestore();
      await owner.query('ALTER TABLE content_entries_gone RENAME TO content_entries');
    }
  });
});
