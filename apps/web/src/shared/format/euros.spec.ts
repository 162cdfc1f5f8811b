import { describe, expect, it } from '@jest/globals';
import { centsToField, parseEuros, parsePrice } from './euros';

describe('euro amounts typed in the forms', () => {
  it('reads Spanish and English writing to exact cents', () => {
    expect(parseEuros('59')).toBe(5900);
    expect(parseEuros('59,5')).toBe(5950);
    expect(parseEuros('1.234,56 €')).toBe(123456);
    expect(parseEuros('1,234.56')).toBe(123456);
    expect(parseEuros('0.1')).toBe(10);
    expect(parseEuros('19,99')).toBe(1999);
  });

  it('refuses what is not an amount', () => {
    // "12.345" could be twelve thousand (Spanish) or twelve euros and a bit: refused rather than guessed.
    for (const text of ['', 'abc', '1,2,3', '12.345']) expect(parseEuros(text)).toBeNull();
  });

  it('takes no price below zero', () => {
    expect(parsePrice('18,50')).toBe(1850);
    expect(parsePrice('0')).toBe(0);
    expect(parsePrice('-1')).toBeNull();
  });

  it('writes cents back in the language', () => {
    expect(centsToField(5950, 'es')).toBe('59,50');
    expect(centsToField(5950, 'en')).toBe('59.50');
  });
});
