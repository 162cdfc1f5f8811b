import type { PublicData, RenderOptions, RenderResult, WebServerEntry } from '@mmt/contract';
import { createI18n, defaultLanguage, isSupportedLanguage, normalizeLanguage, otherLanguage, type Language, type Namespace } from '@mmt/i18n';
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resources } from '@mmt/i18n/resources';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  UNSAFE_ErrorResponseImpl,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router-dom';
import { AppProviders } from './app/providers/app-providers';
import type { RootData } from './app/root-loader';
import { appRoutes } from './app/router';
import { otherLanguageNamespaces } from './app/islands/islands';
import { islandTexts, type IslandsPayload } from './app/islands/islands-payload';
import { pageDataJson } from './app/page-data';
import { pageStyles, type PageStylesIndex } from './app/islands/page-styles';
import { IslandCollectorContext, type IslandCollector } from './shared/islands/island';
import { SessionContext } from './shared/session/session-context';
import { visitorSession } from './shared/session/visitor-session';
import { loadTexts } from './shared/i18n/texts';
import { parsePageParam } from './shared/seo/list-page';
import { isSignInPage, isSitePath, languageOfPath, localizePath, PLAIN_LANGUAGE, stripLanguage } from './shared/i18n/site-language';
import { setPublicDataSource } from './shared/public-data/public-data';
import { headTags, listNeighbours, localBusiness, pageAddresses } from './shared/seo/head-tags';
import type { ScreenMeta } from './shared/seo/page-meta';
import { ListPageSink, PageMetaSink } from './shared/seo/use-page-meta';
import type { ListPage } from './shared/seo/list-page';
import { sectionImage } from './shared/seo/section-image';
import { listedPage } from './shared/seo/site-pages';
import { robotsTxt, sitemapXml } from './shared/seo/sitemap';

/** What the API loads from the server build (its types are the contract lib's). */
export default { renderPage, isSitePath, isSignInPage, pageUrl, sitemapXml, robotsTxt } satisfies WebServerEntry;

/**
 * An address reduced to what public pages read of it: the path, and the blog's page number in its
 * normal form; on the sign-in page at its plain address, which carries no language, the visitor's
 * stored one (Spanish when none) as `?language=`. Whatever else a client appends (`/?v=1`, a
 * campaign's tags, the sign-in page's `?redirect=`, which its island reads) is the same page, so
 * the server renders and keeps it once.
 */
function pageUrl(url: URL, storedLanguage?: Language | null): URL {
  const page = parsePageParam(url.searchParams.get('page'));
  const reduced = new URL(url.pathname, url.origin);
  if (page > 1) reduced.searchParams.set('page', String(page));
  if (isSignInPage(url.pathname) && !isEnglishAddress(url.pathname)) reduced.searchParams.set('language', storedLanguage ?? defaultLanguage);
  return reduced;
}

const isEnglishAddress = (pathname: string) => stripLanguage(pathname) !== pathname;

/** The language a page is rendered in: its address's, or on the sign-in page's plain address the one pageUrl put there. */
function pageLanguage(url: URL): Language {
  if (!isSignInPage(url.pathname)) return languageOfPath(url.pathname) ?? PLAIN_LANGUAGE;
  if (isEnglishAddress(url.pathname)) return 'en';
  const stored = url.searchParams.get('language');
  return isSupportedLanguage(stored) ? stored : defaultLanguage;
}

/** The site's stylesheet in pieces, which the islands' build writes beside this file (vite.config.ts). */
let loadedStylesIndex: PageStylesIndex | undefined;
const stylesIndex = (): PageStylesIndex =>
  (loadedStylesIndex ??= JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'page-styles.json'), 'utf8')) as PageStylesIndex);

/** The data source of each render in progress: the loaders of one page read through its own. */
const rendering = new AsyncLocalStorage<PublicData>();

function renderingData(): PublicData {
  const data = rendering.getStore();
  if (!data) throw new Error('Public data read outside of a page render');
  return data;
}

/**
 * Renders one public page, served with islands (issue 17): runs the routes' loaders (texts,
 * company details, blog posts) through `publicData`, waits for everything (no streamed fallbacks:
 * crawlers and link previews read the whole page), and returns the `<head>` tags, the markup of
 * `#root` and what its islands hydrate with. The browser never loads the application on it. A
 * page that fails is the error screen with status 500.
 */
function renderPage(url: URL, { publicData, baseUrl, sessionHint }: RenderOptions): Promise<RenderResult> {
  setPublicDataSource(renderingData, baseUrl);
  return rendering.run(handledAtOnce(publicData), () => render(url, baseUrl, sessionHint));
}

/**
 * The blog's loader returns its posts unawaited (the browser shows a spinner meanwhile). Failing
 * before settleDeferredData awaits them, they would be an unhandled rejection, which ends Node's
 * process: they are marked handled as they are asked for (whoever awaits them still sees the failure).
 */
function handledAtOnce(data: PublicData): PublicData {
  return {
    siteTexts: (language, namespaces) => data.siteTexts(language, namespaces),
    companyDetails: (signal) => data.companyDetails(signal),
    blogPosts: (page, signal) => {
      const posts = data.blogPosts(page, signal);
      posts.catch(() => undefined);
      return posts;
    },
    demoAccountsAvailable: (signal) => data.demoAccountsAvailable(signal),
  };
}

async function render(url: URL, baseUrl: string, sessionHint: boolean): Promise<RenderResult> {
  const language = pageLanguage(url);
  const i18n = createI18n(language);
  const handler = createStaticHandler(appRoutes(i18n));
  let context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  await settleDeferredData(context);
  const failures = hideServerErrors(context);
  // The texts some islands show in the other language (the suggestion speaks the twin's).
  await loadTexts(i18n, otherLanguageNamespaces() as Namespace[], otherLanguage(language)).catch((error: unknown) => failures.push(error));

  let islands: IslandCollector = new Map();
  let rendered: Rendered;
  try {
    rendered = await renderRoutes(handler, context, i18n, islands, sessionHint);
  } catch (error) {
    // It failed while rendering: the error screen alone, as the browser's router shows an error of the root.
    failures.push(error);
    context = { ...context, statusCode: 500, loaderData: {}, errors: { root: serverError() } };
    islands = new Map();
    rendered = await renderRoutes(handler, context, i18n, islands, sessionHint);
  }
  const { body, meta, listPage } = rendered;

  const company = (context.loaderData.root as RootData | undefined)?.company;
  const isNotFound = context.matches.at(-1)?.route.path === '*';
  const status = isNotFound ? 404 : context.statusCode;
  const page = meta && !('noindex' in meta) ? listedPage(url.pathname) : null;
  const addresses = page && meta && 'description' in meta ? pageAddresses(baseUrl, page, language, meta.page) : null;
  const isHome = context.matches.at(-1)?.route.index;
  const head = headTags({
    language,
    meta,
    company,
    addresses,
    baseUrl,
    image: sectionImage(url.pathname),
    structuredData: company && addresses && isHome ? [localBusiness(company, addresses.canonical, language)] : [],
    neighbours: page && addresses && listPage ? listNeighbours(baseUrl, page, language, listPage) : undefined,
  });

  const payload: IslandsPayload = {
    language,
    twin: isSitePath(url.pathname) ? localizePath(url.pathname, otherLanguage(language)) : null,
    texts: islandTexts(i18n, language, islands.values()),
    company: company ?? null,
    islands: Object.fromEntries(islands),
  };
  return { kind: 'page', status, language, head, body, styles: pageStyles(stylesIndex(), body), payload: pageDataJson(payload), failures };
}

interface Rendered {
  body: string;
  /** What the screen declared while rendering (a page's metadata, or noindex on the 404 and error screens). */
  meta: ScreenMeta | null;
  /** The page of a paginated list it showed, if it is one (the blog). */
  listPage: ListPage | null;
}

/**
 * The markup of the routes in `context` and the metadata the page declared. Without the session
 * hint it is a visitor's page ('Sign in' in the header); with it, the session is left 'loading'
 * for the browser to restore.
 */
async function renderRoutes(
  handler: StaticHandler,
  context: StaticHandlerContext,
  i18n: I18n,
  islands: IslandCollector,
  sessionHint: boolean,
): Promise<Rendered> {
  if (context.statusCode >= 500) withErrorScreenTexts(i18n);
  let meta: ScreenMeta | null = null;
  let listPage: ListPage | null = null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const routes = <StaticRouterProvider router={router} context={context} hydrate={false} />;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageMetaSink value={(declared) => (meta = declared)}>
        <ListPageSink value={(declared) => (listPage = declared)}>
          <IslandCollectorContext value={islands}>
            <AppProviders i18n={i18n}>{sessionHint ? routes : <SessionContext value={visitorSession}>{routes}</SessionContext>}</AppProviders>
          </IslandCollectorContext>
        </ListPageSink>
      </PageMetaSink>
    </StrictMode>,
  );
  let body = '';
  for await (const chunk of prelude) body += String(chunk);
  return { body, meta, listPage };
}

/** What the error screen shows of a failure on the server: its status, no internals (a database's message, a stack). */
const serverError = () => new UNSAFE_ErrorResponseImpl(500, 'Internal Server Error', null);

/**
 * Puts a plain 500 in place of each error a loader threw (not of a response the app threw on
 * purpose, as a 404), so that the page and the browser that hydrates it show the same error
 * screen and nothing of the server's insides. Returns the errors replaced, for the server's log.
 */
function hideServerErrors(context: StaticHandlerContext): unknown[] {
  const hidden: unknown[] = [];
  for (const [routeId, error] of Object.entries(context.errors ?? {})) {
    if (isRouteErrorResponse(error)) continue;
    hidden.push(error);
    context.errors![routeId] = serverError();
  }
  return hidden;
}

/** The error screen's words when the stored ones could not be read either (the database is down): the code's. */
function withErrorScreenTexts(i18n: I18n): void {
  const language = normalizeLanguage(i18n.language);
  if (!i18n.hasResourceBundle(language, 'errors')) i18n.addResourceBundle(language, 'errors', resources[language].errors);
}

/**
 * Waits for the promises a loader returned without awaiting (the blog's posts) and puts their
 * values in their place, so the page renders with them. A failed one stays in place: `<Await>`
 * tracks it as in the browser and, the prerender waiting for it, the page has its error element.
 */
async function settleDeferredData(context: StaticHandlerContext): Promise<void> {
  await Promise.all(
    Object.values(context.loaderData).map(async (data) => {
      if (!data || typeof data !== 'object') return;
      const record = data as Record<string, unknown>;
      for (const [key, value] of Object.entries(record)) {
        if (!(value instanceof Promise)) continue;
        try {
          record[key] = await value;
        } catch {
          // It stays the failed promise, for <Await> (above).
        }
      }
    }),
  );
}
