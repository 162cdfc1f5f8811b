import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui/page';

/** Home (/). Placeholder until the real page lands: the translated title only. */
export function HomePage() {
  const { t } = useTranslation('home');
  return <PlaceholderPage title={t('title')} />;
}

export { HomePage as Component };
