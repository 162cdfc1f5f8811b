import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { InlineSpinner } from '../../../shared/ui/spinner';
import * as ui from './admin-ui.css';

/** "Showing 20 of 57" and the button for the next page. */
export function LoadMore({ shown, total, hasMore, loading, onMore }: { shown: number; total: number; hasMore: boolean; loading: boolean; onMore: () => void }) {
  const { t } = useTranslation('admin');
  if (total === 0) return null;
  return (
    <div className={ui.footer}>
      <span>{t('list.count', { shown, total })}</span>
      {hasMore && (
        <Button variant="secondary" size="sm" disabled={loading} onClick={onMore}>
          {loading && <InlineSpinner />}
          {loading ? t('list.loadingMore') : t('list.loadMore')}
        </Button>
      )}
    </div>
  );
}
