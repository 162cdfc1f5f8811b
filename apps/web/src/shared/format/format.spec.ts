import { describe, expect, it } from '@jest/globals';
import { formatDate, formatIban, formatIsoDate, formatMoney, formatRelative, parseDayMonthYear, todayIso } from './format';

describe('dates and amounts', () => {
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

  it('writes an IBAN in groups of four, however it was typed', () => {
    expect(formatIban('es9121000418450200051332')).toBe('ES91 2100 0418 4502 0005 1332');
    expect(formatIban('ES91 2100 0418  4502 0005 1332 ')).toBe('ES91 2100 0418 4502 0005 1332');
    expect(formatIban('GB33BUKB20201555555555')).toBe('GB33 BUKB 2020 1555 5555 55');
  });

  it('says how long ago in the language', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(formatRelative('2026-01-01T11:55:00Z', 'es', now)).toBe('hace 5 minutos');
    expect(formatRelative('2026-01-01T09:00:00Z', 'en', now)).toBe('3 hours ago');
  });

  it('gives today in Palma for the date input', () => {
    expect(todayIso(new Date('2025-06-30T22:30:00Z'))).toBe('2025-07-01');
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
