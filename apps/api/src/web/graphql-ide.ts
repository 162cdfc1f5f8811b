import fastifyStatic from '@fastify/static';
import { getDistDirectory, renderAltair } from 'altair-static';
import type { FastifyInstance } from 'fastify';

const IDE_ASSETS = '/graphql-ide/';

/**
 * The GraphQL IDE (Altair) on GET /graphql for browsers, its assets served from node_modules
 * so it works with no internet. Development only, unless GRAPHQL_IDE=true.
 */
export async function registerGraphqlIde(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifyStatic, { root: getDistDirectory(), prefix: IDE_ASSETS, decorateReply: false });
  const html = renderAltair({
    baseURL: IDE_ASSETS,
    endpointURL: '/graphql',
    initialQuery: '{\n  contents(first: 10) {\n    totalCount\n    edges { node { section key valueEn valueEs } }\n  }\n}\n',
    disableAccount: true,
  });
  fastify.addHook('onRequest', async (request, reply) => {
    const isIdePage = request.method === 'GET' && request.url === '/graphql' && request.headers.accept?.includes('text/html');
    if (!isIdePage) return;
    // Altair boots from an inline script: this page alone gets a CSP that allows it.
    return reply
      .header(
        'content-security-policy',
        "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'",
      )
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
