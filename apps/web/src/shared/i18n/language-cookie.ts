import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, isSupportedLanguage, type Language } from '@mmt/i18n';
import { browserStorage } from '../storage/browser-storage';
import { readStoredChoice } from './stored-language';

// Storing the visitor's language choice and its cookie, apart from stored-language.ts, which every
// page with islands loads to read it: only a language toggle, the sign-in page and the application
// come here.

/** Stores the choice, and mirrors it into its cookie for the server (languageCookie). */
export function storeLanguage(
  lng: Language,
  storage: Pick<Storage, 'setItem'> | undefined = browserStorage('localStorage'),
  jar: CookieJar | undefined = safeDocument(),
): void {
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

/** The language the cookie holds, if valid. */
export function cookieLanguage(cookies: string): Language | null {
  const value = cookies
    .split(/;\s*/)
    .find((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  return isSupportedLanguage(value) ? value : null;
}

/**
 * Writes the stored choice into its cookie when the cookie says otherwise (a choice stored before
 * the cookie existed, or a cookie the browser dropped). Returns whether it wrote one.
 */
export function mirrorStoredLanguage(storage?: Pick<Storage, 'getItem'>, jar: CookieJar | undefined = safeDocument()): boolean {
  const chosen = readStoredChoice(storage); // none given: localStorage's
  if (!jar || !chosen || cookieLanguage(jar.cookie) === chosen) return false;
  jar.cookie = languageCookie(chosen, isSecurePage());
  return true;
}
