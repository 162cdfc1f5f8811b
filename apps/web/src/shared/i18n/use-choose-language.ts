import { type Language } from '@mmt/i18n';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '../ui/toast/toast-context';
import { chooseLanguage } from './language';
import { isSitePath, localizePath } from './site-language';

/**
 * Choosing a language (the toggle, the other-language suggestion): the page's texts in that
 * language are fetched first, the choice is stored (`preferred_language`), and on the public site
 * the page moves to its twin address; the portal and admin keep theirs. A failure is a toast.
 */
export function useChooseLanguage(): (language: Language) => Promise<void> {
  const { t, i18n } = useTranslation('errors');
  const { toast } = useToast();
  const location = useLocation();
  const navigate = useNavigate();
  return (language) =>
    chooseLanguage(i18n, language)
      .then(() => {
        const { pathname, search, hash } = location;
        if (isSitePath(pathname)) void navigate({ pathname: localizePath(pathname, language), search, hash });
      })
      .catch((error: unknown) => {
        console.error('Language switch failed', error);
        toast({ variant: 'destructive', title: t('network') });
      });
}
