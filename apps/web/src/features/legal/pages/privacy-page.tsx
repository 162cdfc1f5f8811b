import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui/page';

/** Privacy policy (/privacy, /legal/privacy). Placeholder until the real page lands: the translated title only. */
export function PrivacyPage() {
  const { t } = useTranslation('legal');
  return <PlaceholderPage title={t('pages.privacy.title')} />;
}

export { PrivacyPage as Component };
