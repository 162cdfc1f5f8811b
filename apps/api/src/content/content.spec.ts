import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { PublicResponseCache } from '../common/cache/public-response-cache.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const CONTENTS = `query Contents($section: String, $first: Int, $after: String) {
  contents(section: $section, first: $first, after: $after) {
    totalCount
    edges { cursor node { id section key valueEs valueEn version } }
    pageInfo { hasNextPage hasPreviousPage endCursor }
  }
}`;

interface ContentsData {
  contents: {
    totalCount: number;
    edges: { cursor: string; node: { id: string; section: string; key: string; valueEs: string; valueEn: string } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

describe('contents (public site texts)', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  it('lists the three default entries to anonymous visitors, in both languages', async () => {
    const response = await api.graphql<ContentsData>(CONTENTS);
    expect(response.data?.contents.totalCount).toBe(3);
    expect(response.data?.contents.edges.map(({ node }) => `${node.section}/${node.key}`)).toEqual([
      'about/about_text',
      'home/hero_subtitle',
      'home/hero_title',
    ]);
    for (const { node } of response.data!.contents.edges) {
      expect(node.valueEs).not.toBe('');
      expect(node.valueEn).not.toBe('');
    }
  });

  it('filters by section and pages with cursors', async () => {
    const first = await api.graphql<ContentsData>(CONTENTS, { section: 'home', first: 1 });
    expect(first.data?.contents.totalCount).toBe(2);
    expect(first.data?.contents.edges).toHaveLength(1);
    expect(first.data?.contents.pageInfo.hasNextPage).toBe(true);
    const second = await api.graphql<ContentsData>(CONTENTS, { section: 'home', first: 1, after: first.data?.contents.pageInfo.endCursor });
    expect(second.data?.contents.edges[0].node.key).toBe('hero_title');
    expect(second.data?.contents.pageInfo.hasNextPage).toBe(false);
  });

  it('refuses a bad cursor, page size or section with field errors', async () => {
    const response = await api.graphql(CONTENTS, { first: 1000, after: 'nonsense', section: 'Robert"); DROP' });
    expect(response.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('loads a content entry through node(id)', async () => {
    const list = await api.graphql<ContentsData>(CONTENTS, { section: 'about' });
    const id = list.data!.contents.edges[0].node.id;
    const node = await api.graphql<{ node: { key: string } }>('query N($id: ID!) { node(id: $id) { ... on Content { key } } }', { id });
    expect(node.data?.node.key).toBe('about_text');
  });

  it('serves repeated anonymous reads from the response cache, and drops it on a write', async () => {
    const variables = { section: 'about', first: 5 };
    const miss = await api.graphql<ContentsData>(CONTENTS, variables);
    const hit = await api.graphql<ContentsData>(CONTENTS, variables);
    expect(miss.headers['x-cache']).toBeUndefined();
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.data).toEqual(miss.data);

    await api.app.get(DataSource).query(`UPDATE content_entries SET value_en = 'Edited' WHERE key = 'about_text'`);
    api.app.get(PublicResponseCache).clear();
    const fresh = await api.graphql<ContentsData>(CONTENTS, variables);
    expect(fresh.headers['x-cache']).toBeUndefined();
    expect(fresh.data?.contents.edges[0].node.valueEn).toBe('Edited');
  });

  it('never serves a cached answer to a signed-in caller or for a guarded query', async () => {
    const { token } = await api.login('admin@demo.com', 'Admin123!');
    await api.graphql(CONTENTS, { section: 'home' });
    const withToken = await api.graphql(CONTENTS, { section: 'home' }, { token });
    expect(withToken.headers['x-cache']).toBeUndefined();
    await api.graphql('{ me { email } }');
    const anonymousMe = await api.graphql('{ me { email } }');
    expect(anonymousMe.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(anonymousMe.headers['x-cache']).toBeUndefined();
  });
});
