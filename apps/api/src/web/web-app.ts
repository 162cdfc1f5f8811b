import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Logger } from '@nestjs/common';
import { CompressedHtml, preferredEncoding } from './compressed-html.js';
import { PageRenderer, type PageRendererSources } from './page-renderer.js';
import { paths, SESSION_HINT_COOKIE, type RouteManifest } from '@mmt/contract';
import { LANGUAGE_COOKIE } from '@mmt/i18n';
import { pageMatcher } from './page-matcher.js';

/** A request's path and its query (with its `?`, or empty). */
function splitQuery(url: string): [string, string] {
  const at = url.indexOf('?');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}

const API_PREFIXES = ['/graphql', '/health', '/invoices/', '/quotes/', '/webhooks/'];

/** The process's log (Fastify's own is off: `request.log` writes nowhere). */
const renderLog = new Logger('WebApp');

/**
 * Serves the built web app: its hashed assets with long caching; the public site's pages rendered
 * on the server (page-renderer.ts, with the web's server build beside the browser's, in
 * `web-server`), compressed as the browser accepts (compressed-html.ts), with /sitemap.xml and /robots.txt; and the HTML shell for the portal and admin
 * paths, whose status follows the web's route table (routes.json): a path that is no page answers
 * 404, with the shell showing the 404 page.
 */
export async function registerWebApp(fastify: FastifyInstance, distDir: string, sources: PageRendererSources): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  const manifestFile = join(distDir, 'routes.json');
  if (!existsSync(indexFile) || !existsSync(manifestFile)) {
    renderLog.warn(`No (current) web build at ${distDir}: run "npm run build" to serve the site.`);
    return;
  }
  // The site's public address for the browser (public-data.ts siteUrl: the telemetry endpoint a boat's device is told).
  const siteUrlTag = `<meta name="site-url" content="${sources.baseUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}">`;
  const shellOf = async (file: string) => (await readFile(file, 'utf8')).replace('</head>', () => `    ${siteUrlTag}\n  </head>`);
  const shell = await shellOf(indexFile);
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as RouteManifest;
  const isPage = pageMatcher(manifest);
  const renderer = await PageRenderer.load(join(dirname(distDir), 'web-server'), shellOf, sources);
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
  if (renderer) {
    fastify.get('/sitemap.xml', async (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('application/xml; charset=utf-8')
        .send(await renderer.sitemap()),
    );
    fastify.get('/robots.txt', (_request, reply) => reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(renderer.robots()));
  }
  if (renderer) await fastify.register(signInFormFallback);
  const compressed = new CompressedHtml();
  // A catch-all route, not a not-found handler: Nest owns that one. Static routes still win.
  fastify.get('/*', async (request, reply) => {
    // `//host/` or `/\host/` is no page of ours: its normal form, never another host.
    const [pathname, query] = splitQuery(request.url);
    if (/\/\/|\\/.test(pathname)) return reply.redirect(pathname.replace(/\\/g, '/').replace(/\/{2,}/g, '/') + query, 301);
    if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return reply.status(404).send({ error: 'Not Found' });
    if (renderer?.rendersPage(pathname)) {
      const sessionHint = request.cookies[SESSION_HINT_COOKIE] === '1';
      const page = await renderer.page(pathname, query, { sessionHint, storedLanguage: request.cookies[LANGUAGE_COOKIE] }).catch((error: unknown) => {
        renderLog.error(`Server rendering of ${pathname} failed`, error);
        return null;
      });
      // Not even the error screen could be rendered (a failure is the error screen, status 500): words alone.
      if (!page) return reply.status(500).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send('Internal Server Error');
      if (page.kind === 'redirect') return reply.redirect(page.location + (page.location.includes('?') ? '' : query), page.status); // a campaign's query goes along
      for (const failure of page.failures) renderLog.error(`Server rendering of ${pathname} failed`, failure);
      // The header follows the session hint; the sign-in page is in the language of the visitor's cookie.
      reply.status(page.status).header('cache-control', 'no-cache').header('vary', 'accept-encoding, cookie').type('text/html; charset=utf-8');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(page.html);
      return reply.header('content-encoding', encoding).send(await compressed.of(page, page.html, encoding));
    }
    return reply
      .status(isPage(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(shell);
  });
}

/**
 * The served sign-in page's form posts (method="post") only when it is sent before its island's
 * script runs, which signs in with a request of its own: the browser is sent to the page again
 * (303), the password in no address, log or history. Its own scope: no other route reads forms.
 */
async function signInFormFallback(scope: FastifyInstance): Promise<void> {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { bodyLimit: 16_384 }, (_request, _body, done) => done(null, undefined));
  for (const path of [paths.auth.login.path, paths.auth.login.english.path]) {
    scope.post(path, (request, reply) => reply.header('cache-control', 'no-store').redirect(request.url, 303));
  }
}
