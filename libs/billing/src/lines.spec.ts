import { describe, expect, it } from '@jest/globals';
import { divideRounded, priceLines } from './index.js';

describe('lines, VAT and totals in cents', () => {
  it('rounds halves away from zero, with integers only', () => {
    expect(divideRounded(250, 100)).toBe(3);
    expect(divideRounded(249, 100)).toBe(2);
    expect(divideRounded(-250, 100)).toBe(-3);
    expect(divideRounded(0, 100)).toBe(0);
  });

  it('works out each line, the VAT per rate on its base, and the total', () => {
    const document = priceLines([
      { description: 'Mano de obra', quantity: 2.5, unitPriceCents: 5900, vatRate: 21 },
      { description: 'Cable 6 mm²', quantity: 12.35, unitPriceCents: 333, vatRate: 21 },
      { description: 'Manual', quantity: 1, unitPriceCents: 1999, vatRate: 4 },
    ]);
    // 2.5 × 59,00 = 147,50; 12,35 × 3,33 = 41,1255 → 41,13; 19,99.
    expect(document.lines.map((line) => line.netCents)).toEqual([14750, 4113, 1999]);
    expect(document.vat).toEqual([
      { rate: 21, zeroVatCause: null, baseCents: 18863, vatCents: 3961 }, // 188,63 × 21 % = 39,6123
      { rate: 4, zeroVatCause: null, baseCents: 1999, vatCents: 80 }, // 19,99 × 4 % = 0,7996
    ]);
    expect(document).toMatchObject({ taxBaseCents: 20862, vatCents: 4041, totalCents: 24903 });
  });

  it('is exact where floating point is not (0.1 + 0.2)', () => {
    const document = priceLines([
      { description: 'a', quantity: 1, unitPriceCents: 10, vatRate: 0 },
      { description: 'b', quantity: 1, unitPriceCents: 20, vatRate: 0 },
      { description: 'c', quantity: 3, unitPriceCents: 1, vatRate: 21 },
    ]);
    expect(document.totalCents).toBe(33 + 1);
  });

  it('keeps lines at 0 % for different causes apart, and ignores a cause on a taxed line', () => {
    const document = priceLines([
      { description: 'Repair for an EU business', quantity: 2, unitPriceCents: 5900, vatRate: 0, zeroVatCause: 'N2' },
      { description: 'Charter vessel supplies', quantity: 1, unitPriceCents: 1000, vatRate: 0, zeroVatCause: 'E3' },
      { description: 'More repair', quantity: 1, unitPriceCents: 100, vatRate: 0, zeroVatCause: 'N2' },
      { description: 'Cable', quantity: 1, unitPriceCents: 1000, vatRate: 21, zeroVatCause: 'E1' },
    ]);
    expect(document.vat).toEqual([
      { rate: 21, zeroVatCause: null, baseCents: 1000, vatCents: 210 },
      { rate: 0, zeroVatCause: 'E3', baseCents: 1000, vatCents: 0 },
      { rate: 0, zeroVatCause: 'N2', baseCents: 11900, vatCents: 0 },
    ]);
  });
});
