import { LANGUAGE_STORAGE_KEY, defaultLanguage, isSupportedLanguage, type Language } from '@mmt/i18n';
import { browserStorage } from '../storage/browser-storage';

// The visitor's language choice as stored in the browser (`preferred_language`), apart from
// switching i18next's texts (language.ts): pages with islands read it without i18next, at start
// (storing it, with its cookie, is language-cookie.ts's).

/** The stored choice, if valid; storage may be unavailable (privacy modes). */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined = browserStorage('localStorage')): Language {
  return readStoredChoice(storage) ?? defaultLanguage;
}

/** The language the visitor chose with the toggle, if any. */
export function readStoredChoice(storage: Pick<Storage, 'getItem'> | undefined = browserStorage('localStorage')): Language | null {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isSupportedLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The language the visitor chose before, when it is not this page's: they go to its twin. */
export function chosenOtherLanguage(pageLanguage: Language): Language | null {
  const chosen = readStoredChoice();
  return chosen && chosen !== pageLanguage ? chosen : null;
}
