import { describe, expect, it } from '@jest/globals';
import { clockOf, matchingParts, proposedHours } from './visit-texts';

describe('the visit screen’s helpers', () => {
  const start = '2026-11-27T08:00:00.000Z';
  const at = (minutes: number) => new Date(start).getTime() + minutes * 60_000;

  it('proposes the time since the start, up to the next quarter, less what was recorded', () => {
    expect(proposedHours(start, 0, at(83))).toBe(1.5);
    expect(proposedHours(start, 0, at(90))).toBe(1.5);
    expect(proposedHours(start, 60, at(130))).toBe(1.25);
    // Never nothing nor negative (hours recorded ahead), never more than a day.
    expect(proposedHours(start, 600, at(30))).toBe(0.25);
    expect(proposedHours(start, 0, at(30 * 60))).toBe(24);
  });

  it('shows the running clock with hours only once there are some', () => {
    expect(clockOf(65_000)).toBe('1:05');
    expect(clockOf((3600 + 5 * 60 + 9) * 1000)).toBe('1:05:09');
  });

  it('finds parts by every word typed, without minding accents or case', () => {
    const parts = [
      { name: 'Cable NMEA 2000 Micro-C 2 m' },
      { name: 'Conector en T NMEA 2000' },
      { name: 'Antena VHF 1,5 m' },
      { name: 'Cable estañado 2,5 mm²' },
    ];
    expect(matchingParts(parts, 'nmea cable').map((part) => part.name)).toEqual(['Cable NMEA 2000 Micro-C 2 m']);
    expect(matchingParts(parts, 'ESTANADO')).toHaveLength(1);
    expect(matchingParts(parts, '  ')).toHaveLength(4);
  });
});
