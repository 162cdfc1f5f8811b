import { describe, expect, it } from '@jest/globals';
import { palmaInstant, timeInPalma } from './calendar.js';

describe("Palma's wall clock", () => {
  it('turns a day and a time in Palma into the instant, in winter and in summer', () => {
    expect(palmaInstant('2026-12-01', '09:00').toISOString()).toBe('2026-12-01T08:00:00.000Z');
    expect(palmaInstant('2026-07-01', '09:00').toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(timeInPalma(new Date('2026-07-01T07:00:00Z'))).toBe('09:00');
  });

  it('takes the first of the two 02:30 when the clocks go back, and skips the missing hour when they go forward', () => {
    expect(palmaInstant('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(palmaInstant('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });
});
