import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';

const API_PREFIXES = ['/graphql', '/health', '/invoices/'];

/**
 * Serves the built web app: its hashed assets with long caching, and the HTML shell for every
 * other GET so client-side routes load on a reload.
 */
export async function registerWebApp(fastify: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    new Logger('WebApp').warn(`No web build at ${distDir}: run "npm run build" to serve the site.`);
    return;
  }
  const shell = await readFile(indexFile, 'utf8');
  await fastify.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    setHeaders: (reply, path) => {
      const hashed = path.includes(`${join(distDir, 'assets')}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
  // A catch-all route, not a not-found handler: Nest owns that one. Static routes still win.
  fastify.get('/*', (request, reply) => {
    if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return reply.status(404).send({ error: 'Not Found' });
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(shell);
  });
}
