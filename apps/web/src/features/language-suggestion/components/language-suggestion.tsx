import type { Language } from '@mmt/i18n';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { readStoredChoice } from '../../../shared/i18n/stored-language';
import { languageOfPath } from '../../../shared/i18n/site-language';
import { useLanguageChoice } from '../../../shared/i18n/language-choice';
import { Button } from '../../../shared/ui/button';
import { CloseButton } from '../../../shared/ui/close-button';
import { SUGGESTION_DISMISSED_KEY, suggestedLanguage } from '../lib/suggested-language';
import * as styles from './language-suggestion.css';

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(SUGGESTION_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  try {
    window.localStorage.setItem(SUGGESTION_DISMISSED_KEY, '1');
  } catch {
    // Storage blocked: closed for this page view only.
  }
}

/**
 * A first-time visitor whose browser prefers the site's other language is offered this page's
 * twin, in that language, under the header: one tap moves there (and stores the choice, as the
 * toggle does), the close button hides it for good. Never shown by the server (the browser's
 * languages are only known here) and never a redirect.
 */
export function LanguageSuggestion() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const { prepare, choose } = useLanguageChoice();
  const [offer, setOffer] = useState<Language | null>(null);

  useEffect(() => {
    const language = suggestedLanguage({
      pageLanguage: languageOfPath(pathname),
      browserLanguages: navigator.languages,
      storedChoice: readStoredChoice(),
      dismissed: wasDismissed(),
    });
    let current = true;
    // Its words come in its own language: the visitor may not read the page's.
    if (language) prepare(language, ['layout']).then(() => current && setOffer(language), () => undefined);
    else setOffer(null);
    return () => {
      current = false;
    };
  }, [prepare, pathname]);

  if (!offer) return null;
  const t = i18n.getFixedT(offer, 'layout');
  return (
    <aside lang={offer} className={styles.suggestion} aria-label={t('languageSuggestion.label')} data-testid="language-suggestion">
      <p className={styles.text}>{t('languageSuggestion.text')}</p>
      <Button
        size="sm"
        onClick={() => {
          setOffer(null);
          void choose(offer);
        }}
      >
        {t('languageSuggestion.accept')}
      </Button>
      <CloseButton
        aria-label={t('languageSuggestion.dismiss')}
        onClick={() => {
          rememberDismissed();
          setOffer(null);
        }}
      />
    </aside>
  );
}
