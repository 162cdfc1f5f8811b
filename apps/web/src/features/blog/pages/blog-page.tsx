import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui/page';

/** Blog (/blog). Placeholder until the real page lands: the translated title only. */
export function BlogPage() {
  const { t } = useTranslation('blog');
  return <PlaceholderPage title={t('title')} />;
}

export { BlogPage as Component };
