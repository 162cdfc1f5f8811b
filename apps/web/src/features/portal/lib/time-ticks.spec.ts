import { describe, expect, it } from '@jest/globals';
import { timeTicks } from './time-ticks';

const HOUR_MS = 3_600_000;
const to = Date.parse('2026-11-23T10:30:00Z'); // 11:30 in Palma, a Monday

describe('timeTicks', () => {
  it('labels 24 h every six hours of Palma time', () => {
    const ticks = timeTicks({ from: to - 24 * HOUR_MS, to, period: 'DAY', locale: 'es-ES', maxTicks: 8 });
    expect(ticks.map((tick) => tick.label)).toEqual(['12:00', '18:00', '00:00', '06:00']);
  });

  it('labels 7 days at each midnight with the weekday and day, in the language', () => {
    const ticks = timeTicks({ from: to - 7 * 24 * HOUR_MS, to, period: 'WEEK', locale: 'en-GB', maxTicks: 8 });
    expect(ticks.map((tick) => tick.label)).toEqual(['Tue 17', 'Wed 18', 'Thu 19', 'Fri 20', 'Sat 21', 'Sun 22', 'Mon 23']);
    expect(new Date(ticks.at(-1)!.time).toISOString()).toBe('2026-11-22T23:00:00.000Z');
  });

  it('thins the days to the room there is, keeping the newest', () => {
    const ticks = timeTicks({ from: to - 7 * 24 * HOUR_MS, to, period: 'WEEK', locale: 'es-ES', maxTicks: 4 });
    expect(ticks.map((tick) => tick.label)).toEqual(['mar 17', 'jue 19', 'sáb 21', 'lun 23']);
  });

  it('labels 30 days weekly with day and month', () => {
    const ticks = timeTicks({ from: to - 30 * 24 * HOUR_MS, to, period: 'MONTH', locale: 'es-ES', maxTicks: 6 });
    expect(ticks.map((tick) => tick.label)).toEqual(['26 oct', '2 nov', '9 nov', '16 nov', '23 nov']);
  });
});
