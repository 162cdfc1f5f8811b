import { describe, expect, it } from '@jest/globals';
import { listPagePath, parsePageParam } from './list-page';

describe('parsePageParam', () => {
  it('reads a page number and defaults to 1', () => {
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('0')).toBe(1);
    expect(parsePageParam('-2')).toBe(1);
    expect(parsePageParam('abc')).toBe(1);
    expect(parsePageParam('99999')).toBe(1);
  });
});

describe('listPagePath', () => {
  it('gives page 1 the plain path and the others ?page=', () => {
    expect(listPagePath('/en/blog', 1)).toBe('/en/blog');
    expect(listPagePath('/en/blog', 2)).toBe('/en/blog?page=2');
  });
});
