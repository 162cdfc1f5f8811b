import type { DocumentNode } from 'graphql';

/**
 * Structural twin of `TypedDocumentNode` from @graphql-typed-document-node/core,
 * which the generated documents in @mmt/graphql satisfy. Declared here so
 * that public code needs no Apollo import, not even a type one.
 */
export interface TypedDocumentNode<TResult = Record<string, unknown>, TVariables = Record<string, unknown>>
  extends DocumentNode {
  __apiType?: (variables: TVariables) => TResult;
}
