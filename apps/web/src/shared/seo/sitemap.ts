import { localizePath, PLAIN_LANGUAGE } from '../i18n/site-language';
import { paths, serviceSlugs } from '../paths';
import { absoluteUrl } from './head-tags';

/** Every public page once (legal pages by their footer address, not their `/legal/…` alias). */
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

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml: every public page in both languages, each with its alternates (es, en, x-default) and lastmod. */
export function sitemapXml(baseUrl: string, lastModified: Date): string {
  const lastmod = lastModified.toISOString();
  const entries = sitePages().flatMap((page) => {
    const url = (language: 'es' | 'en') => escapeXml(absoluteUrl(baseUrl, localizePath(page, language)));
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="es" href="${url('es')}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${url('en')}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(PLAIN_LANGUAGE)}"/>`,
    ].join('');
    return (['es', 'en'] as const).map((language) => `<url><loc>${url(language)}</loc><lastmod>${lastmod}</lastmod>${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: everything but the portal and the admin area (their sign-in page stays open: it is
 * how customers find their way in), and where the sitemap is.
 */
export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    `Allow: ${paths.auth.login.path}`,
    `Disallow: ${paths.app.root.path}`,
    `Disallow: ${paths.admin.root.path}`,
    '',
    `Sitemap: ${absoluteUrl(baseUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
