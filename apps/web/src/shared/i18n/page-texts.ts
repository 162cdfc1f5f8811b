import type { SiteTextNamespace } from '@mmt/i18n';

/** The texts every page shows (header, footer, cookie banner, error screens, shared words). */
export const shellNamespaces = ['common', 'layout', 'errors', 'cookies'] as const satisfies readonly SiteTextNamespace[];

/**
 * The site-text sections each public page shows besides the shell's: its route loads them
 * (app/router.tsx), and the sitemap dates the page by their last change (seo/sitemap.ts).
 */
export const pageTexts = {
  home: ['home', 'about', 'services'],
  services: ['services'],
  blog: ['blog'],
  shop: ['shop'],
  vip: ['vip'],
  documentation: ['docs'],
  legal: ['legal'],
} as const satisfies Record<string, readonly SiteTextNamespace[]>;
