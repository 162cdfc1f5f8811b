import { describe, expect, it } from '@jest/globals';
import { daysBetween } from '../common/calendar.js';
import { addMonths, dueOf, rebaseHours, type TaskSchedule } from './due.js';

const byMonths = (months: number, lastDoneOn: string): TaskSchedule => ({ intervalMonths: months, intervalHours: null, lastDoneOn, lastDoneHours: null });
const byHours = (hours: number, lastDoneHours: number | null): TaskSchedule => ({
  intervalMonths: null,
  intervalHours: hours,
  lastDoneOn: '2026-01-01',
  lastDoneHours,
});

describe('calendar months', () => {
  it('keeps the day of the month when the target month has it', () => {
    expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addMonths('2026-03-31', 12)).toBe('2027-03-31');
  });

  it('lands on the last day of a shorter month: every 6 months from 31 August is the end of February', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-05-31', 1)).toBe('2026-06-30');
  });

  it('handles leap days and year ends', () => {
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2028-02-29', 48)).toBe('2032-02-29');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('counts days across a leap February', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1);
    expect(daysBetween('2026-03-10', '2026-03-01')).toBe(-9);
  });
});

describe('when a task falls due', () => {
  it('by the calendar: ok, due soon within 30 days, overdue the day after its date', () => {
    const task = byMonths(12, '2025-06-15');
    expect(dueOf(task, '2026-05-15', null)).toEqual({ dueOn: '2026-06-15', dueAtHours: null, state: 'OK' });
    expect(dueOf(task, '2026-05-16', null).state).toBe('DUE_SOON');
    expect(dueOf(task, '2026-06-15', null).state).toBe('DUE_SOON');
    expect(dueOf(task, '2026-06-16', null).state).toBe('OVERDUE');
  });

  it('by the hours: due soon within 10 % of the interval, overdue once reached', () => {
    const task = byHours(250, 1000);
    expect(dueOf(task, '2026-01-02', 1224)).toEqual({ dueOn: null, dueAtHours: 1250, state: 'OK' });
    expect(dueOf(task, '2026-01-02', 1225).state).toBe('DUE_SOON');
    expect(dueOf(task, '2026-01-02', 1250).state).toBe('OVERDUE');
  });

  it('by the hours without a reading or a baseline: not due', () => {
    expect(dueOf(byHours(250, 1000), '2030-01-01', null)).toEqual({ dueOn: null, dueAtHours: 1250, state: 'OK' });
    expect(dueOf(byHours(250, null), '2030-01-01', 5000)).toEqual({ dueOn: null, dueAtHours: null, state: 'OK' });
  });

  it('by both: whichever comes first', () => {
    const task: TaskSchedule = { intervalMonths: 12, intervalHours: 250, lastDoneOn: '2026-01-10', lastDoneHours: 800 };
    // Few hours run, the year is up.
    expect(dueOf(task, '2027-01-11', 850)).toEqual({ dueOn: '2027-01-10', dueAtHours: 1050, state: 'OVERDUE' });
    // Early in the year, the hours are run.
    expect(dueOf(task, '2026-04-01', 1060).state).toBe('OVERDUE');
    // Hours nearly run, calendar far: due soon.
    expect(dueOf(task, '2026-04-01', 1030).state).toBe('DUE_SOON');
    expect(dueOf(task, '2026-04-01', 900).state).toBe('OK');
  });

  it('from a month end: the next date is the end of a shorter month', () => {
    expect(dueOf(byMonths(6, '2027-08-31'), '2028-02-01', null)).toEqual({ dueOn: '2028-02-29', dueAtHours: null, state: 'DUE_SOON' });
    expect(dueOf(byMonths(6, '2027-08-31'), '2028-03-01', null).state).toBe('OVERDUE');
  });
});

describe('a replaced engine or hour meter', () => {
  it('keeps the hours run since the task was done, on the new meter', () => {
    // Serviced at 1200 h, meter replaced at 1300 h: the new one starts at 5, so 100 h have run.
    const rebased = rebaseHours(1200, 1300, 5);
    expect(rebased).toBe(-95);
    expect(dueOf(byHours(250, rebased), '2026-01-02', 5).dueAtHours).toBe(155);
    expect(dueOf(byHours(250, rebased), '2026-01-02', 155).state).toBe('OVERDUE');
  });
});
