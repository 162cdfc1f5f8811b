import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import * as generated from '@mmt/graphql';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** Every operation the web app sends, as its text (libs/graphql's operation-texts). */
const documents = Object.entries(generated).filter((entry): entry is [string, string] => entry[0].endsWith('Text') && typeof entry[1] === 'string');

/**
 * The document limits (depth, cost, aliases …) refuse hostile documents; they must never refuse the
 * app's own. The cost limit counts a list's subtree times its `first`, so a page's query can pass
 * it as fields are added: this says which one, before a user meets 'Query Cost limit exceeded'.
 * Sent without variables nor a session, each is refused later (a missing variable, no sign-in),
 * never run.
 */
describe("the app's own GraphQL documents", () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  it('are many (the list is read from the generated documents)', () => {
    expect(documents.length).toBeGreaterThan(50);
  });

  it.each(documents)('%s passes the document limits', async (_name, text) => {
    const response = await api.graphql(text);
    const refused = (response.errors ?? []).filter(
      ({ extensions }) => extensions?.code === 'GRAPHQL_VALIDATION_FAILED' || extensions?.code === 'GRAPHQL_PARSE_FAILED',
    );
    expect(refused.map(({ message }) => message)).toEqual([]);
  });
});
