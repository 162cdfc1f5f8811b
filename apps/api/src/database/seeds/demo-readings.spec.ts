import { describe, expect, it } from '@jest/globals';
import { demoReadings } from './demo-readings.js';

const HOUR_MS = 3_600_000;

describe('demo readings', () => {
  // Whatever the hour (every other one), weekday and season the demo is seeded at, it shows exactly one warning.
  const nows = [Date.parse('2026-11-23T00:20:00Z'), Date.parse('2026-07-15T00:20:00Z')].flatMap((start) =>
    Array.from({ length: 12 }, (_, step) => new Date(start + step * 2 * HOUR_MS + (step % 7) * 24 * HOUR_MS)),
  );

  it('leaves Mallorca Spirit’s battery under 20 % and the other boats’ over it, with humidity and temperature in range', () => {
    for (const now of nows) {
      const [seaBreeze, blueHorizon, mallorcaSpirit] = demoReadings(now);
      expect(mallorcaSpirit.at(-1)!.batteryPercent).toBeLessThan(20);
      for (const reading of [...seaBreeze, ...blueHorizon]) expect(reading.batteryPercent).toBeGreaterThanOrEqual(20);
      for (const latest of [seaBreeze, blueHorizon, mallorcaSpirit].map((readings) => readings.at(-1)!)) {
        expect(latest.humidityPercent).toBeLessThanOrEqual(85);
        expect(latest.temperatureCelsius).toBeGreaterThanOrEqual(2);
        expect(latest.temperatureCelsius).toBeLessThanOrEqual(40);
        expect(now.getTime() - latest.recordedAt.getTime()).toBeLessThan(HOUR_MS / 2);
      }
    }
  });

  it('covers a month every half hour', () => {
    const [seaBreeze] = demoReadings(new Date('2026-11-23T10:45:00Z'));
    expect(seaBreeze).toHaveLength(30 * 48 + 1);
    expect(seaBreeze.at(-1)!.recordedAt.toISOString()).toBe('2026-11-23T10:30:00.000Z');
  });
});
