import { NetworkStatus, type ErrorLike, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

/** The part of a Relay connection a paged list reads. */
export interface Connection<TNode> {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  edges: readonly { node: TNode }[];
}

export interface ConnectionList<TNode> {
  /** The pages read so far; undefined until the first one arrives. */
  connection: Connection<TNode> | undefined;
  nodes: TNode[];
  /** The first page is on its way. */
  loading: boolean;
  /** The first page failed. */
  error: ErrorLike | undefined;
  networkStatus: NetworkStatus;
  fetchMore: (options: { variables: { after?: string | null } }) => Promise<unknown>;
  retry: () => void;
}

/**
 * A paged list read from a connection: shown from the cache while it is fetched again, the next
 * page appended by `fetchMore` (the cache's relayStylePagination merges it). Its loading and error
 * speak of the first page only: once a page is shown it stays, whatever happens to a refetch.
 */
export function useConnectionList<TData, TVariables extends OperationVariables & { after?: string | null }, TNode>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  connectionOf: (data: TData) => Connection<TNode>,
  /** `skip`: not asked (a page that shows one of two lists). */
  { skip = false }: { skip?: boolean } = {},
): ConnectionList<TNode> {
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(document, {
    variables,
    skip,
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
  const connection = data ? connectionOf(data) : undefined;
  return {
    connection,
    nodes: connection?.edges.map((edge) => edge.node) ?? [],
    loading: !connection && networkStatus === NetworkStatus.loading,
    error: connection ? undefined : error,
    networkStatus,
    // TypeScript cannot see that `{ after }` is a Partial<TVariables> of a generic TVariables that has `after`.
    fetchMore: ({ variables: { after } }) => fetchMore({ variables: { after } as Partial<TVariables> }),
    retry: () => void refetch(),
  };
}
