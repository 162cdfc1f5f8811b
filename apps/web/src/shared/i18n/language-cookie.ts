import { LANGUAGE_COOKIE, isSupportedLanguage, type Language } from '@mmt/i18n';
import { isSecurePage, languageCookie, readStoredChoice, safeDocument, type CookieJar } from './stored-language';

// Apart from stored-language.ts, which every page with islands loads: only the sign-in page and
// the application read the cookie back.

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
