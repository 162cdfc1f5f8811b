import { describe, expect, it } from '@jest/globals';
import { dailyRanges } from './chart-data';

const at = (iso: string, value: number) => ({ time: Date.parse(iso), value });

describe('dailyRanges', () => {
  it('gives each Palma day its lowest, highest and mean reading', () => {
    const ranges = dailyRanges([
      at('2026-11-21T22:30:00Z', 5), // 23:30 in Palma, still the 21st
      at('2026-11-22T03:00:00Z', 10),
      at('2026-11-22T11:00:00Z', 20),
      at('2026-11-22T19:00:00Z', 30),
    ]);
    expect(ranges.map(({ min, max, mean }) => ({ min, max, mean }))).toEqual([
      { min: 5, max: 5, mean: 5 },
      { min: 10, max: 30, mean: 20 },
    ]);
    expect(ranges[1].time).toBe(Date.parse('2026-11-22T11:00:00Z'));
  });
});
