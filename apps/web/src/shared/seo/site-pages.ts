import { stripLanguage } from '../i18n/site-language';
import { paths, serviceSlugs } from '../paths';

/** Every public page once, by the plain path the sitemap lists (a legal page by its footer path, not its `/legal/…` alias). */
export function sitePages(): string[] {
  return [
    paths.home.getHref(),
    paths.services.getHref(),
    ...serviceSlugs.map((slug) => paths.services.detail.getHref(slug)),
    paths.blog.getHref(),
    paths.shop.getHref(),
    paths.vip.getHref(),
    paths.documentation.getHref(),
    ...Object.values(paths.legal).map((page) => page.getHref()),
  ];
}

/** Each legal page's `/legal/…` alias, to the path it is listed by. */
const listedPathOfAlias = new Map<string, string>(Object.values(paths.legal).flatMap((page) => page.aliases.map((alias) => [alias, page.path])));

/**
 * The page of `sitePages()` an address shows: the router answers it in any letter case, with a
 * trailing slash and (legal pages) by its `/legal/…` alias too, and all those are one page with
 * one canonical address. Null for an address that is no page of the site.
 */
export function listedPage(pathname: string): string | null {
  const plain = stripLanguage(pathname.toLowerCase()).replace(/\/+$/, '') || '/';
  const path = listedPathOfAlias.get(plain) ?? plain;
  return sitePages().find((page) => page === path) ?? null;
}
