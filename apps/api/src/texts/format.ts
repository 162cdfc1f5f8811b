import type { Language } from '@mmt/i18n';

const locales: Record<Language, string> = { es: 'es-ES', en: 'en-GB' };

/** Euro cents → "1.250,00 €" / "€1,250.00": exact, the cents are never a float sum. */
export function formatMoney(cents: number, language: Language): string {
  return new Intl.NumberFormat(locales[language], { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** A calendar day (YYYY-MM-DD) as dd/mm/yyyy, as the portal writes it in both languages. */
export function formatDay(isoDate: string): string {
  return isoDate.slice(0, 10).split('-').reverse().join('/');
}

/** A country code (ES, GB …) by its name in the language. */
export function countryName(code: string, language: Language): string {
  return new Intl.DisplayNames([locales[language]], { type: 'region' }).of(code) ?? code;
}

const visitDays: Record<Language, Intl.DateTimeFormat> = {
  es: new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
};

/** The day of an instant in Palma as a sentence says it: "martes, 1 de diciembre de 2026" / "Tuesday, 1 December 2026". */
export function formatLongDay(instant: Date, language: Language): string {
  return visitDays[language].format(instant);
}
