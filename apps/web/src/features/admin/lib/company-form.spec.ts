import { describe, expect, it } from '@jest/globals';
import { companySeed } from '@mmt/company';
import { companyInputOf, differingFields, formValuesOf, notNumbers } from './company-form';

describe('the company settings form', () => {
  const values = formValuesOf(companySeed);

  it('holds every detail as text, by path', () => {
    expect(values['address.city']).toBe(companySeed.address.city);
    expect(values.foundedYear).toBe(String(companySeed.foundedYear));
    expect(values['geo.lat']).toBe(String(companySeed.geo.lat));
  });

  it('turns back into the mutation input, numbers as numbers, the derived WhatsApp link left out', () => {
    const input = companyInputOf(values, 4) as unknown as Record<string, unknown>;
    const { whatsapp: _derived, ...social } = companySeed.social;
    expect(input).toEqual({ ...companySeed, social, version: 4 });
  });

  it('finds boxes that need a number and fields that differ', () => {
    expect(notNumbers({ ...values, foundedYear: '', 'geo.lat': 'north' })).toEqual(['foundedYear', 'geo.lat']);
    expect(differingFields(values, { ...values, email: 'x@y.z' })).toEqual(['email']);
  });
});
