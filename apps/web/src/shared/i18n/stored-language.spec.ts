import { describe, expect, it } from '@jest/globals';
import { readStoredLanguage, storeLanguage } from './stored-language';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('stored language', () => {
  it('reads a valid choice and defaults to English otherwise', () => {
    expect(readStoredLanguage(memoryStorage({ preferred_language: 'es' }))).toBe('es');
    expect(readStoredLanguage(memoryStorage({ preferred_language: 'fr' }))).toBe('en');
    expect(readStoredLanguage(memoryStorage())).toBe('en');
    expect(readStoredLanguage(undefined)).toBe('en');
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(readStoredLanguage(broken)).toBe('en');
    expect(() => storeLanguage('es', broken)).not.toThrow();
  });

  it('stores under preferred_language', () => {
    const storage = memoryStorage();
    storeLanguage('es', storage);
    expect(storage.data.get('preferred_language')).toBe('es');
  });
});
