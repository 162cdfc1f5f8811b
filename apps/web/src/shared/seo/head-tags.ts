import type { Company } from '@mmt/company';
import type { Language } from '@mmt/i18n';
import { localizePath, PLAIN_LANGUAGE } from '../i18n/site-language';
import { listPagePath, type ListPage } from './list-page';
import { fullTitle, type ScreenMeta } from './page-meta';

export interface HeadInput {
  language: Language;
  /** What the page declared while rendering; none when it failed before it could. */
  meta: ScreenMeta | null;
  /** Absent when it could not be read (the error screen). */
  company: Company | undefined;
  /** The page's addresses (pageAddresses); null for a screen that is no page of the site (404, error). */
  addresses: PageAddresses | null;
  /** The public base URL (`https://www.example.com`), for the absolute image URL. */
  baseUrl: string;
  /** The section's 1200×630 preview image, a path on this site. */
  image: string;
  /** Extra JSON-LD documents of this page (LocalBusiness on home). */
  structuredData: readonly object[];
  /** A paginated list's neighbouring pages, absolute (rel=prev and rel=next). */
  neighbours?: ListNeighbours;
}

/** The absolute addresses of a list page's previous and next pages, where there are. */
export interface ListNeighbours {
  previous: string | null;
  next: string | null;
}

/** A page's absolute addresses: its own in a language (canonical, og:url) and its hreflang alternates. */
export interface PageAddresses {
  canonical: string;
  /** es, en and x-default (the plain Spanish address). */
  alternates: Record<Language | 'x-default', string>;
}

/** Open Graph's name of each language's locale. */
export const OG_LOCALE: Record<Language, string> = { es: 'es_ES', en: 'en_GB' };

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON for an inline `<script type="application/ld+json">`: `<` escaped so no text can close the tag. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function absoluteUrl(baseUrl: string, path: string): string {
  return new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).toString();
}

/**
 * The addresses of a page of `sitePages()` in `language`: the ones the sitemap lists, and no other;
 * for page `listPage` of a paginated list, that page's (`?page=`).
 */
export function pageAddresses(baseUrl: string, page: string, language: Language, listPage = 1): PageAddresses {
  const url = (lng: Language) => absoluteUrl(baseUrl, listPagePath(localizePath(page, lng), listPage));
  return { canonical: url(language), alternates: { es: url('es'), en: url('en'), 'x-default': url(PLAIN_LANGUAGE) } };
}

/** The neighbours of page `listPage` of `totalPages` of a paginated list, in `language`. */
export function listNeighbours(baseUrl: string, page: string, language: Language, { page: listPage, totalPages }: ListPage): ListNeighbours {
  const address = (number: number) => pageAddresses(baseUrl, page, language, number).canonical;
  return {
    previous: listPage > 1 ? address(Math.min(listPage - 1, totalPages)) : null,
    next: listPage < totalPages ? address(listPage + 1) : null,
  };
}

/**
 * The `<head>` tags of a public page as HTML: title with the company suffix, description, canonical,
 * reciprocal hreflang alternates, Open Graph and Twitter card, and the page's JSON-LD (a page in no
 * sitemap, the sign-in page, its title and description only). A screen
 * that is no page of the site (404, error) gets its title and robots noindex only: no address
 * of its own to declare.
 */
export function headTags({ language, meta, company, addresses, baseUrl, image, structuredData, neighbours }: HeadInput): string {
  const title = `<title>${escapeHtml(fullTitle(meta?.title, company?.brandName))}</title>`;
  if (!company || !meta || 'noindex' in meta) return [title, '<meta name="robots" content="noindex" />'].join('\n    ');
  const { description } = meta;
  // A page in no sitemap (the sign-in page, one address for both languages): its words, no address to declare.
  if (!addresses) return [title, `<meta name="description" content="${escapeHtml(description)}" />`].join('\n    ');
  const other: Language = language === 'es' ? 'en' : 'es';
  const tags = [
    title,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(addresses.canonical)}" />`,
    ...Object.entries(addresses.alternates).map(([hreflang, href]) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`),
    ...(neighbours?.previous ? [`<link rel="prev" href="${escapeHtml(neighbours.previous)}" />`] : []),
    ...(neighbours?.next ? [`<link rel="next" href="${escapeHtml(neighbours.next)}" />`] : []),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(company.brandName)}" />`,
    `<meta property="og:title" content="${escapeHtml(fullTitle(meta.title, company.brandName))}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(addresses.canonical)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[language]}" />`,
    `<meta property="og:locale:alternate" content="${OG_LOCALE[other]}" />`,
    `<meta property="og:image" content="${escapeHtml(absoluteUrl(baseUrl, image))}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    ...structuredData.map((data) => `<script type="application/ld+json">${jsonLd(data)}</script>`),
  ];
  return tags.join('\n    ');
}

/** schema.org PostalAddress of the company. */
export function postalAddress(company: Company): object {
  return {
    '@type': 'PostalAddress',
    streetAddress: company.address.street,
    postalCode: company.address.postalCode,
    addressLocality: company.address.city,
    addressRegion: company.address.region,
    addressCountry: company.address.countryCode,
  };
}

/** schema.org GeoCoordinates of the company's workshop. */
export function geoCoordinates(company: Company): object {
  return { '@type': 'GeoCoordinates', latitude: company.geo.lat, longitude: company.geo.lon };
}

/** schema.org LocalBusiness of the company (home page). */
export function localBusiness(company: Company, url: string, language: Language): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${absoluteUrl(url, '/')}#business`,
    name: company.brandName,
    legalName: company.legalName,
    url,
    inLanguage: language,
    email: company.email,
    telephone: company.phone,
    foundingDate: String(company.foundedYear),
    address: postalAddress(company),
    geo: geoCoordinates(company),
    ...(company.openingHours.length ? { openingHours: company.openingHours } : {}),
    areaServed: [
      { '@type': 'Place', name: 'Mallorca' },
      { '@type': 'Place', name: 'Balearic Islands' },
    ],
    sameAs: Object.values(company.social).filter((link): link is string => typeof link === 'string' && link.startsWith('https://')),
  };
}

/** schema.org BreadcrumbList: the trail from home to this page, each step with its absolute URL. */
export function breadcrumbList(steps: readonly { name: string; url: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.url })),
  };
}
