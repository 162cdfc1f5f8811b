import { useTranslation } from 'react-i18next';
import { Island } from '../../../shared/islands/island';
import { useUnlistedScreenMeta } from '../../../shared/seo/use-page-meta';
import { NotFound, type Back } from '../components/not-found';

/**
 * Any unknown path (spec §2): '404', 'Oops! Page not found', a link home; the path is logged.
 * Inside the portal or the admin area the link leads back there instead (`back`).
 */
export function NotFoundPage({ back }: { back?: Back }) {
  const { t } = useTranslation('errors');
  useUnlistedScreenMeta(t('notFound.title'));
  return (
    <Island name="notFound">
      <NotFound back={back} />
    </Island>
  );
}

export { NotFoundPage as Component };
