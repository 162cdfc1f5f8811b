import { describe, expect, it } from '@jest/globals';
import { suggestedLanguage } from './suggested-language';

const firstVisit = { storedChoice: null, dismissed: false };

describe('suggestedLanguage', () => {
  it("offers the twin in the browser's most wanted site language when it is the other one", () => {
    expect(suggestedLanguage({ ...firstVisit, pageLanguage: 'es', browserLanguages: ['en-GB', 'en', 'es'] })).toBe('en');
    expect(suggestedLanguage({ ...firstVisit, pageLanguage: 'en', browserLanguages: ['de-DE', 'es-ES', 'en'] })).toBe('es');
  });

  it('offers nothing when the page is already in that language or the browser wants neither', () => {
    expect(suggestedLanguage({ ...firstVisit, pageLanguage: 'es', browserLanguages: ['ca', 'es-ES', 'en'] })).toBeNull();
    expect(suggestedLanguage({ ...firstVisit, pageLanguage: 'es', browserLanguages: ['de', 'fr'] })).toBeNull();
    expect(suggestedLanguage({ ...firstVisit, pageLanguage: 'es', browserLanguages: [] })).toBeNull();
  });

  it('offers nothing to a visitor who chose a language or closed the suggestion, nor off the public site', () => {
    expect(suggestedLanguage({ pageLanguage: 'es', browserLanguages: ['en'], storedChoice: 'es', dismissed: false })).toBeNull();
    expect(suggestedLanguage({ pageLanguage: 'es', browserLanguages: ['en'], storedChoice: null, dismissed: true })).toBeNull();
    expect(suggestedLanguage({ ...firstVisit, pageLanguage: null, browserLanguages: ['en'] })).toBeNull();
  });
});
