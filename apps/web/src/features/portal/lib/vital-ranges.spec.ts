import { describe, expect, it } from '@jest/globals';
import { isOutOfRange, isStale, STALE_AFTER_MS } from './vital-ranges';

describe('vital signs', () => {
  it('flags values outside the safe ranges', () => {
    expect(isOutOfRange('batteryPercent', 19.9)).toBe(true);
    expect(isOutOfRange('batteryPercent', 20)).toBe(false);
    expect(isOutOfRange('humidityPercent', 90)).toBe(true);
    expect(isOutOfRange('temperatureCelsius', 41)).toBe(true);
  });

  it('treats readings older than a few hours as stale', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(isStale(new Date(now - STALE_AFTER_MS - 1000), now)).toBe(true);
    expect(isStale(new Date(now - 60_000), now)).toBe(false);
  });
});
