import { registerDecorator, type ValidationOptions } from 'class-validator';
import { dayInPalma } from '../../texts/format.js';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (what a date input sends). */
export function isCalendarDate(value: unknown): value is string {
  const match = typeof value === 'string' ? DATE.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today in Palma (the company's calendar), YYYY-MM-DD. */
export function todayInPalma(now = new Date()): string {
  return dayInPalma(now);
}

/** Field error code `isDateString`: not a YYYY-MM-DD calendar date. */
export function IsCalendarDate(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isDateString',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: `${String(propertyName)} must be a date (YYYY-MM-DD)`, ...options },
      validator: { validate: (value: unknown) => isCalendarDate(value) },
    });
}

/** Field error code `notInPast`: a date before today (in Palma). Malformed dates are left to IsCalendarDate. */
export function IsNotInPast(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'notInPast',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: `${String(propertyName)} must not be in the past`, ...options },
      validator: { validate: (value: unknown) => !isCalendarDate(value) || value >= todayInPalma() },
    });
}
