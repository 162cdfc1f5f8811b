import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths';
import { BackLink } from '../../../shared/ui/back-link';
import { PlaceholderPage } from '../../../shared/ui/page';

/** /app/job-request: ask for a job. Placeholder until the real page lands. */
export function JobRequestPage() {
  const { t } = useTranslation('portal');
  return (
    <PlaceholderPage title={t('pages.jobRequest.title')} before={<BackLink to={paths.app.root.getHref()}>{t('nav.home')}</BackLink>}>
      <p>{t('comingSoon')}</p>
    </PlaceholderPage>
  );
}

export { JobRequestPage as Component };
