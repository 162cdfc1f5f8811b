import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { HOSTILE_DOCUMENTS } from './hostile-documents.js';

/**
 * docs/security.md, "Anonymous cost": every hostile document an anonymous client can send is answered
 * with a client error (the document limits refuse most before they run). How long each takes against a
 * trivial query is measured by `npm run bench:anonymous`, not here: a test's verdict must not
 * depend on how busy the machine is.
 */
describe('anonymous request cost', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  it.each(Object.keys(HOSTILE_DOCUMENTS))('answers %s as a client error', async (name) => {
    const response = await api.graphql(HOSTILE_DOCUMENTS[name]);
    expect(response.data ?? null).toBeNull();
    expect(response.errors?.[0]?.extensions?.code).toMatch(/^(GRAPHQL_PARSE_FAILED|GRAPHQL_VALIDATION_FAILED|UNAUTHENTICATED)$/);
  });

  it("refuses the review's document and a field repeated within the token limit with 400 and a reason", async () => {
    const review = await api.graphql(HOSTILE_DOCUMENTS["the review's 7 KB: `me { id }` 740 times"]);
    expect(review.status).toBe(400);
    expect(review.errors?.[0]).toMatchObject({ message: expect.stringMatching(/1000 tokens/), extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
    const repeated = await api.graphql(HOSTILE_DOCUMENTS['the same field as often as the token limit allows']);
    expect(repeated.status).toBe(400);
    expect(repeated.errors).toEqual([
      { message: 'Field "me" is selected more than 3 times in one selection set.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
    ]);
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
