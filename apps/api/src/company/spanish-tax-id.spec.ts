import { describe, expect, it } from '@jest/globals';
import { companySeed } from '@mmt/company';
import { isSpanishTaxId, normalizeTaxId } from './spanish-tax-id.js';

describe('Spanish tax ids', () => {
  it('accept NIFs, NIEs and CIFs with the right control character', () => {
    for (const id of ['12345678Z', '00000000T', 'X1234567L', 'Y1234567X', 'B07999998', 'A58818501', 'Q2826000H', 'P0700000C']) {
      expect([id, isSpanishTaxId(id)]).toEqual([id, true]);
    }
  });

  it('refuse a wrong control character or shape', () => {
    for (const id of ['12345678A', 'X1234567A', 'B07999999', 'B0799999', 'I07999998', '', '123']) {
      expect([id, isSpanishTaxId(id)]).toEqual([id, false]);
    }
  });

  it('the seeded company has a valid one', () => {
    expect(isSpanishTaxId(companySeed.taxId)).toBe(true);
    expect(normalizeTaxId(' b-0799 9998 ')).toBe('B07999998');
  });
});
