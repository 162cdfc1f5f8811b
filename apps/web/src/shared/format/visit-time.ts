import { formatIsoDate, localeOf, todayIso } from './format';

const times = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** An instant's wall-clock time in Palma, HH:MM. */
export function palmaTime(value: string | Date): string {
  return times.format(new Date(value));
}

/** A day's weekday in the language, short ("mié" / "Wed"). */
export function weekdayOf(day: string, language: string, weekday: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(localeOf(language), { weekday, timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

/** A visit's window as the schedule writes it: "mié 12/06/2030 09:00–12:00" (Palma). */
export function visitWindow(visit: { startsAt: string; endsAt: string }, language: string): string {
  const day = todayIso(new Date(visit.startsAt));
  return `${weekdayOf(day, language)} ${formatIsoDate(day)} ${palmaTime(visit.startsAt)}–${palmaTime(visit.endsAt)}`;
}

/** The day a number of days after another, YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday of a day's week, YYYY-MM-DD. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The instants a range of Palma days spans, with an hour of margin on each side (the server's
 * range is in instants; what falls outside the days is left out by the caller by its Palma day).
 */
export function rangeOfDays(first: string, daysCount: number): { from: string; to: string } {
  return {
    from: new Date(Date.parse(`${first}T00:00:00Z`) - 3 * 3_600_000).toISOString(),
    to: new Date(Date.parse(`${addDays(first, daysCount)}T00:00:00Z`)).toISOString(),
  };
}
