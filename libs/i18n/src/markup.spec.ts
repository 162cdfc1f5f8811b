import { describe, expect, it } from '@jest/globals';
import { compareMarkup, markupTokens } from './markup.js';

describe('markup of a text', () => {
  it('lists placeholders and react-i18next tags in order, normalised', () => {
    expect(markupTokens('Hi {{ name }}, read <1>the terms</1><0 /> ({{count}})')).toEqual(['{{name}}', '<1>', '</1>', '<0/>', '{{count}}']);
    expect(markupTokens('{{value, number}} and {{- raw}}')).toEqual(['{{value, number}}', '{{- raw}}']);
  });

  it('ignores a lone angle bracket or brace', () => {
    expect(markupTokens('a < b, c > d, {x} and {{}}')).toEqual([]);
  });

  it('names what a translation lost and what it added, counting repeats', () => {
    expect(compareMarkup('{{a}} {{a}} <1>x</1>', '{{a}} <1>x</1> {{b}}')).toEqual({ missing: ['{{a}}'], extra: ['{{b}}'] });
    expect(compareMarkup('<1>x</1> {{n}}', '{{n}} moved <1>y</1>')).toEqual({ missing: [], extra: [] });
  });
});
