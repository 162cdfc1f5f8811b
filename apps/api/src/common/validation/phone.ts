import { isPhoneNumber, registerDecorator, type ValidationOptions } from 'class-validator';

/** A Spanish number written nationally (612 345 678) or any valid international one (+44 …, 0044 …). */
export function isSpanishOrInternationalPhone(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const compact = value.replace(/[\s.()-]/g, '').replace(/^00/, '+');
  return compact.startsWith('+') ? isPhoneNumber(compact) : isPhoneNumber(compact, 'ES');
}

/** Field error code `isPhoneNumber` (class-validator's own IsPhoneNumber('ES') refuses foreign numbers). */
export function IsSpanishOrInternationalPhone(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isPhoneNumber',
      target: target.constructor,
      propertyName,
      options: { message: `${propertyName} must be a valid phone number`, ...options },
      validator: { validate: isSpanishOrInternationalPhone },
    });
}
