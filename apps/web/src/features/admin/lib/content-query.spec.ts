import { describe, expect, it } from '@jest/globals';
import { CONTENT_PAGE_SIZE, contentVariables, readContentQuery, writeContentQuery } from './content-query';

describe('the content table in the URL', () => {
  it('reads section, search, filter and page, ignoring nonsense', () => {
    expect(readContentQuery(new URLSearchParams('section=home&q=información&filter=missing&page=3'))).toEqual({
      section: 'home',
      search: 'información',
      filter: 'missing',
      page: 3,
    });
    expect(readContentQuery(new URLSearchParams('filter=everything&page=-2'))).toEqual({ section: '', search: '', filter: '', page: 1 });
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    const state = { section: 'legal', search: 'cookies', filter: 'outdated' as const, page: 2 };
    expect(readContentQuery(writeContentQuery(state))).toEqual(state);
    expect(writeContentQuery({ section: '', search: '', filter: '', page: 1 }).toString()).toBe('');
  });

  it('asks for the page after the entry before it (offset cursors, base64url as the API writes them)', () => {
    expect(contentVariables({ section: '', search: ' ', filter: 'retired', page: 1 })).toEqual({
      first: CONTENT_PAGE_SIZE,
      after: undefined,
      section: undefined,
      search: undefined,
      filter: 'RETIRED',
    });
    const after = contentVariables({ section: 'home', search: '', filter: '', page: 3 }).after!;
    expect(after).not.toMatch(/[+/=]/);
    expect(Buffer.from(after, 'base64url').toString()).toBe(`offset:${2 * CONTENT_PAGE_SIZE - 1}`);
  });
});
