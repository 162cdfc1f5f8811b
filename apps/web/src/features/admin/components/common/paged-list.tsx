import type { ReactNode } from 'react';
import type { ConnectionList } from '../../../../shared/graphql/use-connection-list';
import { EmptyState, ErrorState, LoadingState } from '../../../../shared/ui/list-state';
import { LoadMore } from './load-more';
import * as records from './record-list.css';

interface PagedListProps<TNode> {
  list: ConnectionList<TNode>;
  /** What the list holds, for assistive technology. */
  label: string;
  loadingLabel: string;
  errorMessage: string;
  /** Said when the list has nothing (to show). */
  empty: ReactNode;
  /** A node's row: an `li` with its key. */
  children: (node: TNode) => ReactNode;
}

/** A paged list of records in its states: its first page loading or failed, empty, or its rows and the way to more. */
export function PagedList<TNode>({ list, label, loadingLabel, errorMessage, empty, children }: PagedListProps<TNode>) {
  return (
    <>
      {list.loading && <LoadingState label={loadingLabel} />}
      {list.error && <ErrorState message={errorMessage} onRetry={list.retry} />}
      {list.connection && list.nodes.length === 0 && <EmptyState>{empty}</EmptyState>}
      {list.nodes.length > 0 && (
        <ul className={records.list} aria-label={label}>
          {list.nodes.map(children)}
        </ul>
      )}
      {list.connection && <LoadMore connection={list.connection} networkStatus={list.networkStatus} fetchMore={list.fetchMore} />}
    </>
  );
}
