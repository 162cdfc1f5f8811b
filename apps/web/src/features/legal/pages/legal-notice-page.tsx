import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui/page';

/** Legal notice (/legal-notice, /legal/notice). Placeholder until the real page lands: the translated title only. */
export function LegalNoticePage() {
  const { t } = useTranslation('legal');
  return <PlaceholderPage title={t('pages.notice.title')} />;
}

export { LegalNoticePage as Component };
