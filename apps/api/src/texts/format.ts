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

/** Built once: constructing a DateTimeFormat costs far more than formatting (it was most of an invoice list's CPU). */
const palmaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The day of an instant in Palma, YYYY-MM-DD. */
export function dayInPalma(instant: Date): string {
  return palmaDay.format(instant);
}

/** A country code (ES, GB …) by its name in the language. */
export function countryName(code: string, language: Language): string {
  return new Intl.DisplayNames([locales[language]], { type: 'region' }).of(code) ?? code;
}
