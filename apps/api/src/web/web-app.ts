import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { pageMatcher, type RouteManifest } from './page-matcher.js';

const API_PREFIXES = ['/graphql', '/health', '/invoices/', '/quotes/', '/webhooks/'];

/**
 * Serves the built web app: its hashed assets with long caching, and the HTML shell for every
 * other GET so client-side routes load on a reload. The shell's status follows the web's route
 * table (routes.json): a path that is no page answers 404, with the shell showing the 404 page.
 */
export async function registerWebApp(fastify: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  const manifestFile = join(distDir, 'routes.json');
  if (!existsSync(indexFile) || !existsSync(manifestFile)) {
    new Logger('WebApp').warn(`No (current) web build at ${distDir}: run "npm run build" to serve the site.`);
    return;
  }
  const shell = await readFile(indexFile, 'utf8');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as RouteManifest;
  const isPage = pageMatcher(manifest);
  await fastify.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    preCompressed: true, // .br and .gz made by the web build
    // The build makes none; should one appear in dist, it still does not leave (the original source).
    allowedPath: (path) => !path.endsWith('.map'),
    setHeaders: (reply, path) => {
      const hashed = path.includes(`${join(distDir, 'assets')}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
  // A catch-all route, not a not-found handler: Nest owns that one. Static routes still win.
  fastify.get('/*', (request, reply) => {
    if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return reply.status(404).send({ error: 'Not Found' });
    return reply
      .status(isPage(request.url.split('?')[0]) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(shell);
  });
}
