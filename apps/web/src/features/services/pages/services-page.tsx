import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui/page';

/** Services list (/services). Placeholder until the real page lands: the translated title only. */
export function ServicesPage() {
  const { t } = useTranslation('services');
  return <PlaceholderPage title={t('title')} />;
}

export { ServicesPage as Component };
