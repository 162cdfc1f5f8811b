import { describe, expect, it } from '@jest/globals';
import { cookieLanguage, languageCookie, mirrorStoredLanguage, storeLanguage } from './language-cookie';
import { readStoredLanguage } from './stored-language';
import { memoryStorage, refusingStorage } from '../testing/storages';

describe('stored language', () => {
  it('reads a valid choice and defaults to Spanish otherwise', () => {
    expect(readStoredLanguage(memoryStorage({ preferred_language: 'en' }))).toBe('en');
    expect(readStoredLanguage(memoryStorage({ preferred_language: 'fr' }))).toBe('es');
    expect(readStoredLanguage(memoryStorage())).toBe('es');
    expect(readStoredLanguage(undefined)).toBe('es');
  });

  it('survives storage that throws', () => {
    expect(readStoredLanguage(refusingStorage)).toBe('es');
    expect(() => storeLanguage('es', refusingStorage)).not.toThrow();
  });

  it('stores under preferred_language', () => {
    const storage = memoryStorage();
    storeLanguage('es', storage);
    expect(storage.data.get('preferred_language')).toBe('es');
  });

  it('mirrors the choice into a cookie the server reads, for a year, on the whole site', () => {
    const jar = { cookie: '' };
    storeLanguage('es', memoryStorage(), jar);
    expect(jar.cookie).toBe('preferred_language=es; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('en', true)).toBe('preferred_language=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });

  it('reads the language cookie among others, and nothing else as one', () => {
    expect(cookieLanguage('signed_in=1; preferred_language=es; cookie-consent=accepted')).toBe('es');
    expect(cookieLanguage('preferred_language=en')).toBe('en');
    expect(cookieLanguage('preferred_language=fr')).toBeNull();
    expect(cookieLanguage('x_preferred_language=es')).toBeNull();
    expect(cookieLanguage('')).toBeNull();
  });

  it('writes the cookie of a choice stored before it existed, once', () => {
    const storage = memoryStorage({ preferred_language: 'es' });
    const jar = { cookie: 'signed_in=1' };
    expect(mirrorStoredLanguage(storage, jar)).toBe(true);
    expect(jar.cookie).toMatch(/^preferred_language=es;/);
    expect(mirrorStoredLanguage(storage, { cookie: 'signed_in=1; preferred_language=es' })).toBe(false);
    expect(mirrorStoredLanguage(memoryStorage(), { cookie: '' })).toBe(false);
  });
});
