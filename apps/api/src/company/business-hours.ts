import type { EntityManager } from 'typeorm';
import { dayInPalma, nextCalendarDay, palmaInstant } from '../common/calendar.js';
import { BusinessHoursEntity } from './entities/business-hours.entity.js';

/** Business hours: ISO weekdays (1 Monday … 7 Sunday) and the hours, HH:MM in Palma. */
export interface BusinessHours {
  days: number[];
  opens: string;
  closes: string;
}

/** The stored business hours (read through the caller's transaction). */
export async function businessHoursOf(manager: EntityManager): Promise<BusinessHours> {
  const row = await manager.getRepository(BusinessHoursEntity).findOneByOrFail({ id: 1 });
  return { days: [...row.days].sort(), opens: row.opens.slice(0, 5), closes: row.closes.slice(0, 5) };
}

const isoWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/** How many minutes of [from, to) fall within business hours, day by day in Palma (summer time included). */
export function businessMinutes(hours: BusinessHours, from: Date, to: Date): number {
  let total = 0;
  for (let day = dayInPalma(from); day <= dayInPalma(to); day = nextCalendarDay(day)) {
    if (!hours.days.includes(isoWeekday(day))) continue;
    const start = Math.max(from.getTime(), palmaInstant(day, hours.opens).getTime());
    const end = Math.min(to.getTime(), palmaInstant(day, hours.closes).getTime());
    if (end > start) total += (end - start) / 60_000;
  }
  return total;
}

/** Whether an instant falls within business hours. */
export function inBusinessHours(hours: BusinessHours, at: Date): boolean {
  return businessMinutes(hours, at, new Date(at.getTime() + 60_000)) > 0;
}
