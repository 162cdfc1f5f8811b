import { LANGUAGE_STORAGE_KEY, defaultLanguage, isSupportedLanguage, type Language } from '@mmt/i18n';
import { languageOfPath, localizePath } from './site-language';

// The visitor's language choice as stored in the browser (`preferred_language`), apart from
// switching i18next's texts (language.ts): pages with islands read and store it without i18next.

/** The stored choice, if valid; storage may be unavailable (privacy modes). */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): Language {
  return readStoredChoice(storage) ?? defaultLanguage;
}

/** The language the visitor chose with the toggle, if any. */
export function readStoredChoice(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): Language | null {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isSupportedLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function storeLanguage(lng: Language, storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage()): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Storage full or blocked: the choice lasts for this page view only.
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The language a page starts in: the address's on the public site, the stored choice elsewhere.
 * Returns the twin address instead when the visitor chose the other language before.
 */
export function startingLanguage(pathname: string): { language: Language; twin?: string } {
  const addressLanguage = languageOfPath(pathname);
  if (!addressLanguage) return { language: readStoredLanguage() };
  const chosen = readStoredChoice();
  if (chosen && chosen !== addressLanguage) return { language: chosen, twin: localizePath(pathname, chosen) };
  return { language: addressLanguage };
}
