import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Link } from '../../../shared/i18n/localized-link';
import { paths } from '../../../shared/paths';
import { button } from '../../../shared/ui/button-class';
import * as styles from './not-found.css';

export type Back = { href: string; label: string };

/** The page's message and link, and the path logged in the browser's console. */
export function NotFound({ back }: { back?: Back }) {
  const { t } = useTranslation('errors');
  const { pathname } = useLocation();

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
