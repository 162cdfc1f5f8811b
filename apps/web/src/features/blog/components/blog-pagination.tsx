import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/i18n/localized-link';
import { useMediaQuery } from '../../../shared/hooks/use-media-query';
import { paths } from '../../../shared/paths';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { paginationItems } from '../lib/pagination';
import * as styles from './blog-pagination.css';

const hrefOf = (page: number) => (page <= 1 ? paths.blog.getHref() : `${paths.blog.getHref()}?page=${page}`);

/**
 * First, last and current ± 1 (only the current on mobile), ellipses for gaps,
 * hidden for one page or fewer (spec §9). Pages are links (?page=n), so the
 * router's scroll restoration takes a page change to the top.
 */
export function BlogPagination({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useTranslation('blog');
  const mobile = useMediaQuery(mediaQueries.mobile);
  const items = paginationItems(page, totalPages, mobile ? 0 : 1);
  if (items.length === 0) return null;

  return (
    <nav aria-label={t('pagination.label')} className={styles.nav}>
      <ul className={styles.list}>
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
    </nav>
  );
}
