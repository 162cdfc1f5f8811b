import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/i18n/localized-link';
import { paths } from '../../../shared/paths';
import { paginationItems } from '../lib/pagination';
import * as styles from './blog-pagination.css';

const hrefOf = (page: number) => (page <= 1 ? paths.blog.getHref() : `${paths.blog.getHref()}?page=${page}`);

/**
 * First, last and current ± 1 (only the current on mobile), ellipses for gaps,
 * hidden for one page or fewer (spec §9). Pages are links (?page=n), so a page
 * change goes to the top (the router's scroll restoration, or a page load). Both
 * forms are in the markup and the width shows one: a served page has no script for it.
 */
export function BlogPagination({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useTranslation('blog');
  if (paginationItems(page, totalPages).length === 0) return null;
  return (
    <nav aria-label={t('pagination.label')} className={styles.nav}>
      <PageLinks page={page} totalPages={totalPages} radius={1} className={styles.desktopList} />
      <PageLinks page={page} totalPages={totalPages} radius={0} className={styles.mobileList} />
    </nav>
  );
}

function PageLinks({ page, totalPages, radius, className }: { page: number; totalPages: number; radius: number; className: string }) {
  const { t } = useTranslation('blog');
  const items = paginationItems(page, totalPages, radius);
  return (
    <ul className={className}>
      <li>
        {page > 1 ? (
          <Link to={hrefOf(Math.min(page - 1, totalPages))} className={styles.step} aria-label={t('pagination.previous')} rel="prev">
            <span aria-hidden="true">‹</span>
          </Link>
        ) : (
          <span className={styles.stepDisabled} aria-hidden="true">
            ‹
          </span>
        )}
      </li>
      {items.map((item) =>
        item.type === 'ellipsis' ? (
          <li key={item.key} className={styles.ellipsis} aria-hidden="true">
            …
          </li>
        ) : (
          <li key={item.page}>
            {item.current ? (
              <span className={styles.current} aria-current="page" aria-label={t('pagination.current', { page: item.page })}>
                {item.page}
              </span>
            ) : (
              <Link to={hrefOf(item.page)} className={styles.page} aria-label={t('pagination.page', { page: item.page })}>
                {item.page}
              </Link>
            )}
          </li>
        ),
      )}
      <li>
        {page < totalPages ? (
          <Link to={hrefOf(page + 1)} className={styles.step} aria-label={t('pagination.next')} rel="next">
            <span aria-hidden="true">›</span>
          </Link>
        ) : (
          <span className={styles.stepDisabled} aria-hidden="true">
            ›
          </span>
        )}
      </li>
    </ul>
  );
}
