import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { PublicResponseCache } from './public-response-cache.js';

const CONTENTS = 'query Contents($section: String, $first: Int) { contents(section: $section, first: $first) { totalCount edges { node { key valueEn } } } }';

/** A full collection before each heap reading, so the figures are what is retained. */
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
function heapUsedMb(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

describe('public response cache', () => {
  let api: TestApp;
  let cache: PublicResponseCache;
  let defaults: PublicResponseCache['settings'];

  beforeAll(async () => {
    api = await createTestApp();
    cache = api.app.get(PublicResponseCache);
    defaults = { ...cache.settings };
  });
  afterEach(() => {
    Object.assign(cache.settings, defaults);
    cache.clear();
  });
  afterAll(() => api.close());

  /** POST /graphql with a body as given (not necessarily what a well-behaved client sends). */
  async function post(
    body: string,
  ): Promise<{ status: number; cache: string | null; json: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] } }> {
    const response = await fetch(`${api.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    return { status: response.status, cache: response.headers.get('x-cache'), json: (await response.json()) as never };
  }

  it('keys on the normalised document: comments, whitespace, commas and variable order make no new entry', async () => {
    const first = await post(JSON.stringify({ query: CONTENTS, operationName: 'Contents', variables: { section: 'about', first: 2 } }));
    expect(first.cache).toBeNull();
    const reformatted = CONTENTS.replace(/ \{ /g, ' {\n  # a comment\n  ').replace(/\) \{/, '),, {');
    const second = await post(JSON.stringify({ query: reformatted, operationName: 'Contents', variables: { first: 2, section: 'about' } }));
    expect(second.cache).toBe('hit');
    expect(second.json).toEqual(first.json);
    expect(cache.stats().entries).toBe(1);
    // Another operation name or other variables are other answers.
    const other = await post(JSON.stringify({ query: CONTENTS, operationName: 'Contents', variables: { section: 'home', first: 2 } }));
    expect(other.cache).toBeNull();
  });

  it('keeps nothing of padded requests: the retained heap does not grow with their size', async () => {
    const padding = `# ${'x'.repeat(100_000)}\n`;
    await post(JSON.stringify({ query: CONTENTS, variables: { section: 'warm-up' } }));
    const before = heapUsedMb();
    for (let i = 0; i < 200; i++) {
      const response = await post(JSON.stringify({ query: `${padding}${CONTENTS}`, variables: { section: `s${i}` } }));
      expect(response.status).toBe(200);
    }
    const grown = heapUsedMb() - before;
    // 200 × 100 KB of query text went through; the old cache kept every byte of it (~20 MB).
    expect(grown).toBeLessThan(5);
    const repeated = await post(JSON.stringify({ query: `${padding}${CONTENTS}`, variables: { section: 's1' } }));
    expect(repeated.cache).toBeNull();
  });

  it('does not cache unusual requests: long query text, large or deep variables', async () => {
    const bigVariables = { section: 'y'.repeat(5_000) };
    const deepVariables = { section: 'about', extra: [[[[[[[[[[[['deep']]]]]]]]]]]] };
    for (const body of [
      { query: `${' '.repeat(20_000)}${CONTENTS}`, variables: { section: 'about' } },
      { query: CONTENTS, variables: bigVariables },
      { query: 'query C($section: String, $extra: [[[[[[[[[[[[String]]]]]]]]]]]]) { contents(section: $section) { totalCount } }', variables: deepVariables },
    ]) {
      await post(JSON.stringify(body));
      expect((await post(JSON.stringify(body))).cache).toBeNull();
    }
    expect(cache.stats().entries).toBe(0);
  });

  it('caps its entries and its bytes, evicting the oldest', async () => {
    cache.settings.maxBytes = 2_000;
    for (let i = 0; i < 60; i++) await post(JSON.stringify({ query: CONTENTS, variables: { section: `section-${i}` } }));
    const { entries, bytes } = cache.stats();
    expect(bytes).toBeLessThanOrEqual(2_000);
    expect(entries).toBeGreaterThan(0);
    expect(entries).toBeLessThan(60);
    // The newest stayed, the oldest went.
    expect((await post(JSON.stringify({ query: CONTENTS, variables: { section: 'section-59' } }))).cache).toBe('hit');
    expect((await post(JSON.stringify({ query: CONTENTS, variables: { section: 'section-0' } }))).cache).toBeNull();

    cache.clear();
    cache.settings.maxEntries = 5;
    for (let i = 0; i < 20; i++) await post(JSON.stringify({ query: CONTENTS, variables: { section: `section-${i}` } }));
    expect(cache.stats().entries).toBe(5);
  });

  it('expires every entry, also of fields cached without a TTL of their own', async () => {
    cache.settings.maxTtlMs = 200;
    const body = JSON.stringify({ query: CONTENTS, variables: { section: 'about' } });
    await post(body);
    expect((await post(body)).cache).toBe('hit');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await post(body)).cache).toBeNull();
  });

  it('answers variables or an operation name nested 5,000 arrays deep with 400, not 500', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const variables = await post(`{"query":${JSON.stringify(CONTENTS)},"variables":{"section":${deep}}}`);
    expect(variables.status).toBe(400);
    expect(variables.json.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const operationName = await post(`{"query":${JSON.stringify(CONTENTS)},"operationName":${deep}}`);
    expect(operationName.status).toBe(400);
    expect(operationName.json.errors?.[0].message).toMatch(/operationName/);
    // The server is fine afterwards.
    expect((await post(JSON.stringify({ query: CONTENTS, variables: { section: 'about' } }))).status).toBe(200);
  });

  it('answers malformed bodies with 400 and a clear error', async () => {
    for (const body of ['{"query":', '{"query": 42}', '{"query":"{ __typename }","variables":"x"}', '[]', 'null']) {
      const response = await post(body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(JSON.stringify(response.json)).toMatch(/"message":"[^"]{5,}/);
    }
  });
});
