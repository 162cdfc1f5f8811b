import { describe, expect, it } from '@jest/globals';
import { documentBoundsProblems, MONEY_BOUNDS } from './index.js';

/** The largest amount a PostgreSQL `integer` column (and a GraphQL `Int`) holds. */
const INTEGER_MAX = 2 ** 31 - 1;

describe('money bounds', () => {
  it('fit the integer columns with room for a whole document, VAT included', () => {
    expect(MONEY_BOUNDS.documentCents).toBeLessThan(INTEGER_MAX);
    // The largest VAT rate on the largest total stays in an integer too.
    expect(MONEY_BOUNDS.documentCents * 1.21).toBeLessThan(INTEGER_MAX);
    // A line at the bounds is exact in floating point (priceLines multiplies quantity × 100 × price).
    expect(MONEY_BOUNDS.quantity * 100 * MONEY_BOUNDS.unitPriceCents).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });

  it('takes the lines a real job has', () => {
    expect(
      documentBoundsProblems([
        { description: 'Radar y plotter', quantity: 1, unitPriceCents: 95_000_000, vatRate: 21 },
        { description: 'Cable', quantity: 350.5, unitPriceCents: 425 },
      ]),
    ).toEqual([]);
  });

  it("names the quantity, the price, the line and the total that go past the bounds (the outside probe's 99,999 × 100,000,000 cents)", () => {
    expect(documentBoundsProblems([{ description: 'Probe', quantity: 99_999, unitPriceCents: 100_000_000, vatRate: 21 }])).toEqual([
      { field: 'lines.0.unitPriceCents', code: 'lineTooHigh', max: MONEY_BOUNDS.documentCents },
      { field: 'lines', code: 'totalTooHigh', max: MONEY_BOUNDS.documentCents },
    ]);
    expect(documentBoundsProblems([{ description: 'x', quantity: 100_000, unitPriceCents: 100_000_001, vatRate: 0 }])).toEqual(
      expect.arrayContaining([
        { field: 'lines.0.quantity', code: 'quantityTooHigh', max: MONEY_BOUNDS.quantity },
        { field: 'lines.0.unitPriceCents', code: 'amountTooHigh', max: MONEY_BOUNDS.unitPriceCents },
      ]),
    );
  });

  it('counts the VAT in the total: lines within it whose VAT takes it over are refused', () => {
    const base = Math.floor(MONEY_BOUNDS.documentCents / 1.21) + 100;
    const lines = [
      { description: 'a', quantity: 10, unitPriceCents: Math.ceil(base / 20), vatRate: 21 },
      { description: 'b', quantity: 10, unitPriceCents: Math.ceil(base / 20), vatRate: 21 },
    ];
    expect(documentBoundsProblems(lines)).toEqual([{ field: 'lines', code: 'totalTooHigh', max: MONEY_BOUNDS.documentCents }]);
    expect(documentBoundsProblems(lines.map((line) => ({ ...line, vatRate: 0 })))).toEqual([]);
  });

  it('bounds a credit (negated lines) as its original', () => {
    expect(documentBoundsProblems([{ description: 'Abono', quantity: 20, unitPriceCents: -60_000_000, vatRate: 21 }])).toEqual([
      { field: 'lines.0.unitPriceCents', code: 'lineTooHigh', max: MONEY_BOUNDS.documentCents },
      { field: 'lines', code: 'totalTooHigh', max: MONEY_BOUNDS.documentCents },
    ]);
  });
});
