import type { PublicData } from '@mmt/contract';
import { BlogPostsQueryText, CompanyDetailsQueryText, DemoAccountsAvailableQueryText, SiteTextsQueryText } from '@mmt/graphql';
import type { SiteTextNamespace, TextTree } from '@mmt/i18n';
import { request } from '../graphql/request';

/**
 * Where the public pages' data comes from (the contract's PublicData): the API's public GraphQL
 * reads in the browser (anonymous, so the server's public cache answers), the API's own services
 * when the server renders a page (entry-server.tsx), without a request to itself.
 */
const overGraphQL: PublicData = {
  siteTexts: async (language, namespaces) =>
    (await request(SiteTextsQueryText, { language, namespaces: [...namespaces] }, { accessToken: null })).siteTexts as Partial<
      Record<SiteTextNamespace, TextTree>
    >,
  companyDetails: async (signal) => (await request(CompanyDetailsQueryText, {}, { signal, accessToken: null })).companyDetails,
  blogPosts: async (page, signal) => (await request(BlogPostsQueryText, { page }, { signal, accessToken: null })).blogPosts,
  demoAccountsAvailable: async (signal) => (await request(DemoAccountsAvailableQueryText, {}, { signal, accessToken: null })).demoAccountsAvailable,
};

let serverSource: (() => PublicData) | null = null;
let serverSiteUrl: string | null = null;

/** The source in use. */
export function publicData(): PublicData {
  return serverSource ? serverSource() : overGraphQL;
}

/**
 * The server's source, asked at each read (the server renders several pages at once, each with
 * its own), and the site's public base URL (PUBLIC_URL); set by the server entry, the browser keeps GraphQL.
 */
export function setPublicDataSource(server: () => PublicData, siteUrl: string): void {
  serverSource = server;
  serverSiteUrl = siteUrl;
}

/**
 * The site's public base URL (PUBLIC_URL), for absolute addresses in a page (structured data, the
 * telemetry endpoint): the configured one on the server; in the browser the one the server wrote
 * into the page (`<meta name="site-url">`), else the page's origin (the dev server).
 */
export function siteUrl(): string {
  return serverSiteUrl ?? document.querySelector<HTMLMetaElement>('meta[name="site-url"]')?.content ?? window.location.origin;
}
