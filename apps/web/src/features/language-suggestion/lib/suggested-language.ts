import { isSupportedLanguage, type Language } from '@mmt/i18n';

/** Set once the visitor closed the suggestion: it does not come back. */
export const SUGGESTION_DISMISSED_KEY = 'language_suggestion_dismissed';

export interface SuggestionInput {
  /** The language of the page's address; null off the public site (portal, admin, sign-in). */
  pageLanguage: Language | null;
  /** The browser's languages, most wanted first (`navigator.languages`). */
  browserLanguages: readonly string[];
  /** The language the visitor chose with the toggle, if any. */
  storedChoice: Language | null;
  dismissed: boolean;
}

/**
 * The twin's language to offer a first-time visitor (no choice stored, never dismissed) whose
 * browser wants the other language most among the site's: null when there is nothing to offer.
 * Never a redirect: search engines advise against sending visitors away by browser language.
 */
export function suggestedLanguage({ pageLanguage, browserLanguages, storedChoice, dismissed }: SuggestionInput): Language | null {
  if (!pageLanguage || storedChoice || dismissed) return null;
  const wanted = browserLanguages.map((tag) => tag.toLowerCase().split('-')[0]).find(isSupportedLanguage);
  return wanted && wanted !== pageLanguage ? wanted : null;
}
