import { describe, expect, it } from '@jest/globals';
import { formatMeasure, isPastAlertLine, isStale, safeBounds, STALE_AFTER_MS, type AlertLine } from './vital-ranges';

const defaults: AlertLine[] = [
  { kind: 'LOW_BATTERY', enabled: true, threshold: 20, direction: 'BELOW' },
  { kind: 'HIGH_TEMPERATURE', enabled: true, threshold: 45, direction: 'ABOVE' },
  { kind: 'HIGH_HUMIDITY', enabled: true, threshold: 80, direction: 'ABOVE' },
  { kind: 'NO_DATA', enabled: true, threshold: 2, direction: 'ABOVE' },
];

describe('vital signs', () => {
  it('flags a value past the line of the boat’s rule, as the alerts do', () => {
    expect(isPastAlertLine(defaults, 'batteryPercent', 19.9)).toBe(true);
    expect(isPastAlertLine(defaults, 'batteryPercent', 20)).toBe(false);
    expect(isPastAlertLine(defaults, 'humidityPercent', 82)).toBe(true);
    expect(isPastAlertLine(defaults, 'temperatureCelsius', 44)).toBe(false);
    expect(isPastAlertLine(defaults, 'temperatureCelsius', 45.5)).toBe(true);
  });

  it('follows the owner’s own thresholds, and flags nothing for a rule turned off', () => {
    const own = defaults.map((rule) =>
      rule.kind === 'HIGH_HUMIDITY' ? { ...rule, threshold: 90 } : rule.kind === 'LOW_BATTERY' ? { ...rule, enabled: false } : rule,
    );
    expect(isPastAlertLine(own, 'humidityPercent', 85)).toBe(false);
    expect(isPastAlertLine(own, 'humidityPercent', 91)).toBe(true);
    expect(isPastAlertLine(own, 'batteryPercent', 3)).toBe(false);
    expect(safeBounds(own, 'batteryPercent')).toEqual({});
    expect(safeBounds(own, 'humidityPercent')).toEqual({ high: 90 });
    expect(safeBounds(defaults, 'batteryPercent')).toEqual({ low: 20 });
  });

  it('treats readings older than a few hours as stale', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(isStale(new Date(now - STALE_AFTER_MS - 1000), now)).toBe(true);
    expect(isStale(new Date(now - 60_000), now)).toBe(false);
  });

  it("writes every reading with one decimal in the page's language, its unit held to it", () => {
    expect(formatMeasure(12, '°C', 'es')).toBe('12,0\u00a0°C');
    expect(formatMeasure(13.44, '°C', 'en')).toBe('13.4\u00a0°C');
    expect(formatMeasure(37, '%', 'en')).toBe('37.0\u00a0%');
  });
});
