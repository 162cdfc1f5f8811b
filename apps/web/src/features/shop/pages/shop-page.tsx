import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui/page';

/** Shop (/shop). Placeholder until the real page lands: the translated title only. */
export function ShopPage() {
  const { t } = useTranslation('shop');
  return <PlaceholderPage title={t('title')} />;
}

export { ShopPage as Component };
