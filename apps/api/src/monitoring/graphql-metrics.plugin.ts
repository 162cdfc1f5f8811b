import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { Plugin } from '@nestjs/apollo';
import * as documents from '@mmt/graphql';
import type { DocumentNode } from 'graphql';
import type { GraphQLContext } from '../common/request-context.js';
import { Metrics } from './metrics.js';

/** Any name a client made up: one label, however many names it makes up. */
const OTHER = 'other';

/** The operations of the app's own documents (libs/graphql): the names worth a label of their own. */
const KNOWN_OPERATIONS: ReadonlySet<string> = new Set(
  Object.values(documents as Record<string, unknown>)
    .filter((value): value is DocumentNode => typeof value === 'object' && value !== null && (value as DocumentNode).kind === 'Document')
    .flatMap((document) => document.definitions)
    .flatMap((definition) => (definition.kind === 'OperationDefinition' && definition.name ? [definition.name.value] : [])),
);

export function operationLabel(name: string | null | undefined): string {
  return name && KNOWN_OPERATIONS.has(name) ? name : OTHER;
}

/** Times each GraphQL operation and counts its errors by code, under a bounded set of labels. */
@Plugin()
export class GraphqlMetricsPlugin implements ApolloServerPlugin<GraphQLContext> {
  constructor(private readonly metrics: Metrics) {}

  async requestDidStart(): Promise<GraphQLRequestListener<GraphQLContext>> {
    const started = performance.now();
    let operation = OTHER;
    let type = 'unknown';
    return {
      didResolveOperation: async ({ operationName, operation: definition }) => {
        operation = operationLabel(operationName);
        type = definition?.operation ?? 'unknown';
      },
      didEncounterErrors: async ({ errors }) => {
        for (const error of errors) this.metrics.graphqlErrors.inc({ operation, code: String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR') });
      },
      willSendResponse: async () => {
        this.metrics.graphqlOperations.observe({ operation, type }, (performance.now() - started) / 1000);
      },
    };
  }
}
