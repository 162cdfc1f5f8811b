import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Logger } from '@nestjs/common';
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLFormattedError } from 'graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config.js';
import type { PublicResponseCache } from '../cache/public-response-cache.js';
import { isDatabaseUnavailable } from '../errors/database-unavailable.js';
import { serviceUnavailable } from '../errors/graphql-errors.js';
import type { GraphQLContext } from '../request-context.js';
import { documentLimitsPlugin, MAX_TOKENS, refusedDocumentRule } from './document-limits.js';
import { unsupportedRequestsPlugin } from './unsupported-requests.js';

/** Codes whose messages are written for clients; anything else is masked. */
const CLIENT_CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'BAD_GATEWAY',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

const logger = new Logger('GraphQL');

export function formatError(production: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = String(formatted.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
    if (CLIENT_CODES.has(code)) {
      if (!production) return formatted;
      const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions };
    }
    if (code === 'SERVICE_UNAVAILABLE' || isDatabaseUnavailable(error)) {
      // An outage, not a bug: one line (no stack), and a code clients know to retry on.
      logger.warn({ msg: 'database unavailable', error: error instanceof Error ? error.message : String(error) });
      return { message: serviceUnavailable().message, path: formatted.path, extensions: { code: 'SERVICE_UNAVAILABLE' } };
    }
    logger.error({ msg: 'unexpected GraphQL error', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    return {
      message: production ? 'Internal server error' : formatted.message,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}

/**
 * GraphQL answers are not for caches (the public response cache is ours, in the server). Apollo's
 * cache-control plugin said so too, at the price of a hook around every field it resolves; it is
 * off (we set no cache hints) and this says it instead.
 */
const noStorePlugin: ApolloServerPlugin = {
  requestDidStart: async () => ({
    willSendResponse: async ({ response }) => {
      response.http.headers.set('cache-control', 'no-store');
    },
  }),
};

export function graphqlOptions(config: AppConfig, cache: PublicResponseCache, schemaFile?: string): ApolloDriverConfig {
  const armor = new ApolloArmor({
    // Its token limit turns syntax errors into HTTP 500 (docs/security.md): Apollo's parseOptions does it instead.
    maxTokens: { enabled: false },
    maxDepth: { n: 10, flattenFragments: true, ignoreIntrospection: true },
    costLimit: { maxCost: 5000, ignoreIntrospection: true },
    maxAliases: { n: 15 },
    maxDirectives: { n: 20 },
    blockFieldSuggestion: { enabled: config.production },
  }).protect();

  return {
    driver: ApolloDriver,
    path: '/graphql',
    autoSchemaFile: schemaFile ?? true,
    sortSchema: true,
    playground: false,
    graphiql: false,
    introspection: !config.production || config.graphqlIde,
    csrfPrevention: true,
    // main.ts owns SIGTERM: Apollo's own handler would re-raise the signal and exit 143 mid-drain.
    stopOnTerminationSignals: false,
    allowBatchedHttpRequests: false,
    persistedQueries: false,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: config.production,
    parseOptions: { maxTokens: MAX_TOKENS },
    // Nest's Apollo types come from its CommonJS build, ours from the ES one: same objects.
    plugins: [
      ApolloServerPluginCacheControlDisabled(),
      noStorePlugin,
      ...armor.plugins,
      documentLimitsPlugin(),
      unsupportedRequestsPlugin(),
      cache.plugin(),
    ] as unknown as ApolloDriverConfig['plugins'],
    validationRules: [refusedDocumentRule, ...armor.validationRules],
    // Each error costs (wrapped, formatted, serialised): a document built to fail everywhere stays cheap.
    validationOptions: { maxErrors: 10 },
    context: (req: FastifyRequest, res: FastifyReply): GraphQLContext => ({ req, res }),
    formatError: formatError(config.production),
  };
}
