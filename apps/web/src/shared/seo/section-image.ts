import { stripLanguage } from '../i18n/site-language';

/** The sections that have their own 1200×630 link-preview image (apps/web/public/og, drawn by tools/og-images.mjs). */
const sections = ['services', 'blog', 'shop', 'vip', 'documentation'] as const;

/** The link-preview image of the section a site path belongs to (home's for the home page and the legal pages). */
export function sectionImage(pathname: string): string {
  const first = stripLanguage(pathname).split('/')[1] ?? '';
  const section = (sections as readonly string[]).includes(first) ? first : 'home';
  return `/og/${section}.png`;
}
