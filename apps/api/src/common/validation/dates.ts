import { registerDecorator, type ValidationOptions } from 'class-validator';
import { isCalendarDate, isTimeOfDay, todayInPalma } from '../calendar.js';

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

/** Field error code `notInFuture`: a date after today (in Palma), for what has already happened. Malformed dates are left to IsCalendarDate. */
export function IsNotInFuture(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'notInFuture',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: `${String(propertyName)} must not be in the future`, ...options },
      validator: { validate: (value: unknown) => !isCalendarDate(value) || value <= todayInPalma() },
    });
}

/** Field error code `isTimeOfDay`: not a time of day written HH:MM (24-hour). */
export function IsTimeOfDay(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isTimeOfDay',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: `${String(propertyName)} must be a time (HH:MM)`, ...options },
      validator: { validate: (value: unknown) => isTimeOfDay(value) },
    });
}
