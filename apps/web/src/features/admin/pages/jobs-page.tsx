import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths';
import { BackLink } from '../../../shared/ui/back-link';
import { PlaceholderPage } from '../../../shared/ui/page';

/** /admin/jobs: all job requests. Placeholder until the real page lands. */
export function JobsPage() {
  const { t } = useTranslation('admin');
  return (
    <PlaceholderPage
      title={t('pages.jobs.title')}
      before={<BackLink to={paths.admin.dashboard.getHref()}>{t('dashboard.title')}</BackLink>}
    >
      <p>{t('comingSoon')}</p>
    </PlaceholderPage>
  );
}

export { JobsPage as Component };
