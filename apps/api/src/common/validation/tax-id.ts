import { registerDecorator, type ValidationOptions } from 'class-validator';

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';

/** Upper-case, without the spaces, dots and dashes people type in a tax id. */
export const normalizeTaxId = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

/** DNI-style NIF (12345678Z) or NIE (X1234567L): the letter is the number modulo 23. */
function isNifOrNie(id: string): boolean {
  const match = /^([XYZ]|\d)(\d{7})([A-Z])$/.exec(id);
  if (!match) return false;
  const number = Number(`${'XYZ'.indexOf(match[1]) >= 0 ? 'XYZ'.indexOf(match[1]) : match[1]}${match[2]}`);
  return DNI_LETTERS[number % 23] === match[3];
}

/**
 * CIF of a company (B07123456): a letter for its kind, seven digits and a control character.
 * Digits in odd positions are doubled (their digits summed), even ones added as they are; the
 * control is 10 minus the last digit of the sum, written as a digit or a letter by the kind.
 */
function isCif(id: string): boolean {
  const match = /^([ABCDEFGHJKLMNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (!match) return false;
  const [, kind, digits, control] = match;
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const digit = Number(digits[i]);
    sum += i % 2 === 0 ? Math.floor((digit * 2) / 10) + ((digit * 2) % 10) : digit;
  }
  const expected = (10 - (sum % 10)) % 10;
  if ('PQRSNW'.includes(kind)) return control === CIF_CONTROL_LETTERS[expected];
  if ('ABEH'.includes(kind)) return control === String(expected);
  return control === String(expected) || control === CIF_CONTROL_LETTERS[expected];
}

/** A valid Spanish NIF, NIE or CIF (any case and separators). */
export function isSpanishTaxId(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const id = normalizeTaxId(value);
  return isNifOrNie(id) || isCif(id);
}

/** Field error code `isTaxId`. */
export function IsSpanishTaxId(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isTaxId',
      target: target.constructor,
      propertyName,
      options: { message: `${propertyName} must be a valid NIF, NIE or CIF`, ...options },
      validator: { validate: isSpanishTaxId },
    });
}
