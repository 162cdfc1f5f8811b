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
