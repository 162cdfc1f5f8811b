import type { Language } from '@mmt/i18n';
import { accessFor, ENGLISH_PREFIX, isSignInPath, paths } from '../paths';

/**
 * The public site's addresses per language (the spec's canonical scheme): the plain address is the
 * Spanish page, `/en/…` its English twin. The portal, the admin area and the set-password and
 * sign-in-link pages keep their plain addresses and the stored language; the sign-in page has both:
 * its plain address in the stored language (Spanish when none), `/en/admin/login` in English.
 */
export { ENGLISH_PREFIX };

/** The language a plain site address is in. */
export const PLAIN_LANGUAGE: Language = 'es';

/** The plain (Spanish) form of a path. */
export function stripLanguage(pathname: string): string {
  if (pathname === ENGLISH_PREFIX) return '/';
  return pathname.startsWith(`${ENGLISH_PREFIX}/`) ? pathname.slice(ENGLISH_PREFIX.length) : pathname;
}

/** Whether a path (plain or `/en/…`) is a page of the public site rather than the portal, admin or sign-in. */
export function isSitePath(pathname: string): boolean {
  const plain = stripLanguage(pathname);
  return accessFor(plain) === 'public' && !isSignInPath(plain);
}

/** The language a site address is in; null for the portal, admin and sign-in (they follow the stored language). */
export function languageOfPath(pathname: string): Language | null {
  if (!isSitePath(pathname)) return null;
  return pathname === ENGLISH_PREFIX || pathname.startsWith(`${ENGLISH_PREFIX}/`) ? 'en' : PLAIN_LANGUAGE;
}

/** Whether a path is the sign-in page, at its plain or its English address. */
export function isSignInPage(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === paths.auth.login.path || path === paths.auth.login.english.path;
}

/** A site path in a language (`/services` → `/en/services` in English), and the sign-in page's; other paths unchanged. */
export function localizePath(pathname: string, language: Language): string {
  if (isSignInPage(pathname)) return language === 'en' ? paths.auth.login.english.path : paths.auth.login.path;
  if (!isSitePath(pathname)) return pathname;
  const plain = stripLanguage(pathname);
  if (language === PLAIN_LANGUAGE) return plain;
  return plain === '/' ? `${ENGLISH_PREFIX}/` : `${ENGLISH_PREFIX}${plain}`;
}

/** `href` (path, optional query and hash) with its path in `language`. */
export function localizeHref(href: string, language: Language): string {
  const match = /^([^?#]*)(.*)$/.exec(href);
  const [path, rest] = match ? [match[1], match[2]] : [href, ''];
  if (!path.startsWith('/')) return href; // relative, hash-only or external: as it is
  return localizePath(path, language) + rest;
}
