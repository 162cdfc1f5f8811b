/**
 * Who an invoice is for, as the AEAT identifies a party (Orden HAC/1177/2024, lists L7 and the
 * validation rules of Validaciones y errores v1.0.9, §3.1.3 item 13): a Spanish NIF, or another
 * document (IDOtro) of one of six kinds. One module for the clients, the company and the records.
 */

/** The kinds of identification; the AEAT's IDType for all but NIF (a Spanish tax id, sent as <NIF>). */
export const TAX_ID_KINDS = ['NIF', 'EU_VAT', 'PASSPORT', 'RESIDENCE_ID', 'RESIDENCE_CERTIFICATE', 'OTHER', 'NOT_REGISTERED'] as const;
export type TaxIdKind = (typeof TAX_ID_KINDS)[number];

/** IDType (list L7) of each kind sent as IDOtro. */
export const AEAT_ID_TYPES: Record<Exclude<TaxIdKind, 'NIF'>, string> = {
  EU_VAT: '02',
  PASSPORT: '03',
  RESIDENCE_ID: '04',
  RESIDENCE_CERTIFICATE: '05',
  OTHER: '06',
  NOT_REGISTERED: '07',
};

export interface TaxIdentity {
  kind: TaxIdKind;
  /** Upper case without separators; an EU VAT number with its country prefix (FR40303265045). */
  number: string;
  /** ISO 3166-1 alpha-2 of the issuing country: ES for NIF and NOT_REGISTERED, the prefix's for EU_VAT. */
  country: string;
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';

/** Upper case, without the spaces, dots, dashes and slashes people type in an identification. */
export const normalizeTaxId = (value: string) => value.replace(/[\s./-]/g, '').toUpperCase();

/**
 * A natural person's NIF: a DNI (12345678Z), a NIE (X1234567L) or a K, L or M NIF (K1234567S);
 * the letter is the number modulo 23.
 */
function isPersonalNif(id: string): boolean {
  const match = /^(\d{8}|[XYZ]\d{7}|[KLM]\d{7})([A-Z])$/.exec(id);
  if (!match) return false;
  const digits = match[1].replace(/^[KLM]/, '').replace(/^[XYZ]/, (letter) => String('XYZ'.indexOf(letter)));
  return DNI_LETTERS[Number(digits) % 23] === match[2];
}

/**
 * A legal entity's NIF (CIF, B07123456): a letter for its kind, seven digits and a control. Digits
 * in odd positions are doubled (their digits summed), even ones added as they are; the control is
 * 10 minus the sum's last digit, a letter for P, Q, R, S, N and W, a digit for A, B, E and H, either
 * for the other kinds (Orden EHA/451/2008).
 */
function isEntityNif(id: string): boolean {
  const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
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

/** A Spanish NIF (of a person or an entity) with its control character right; normalised first. */
export function isSpanishTaxId(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const id = normalizeTaxId(value);
  return isPersonalNif(id) || isEntityNif(id);
}

/**
 * The structure of each member state's VAT number after its prefix (the AEAT's Nota (1), from the
 * Commission's VIES rules; Croatia, missing from the AEAT's table, as VIES has it). Greece's prefix
 * is EL and Northern Ireland's XI.
 */
const EU_VAT_NUMBERS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^\d{10}$/,
  BG: /^\d{9,10}$/,
  CY: /^[0-9A-Z]{9}$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-Z]{11}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^[0-9A-Z]{8,9}$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^[0-9A-Z]{12}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^([0-9A-Z]{5}|[0-9A-Z]{9}|[0-9A-Z]{12})$/,
};

/** The ISO country of a VAT number's prefix (EL is Greece, GR; XI Northern Ireland, GB). */
const PREFIX_COUNTRY: Record<string, string> = { EL: 'GR', XI: 'GB' };
const COUNTRY_PREFIX: Record<string, string> = { GR: 'EL', GB: 'XI' };

/** An EU VAT number (NIF-IVA) of another member state, prefix included: FR40303265045. */
function isEuVatNumber(id: string): boolean {
  const pattern = EU_VAT_NUMBERS[id.slice(0, 2)];
  return pattern !== undefined && pattern.test(id.slice(2));
}

/** The problems an identification can have, by the field at fault: codes the forms translate. */
export const TAX_IDENTITY_PROBLEMS = {
  number: ['invalidNif', 'invalidEuVat', 'spanishEuVat', 'notPersonalNif', 'invalidNumber'],
  country: ['countryRequired', 'invalidCountry', 'spainNotAllowed'],
} as const;

/** Why an identification cannot be used, as a field error. */
export type TaxIdentityProblem = {
  [F in keyof typeof TAX_IDENTITY_PROBLEMS]: { field: F; code: (typeof TAX_IDENTITY_PROBLEMS)[F][number]; message: string };
}[keyof typeof TAX_IDENTITY_PROBLEMS];

/** Up to 20 characters (the AEAT's ID), letters and digits. */
const OTHER_DOCUMENT = /^[0-9A-Z]{1,20}$/;

/**
 * The identification as stored: normalised, the country filled in where the kind implies it (ES for
 * a NIF and for 'not registered', the prefix's for an EU VAT number, which gets its prefix if typed
 * without one). Returns the problem instead when the AEAT would refuse it.
 */
export function parseTaxIdentity(input: { kind: TaxIdKind; number: string; country?: string | null }): TaxIdentity | TaxIdentityProblem {
  const number = normalizeTaxId(input.number);
  const country = input.country?.trim().toUpperCase() || null;
  switch (input.kind) {
    case 'NIF':
      return isSpanishTaxId(number)
        ? { kind: 'NIF', number, country: 'ES' }
        : { field: 'number', code: 'invalidNif', message: 'Not a valid Spanish NIF, NIE or CIF (check its letter)' };
    case 'NOT_REGISTERED':
      return isPersonalNif(number)
        ? { kind: 'NOT_REGISTERED', number, country: 'ES' }
        : { field: 'number', code: 'notPersonalNif', message: 'A customer not registered with the AEAT is identified by a valid personal NIF (DNI or NIE)' };
    case 'EU_VAT': {
      const prefixed =
        /^[A-Z]{2}/.test(number) && EU_VAT_NUMBERS[number.slice(0, 2)] ? number : country ? `${COUNTRY_PREFIX[country] ?? country}${number}` : number;
      if (prefixed.startsWith('ES')) return { field: 'number', code: 'spanishEuVat', message: 'A Spanish VAT number is a NIF: choose the NIF kind' };
      if (!isEuVatNumber(prefixed))
        return { field: 'number', code: 'invalidEuVat', message: 'Not a VAT number of an EU member state (its country prefix and digits, e.g. FR40303265045)' };
      const prefix = prefixed.slice(0, 2);
      return { kind: 'EU_VAT', number: prefixed, country: PREFIX_COUNTRY[prefix] ?? prefix };
    }
    default: {
      if (!OTHER_DOCUMENT.test(number)) return { field: 'number', code: 'invalidNumber', message: 'Up to 20 letters and digits' };
      if (!country) return { field: 'country', code: 'countryRequired', message: 'The country that issued the document is required' };
      if (!/^[A-Z]{2}$/.test(country)) return { field: 'country', code: 'invalidCountry', message: 'A country code of two letters (ISO 3166-1), e.g. GB' };
      // The AEAT takes ES only with a passport (error 1126): a Spaniard's other documents are their NIF.
      if (country === 'ES' && input.kind !== 'PASSPORT')
        return { field: 'country', code: 'spainNotAllowed', message: 'A Spanish document other than a passport: use the NIF' };
      return { kind: input.kind, number, country };
    }
  }
}

/** The identification kept in three columns (kind, number, country); null when there is none. */
export const taxIdentityOf = (kind: TaxIdKind | null, number: string | null, country: string | null): TaxIdentity | null =>
  kind && number && country ? { kind, number, country } : null;

export const isTaxIdentityProblem = (value: TaxIdentity | TaxIdentityProblem): value is TaxIdentityProblem => 'code' in value;

/** A business or a professional, as far as the identification tells: an entity's NIF or an EU VAT number. */
export const isBusinessIdentity = (identity: TaxIdentity) => identity.kind === 'EU_VAT' || (identity.kind === 'NIF' && isEntityNif(identity.number));
