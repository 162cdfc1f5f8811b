import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { CompanyContext } from '../company/company';
import { useDocumentTitle } from '../hooks/use-document-title';
import { languageOfPath } from '../i18n/site-language';
import { absoluteUrl, listNeighbours, OG_LOCALE, pageAddresses } from './head-tags';
import type { ListPage } from './list-page';
import { fullTitle, type PageMeta, type ScreenMeta } from './page-meta';
import { sectionImage } from './section-image';
import { listedPage } from './site-pages';
import { useSiteUrl } from './use-site-url';

/**
 * Where the server rendering collects the page's metadata while it renders, to write the
 * `<head>` of the HTML it sends (entry-server.tsx). Absent in the browser.
 */
export const PageMetaSink = createContext<((meta: ScreenMeta) => void) | null>(null);

/** Where the server rendering collects which page of a paginated list the page shows (rel=prev/next). */
export const ListPageSink = createContext<((listPage: ListPage) => void) | null>(null);

/** The tags that give a page's own address: a screen that is no page of the sitemap has none. */
const ADDRESS_TAGS = ['link[rel="canonical"]', 'link[rel="alternate"][hreflang]', 'meta[property="og:url"]'];
const DESCRIPTION_TAGS = ['meta[name="description"]', 'meta[property="og:description"]'];
const NOINDEX_TAG = 'meta[name="robots"]';

function removeAll(selectors: readonly string[]): void {
  document.head.querySelectorAll(selectors.join(',')).forEach((element) => element.remove());
}

/** The `<head>` element that `selector` finds, made by `make` and appended when there is none. */
function headElement<T extends HTMLElement>(selector: string, make: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const made = make();
  document.head.appendChild(made);
  return made;
}

function setLink(rel: string, href: string, hreflang?: string): HTMLLinkElement {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]`;
  const link = headElement(selector, () => Object.assign(document.createElement('link'), { rel }, hreflang ? { hreflang } : {}));
  link.href = href;
  return link;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  headElement(`meta[${attribute}="${key}"]`, () => {
    const meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    return meta;
  }).content = content;
}

/**
 * The page's metadata: handed to the server's `<head>` while rendering there; in the browser the
 * same tags follow client-side navigation (effects only): title ("Page | Brand"), description,
 * canonical, hreflang alternates and the Open Graph address (the sitemap's addresses of the page,
 * whatever form of it was asked for), title, description, locale and image.
 */
export function usePageMeta(meta: PageMeta): void {
  const { title, description, page: listPage } = meta;
  const { pathname } = useLocation();
  const siteUrl = useSiteUrl();
  const brand = useContext(CompanyContext)?.brandName;
  useContext(PageMetaSink)?.(meta);
  useDocumentTitle(title);
  useEffect(() => {
    document.head.querySelector(NOINDEX_TAG)?.remove();
    setMeta('name', 'description', description);
    const language = languageOfPath(pathname);
    const page = listedPage(pathname);
    if (!language || !page) {
      removeAll(ADDRESS_TAGS); // the sign-in page: in no sitemap, no address to declare
      return;
    }
    const { canonical, alternates } = pageAddresses(siteUrl, page, language, listPage);
    setLink('canonical', canonical);
    for (const [hreflang, href] of Object.entries(alternates)) setLink('alternate', href, hreflang);
    setMeta('property', 'og:url', canonical);
    setMeta('property', 'og:title', fullTitle(title, brand));
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:locale', OG_LOCALE[language]);
    setMeta('property', 'og:locale:alternate', OG_LOCALE[language === 'es' ? 'en' : 'es']);
    setMeta('property', 'og:image', absoluteUrl(siteUrl, sectionImage(pathname)));
  }, [pathname, siteUrl, title, brand, description, listPage]);
}

/**
 * A paginated list's links to its neighbouring pages (rel=prev, rel=next): handed to the server's
 * `<head>`; in the browser they follow client-side navigation and leave with the list.
 */
export function useListNeighbours(listPage: ListPage): void {
  const { pathname } = useLocation();
  const siteUrl = useSiteUrl();
  useContext(ListPageSink)?.(listPage);
  const { page, totalPages } = listPage;
  useEffect(() => {
    const language = languageOfPath(pathname);
    const listed = listedPage(pathname);
    if (!language || !listed) return;
    const { previous, next } = listNeighbours(siteUrl, listed, language, { page, totalPages });
    const links = [previous && setLink('prev', previous), next && setLink('next', next)];
    return () => links.forEach((link) => link && link.remove());
  }, [pathname, siteUrl, page, totalPages]);
}

/**
 * The head of a screen that is no page of the site (the 404 page, the error screen), on the
 * server and after client-side navigation alike: its title and robots noindex, and neither the
 * address nor the description of the page before it.
 */
export function useUnlistedScreenMeta(title: string): void {
  useContext(PageMetaSink)?.({ title, noindex: true });
  useDocumentTitle(title);
  useEffect(() => {
    removeAll([...ADDRESS_TAGS, ...DESCRIPTION_TAGS]);
    setMeta('name', 'robots', 'noindex');
  }, []);
}
