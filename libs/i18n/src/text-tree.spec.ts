import { describe, expect, it } from '@jest/globals';
import { flattenTexts, mapTexts } from './text-tree.js';

const tree = { title: 'T', hero: { lines: ['a', 'b'], cta: 'Go' } };

describe('translation trees', () => {
  it('flatten to dotted keys, array items by index', () => {
    expect(flattenTexts(tree)).toEqual([
      ['title', 'T'],
      ['hero.lines.0', 'a'],
      ['hero.lines.1', 'b'],
      ['hero.cta', 'Go'],
    ]);
  });

  it('map leaf by leaf and keep arrays as arrays', () => {
    const mapped = mapTexts(tree, (key, text) => `${key}=${text}`);
    expect(mapped).toEqual({ title: 'title=T', hero: { lines: ['hero.lines.0=a', 'hero.lines.1=b'], cta: 'hero.cta=Go' } });
    expect(Array.isArray((mapped as { hero: { lines: unknown } }).hero.lines)).toBe(true);
  });
});
