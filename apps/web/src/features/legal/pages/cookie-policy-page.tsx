import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui/page';

/** Cookie policy (/cookies, /legal/cookie-policy). Placeholder until the real page lands: the translated title only. */
export function CookiePolicyPage() {
  const { t } = useTranslation('legal');
  return <PlaceholderPage title={t('pages.cookies.title')} />;
}

export { CookiePolicyPage as Component };
