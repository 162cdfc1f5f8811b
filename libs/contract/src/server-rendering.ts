import type { Company } from '@mmt/company';
import type { BlogPostsQuery } from '@mmt/graphql';
import type { Language, SiteTextNamespace, TextTree } from '@mmt/i18n';

/** Where the web's shell for rendered pages (web-server/islands.html) takes each page's `styles`. */
export const PAGE_STYLES_SLOT = '<style></style>';

/**
 * The server rendering of the public site: the API loads the web's server build
 * (apps/web/src/entry-server.tsx → dist/apps/web-server/entry-server.js) at run time and calls it
 * with its own services as the pages' data. Both sides build against these types.
 */
export interface WebServerEntry {
  renderPage(url: URL, options: RenderOptions): Promise<RenderResult>;
  /** Whether a path is a page of the public site (rendered on the server), not the portal, admin or sign-in. */
  isSitePath(pathname: string): boolean;
  /** Whether a path is the sign-in page: rendered on the server too, in the visitor's stored language (its address has none). */
  isSignInPage(pathname: string): boolean;
  /**
   * The address reduced to what public pages read of it (path, the blog's page; on the sign-in
   * page the language of `storedLanguage`, the visitor's choice from its cookie, as `?language=`):
   * the key a rendered page is kept under, one per language.
   */
  pageUrl(url: URL, storedLanguage?: Language | null): URL;
  sitemapXml(baseUrl: string, changes: SiteChanges): string;
  robotsTxt(baseUrl: string): string;
}

export interface RenderOptions {
  /** The API's own reads of the public data (no request to itself), for this page. */
  publicData: PublicData;
  /** The public base URL of the site (PUBLIC_URL), for canonical and alternate addresses. */
  baseUrl: string;
  /**
   * Whether the browser carries the API's hint of a session (SESSION_HINT_COOKIE): its header is
   * left to the session restored in the browser; without it the page is a visitor's, 'Sign in'
   * and all, and needs no script to show it.
   */
  sessionHint: boolean;
}

export type RenderResult =
  | {
      kind: 'page';
      status: number;
      language: Language;
      /** The `<head>` tags that replace the shell's `<title>`. */
      head: string;
      /** The markup of `#root`. */
      body: string;
      /** The CSS the page can use (PAGE_STYLES_SLOT): what of the site's stylesheet its markup and its islands may match. */
      styles: string;
      /** The JSON the page's islands hydrate with (`#page-data`). */
      payload: string;
      /** What made the page fail (status 500), for the server's log: the page shows none of it. */
      failures: unknown[];
    }
  | { kind: 'redirect'; status: number; location: string };

/**
 * Where the public pages' data comes from: the API's public GraphQL reads in the browser, the
 * API's own services when the server renders a page. Both give the same shapes (the GraphQL
 * answer's JSON: dates as ISO strings).
 */
export interface PublicData {
  siteTexts(language: Language, namespaces: readonly SiteTextNamespace[]): Promise<Partial<Record<SiteTextNamespace, TextTree>>>;
  companyDetails(signal?: AbortSignal): Promise<Company>;
  blogPosts(page: number, signal?: AbortSignal): Promise<BlogPostsQuery['blogPosts']>;
  /** Whether the demo accounts exist here (the sign-in page shows them only then). */
  demoAccountsAvailable(signal?: AbortSignal): Promise<boolean>;
}

/** When the data the public pages show last changed, as stored: the sitemap's lastmod. */
export interface SiteChanges {
  /** The company details: every page shows them. */
  company: Date;
  /** Per language, the last change of a text of each section. */
  texts: Record<Language, Partial<Record<SiteTextNamespace, Date>>>;
}
