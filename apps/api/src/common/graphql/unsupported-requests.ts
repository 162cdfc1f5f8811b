import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';

/**
 * Requests this server does not run, answered as client errors (HTTP 400 with a code) rather than
 * as faults: subscriptions (graphql-js would throw "Schema is not configured…", masked as
 * INTERNAL_SERVER_ERROR), and persisted queries, which are off (`persistedQueries: false`: the
 * web sends whole documents, and anonymous clients cannot park documents in the server's memory).
 */
export function unsupportedRequestsPlugin(): ApolloServerPlugin {
  return {
    requestDidStart: async () => ({
      didResolveOperation: async ({ operation }) => {
        if (operation?.operation === 'subscription') {
          throw new GraphQLError('Subscriptions are not supported: send a query or a mutation.', {
            extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
          });
        }
      },
      willSendResponse: async ({ response, errors }) => {
        // Apollo answers it with 200 (the persisted-query protocol's retry signal), which we never ask for.
        if (errors?.some((error) => error.extensions.code === 'PERSISTED_QUERY_NOT_SUPPORTED')) response.http.status = 400;
      },
    }),
  };
}
