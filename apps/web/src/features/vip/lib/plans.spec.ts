import { describe, expect, it } from '@jest/globals';
import { formatEuros, formatPercent, joinHref, vipPlans } from './plans';

describe('VIP plans', () => {
  it('has the constants of the spec', () => {
    expect(vipPlans.map(({ id, monthlyPrice, normalRate, overtimeRate, discount }) => [id, monthlyPrice, normalRate, overtimeRate, discount])).toEqual([
      ['silver', 299, 59, 89, 0.1],
      ['gold', 999, 49, 79, 0.2],
    ]);
  });

  it('formats prices and discounts for the language', () => {
    expect(formatEuros(299, 'en')).toBe('€299');
    expect(formatEuros(299, 'es').replace(/\s/g, ' ')).toBe('299 €');
    expect(formatPercent(0.1, 'en')).toBe('10%');
    expect(formatPercent(0.2, 'es').replace(/\s/g, ' ')).toBe('20 %');
  });

  it("links each plan to joining it in the customer's membership page", () => {
    expect(joinHref('silver')).toBe('/app/membership?join=SILVER');
    expect(joinHref('gold')).toBe('/app/membership?join=GOLD');
  });
});
