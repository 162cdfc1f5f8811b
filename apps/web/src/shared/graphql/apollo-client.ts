/*
 * Apollo Client for the signed-in areas (portal, admin). Imported only by
 * their lazy chunks, so public pages never download it.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { relayStylePagination } from '@apollo/client/utilities';
import { ErrorLink } from '@apollo/client/link/error';
import { from, switchMap, throwError } from 'rxjs';
import { getAccessToken, onSessionCleared, refreshAccessToken } from '../session/access-token';
import { GRAPHQL_ENDPOINT } from './request';

const RETRIED = 'retriedAfterRefresh';

/** Adds the in-memory access token to every operation. */
const authLink = new SetContextLink((previous) => {
  const token = getAccessToken();
  if (!token) return {};
  return { headers: { ...previous.headers, authorization: `Bearer ${token}` } };
});

/**
 * An UNAUTHENTICATED answer (the access token expired) renews the session
 * once and retries the operation with the new token; if renewal fails, the
 * session provider has ended the session and the route guard takes over.
 */
const refreshOnUnauthenticated = new ErrorLink(({ error, operation, forward }) => {
  const unauthenticated = CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  if (!unauthenticated || operation.getContext()[RETRIED]) return;
  return from(refreshAccessToken()).pipe(
    switchMap((token) => {
      if (!token) return throwError(() => error);
      operation.setContext({ [RETRIED]: true });
      return forward(operation);
    }),
  );
});

const httpLink = new HttpLink({ uri: GRAPHQL_ENDPOINT, credentials: 'same-origin' });

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([refreshOnUnauthenticated, authLink, httpLink]),
    cache: new InMemoryCache({
      typePolicies: {
        Query: {
          fields: {
            // Lists with 'more' merge their pages by cursor, each filter its own list. The content
            // dashboard pages in the URL instead: each of its pages is an entry of its own.
            clients: relayStylePagination(['search', 'active']),
            jobs: relayStylePagination(['status', 'customerId', 'boatId']),
            jobsToInvoice: relayStylePagination([]),
            staff: relayStylePagination(['active']),
            invoices: relayStylePagination(['status', 'customerId']),
            outboxMessages: relayStylePagination(['status']),
            billingRecords: relayStylePagination(['needsAttention']),
            systemDeclarations: relayStylePagination([]),
            maintenanceDue: relayStylePagination(['customerId', 'category', 'thisWeek']),
          },
        },
        // A boat's rules and an invoice's billing records have no ids: each answer replaces the whole list.
        Boat: { fields: { alertRules: { merge: false } } },
        Invoice: { fields: { billingRecords: { merge: false } } },
      },
    }),
  });
}

let client: ApolloClient | null = null;

/** One client per page load; its cache is emptied when the session ends (another user may sign in). */
export function getApolloClient(): ApolloClient {
  if (!client) {
    const created = createApolloClient();
    onSessionCleared(() => void created.clearStore());
    client = created;
  }
  return client;
}
