import { localeOf } from '../../../shared/format/format';

/** Months (YYYY-MM) as a chart of months names them: in its table ('nov 2026') and under its columns ('nov'). */
export function monthLabels(months: readonly string[], language: string): { categories: string[]; axisLabels: string[] } {
  const name = (month: string, format: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(localeOf(language), { ...format, timeZone: 'UTC' }).format(new Date(`${month}-01T12:00:00Z`));
  return {
    categories: months.map((month) => name(month, { month: 'short', year: 'numeric' })),
    axisLabels: months.map((month) => name(month, { month: 'short' })),
  };
}

/** Cents as a chart's value axis writes euros: short ('1,2 mil €'). */
export function compactEuros(language: string): (cents: number) => string {
  const compact = new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'EUR', notation: 'compact', maximumFractionDigits: 1 });
  return (cents) => compact.format(cents / 100);
}
