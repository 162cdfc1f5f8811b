const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * "3 days ago" / "hace 3 días": the distance from `now` in the largest whole
 * unit, in the language given (spec §9: dates as relative time).
 */
export function formatRelativeTime(date: Date | string, now: Date | number, locale: string): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(then.getTime())) return '';
  const seconds = Math.round((then.getTime() - (typeof now === 'number' ? now : now.getTime())) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return format.format(Math.trunc(seconds / size), unit);
    }
  }
  return format.format(0, 'second');
}
