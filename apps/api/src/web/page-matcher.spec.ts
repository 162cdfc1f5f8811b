import { describe, expect, it } from '@jest/globals';
import { pageMatcher } from './page-matcher.js';

const isPage = pageMatcher({
  patterns: ['/', '/blog', '/services/:slug', '/legal/notice', '/app/boats/:id'],
  params: { slug: ['nas', 'internet'] },
});

describe('pageMatcher', () => {
  it('knows the pages of the manifest, with or without a trailing slash, in any case', () => {
    for (const path of ['/', '/blog', '/blog/', '/Blog', '/legal/notice', '/services/nas', '/app/boats/Qm9hdDox', '/app/boats/a%2Fb']) {
      expect([path, isPage(path)]).toEqual([path, true]);
    }
  });

  it('refuses everything else: unknown paths, unknown slugs, extra or missing segments, bad encoding', () => {
    for (const path of ['/nope', '/blog/2', '/services/plumbing', '/services/NAS', '/services', '/legal', '/app/boats', '/services/%E0%A4%A']) {
      expect([path, isPage(path)]).toEqual([path, false]);
    }
  });
});
