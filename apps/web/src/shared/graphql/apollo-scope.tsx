import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { getApolloClient } from './apollo-client';

/** Wraps the signed-in areas' routes; only their lazy chunks import this. */
export function ApolloScope({ children }: { children: ReactNode }) {
  return <ApolloProvider client={getApolloClient()}>{children}</ApolloProvider>;
}
