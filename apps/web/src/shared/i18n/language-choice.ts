import type { Language, Namespace } from '@mmt/i18n';
import { createContext, useContext } from 'react';
import { storeLanguage } from './language-cookie';
import { localizePath } from './site-language';

/**
 * How the page changes language (the toggle, the other-language suggestion). The application
 * fetches the texts and switches in place (app/layouts/use-app-language-choice.ts, its root
 * layout's context); a page with islands carries the texts they show and moves to its twin
 * (`twinPageChoice`, the default).
 */
export interface LanguageChoice {
  /** Has the texts of `namespaces` in `language` at hand (the suggestion speaks the visitor's language). */
  prepare(language: Language, namespaces: readonly Namespace[]): Promise<void>;
  /** Switches to `language`: stored as the visitor's choice; on the public site, the page's twin address. */
  choose(language: Language): Promise<void>;
}

/**
 * Choosing a language on a page with islands: the choice is stored and the browser goes to the
 * page's twin, which the server sends whole in that language. The texts the islands show in the
 * other language came with the page (`otherLanguageTexts`), so there is nothing to fetch first.
 */
const twinPageChoice: LanguageChoice = {
  prepare: async () => undefined,
  choose: async (language) => {
    storeLanguage(language);
    const { pathname, search, hash } = window.location;
    window.location.assign(localizePath(pathname, language) + search + hash);
  },
};

export const LanguageChoiceContext = createContext<LanguageChoice>(twinPageChoice);

export const useLanguageChoice = (): LanguageChoice => useContext(LanguageChoiceContext);
