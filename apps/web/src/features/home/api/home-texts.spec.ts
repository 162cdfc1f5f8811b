import { describe, expect, it } from '@jest/globals';
import type { HomeContentsQuery } from '@mmt/graphql';
import { homeTextsFrom, localized } from './home-texts';

const answer = {
  contents: {
    edges: [
      { node: { id: '1', key: 'hero_title', valueEn: 'Marine tech', valueEs: 'Tecnología marina' } },
      { node: { id: '2', key: 'hero_subtitle', valueEn: '  ', valueEs: 'Subtítulo' } },
      { node: { id: '3', key: 'other', valueEn: 'x', valueEs: 'y' } },
    ],
  },
} as unknown as HomeContentsQuery;

describe('home texts', () => {
  it('takes hero_title and hero_subtitle from the content entries', () => {
    const texts = homeTextsFrom(answer);
    expect(localized(texts.heroTitle, 'en', 'fallback')).toBe('Marine tech');
    expect(localized(texts.heroTitle, 'es', 'fallback')).toBe('Tecnología marina');
    expect(localized(texts.heroSubtitle, 'es', 'fallback')).toBe('Subtítulo');
  });

  it('falls back to the translation when an entry is blank, missing or the request failed', () => {
    expect(localized(homeTextsFrom(answer).heroSubtitle, 'en', 'fallback')).toBe('fallback');
    expect(localized(homeTextsFrom(null).heroTitle, 'en', 'fallback')).toBe('fallback');
  });
});
