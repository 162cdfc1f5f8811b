/**
 * Languages the product is written in. Spanish is the default (the company's home market, and
 * the public site's plain addresses): what a visitor who chose nothing is shown.
 */
export const supportedLanguages = ['en', 'es'] as const;

export type Language = (typeof supportedLanguages)[number];

export const defaultLanguage: Language = 'es';

/** localStorage key of the visitor's chosen language (spec §3 "Stored locally"). */
export const LANGUAGE_STORAGE_KEY = 'preferred_language';

/**
 * The cookie that mirrors that choice for the server, which renders the pages whose address
 * carries no language (the sign-in page) in it. The browser writes both whenever it stores one.
 */
export const LANGUAGE_COOKIE = 'preferred_language';

/** The site's other language: a page's twin is in it. */
export const otherLanguage = (language: Language): Language => supportedLanguages.find((other) => other !== language) ?? language;

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** Any input (a stored value, a `lang` attribute, `es-ES`) to a supported language. */
export function normalizeLanguage(value: unknown): Language {
  if (typeof value !== 'string') return defaultLanguage;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return isSupportedLanguage(base) ? base : defaultLanguage;
}
