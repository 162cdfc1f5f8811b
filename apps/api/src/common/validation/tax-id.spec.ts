import { describe, expect, it } from '@jest/globals';
import { isSpanishTaxId, normalizeTaxId } from './tax-id.js';

describe('Spanish tax ids', () => {
  it('accepts NIFs and NIEs whose letter matches, in any case and with separators', () => {
    for (const id of ['12345678Z', '00000000T', 'x1234567l', 'Y-1234567-X', 'Z 7654321 H', '87654321 x']) expect(isSpanishTaxId(id)).toBe(true);
  });

  it('accepts CIFs whose control character matches their kind', () => {
    // B: control is a digit; Q: a letter; G: either.
    for (const id of ['B07000003', 'A58818501', 'Q2816003D', 'G07000003', 'G0700000C']) expect(isSpanishTaxId(id)).toBe(true);
  });

  it('refuses wrong letters, wrong control characters and other shapes', () => {
    for (const id of ['12345678A', 'X1234567A', 'B07000009', 'B0700000C', 'Q28160034', 'I1234567A', '1234567Z', '', 'hello']) {
      expect(isSpanishTaxId(id)).toBe(false);
    }
  });

  it('normalizes what people type', () => {
    expect(normalizeTaxId(' x-1234567.l ')).toBe('X1234567L');
  });
});
