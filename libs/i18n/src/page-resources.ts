import type { i18n as I18n } from 'i18next';
import { coreNamespaces, type CoreNamespace } from './core-resources.js';
import { supportedLanguages, type Language } from './languages.js';
import type { Namespace } from './resources.js';

export type PageNamespace = Exclude<Namespace, CoreNamespace>;

type JsonModule = { default: object };

async function pair(en: Promise<JsonModule>, es: Promise<JsonModule>): Promise<Record<Language, object>> {
  const [english, spanish] = await Promise.all([en, es]);
  return { en: english.default, es: spanish.default };
}

/** Each page namespace in both languages, so that switching language needs no request. */
const loaders: { [N in PageNamespace]: () => Promise<Record<Language, object>> } = {
  home: () => pair(import('./locales/en/home.json', { with: { type: 'json' } }), import('./locales/es/home.json', { with: { type: 'json' } })),
  services: () => pair(import('./locales/en/services.json', { with: { type: 'json' } }), import('./locales/es/services.json', { with: { type: 'json' } })),
  blog: () => pair(import('./locales/en/blog.json', { with: { type: 'json' } }), import('./locales/es/blog.json', { with: { type: 'json' } })),
  shop: () => pair(import('./locales/en/shop.json', { with: { type: 'json' } }), import('./locales/es/shop.json', { with: { type: 'json' } })),
  vip: () => pair(import('./locales/en/vip.json', { with: { type: 'json' } }), import('./locales/es/vip.json', { with: { type: 'json' } })),
  docs: () => pair(import('./locales/en/docs.json', { with: { type: 'json' } }), import('./locales/es/docs.json', { with: { type: 'json' } })),
  legal: () => pair(import('./locales/en/legal.json', { with: { type: 'json' } }), import('./locales/es/legal.json', { with: { type: 'json' } })),
  portal: () => pair(import('./locales/en/portal.json', { with: { type: 'json' } }), import('./locales/es/portal.json', { with: { type: 'json' } })),
  admin: () => pair(import('./locales/en/admin.json', { with: { type: 'json' } }), import('./locales/es/admin.json', { with: { type: 'json' } })),
  // Read by the API (e-mails, invoice PDFs); here so that every namespace loads the same way.
  emails: () => pair(import('./locales/en/emails.json', { with: { type: 'json' } }), import('./locales/es/emails.json', { with: { type: 'json' } })),
  invoice: () => pair(import('./locales/en/invoice.json', { with: { type: 'json' } }), import('./locales/es/invoice.json', { with: { type: 'json' } })),
};

export const pageNamespaces = Object.keys(loaders) as PageNamespace[];

/** Every namespace, the core ones first. */
export const namespaces: Namespace[] = [...coreNamespaces, ...pageNamespaces];

function isPageNamespace(ns: Namespace): ns is PageNamespace {
  return ns in loaders;
}

/**
 * Adds the page namespaces a route needs to an i18next instance, in both
 * languages; those it already has, and the core ones, cost nothing.
 */
export async function loadNamespaces(i18n: I18n, needed: readonly Namespace[]): Promise<void> {
  const missing = needed.filter((ns) => isPageNamespace(ns) && !i18n.hasResourceBundle('en', ns)) as PageNamespace[];
  await Promise.all(
    missing.map(async (ns) => {
      const bundles = await loaders[ns]();
      for (const lng of supportedLanguages) i18n.addResourceBundle(lng, ns, bundles[lng], true, true);
    }),
  );
}
