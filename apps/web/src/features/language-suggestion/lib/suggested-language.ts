import { isSupportedLanguage, type Language } from '@mmt/i18n';
import { readStoredChoice } from '../../../shared/i18n/stored-language';
import { browserStorage } from '../../../shared/storage/browser-storage';

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

/** Whether the visitor closed the suggestion before (false where storage is refused). */
function wasDismissed(storage = browserStorage('localStorage')): boolean {
  try {
    return storage?.getItem(SUGGESTION_DISMISSED_KEY) != null;
  } catch {
    return false;
  }
}

/** Remembers that the visitor closed it; where storage is refused, for this page view only. */
export function rememberDismissed(storage = browserStorage('localStorage')): void {
  try {
    storage?.setItem(SUGGESTION_DISMISSED_KEY, '1');
  } catch {
    // Closed for this page view only.
  }
}

/** What to offer this browser's visitor on a page in `pageLanguage` (null: a page without a twin). */
export function suggestionFor(pageLanguage: Language | null): Language | null {
  return suggestedLanguage({
    pageLanguage,
    browserLanguages: navigator.languages,
    storedChoice: readStoredChoice(),
    dismissed: wasDismissed(),
  });
}
