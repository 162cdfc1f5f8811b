// When a maintenance task falls due: pure calendar and running-hours arithmetic, no database.
// Days are Palma's (Europe/Madrid), written YYYY-MM-DD (common/calendar.ts).

import { daysBetween } from '../common/calendar.js';

export type DueState = 'OK' | 'DUE_SOON' | 'OVERDUE';

/** A task is due soon this many days before its date… */
export const DUE_SOON_DAYS = 30;
/** …or within this share of its hours interval. */
export const DUE_SOON_HOURS_SHARE = 0.1;

export interface TaskSchedule {
  intervalMonths: number | null;
  intervalHours: number | null;
  /** The day it was last done (or, never done, the day the plan started). */
  lastDoneOn: string;
  /** The running hours when it was last done; null when unknown. */
  lastDoneHours: number | null;
}

export interface Due {
  /** The day it falls due by the calendar; null without a months interval. */
  dueOn: string | null;
  /** The running hours it falls due at; null without an hours interval (or a baseline). */
  dueAtHours: number | null;
  state: DueState;
}

const RANK: Record<DueState, number> = { OK: 0, DUE_SOON: 1, OVERDUE: 2 };
const worst = (a: DueState, b: DueState): DueState => (RANK[a] >= RANK[b] ? a : b);

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * `months` calendar months after `day`, on the same day of the month or, when that month is
 * shorter, its last day: 6 months after 31 August is 28 February (29 in a leap year).
 */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = [Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))];
  const target = year * 12 + month + months;
  const targetYear = Math.floor(target / 12);
  const targetMonth = target - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return `${pad(targetYear, 4)}-${pad(targetMonth + 1)}-${pad(Math.min(date, lastDay))}`;
}

/**
 * When the task falls due and how it stands on `today` with the boat's running hours: by the
 * calendar, by the hours, or by both (whichever comes first decides: the worse state wins).
 */
export function dueOf(task: TaskSchedule, today: string, runningHours: number | null): Due {
  let state: DueState = 'OK';
  let dueOn: string | null = null;
  let dueAtHours: number | null = null;
  if (task.intervalMonths !== null) {
    dueOn = addMonths(task.lastDoneOn, task.intervalMonths);
    const daysLeft = daysBetween(today, dueOn);
    state = worst(state, daysLeft < 0 ? 'OVERDUE' : daysLeft <= DUE_SOON_DAYS ? 'DUE_SOON' : 'OK');
  }
  if (task.intervalHours !== null && task.lastDoneHours !== null) {
    dueAtHours = task.lastDoneHours + task.intervalHours;
    if (runningHours !== null) {
      const hoursLeft = dueAtHours - runningHours;
      state = worst(state, hoursLeft <= 0 ? 'OVERDUE' : hoursLeft <= task.intervalHours * DUE_SOON_HOURS_SHARE ? 'DUE_SOON' : 'OK');
    }
  }
  return { dueOn, dueAtHours, state };
}

/**
 * A task's last-done hours on a new meter (a replaced engine or hour meter): the hours run since it
 * was done are kept, counted back from the new meter's first reading. May go below zero: the task
 * was done before the new meter started counting.
 */
export function rebaseHours(lastDoneHours: number, previousReading: number, newReading: number): number {
  return newReading - (previousReading - lastDoneHours);
}
