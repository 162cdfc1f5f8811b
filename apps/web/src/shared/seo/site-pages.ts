import type { SiteTextNamespace } from '@mmt/i18n';
import { pageTexts } from '../i18n/page-texts';
import { stripLanguage } from '../i18n/site-language';
import { paths, serviceSlugs } from '../paths';

export interface SitePage {
  /** The plain path the sitemap lists (a legal page by its footer path, not its `/legal/…` alias). */
  path: string;
  /** The site-text sections it shows besides the shell's. */
  texts: readonly SiteTextNamespace[];
}

/** Every public page once. */
export function sitePages(): SitePage[] {
  return [
    { path: paths.home.getHref(), texts: pageTexts.home },
    { path: paths.services.getHref(), texts: pageTexts.services },
    ...serviceSlugs.map((slug) => ({ path: paths.services.detail.getHref(slug), texts: pageTexts.services })),
    { path: paths.blog.getHref(), texts: pageTexts.blog },
    { path: paths.shop.getHref(), texts: pageTexts.shop },
    { path: paths.vip.getHref(), texts: pageTexts.vip },
    { path: paths.documentation.getHref(), texts: pageTexts.documentation },
    ...Object.values(paths.legal).map((page) => ({ path: page.getHref(), texts: pageTexts.legal })),
  ];
}

/** Each legal page's `/legal/…` alias, to the path it is listed by. */
const listedPathOfAlias = new Map<string, string>(Object.values(paths.legal).flatMap((page) => page.aliases.map((alias) => [alias, page.path])));
const listedPaths = new Set(sitePages().map((page) => page.path));

/**
 * The path in `sitePages()` of the page an address shows: the router answers it in any letter
 * case, with a trailing slash and (legal pages) by its `/legal/…` alias too, and all those are
 * one page with one canonical address. Null for an address that is no page of the site.
 */
export function listedPage(pathname: string): string | null {
  const plain = stripLanguage(pathname.toLowerCase()).replace(/\/+$/, '') || '/';
  const path = listedPathOfAlias.get(plain) ?? plain;
  return listedPaths.has(path) ? path : null;
}
