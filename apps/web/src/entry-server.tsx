import { createI18n, normalizeLanguage, type Language } from '@mmt/i18n';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { AppProviders } from './app/providers/app-providers';
import type { RootData } from './app/root-loader';
import { appRoutes } from './app/router';
import { payloadJson, serializeErrors, type ServerPayload } from './app/server-payload';
import { languageOfPath, PLAIN_LANGUAGE } from './shared/i18n/site-language';
import { setPublicDataSource, type PublicData } from './shared/public-data/public-data';
import { headTags, localBusiness, absoluteUrl } from './shared/seo/head-tags';
import type { PageMeta } from './shared/seo/page-meta';
import { PageMetaSink } from './shared/seo/use-page-meta';
import { sectionImage } from './shared/seo/section-image';

export type { PublicData } from './shared/public-data/public-data';
export { isSitePath } from './shared/i18n/site-language';
export { sitemapXml, robotsTxt } from './shared/seo/sitemap';

export interface RenderOptions {
  /** The API's own reads of the public data (no request to itself). */
  publicData: PublicData;
  /** The public base URL of the site, for canonical and alternate addresses. */
  baseUrl: string;
}

export type RenderResult =
  | { kind: 'page'; status: number; language: Language; head: string; body: string; payload: string }
  | { kind: 'redirect'; status: number; location: string };

/**
 * Renders one public page as the browser will hydrate it: runs the routes' loaders (texts,
 * company details, blog posts) through `publicData`, waits for everything (no streamed fallbacks:
 * crawlers and link previews read the whole page), and returns the `<head>` tags, the markup of
 * `#root` and the data the browser hydrates with.
 */
export async function renderPage(url: URL, { publicData, baseUrl }: RenderOptions): Promise<RenderResult> {
  setPublicDataSource(publicData, baseUrl);
  const language = languageOfPath(url.pathname) ?? PLAIN_LANGUAGE;
  const i18n = createI18n(language);
  const handler = createStaticHandler(appRoutes(i18n));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const failedDeferred = await settleDeferredData(context);

  let meta: PageMeta | null = null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageMetaSink value={(declared) => (meta = declared)}>
        <AppProviders i18n={i18n}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PageMetaSink>
    </StrictMode>,
  );
  let body = '';
  for await (const chunk of prelude) body += String(chunk);

  const company = (context.loaderData.root as RootData | undefined)?.company;
  const isNotFound = context.matches.at(-1)?.route.path === '*';
  const status = isNotFound ? 404 : context.statusCode;
  const pageUrl = absoluteUrl(baseUrl, url.pathname);
  const head = company
    ? headTags({
        pathname: url.pathname,
        language,
        meta,
        company,
        baseUrl,
        image: sectionImage(url.pathname),
        structuredData: context.matches.at(-1)?.route.index && !isNotFound ? [localBusiness(company, pageUrl, language)] : [],
      })
    : '';

  const payload: ServerPayload = {
    language: normalizeLanguage(i18n.language),
    texts: (i18n.store.data[language] ?? {}) as Record<string, object>,
    loaderData: Object.fromEntries(Object.entries(context.loaderData).filter(([id]) => !failedDeferred.has(id))),
    errors: serializeErrors(context.errors),
  };
  return { kind: 'page', status, language, head, body, payload: payloadJson(payload) };
}

/**
 * Waits for the promises a loader returned without awaiting (the blog's posts) and puts their
 * values in their place, so the page renders with them and they travel as plain JSON. A failed
 * one stays a settled promise that `<Await>` shows as its error; that route's data is left out of
 * the payload, so the browser runs its loader again. Returns those routes' ids.
 */
async function settleDeferredData(context: StaticHandlerContext): Promise<Set<string>> {
  const failed = new Set<string>();
  await Promise.all(
    Object.entries(context.loaderData).map(async ([routeId, data]) => {
      if (!data || typeof data !== 'object') return;
      const record = data as Record<string, unknown>;
      for (const [key, value] of Object.entries(record)) {
        if (!(value instanceof Promise)) continue;
        try {
          record[key] = await value;
        } catch (error) {
          failed.add(routeId);
          // React Router's own marks of a settled promise, so that <Await> renders its error at once.
          Object.defineProperty(value, '_tracked', { value: true });
          Object.defineProperty(value, '_error', { value: error });
        }
      }
    }),
  );
  return failed;
}
