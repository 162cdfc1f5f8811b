/**
 * Helpers of the public-page specs: the copy as the site shows it (libs/i18n,
 * read as JSON with import attributes) and a visitor who has already answered
 * the cookie banner, so it never covers what a test taps.
 */
import type { Page } from '@playwright/test';
import enBlog from '../../../../libs/i18n/src/locales/en/blog.json' with { type: 'json' };
import enCommon from '../../../../libs/i18n/src/locales/en/common.json' with { type: 'json' };
import enDocs from '../../../../libs/i18n/src/locales/en/docs.json' with { type: 'json' };
import enErrors from '../../../../libs/i18n/src/locales/en/errors.json' with { type: 'json' };
import enHome from '../../../../libs/i18n/src/locales/en/home.json' with { type: 'json' };
import enLayout from '../../../../libs/i18n/src/locales/en/layout.json' with { type: 'json' };
import enLegal from '../../../../libs/i18n/src/locales/en/legal.json' with { type: 'json' };
import enServices from '../../../../libs/i18n/src/locales/en/services.json' with { type: 'json' };
import enShop from '../../../../libs/i18n/src/locales/en/shop.json' with { type: 'json' };
import enVip from '../../../../libs/i18n/src/locales/en/vip.json' with { type: 'json' };
import esBlog from '../../../../libs/i18n/src/locales/es/blog.json' with { type: 'json' };
import esCommon from '../../../../libs/i18n/src/locales/es/common.json' with { type: 'json' };
import esDocs from '../../../../libs/i18n/src/locales/es/docs.json' with { type: 'json' };
import esErrors from '../../../../libs/i18n/src/locales/es/errors.json' with { type: 'json' };
import esHome from '../../../../libs/i18n/src/locales/es/home.json' with { type: 'json' };
import esLayout from '../../../../libs/i18n/src/locales/es/layout.json' with { type: 'json' };
import esLegal from '../../../../libs/i18n/src/locales/es/legal.json' with { type: 'json' };
import esServices from '../../../../libs/i18n/src/locales/es/services.json' with { type: 'json' };
import esShop from '../../../../libs/i18n/src/locales/es/shop.json' with { type: 'json' };
import esVip from '../../../../libs/i18n/src/locales/es/vip.json' with { type: 'json' };

export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

export const copy = {
  en: {
    blog: enBlog,
    common: enCommon,
    docs: enDocs,
    errors: enErrors,
    home: enHome,
    layout: enLayout,
    legal: enLegal,
    services: enServices,
    shop: enShop,
    vip: enVip,
  },
  es: {
    blog: esBlog,
    common: esCommon,
    docs: esDocs,
    errors: esErrors,
    home: esHome,
    layout: esLayout,
    legal: esLegal,
    services: esServices,
    shop: esShop,
    vip: esVip,
  },
} as const;

/** A site page's address in a language: the plain one is Spanish, `/en/…` its English twin. */
export function sitePath(language: Language, path: string): string {
  if (language === 'es') return path;
  return path === '/' ? '/en/' : `/en${path}`;
}

/** The 12 services in the spec's chain order. */
export const serviceChain = [
  'naval-electricity',
  'marine-electronics',
  'internet',
  'lithium-batteries',
  'solar-panels',
  'remote-monitoring',
  'nas',
  'tech-assistance',
  'equipment-repair',
  'ai-solutions',
  'process-automation',
  'design-3d',
] as const;

/** Stores a cookie choice before the page loads, as an earlier visit would have. */
export async function answeredCookieBanner(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'declined'));
}

/** Fills {{name}} placeholders. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
