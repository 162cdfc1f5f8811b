import type { Language } from '@mmt/i18n';
import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { CompanyContext } from '../company/company';
import { useDocumentTitle } from '../hooks/use-document-title';
import { languageOfPath, localizePath, PLAIN_LANGUAGE } from '../i18n/site-language';
import { absoluteUrl, OG_LOCALE } from './head-tags';
import { fullTitle, type PageMeta } from './page-meta';
import { sectionImage } from './section-image';
import { useSiteUrl } from './use-site-url';

/**
 * Where the server rendering collects the page's metadata while it renders, to write the
 * `<head>` of the HTML it sends (entry-server.tsx). Absent in the browser.
 */
export const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null);

/** The `<head>` element that `selector` finds, made by `make` and appended when there is none. */
function headElement<T extends HTMLElement>(selector: string, make: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const made = make();
  document.head.appendChild(made);
  return made;
}

function setLink(rel: string, href: string, hreflang?: string): void {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]`;
  headElement(selector, () => Object.assign(document.createElement('link'), { rel }, hreflang ? { hreflang } : {})).href = href;
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
 * canonical, hreflang alternates and the Open Graph address, title, description, locale and image.
 */
export function usePageMeta(meta: PageMeta): void {
  const { title, description } = meta;
  const { pathname } = useLocation();
  const siteUrl = useSiteUrl();
  const brand = useContext(CompanyContext)?.brandName;
  useContext(PageMetaSink)?.(meta);
  useDocumentTitle(title);
  useEffect(() => {
    setMeta('name', 'description', description);
    const language = languageOfPath(pathname);
    if (!language) return;
    const url = (lng: Language) => absoluteUrl(siteUrl, localizePath(pathname, lng));
    setLink('canonical', url(language));
    setLink('alternate', url('es'), 'es');
    setLink('alternate', url('en'), 'en');
    setLink('alternate', url(PLAIN_LANGUAGE), 'x-default');
    setMeta('property', 'og:url', url(language));
    setMeta('property', 'og:title', fullTitle(title, brand));
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:locale', OG_LOCALE[language]);
    setMeta('property', 'og:locale:alternate', OG_LOCALE[language === 'es' ? 'en' : 'es']);
    setMeta('property', 'og:image', absoluteUrl(siteUrl, sectionImage(pathname)));
  }, [pathname, siteUrl, title, brand, description]);
}
