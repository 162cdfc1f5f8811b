import type { Language } from '@mmt/i18n';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useLanguageChoice } from '../../../shared/i18n/language-choice';
import { languageOfPath } from '../../../shared/i18n/site-language';
import { Button } from '../../../shared/ui/button';
import { CloseButton } from '../../../shared/ui/close-button';
import { rememberDismissed, suggestionFor } from '../lib/suggested-language';
import * as styles from './language-suggestion.css';

/**
 * A first-time visitor whose browser prefers the site's other language is offered this page's
 * twin, in that language, under the header: one tap moves there (and stores the choice, as the
 * toggle does), the close button hides it for good. Never a redirect. The browser's languages are
 * only known there: in the application it appears once they are read; on a page served with
 * islands the server renders it `offered` (the twin's language) and the browser shows it only to
 * the visitors it is for (app/islands/islands.ts).
 */
export function LanguageSuggestion({ offered }: { offered?: Language }) {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const { prepare, choose } = useLanguageChoice();
  const [offer, setOffer] = useState<Language | null>(offered ?? null);

  useEffect(() => {
    if (offered) return;
    const language = suggestionFor(languageOfPath(pathname));
    let current = true;
    // Its words come in its own language: the visitor may not read the page's.
    if (language)
      prepare(language, ['layout']).then(
        () => current && setOffer(language),
        () => undefined,
      );
    else setOffer(null);
    return () => {
      current = false;
    };
  }, [offered, prepare, pathname]);

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
