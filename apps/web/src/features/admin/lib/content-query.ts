import type { ContentFilter } from '@mmt/graphql';

/** Texts per page of the content table. */
export const CONTENT_PAGE_SIZE = 50;

const filters = { missing: 'MISSING', outdated: 'OUTDATED', retired: 'RETIRED' } as const satisfies Record<string, ContentFilter>;
export type ContentFilterParam = keyof typeof filters;

/** What the content table shows, as the URL keeps it (`?section=home&q=informacion&filter=missing&page=2`). */
export interface ContentQueryState {
  section: string;
  search: string;
  filter: ContentFilterParam | '';
  page: number;
}

export function readContentQuery(params: URLSearchParams): ContentQueryState {
  const filter = params.get('filter') ?? '';
  const page = Number(params.get('page'));
  return {
    section: params.get('section') ?? '',
    search: params.get('q') ?? '',
    filter: filter in filters ? (filter as ContentFilterParam) : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL's search params for a state, leaving out what is the default. */
export function writeContentQuery(state: ContentQueryState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.section) params.set('section', state.section);
  if (state.search) params.set('q', state.search);
  if (state.filter) params.set('filter', state.filter);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * The `contents` variables of a state. The page becomes the cursor of the entry before it: the
 * API's cursors are offsets (apps/api/src/common/relay/connection.ts), which is what makes a
 * page addressable from a link.
 */
export function contentVariables(state: ContentQueryState) {
  const offset = (state.page - 1) * CONTENT_PAGE_SIZE;
  return {
    first: CONTENT_PAGE_SIZE,
    after:
      offset > 0
        ? btoa(`offset:${offset - 1}`)
            .replace(/=+$/, '')
            .replace(/\+/g, '-')
            .replace(/\//g, '_')
        : undefined,
    section: state.section || undefined,
    search: state.search.trim() || undefined,
    filter: state.filter ? filters[state.filter] : undefined,
  };
}
