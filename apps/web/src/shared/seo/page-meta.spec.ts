import { describe, expect, it } from '@jest/globals';
import { fullTitle } from './page-meta';

describe('fullTitle', () => {
  it('adds the company-name suffix', () => {
    expect(fullTitle('Marine Technology Blog', 'Mallorca Marine Tech')).toBe('Marine Technology Blog | Mallorca Marine Tech');
  });
  it('is the brand alone without a title or when the title is the brand', () => {
    expect(fullTitle(undefined, 'Mallorca Marine Tech')).toBe('Mallorca Marine Tech');
    expect(fullTitle('Mallorca Marine Tech', 'Mallorca Marine Tech')).toBe('Mallorca Marine Tech');
  });
});
