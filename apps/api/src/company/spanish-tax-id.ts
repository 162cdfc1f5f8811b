import { registerDecorator, type ValidationOptions } from 'class-validator';

const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_LETTERS = 'JABCDEFGHI';

/** DNI-style NIF (12345678Z) or NIE (X1234567L): the letter is the number modulo 23. */
function isNifOrNie(id: string): boolean {
  const match = /^([XYZ]?)(\d{7,8})([A-Z])$/.exec(id);
  if (!match || match[1].length + match[2].length !== 8) return false;
  const number = Number(`${'XYZ'.indexOf(match[1]) === -1 ? '' : 'XYZ'.indexOf(match[1])}${match[2]}`);
  return NIF_LETTERS[number % 23] === match[3];
}

/** A company's CIF (B07999998): type letter, seven digits, a control digit or letter. */
function isCif(id: string): boolean {
  const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (!match) return false;
  const digits = [...match[2]].map(Number);
  const sum = digits.reduce((total, digit, index) => {
    if (index % 2 === 1) return total + digit;
    const doubled = digit * 2;
    return total + Math.floor(doubled / 10) + (doubled % 10);
  }, 0);
  const control = (10 - (sum % 10)) % 10;
  return match[3] === String(control) || match[3] === CIF_LETTERS[control];
}

/** A Spanish tax id (NIF, NIE or CIF) with a correct control character; write it without spaces or dashes, upper case. */
export function isSpanishTaxId(value: unknown): boolean {
  return typeof value === 'string' && (isNifOrNie(value) || isCif(value));
}

/** Spaces, dots and dashes dropped, upper case: how the tax id is stored. */
export function normalizeTaxId(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/** Field error code `isSpanishTaxId`. */
export function IsSpanishTaxId(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isSpanishTaxId',
      target: target.constructor,
      propertyName,
      options: { message: `${propertyName} must be a Spanish NIF or CIF`, ...options },
      validator: { validate: isSpanishTaxId },
    });
}
