import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { MAX_TOKENS } from './document-limits.js';

/** `count` copies of a 4-token selection, in braces. */
const repeated = (selection: string, count: number) => `{ ${`${selection} `.repeat(count)}}`;
const fragments = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `...F${i}`).join(' ')} } ` +
  Array.from({ length: count }, (_, i) => `fragment F${i} on Query { me { id } }`).join(' ');
/** The review's document, then the same shapes made as large as the token limit lets through. Sent anonymously. */
const HOSTILE: Record<string, string> = {
  "the review's 7 KB: `me { id }` 740 times": repeated('me { id }', 740),
  'the same field as often as the token limit allows': repeated('me { id }', Math.floor((MAX_TOKENS - 2) / 4)),
  'the same field in inline fragments': repeated('... on Query { me { id } }', Math.floor((MAX_TOKENS - 2) / 9)),
  'the same fragment spread over and over': `${repeated('...F', Math.floor((MAX_TOKENS - 12) / 2))} fragment F on Query { me { id } }`,
  'the same field in many named fragments': fragments(Math.floor((MAX_TOKENS - 2) / 12)),
  'the same leaf over and over': `{ me { ${'id '.repeat(MAX_TOKENS - 6)}} }`,
  'nested repeats': repeated(`me { ${'id '.repeat(20)}}`, Math.floor((MAX_TOKENS - 2) / 23)),
  'unknown fields, one validation error each': `{ ${Array.from({ length: MAX_TOKENS - 2 }, (_, i) => `f${i}`).join(' ')} }`,
  'variables defined over and over': `query Q(${Array.from({ length: Math.floor((MAX_TOKENS - 8) / 4) }, (_, i) => `$v${i}: Int`).join(' ')}) { __typename }`,
};
const TRIVIAL = '{ __typename }';
const BUDGET_MS = 50;
const TRIES = 5;

/**
 * security.md, "Anonymous cost": no anonymous request costs more than ~50 ms of CPU. Timed on the
 * server (from the request's arrival to its response), best of a few tries and compared with a
 * trivial query's, so a busy machine slows both alike.
 */
describe('anonymous request cost', () => {
  let api: TestApp;
  const serverMs = new Map<string, number>();

  beforeAll(async () => {
    api = await createTestApp({}, {
      beforeStart: (app) =>
        app
          .getHttpAdapter()
          .getInstance()
          .addHook('onResponse', async (request, reply) => {
            const probe = request.headers['x-probe'];
            if (typeof probe === 'string') serverMs.set(probe, reply.elapsedTime);
          }),
    });
  });
  afterAll(() => api.close());

  let probes = 0;
  async function timed(query: string): Promise<{ status: number; ms: number; code?: string }> {
    const probe = String(++probes);
    const response = await api.graphql(query, undefined, { headers: { 'x-probe': probe } });
    return { status: response.status, ms: serverMs.get(probe)!, code: response.errors?.[0]?.extensions?.code as string | undefined };
  }
  async function bestOf(query: string): Promise<{ status: number; ms: number; code?: string }> {
    const runs = [];
    for (let i = 0; i < TRIES; i++) runs.push(await timed(query));
    return runs.reduce((best, run) => (run.ms < best.ms ? run : best));
  }

  it.each(Object.keys(HOSTILE))('answers %s within the budget, as a client error', async (name) => {
    const trivial = await bestOf(TRIVIAL);
    const hostile = await bestOf(HOSTILE[name]);
    expect(hostile.code).toMatch(/^(GRAPHQL_PARSE_FAILED|GRAPHQL_VALIDATION_FAILED|UNAUTHENTICATED)$/);
    expect(hostile.ms - trivial.ms).toBeLessThan(BUDGET_MS);
  });

  it("refuses the review's document and a field repeated within the token limit with 400 and a reason", async () => {
    const review = await api.graphql(HOSTILE["the review's 7 KB: `me { id }` 740 times"]);
    expect(review.status).toBe(400);
    expect(review.errors?.[0]).toMatchObject({ message: expect.stringMatching(/1000 tokens/), extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
    const repeated = await api.graphql(HOSTILE['the same field as often as the token limit allows']);
    expect(repeated.status).toBe(400);
    expect(repeated.errors).toEqual([
      { message: 'Field "me" is selected more than 3 times in one selection set.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
    ]);
  });

  it('keeps /health answering while hostile documents arrive', async () => {
    let running = true;
    const attacker = (async () => {
      while (running) for (const document of Object.values(HOSTILE)) await api.graphql(document);
    })();
    const waits: number[] = [];
    const until = performance.now() + 1500;
    while (performance.now() < until) {
      const started = performance.now();
      const response = await fetch(`${api.url}/health`);
      await response.body?.cancel();
      waits.push(performance.now() - started);
    }
    running = false;
    await attacker;
    waits.sort((a, b) => a - b);
    // The median /health waits at most about one hostile request.
    expect(waits[Math.floor(waits.length / 2)]).toBeLessThan(4 * BUDGET_MS);
    expect(waits.length).toBeGreaterThan(5);
  });

  it('still accepts ordinary documents: a field repeated across a few inline fragments, fragments used once', async () => {
    const response = await api.graphql(
      `query Node($id: ID!) { node(id: $id) { id ... on Content { id key } ... on Boat { id name } ...C } }
       fragment C on Content { id valueEn }`,
      { id: 'x' },
    );
    expect(response.status).toBe(200);
    expect(response.errors).toBeUndefined();
  });
});
