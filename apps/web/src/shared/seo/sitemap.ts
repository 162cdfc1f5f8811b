import type { SiteChanges } from '@mmt/contract';
import type { Language } from '@mmt/i18n';
import { shellNamespaces } from '../i18n/page-texts';
import { paths } from '../paths';
import { absoluteUrl, pageAddresses } from './head-tags';
import { sitePages, type SitePage } from './site-pages';

/**
 * A page's lastmod in a language: the last change of the company details or of a text it shows in
 * that language (its sections and the shell's). The blog's posts come from WordPress and do not count.
 */
function lastModified(page: SitePage, language: Language, changes: SiteChanges): Date {
  const times = [...shellNamespaces, ...page.texts].map((section) => changes.texts[language][section]?.getTime() ?? 0);
  return new Date(Math.max(changes.company.getTime(), ...times));
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml: every public page in both languages, each with its alternates (es, en, x-default) and lastmod. */
export function sitemapXml(baseUrl: string, changes: SiteChanges): string {
  const entries = sitePages().flatMap((page) =>
    (['es', 'en'] as const).map((language) => {
      const { canonical, alternates } = pageAddresses(baseUrl, page.path, language);
      const links = Object.entries(alternates).map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`);
      const lastmod = lastModified(page, language, changes).toISOString();
      return `<url><loc>${escapeXml(canonical)}</loc><lastmod>${lastmod}</lastmod>${links.join('')}</url>`;
    }),
  );
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
