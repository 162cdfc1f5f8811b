import { describe, expect, it } from '@jest/globals';
import { formatDate, formatIsoDate, formatMoney, formatRelative, parseDayMonthYear } from './format';
import { isOutOfRange, isStale, STALE_AFTER_MS } from './vital-ranges';

describe('portal formatting', () => {
  it('writes calendar days and instants as dd/mm/yyyy (Palma time)', () => {
    expect(formatIsoDate('2025-01-15')).toBe('15/01/2025');
    // 23:30 UTC on 31 December is already 1 January in Palma.
    expect(formatDate('2025-12-31T23:30:00Z')).toBe('01/01/2026');
  });

  it('formats euro amounts for the language', () => {
    expect(formatMoney(45000, 'es').replace(/\s/g, ' ')).toBe('450,00 €');
    expect(formatMoney(12345600, 'es').replace(/\s/g, ' ')).toBe('123.456,00 €');
    expect(formatMoney(125000, 'en')).toBe('€1,250.00');
  });

  it('says how long ago in the language', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(formatRelative('2026-01-01T11:55:00Z', 'es', now)).toBe('hace 5 minutos');
    expect(formatRelative('2026-01-01T09:00:00Z', 'en', now)).toBe('3 hours ago');
  });

  it('reads a day written day first, with or without separators', () => {
    for (const written of ['07/12/2026', '7/12/2026', '7-12-2026', '07.12.2026', ' 07122026 ']) {
      expect(parseDayMonthYear(written)).toBe('2026-12-07');
    }
    for (const unreadable of ['', '2026-12-07', '12/2026', '7/12/26', 'mañana']) {
      expect(parseDayMonthYear(unreadable)).toBeNull();
    }
  });
});

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
