import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Link } from '../../../shared/i18n/localized-link';
import { paths } from '../../../shared/paths';
import { useUnlistedScreenMeta } from '../../../shared/seo/use-page-meta';
import { button } from '../../../shared/ui/button.css';
import * as styles from './not-found-page.css';

/**
 * Any unknown path (spec §2): '404', 'Oops! Page not found', a link home; the path is logged.
 * Inside the portal or the admin area the link leads back there instead (`back`).
 */
export function NotFoundPage({ back }: { back?: { href: string; label: string } }) {
  const { t } = useTranslation('errors');
  const { pathname } = useLocation();
  useUnlistedScreenMeta(t('notFound.title'));

  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <section className={styles.centered} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <Link to={back?.href ?? paths.home.getHref()} className={button({ variant: 'primary' })}>
        {back?.label ?? t('notFound.home')}
      </Link>
    </section>
  );
}

export { NotFoundPage as Component };
