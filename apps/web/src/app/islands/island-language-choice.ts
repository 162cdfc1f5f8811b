import { storeLanguage } from '../../shared/i18n/stored-language';
import type { LanguageChoice } from '../../shared/i18n/language-choice';
import { localizePath } from '../../shared/i18n/site-language';

/**
 * Choosing a language on a page with islands: the choice is stored and the browser goes to the
 * page's twin, which the server sends whole in that language. The texts the islands show in the
 * other language came with the page (`otherLanguageTexts`), so there is nothing to fetch first.
 */
export const islandLanguageChoice: LanguageChoice = {
  prepare: async () => undefined,
  choose: async (language) => {
    storeLanguage(language);
    const { pathname, search, hash } = window.location;
    window.location.assign(localizePath(pathname, language) + search + hash);
  },
};
