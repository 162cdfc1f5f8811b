/** Formatting for the portal and the admin: dates dd/mm/yyyy in both languages, amounts in euro for the language. */
import { formatRelativeTime } from './relative-time';

const locales: Record<string, string> = { es: 'es-ES', en: 'en-GB' };

export const localeOf = (language: string) => locales[language] ?? locales.es;

/** `2025-01-15` (a calendar day) → `15/01/2025`. */
export function formatIsoDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

/** A point in time → its day in Palma, dd/mm/yyyy. */
export function formatDate(value: string | Date): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(value));
}

/** A point in time → dd/mm/yyyy hh:mm (Palma). */
export function formatDateTime(value: string | Date): string {
  const date = new Date(value);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit', hour12: false }).format(date);
  return `${formatDate(date)} ${time}`;
}

/** Euro cents → "1.250,00 €" (es) or "€1,250.00" (en). */
export function formatMoney(cents: number, language: string, currency = 'EUR'): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency }).format(cents / 100);
}

export function formatNumber(value: number, language: string, maximumFractionDigits = 1): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits }).format(value);
}

/** An IBAN as it is written on paper: groups of four, however it was typed (ES9121000418… → ES91 2100 0418 …). */
export function formatIban(iban: string): string {
  return iban
    .replace(/\s/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/** "hace 5 minutos" / "5 minutes ago". */
export function formatRelative(value: string | Date, language: string, now = Date.now()): string {
  return formatRelativeTime(value, now, localeOf(language));
}

/**
 * A calendar day as a person writes it, day first (07/12/2026, 7-12-2026,
 * 7.12.2026 or 07122026) → `2026-12-07`; null when it is not written that
 * way. Whether the day exists is the server's to say.
 */
export function parseDayMonthYear(text: string): string | null {
  const match = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/.exec(text.trim()) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** Today as YYYY-MM-DD in Palma (what a date input's `min` wants). */
export function todayIso(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
