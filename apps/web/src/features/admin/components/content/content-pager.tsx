import { useTranslation } from 'react-i18next';
import { Button } from '../../../../shared/ui/button';
import { CONTENT_PAGE_SIZE } from '../../lib/content-query';
import * as styles from './content-pager.css';

interface ContentPagerProps {
  page: number;
  shown: number;
  total: number;
  hasNextPage: boolean;
  onPage: (page: number) => void;
}

/** "51–100 of 597" and the previous and next pages. */
export function ContentPager({ page, shown, total, hasNextPage, onPage }: ContentPagerProps) {
  const { t } = useTranslation('admin');
  const from = (page - 1) * CONTENT_PAGE_SIZE + 1;
  return (
    <nav className={styles.pager} aria-label={t('content.pages')}>
      <span aria-live="polite">{t('content.range', { from, to: from + shown - 1, total })}</span>
      <div className={styles.buttons}>
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('content.previous')}
        </Button>
        <Button variant="secondary" size="sm" disabled={!hasNextPage} onClick={() => onPage(page + 1)}>
          {t('content.next')}
        </Button>
      </div>
    </nav>
  );
}
