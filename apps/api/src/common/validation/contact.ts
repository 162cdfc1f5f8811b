import { isPhoneNumber, isURL, registerDecorator, type ValidationOptions } from 'class-validator';

function rule(name: string, message: string, validate: (value: unknown) => boolean, options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName,
      options: { message: `${propertyName} ${message}`, ...options },
      validator: { validate },
    });
}

/** Field error code `isHttpsUrl`: an absolute https:// link (no http, javascript: or relative links on the site). */
export const IsHttpsUrl = (options?: ValidationOptions) =>
  rule(
    'isHttpsUrl',
    'must be an https:// link',
    (value) => typeof value === 'string' && isURL(value, { protocols: ['https'], require_protocol: true, require_tld: true }),
    options,
  );

/** A phone number in international form: `+`, country code, number (spaces allowed), and a real one for that country. */
export function isInternationalPhone(value: unknown): boolean {
  return typeof value === 'string' && /^\+[1-9][\d ]{6,20}$/.test(value) && isPhoneNumber(value.replace(/ /g, ''));
}

/** Field error code `isInternationalPhone`. */
export const IsInternationalPhone = (options?: ValidationOptions) =>
  rule('isInternationalPhone', 'must be an international phone number (+34 …)', isInternationalPhone, options);

/** Field error code `isWhatsappNumber`: the digits wa.me links take, country code first (34600000000). */
export const IsWhatsappNumber = (options?: ValidationOptions) =>
  rule(
    'isWhatsappNumber',
    'must be an international number, digits only (34600000000)',
    (value) => typeof value === 'string' && /^[1-9]\d{7,14}$/.test(value) && isPhoneNumber(`+${value}`),
    options,
  );

const DAY = '(?:Mo|Tu|We|Th|Fr|Sa|Su)';
const DAYS = `${DAY}(?:-${DAY})?(?:,${DAY}(?:-${DAY})?)*`;
const TIME = '(?:[01]\\d|2[0-3]):[0-5]\\d';
const OPENING_HOURS = new RegExp(`^${DAYS} ${TIME}-(?:${TIME}|24:00)$`);

/** Opening hours as schema.org's `openingHours` writes them: days (Mo-Fr, Sa, Mo,We) and a time range (08:00-18:00). */
export function isOpeningHours(value: unknown): boolean {
  return typeof value === 'string' && OPENING_HOURS.test(value);
}

/** Field error code `isOpeningHours` (with `each: true`, for a list of them). */
export const IsOpeningHours = (options?: ValidationOptions) =>
  rule('isOpeningHours', 'must be days and hours such as "Mo-Fr 08:00-18:00"', (value) => isOpeningHours(value), options);
