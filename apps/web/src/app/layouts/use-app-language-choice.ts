import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { chooseLanguage } from '../../shared/i18n/language';
import type { LanguageChoice } from '../../shared/i18n/language-choice';
import { localizePath } from '../../shared/i18n/site-language';
import { loadTexts } from '../../shared/i18n/texts';
import { useToast } from '../../shared/ui/toast/toast-context';

/**
 * Choosing a language in the application: the page's texts in that language are fetched first,
 * the choice is stored (`preferred_language`), and on the public site and the sign-in page the page
 * moves to its twin address; the portal and admin keep theirs. A failure is a toast.
 */
export function useAppLanguageChoice(): LanguageChoice {
  const { t, i18n } = useTranslation('errors');
  const { toast } = useToast();
  const location = useLocation();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      prepare: (language, namespaces) => loadTexts(i18n, namespaces, language),
      choose: (language) =>
        chooseLanguage(i18n, language)
          .then(() => {
            const { pathname, search, hash } = location;
            const twin = localizePath(pathname, language);
            if (twin !== pathname) void navigate({ pathname: twin, search, hash });
          })
          .catch((error: unknown) => {
            console.error('Language switch failed', error);
            toast({ variant: 'destructive', title: t('network') });
          }),
    }),
    [i18n, location, navigate, t, toast],
  );
}
