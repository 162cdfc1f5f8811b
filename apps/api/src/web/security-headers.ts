import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The headers helmet sets for these options, worked out once. Ours are the same for every
 * response (no nonces), and @fastify/helmet rebuilt helmet's middleware, CSP parsing included,
 * on every request.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Sends the security headers with every response (static files, GraphQL, errors alike). */
export function registerSecurityHeaders(fastify: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
