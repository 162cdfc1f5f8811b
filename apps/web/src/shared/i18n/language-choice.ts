import type { Language, Namespace } from '@mmt/i18n';
import { createContext, useContext } from 'react';

/**
 * How the page changes language (the toggle, the other-language suggestion). The application
 * fetches the texts and switches in place (app/layouts/use-app-language-choice.ts); a page with
 * islands carries the texts they show and moves to its twin (app/islands/island-language-choice.ts).
 */
export interface LanguageChoice {
  /** Has the texts of `namespaces` in `language` at hand (the suggestion speaks the visitor's language). */
  prepare(language: Language, namespaces: readonly Namespace[]): Promise<void>;
  /** Switches to `language`: stored as the visitor's choice; on the public site, the page's twin address. */
  choose(language: Language): Promise<void>;
}

export const LanguageChoiceContext = createContext<LanguageChoice | null>(null);

export function useLanguageChoice(): LanguageChoice {
  const choice = useContext(LanguageChoiceContext);
  if (!choice) throw new Error('useLanguageChoice must be used inside a LanguageChoiceContext');
  return choice;
}
