import { describe, expect, it } from '@jest/globals';
import { isBusinessIdentity, isSpanishTaxId, isTaxIdentityProblem, parseTaxIdentity, type TaxIdentity } from './tax-id.js';

const parsed = (input: Parameters<typeof parseTaxIdentity>[0]) => parseTaxIdentity(input);

describe('tax identities, as the AEAT identifies a party', () => {
  it('checks the control character of a Spanish NIF: DNI, NIE, K/L/M and entities by their kind', () => {
    for (const valid of [
      '12345678Z',
      '12345678-z',
      'X1234567L',
      'Y1234567X',
      'Z1234567R',
      'K1234567L',
      'B07123458',
      'B-07.123.458',
      'A58818501',
      'P0700100A',
      'Q2826000H',
      'G07999998',
      'G0799999H',
    ]) {
      expect([valid, isSpanishTaxId(valid)]).toEqual([valid, true]);
    }
    // Wrong letters; a P (public body) with a digit control, an A with a letter one; too short.
    for (const invalid of ['12345678A', 'X1234567A', 'B07123456', 'P07001001', 'A5881850A', '1234567Z', 'ESB07123458', '']) {
      expect([invalid, isSpanishTaxId(invalid)]).toEqual([invalid, false]);
    }
  });

  it('stores a NIF normalised, in Spain; refuses one with a wrong letter on its number field', () => {
    expect(parsed({ kind: 'NIF', number: ' b-07123458 ' })).toEqual({ kind: 'NIF', number: 'B07123458', country: 'ES' });
    expect(parsed({ kind: 'NIF', number: '12345678A' })).toMatchObject({ field: 'number', code: 'invalidNif' });
  });

  it("takes an EU VAT number with its prefix or typed without it beside its country (Greece's EL, Northern Ireland's XI)", () => {
    expect(parsed({ kind: 'EU_VAT', number: 'FR 40 303 265 045' })).toEqual({ kind: 'EU_VAT', number: 'FR40303265045', country: 'FR' });
    expect(parsed({ kind: 'EU_VAT', number: '123456789', country: 'de' })).toEqual({ kind: 'EU_VAT', number: 'DE123456789', country: 'DE' });
    expect(parsed({ kind: 'EU_VAT', number: '094259216', country: 'GR' })).toEqual({ kind: 'EU_VAT', number: 'EL094259216', country: 'GR' });
    expect(parsed({ kind: 'EU_VAT', number: 'ATU12345678' })).toEqual({ kind: 'EU_VAT', number: 'ATU12345678', country: 'AT' });
    expect(parsed({ kind: 'EU_VAT', number: 'DE12345678' })).toMatchObject({ field: 'number', code: 'invalidEuVat' });
    expect(parsed({ kind: 'EU_VAT', number: 'US123456789' })).toMatchObject({ code: 'invalidEuVat' });
    expect(parsed({ kind: 'EU_VAT', number: 'ESB07123458' })).toMatchObject({ code: 'spanishEuVat' });
  });

  it('needs the issuing country of other documents, Spain only for a passport', () => {
    expect(parsed({ kind: 'PASSPORT', number: '533 380 006', country: 'gb' })).toEqual({ kind: 'PASSPORT', number: '533380006', country: 'GB' });
    expect(parsed({ kind: 'PASSPORT', number: 'PAB123456', country: 'ES' })).toEqual({ kind: 'PASSPORT', number: 'PAB123456', country: 'ES' });
    expect(parsed({ kind: 'RESIDENCE_ID', number: 'T22000129' })).toMatchObject({ field: 'country', code: 'countryRequired' });
    expect(parsed({ kind: 'OTHER', number: 'ABC', country: 'ES' })).toMatchObject({ field: 'country', code: 'spainNotAllowed' });
    expect(parsed({ kind: 'RESIDENCE_CERTIFICATE', number: 'X'.repeat(21), country: 'NO' })).toMatchObject({ field: 'number', code: 'invalidNumber' });
    expect(parsed({ kind: 'OTHER', number: 'A1', country: 'Norway' })).toMatchObject({ field: 'country', code: 'invalidCountry' });
  });

  it("identifies someone not registered with the AEAT by a person's NIF, in Spain", () => {
    expect(parsed({ kind: 'NOT_REGISTERED', number: '12345678Z', country: 'FR' })).toEqual({ kind: 'NOT_REGISTERED', number: '12345678Z', country: 'ES' });
    expect(parsed({ kind: 'NOT_REGISTERED', number: 'B07123456' })).toMatchObject({ field: 'number', code: 'notPersonalNif' });
  });

  it('tells a business (an entity NIF or an EU VAT number) from a private person', () => {
    const identity = (input: Parameters<typeof parseTaxIdentity>[0]) => {
      const result = parseTaxIdentity(input);
      if (isTaxIdentityProblem(result)) throw new Error(result.message);
      return result as TaxIdentity;
    };
    expect(isBusinessIdentity(identity({ kind: 'NIF', number: 'B07123458' }))).toBe(true);
    expect(isBusinessIdentity(identity({ kind: 'EU_VAT', number: 'FR40303265045' }))).toBe(true);
    expect(isBusinessIdentity(identity({ kind: 'NIF', number: '12345678Z' }))).toBe(false);
    expect(isBusinessIdentity(identity({ kind: 'PASSPORT', number: '533380006', country: 'GB' }))).toBe(false);
  });
});
