import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, defaultLanguage, isSupportedLanguage, type Language } from '@mmt/i18n';
import { browserStorage } from '../storage/browser-storage';
import { languageOfPath, localizePath } from './site-language';

// The visitor's language choice as stored in the browser (`preferred_language`), apart from
// switching i18next's texts (language.ts): pages with islands read and store it without i18next.

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

/** Stores the choice, and mirrors it into its cookie for the server (languageCookie). */
export function storeLanguage(lng: Language, storage: Pick<Storage, 'setItem'> | undefined = browserStorage('localStorage'), jar: CookieJar | undefined = safeDocument()): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Storage full or blocked: the choice lasts for this page view only.
  }
  if (jar) jar.cookie = languageCookie(lng, isSecurePage());
}

/** Where cookies are read and written: `document` in the browser. */
export type CookieJar = Pick<Document, 'cookie'>;

/** A year, as long as a stored choice is worth keeping for a visitor who does not come back. */
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The cookie that tells the server the stored choice (it renders the sign-in page in it): the
 * whole site's, a year, sent on top-level navigations from other sites too (an e-mail's link).
 */
export function languageCookie(lng: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${lng}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function safeDocument(): CookieJar | undefined {
  return typeof document === 'undefined' ? undefined : document;
}

export const isSecurePage = () => typeof window !== 'undefined' && window.location.protocol === 'https:';

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
