import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui/page';

/** Terms of service (/terms, /legal/terms). Placeholder until the real page lands: the translated title only. */
export function TermsPage() {
  const { t } = useTranslation('legal');
  return <PlaceholderPage title={t('pages.terms.title')} />;
}

export { TermsPage as Component };
