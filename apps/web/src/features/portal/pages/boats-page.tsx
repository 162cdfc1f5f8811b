import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths';
import { BackLink } from '../../../shared/ui/back-link';
import { PlaceholderPage } from '../../../shared/ui/page';

/** /app/boats: the customer's boats. Placeholder until the real page lands. */
export function BoatsPage() {
  const { t } = useTranslation('portal');
  return (
    <PlaceholderPage title={t('pages.boats.title')} before={<BackLink to={paths.app.root.getHref()}>{t('nav.home')}</BackLink>}>
      <p>{t('comingSoon')}</p>
    </PlaceholderPage>
  );
}

export { BoatsPage as Component };
