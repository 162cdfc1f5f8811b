import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui/page';

/** VIP membership (/vip). Placeholder until the real page lands: the translated title only. */
export function VipPage() {
  const { t } = useTranslation('vip');
  return <PlaceholderPage title={t('title')} />;
}

export { VipPage as Component };
