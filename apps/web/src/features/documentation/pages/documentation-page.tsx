import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui/page';

/** Documentation (/documentation). Placeholder until the real page lands: the translated title only. */
export function DocumentationPage() {
  const { t } = useTranslation('docs');
  return <PlaceholderPage title={t('title')} />;
}

export { DocumentationPage as Component };
