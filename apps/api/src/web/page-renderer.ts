import { Logger } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BlogPostsQuery } from '@mmt/graphql';
import { PAGE_STYLES_SLOT, type PublicData, type RenderResult, type WebServerEntry } from '@mmt/contract';
import { isSupportedLanguage } from '@mmt/i18n';
import { presentDemoAccounts } from '../auth/demo-accounts.js';
import type { BlogService } from '../blog/blog.service.js';
import { BlogPost } from '../blog/models/blog-post.model.js';
import type { PublicDataChanges } from '../common/cache/public-data-changes.js';
import type { Clock } from '../common/clock.js';
import type { CompanyService } from '../company/company.service.js';
import type { SiteTextsService } from '../content/site-texts.service.js';
import type { UsersService } from '../users/users.service.js';
import { siteChanges } from './site-changes.js';

/** A page to send (with what made it fail, status 500, for the log), or a redirect. */
export type ServedPage = { kind: 'page'; status: number; html: string; failures: unknown[] } | { kind: 'redirect'; status: number; location: string };

export interface PageRendererSources {
  texts: SiteTextsService;
  company: CompanyService;
  blog: BlogService;
  changes: PublicDataChanges;
  /** Whether the demo accounts exist (the sign-in page's hint). */
  users: UsersService;
  /** The public base URL (PUBLIC_URL) for canonical and alternate addresses. */
  baseUrl: string;
  /** What a kept page's expiry is read against. */
  clock: Clock;
}

/** Rendered pages kept at most; the oldest goes first. */
const MAX_CACHED_PAGES = 500;
/** How long a rendered page that says whether the demo accounts exist is kept (the sign-in page). */
const DEMO_ACCOUNTS_TTL_MS = 60_000;
/** Longer addresses are rendered but not kept. */
const MAX_CACHED_KEY_LENGTH = 200;

/**
 * Server rendering of the public site: the web's server entry renders a page with the API's own
 * services as its data (no GraphQL request to itself), and the result goes into the built
 * index.html. Rendered pages are kept by address (the language is part of it: `/en/…`) until
 * public data changes (PublicDataChanges: any process's committed write, through NOTIFY), or a
 * page that shows the blog's posts until the blog service's copy of them expires; a server
 * error (5xx) is not kept, so the next request after a brief outage is the page again.
 */
export class PageRenderer {
  private readonly cache = new Map<string, { page: ServedPage; expiresAt: number }>();
  /** Bumped on every change, so that a render that started before it is not kept. */
  private generation = 0;

  private constructor(
    private readonly entry: WebServerEntry,
    /** The built HTML a rendered page goes into: the islands' (issue 17), not the application's. */
    private readonly shell: string,
    private readonly sources: PageRendererSources,
  ) {
    sources.changes.subscribe(() => {
      this.cache.clear();
      this.generation += 1;
    });
  }

  /** Loads the web's server build beside the browser's, with the islands' shell it made; null when it was not built. */
  static async load(webServerDir: string, shellOf: (file: string) => Promise<string>, sources: PageRendererSources): Promise<PageRenderer | null> {
    const file = join(webServerDir, 'entry-server.js');
    const islandsShell = join(webServerDir, 'islands.html');
    if (!existsSync(file) || !existsSync(islandsShell)) {
      new Logger('WebApp').warn(`No server build of the web at ${webServerDir}: public pages are sent unrendered.`);
      return null;
    }
    const entry = ((await import(pathToFileURL(file).href)) as { default: WebServerEntry }).default;
    return new PageRenderer(entry, await shellOf(islandsShell), sources);
  }

  /** Whether the page at this path is rendered here: a page of the public site, or the sign-in page. */
  rendersPage(pathname: string): boolean {
    return this.entry.isSitePath(pathname) || this.entry.isSignInPage(pathname);
  }

  async sitemap(): Promise<string> {
    return this.entry.sitemapXml(this.sources.baseUrl, await siteChanges(this.sources.texts, this.sources.company));
  }

  robots(): string {
    return this.entry.robotsTxt(this.sources.baseUrl);
  }

  /**
   * The page at this path and query, from the cache or rendered now. It is rendered from, and kept
   * under, only what the page reads of the address (the web's pageUrl): a query a client makes up
   * (`/?v=1`) neither renders anew nor pushes pages out of the cache. A visitor's page and that of
   * a browser with the session hint (RenderOptions.sessionHint) are kept apart. `storedLanguage`:
   * the visitor's language cookie, which the sign-in page is rendered (and kept) in.
   */
  async page(pathname: string, query: string, { sessionHint, storedLanguage }: { sessionHint: boolean; storedLanguage?: string }): Promise<ServedPage> {
    const requested = new URL(this.sources.baseUrl);
    requested.pathname = pathname; // set, not resolved: a path never names another host
    requested.search = query;
    const url = this.entry.pageUrl(requested, isSupportedLanguage(storedLanguage) ? storedLanguage : null);
    const address = url.pathname + url.search;
    const key = sessionHint ? `session ${address}` : address;
    const cached = this.cache.get(key);
    if (cached && cached.expiresAt > this.sources.clock.now()) return cached.page;
    this.cache.delete(key);
    const generation = this.generation;
    const lifetime = { ms: Infinity };
    const page = this.assemble(await this.entry.renderPage(url, { publicData: this.publicDataFor(lifetime), baseUrl: this.sources.baseUrl, sessionHint }));
    if (generation === this.generation && address.length <= MAX_CACHED_KEY_LENGTH && page.status < 500) {
      if (this.cache.size >= MAX_CACHED_PAGES) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(key, { page, expiresAt: this.sources.clock.now() + lifetime.ms });
    }
    return page;
  }

  /**
   * The API's own reads for one render. Texts and company details are kept until they change;
   * the blog's posts only as long as the blog service keeps them (its cacheTtlMs, failureTtlMs
   * after a failure), and so is a page that shows them: `lifetime` is shortened to that.
   */
  private publicDataFor(lifetime: { ms: number }): PublicData {
    const { texts, company, blog } = this.sources;
    return {
      siteTexts: (language, namespaces) => texts.texts(language, namespaces),
      companyDetails: () => company.details(),
      blogPosts: async (page) => {
        const result = await blog.posts(page).catch((error: unknown) => {
          lifetime.ms = Math.min(lifetime.ms, blog.settings.failureTtlMs);
          throw error;
        });
        lifetime.ms = Math.min(lifetime.ms, blog.settings.cacheTtlMs);
        // The same JSON the GraphQL answer carries (dates as ISO strings).
        return JSON.parse(JSON.stringify({ ...result, posts: result.posts.map(BlogPost.from) })) as BlogPostsQuery['blogPosts'];
      },
      // Accounts are no public data (no change of theirs empties the cache): a page that shows
      // whether the demo ones exist is kept a minute at most.
      demoAccountsAvailable: async () => {
        lifetime.ms = Math.min(lifetime.ms, DEMO_ACCOUNTS_TTL_MS);
        return (await presentDemoAccounts(this.sources.users)).length > 0;
      },
    };
  }

  private assemble(result: RenderResult): ServedPage {
    if (result.kind === 'redirect') return result;
    const html = this.shell
      .replace(/<html lang="[^"]*">/, `<html lang="${result.language}">`)
      .replace(/<title>[^<]*<\/title>/, () => result.head)
      .replace(PAGE_STYLES_SLOT, () => `<style>${result.styles}</style>`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${result.body}</div>\n    <script type="application/json" id="page-data">${result.payload}</script>`,
      );
    return { kind: 'page', status: result.status, html, failures: result.failures };
  }
}
