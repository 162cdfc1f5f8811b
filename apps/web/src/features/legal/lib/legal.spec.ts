import { describe, expect, it } from '@jest/globals';
import { companySeed as company } from '@mmt/company';
import { resources } from '@mmt/i18n/resources';
import { formatLegalDate, lastUpdated, legalPageIds, legalValues } from './legal';

describe('legal pages', () => {
  it('formats the last-updated dates for the language', () => {
    expect(formatLegalDate(lastUpdated.notice, 'en')).toBe('30 April 2025');
    expect(formatLegalDate(lastUpdated.cookies, 'en')).toBe('17 May 2025');
    expect(formatLegalDate(lastUpdated.privacy, 'es')).toBe('30 de abril de 2025');
    expect(formatLegalDate(lastUpdated.cookies, 'es')).toBe('17 de mayo de 2025');
  });

  it('fills every variable the legal copy uses from the company details', () => {
    const values = legalValues(company, 'en');
    for (const language of ['en', 'es'] as const) {
      const text = JSON.stringify(resources[language].legal);
      const used = new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]));
      used.delete('date');
      for (const name of used) expect(values[name]).toEqual(expect.any(String));
    }
    expect(values.address).toContain(company.address.city);
  });

  it("names the country in the page's language", () => {
    expect(legalValues(company, 'en').address).toMatch(/, Spain$/);
    expect(legalValues(company, 'es').address).toMatch(/, España$/);
  });

  it('has copy for the four pages in both languages', () => {
    for (const language of ['en', 'es'] as const) {
      for (const id of legalPageIds) expect(resources[language].legal.pages[id].sections.length).toBeGreaterThan(2);
    }
  });
});
