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

const palmaParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

export interface PalmaClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
  /** Ahead of UTC: +01:00 in winter, +02:00 in summer. */
  offset: string;
}

/** An instant as Palma's wall clock shows it, two digits a part (four for the year), with its UTC offset. */
export function palmaClock(instant: Date): PalmaClock {
  const part = Object.fromEntries(palmaParts.formatToParts(instant).map(({ type, value }) => [type, value]));
  const offset = part.timeZoneName === 'GMT' ? '+00:00' : part.timeZoneName.replace('GMT', '');
  return { year: part.year, month: part.month, day: part.day, hour: part.hour, minute: part.minute, second: part.second, offset };
}

/** How far Palma's clock is ahead of UTC at an instant, in milliseconds (1 or 2 hours). */
function palmaOffset(instant: number): number {
  const [, sign, hours, minutes] = /^([+-])(\d{2}):(\d{2})$/.exec(palmaClock(new Date(instant)).offset)!;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
}

/** A time of day, HH:MM, 24-hour (what a time input sends). */
export function isTimeOfDay(value: unknown): value is string {
  return typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/**
 * The instant a Palma wall-clock time stands for (a day YYYY-MM-DD and a time HH:MM). In the hour
 * the clocks go back, the first of the two; in the hour they skip, the time an hour later.
 */
export function palmaInstant(day: string, time: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  // Palma's offset two hours before the wall time: the one in force before any change near it.
  return new Date(wall - palmaOffset(wall - 2 * 3_600_000));
}

/** The Palma wall-clock time of an instant, HH:MM. */
export function timeInPalma(instant: Date): string {
  const clock = palmaClock(instant);
  return `${clock.hour}:${clock.minute}`;
}

/** The day after a day, YYYY-MM-DD. */
export function nextCalendarDay(day: string, days = 1): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both YYYY-MM-DD (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;
  return dayNumber(to) - dayNumber(from);
}

/** The Sunday that ends a day's week (weeks run Monday to Sunday, as in Spain), YYYY-MM-DD. */
export function endOfWeek(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return nextCalendarDay(day, weekday === 0 ? 0 : 7 - weekday);
}
