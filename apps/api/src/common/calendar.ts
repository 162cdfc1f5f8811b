// The company's calendar: days are Palma's (Europe/Madrid), written YYYY-MM-DD.

/** Built once: constructing a DateTimeFormat costs far more than formatting (it was most of an invoice list's CPU). */
const palmaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The day of an instant in Palma, YYYY-MM-DD. */
export function dayInPalma(instant: Date): string {
  return palmaDay.format(instant);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (what a date input sends). */
export function isCalendarDate(value: unknown): value is string {
  const match = typeof value === 'string' ? DATE.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today in Palma, YYYY-MM-DD. */
export function todayInPalma(now = new Date()): string {
  return dayInPalma(now);
}
