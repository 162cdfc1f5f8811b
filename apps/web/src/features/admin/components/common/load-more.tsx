import { NetworkStatus } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../shared/ui/button';
import { InlineSpinner } from '../../../../shared/ui/spinner';
import * as styles from './load-more.css';

/** What LoadMore reads of a list query: its connection, its state and its way to the next page. */
interface PagedList {
  connection: { edges: readonly unknown[]; totalCount: number; pageInfo: { hasNextPage: boolean; endCursor?: string | null } };
  networkStatus: NetworkStatus;
  fetchMore: (options: { variables: { after?: string | null } }) => Promise<unknown>;
}

/** "Showing 20 of 57" and the button for the next page of a connection. */
export function LoadMore({ connection, networkStatus, fetchMore }: PagedList) {
  const { t } = useTranslation('admin');
  if (connection.totalCount === 0) return null;
  const loading = networkStatus === NetworkStatus.fetchMore;
  return (
    <div className={styles.footer}>
      <span>{t('list.count', { shown: connection.edges.length, total: connection.totalCount })}</span>
      {connection.pageInfo.hasNextPage && (
        <Button variant="secondary" size="sm" disabled={loading} onClick={() => void fetchMore({ variables: { after: connection.pageInfo.endCursor } })}>
          {loading && <InlineSpinner />}
          {loading ? t('list.loadingMore') : t('list.loadMore')}
        </Button>
      )}
    </div>
  );
}
