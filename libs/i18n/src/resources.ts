/*
 * Every translation, imported statically: for the parity test, unit tests and
 * the server. The browser starts with the core namespaces (core-resources.ts)
 * and loads each page's namespaces with its route (page-resources.ts).
 * One JSON file per language and namespace under ./locales/<lng>/<namespace>.json.
 */
import { coreResources } from './core-resources.js';
import enHome from './locales/en/home.json' with { type: 'json' };
import enServices from './locales/en/services.json' with { type: 'json' };
import enBlog from './locales/en/blog.json' with { type: 'json' };
import enShop from './locales/en/shop.json' with { type: 'json' };
import enVip from './locales/en/vip.json' with { type: 'json' };
import enDocs from './locales/en/docs.json' with { type: 'json' };
import enLegal from './locales/en/legal.json' with { type: 'json' };
import enPortal from './locales/en/portal.json' with { type: 'json' };
import enAdmin from './locales/en/admin.json' with { type: 'json' };
import enEmails from './locales/en/emails.json' with { type: 'json' };
import enInvoice from './locales/en/invoice.json' with { type: 'json' };
import esHome from './locales/es/home.json' with { type: 'json' };
import esServices from './locales/es/services.json' with { type: 'json' };
import esBlog from './locales/es/blog.json' with { type: 'json' };
import esShop from './locales/es/shop.json' with { type: 'json' };
import esVip from './locales/es/vip.json' with { type: 'json' };
import esDocs from './locales/es/docs.json' with { type: 'json' };
import esLegal from './locales/es/legal.json' with { type: 'json' };
import esPortal from './locales/es/portal.json' with { type: 'json' };
import esAdmin from './locales/es/admin.json' with { type: 'json' };
import esEmails from './locales/es/emails.json' with { type: 'json' };
import esInvoice from './locales/es/invoice.json' with { type: 'json' };
import type { Language } from './languages.js';

const en = {
  ...coreResources.en,
  home: enHome,
  services: enServices,
  blog: enBlog,
  shop: enShop,
  vip: enVip,
  docs: enDocs,
  legal: enLegal,
  portal: enPortal,
  admin: enAdmin,
  emails: enEmails,
  invoice: enInvoice,
};

/** The shape every language must have (the parity test checks the values). */
export type Namespaces = typeof en;
export type Namespace = keyof Namespaces;

const es: Namespaces = {
  ...coreResources.es,
  home: esHome,
  services: esServices,
  blog: esBlog,
  shop: esShop,
  vip: esVip,
  docs: esDocs,
  legal: esLegal,
  portal: esPortal,
  admin: esAdmin,
  emails: esEmails,
  invoice: esInvoice,
};

export const resources: Record<Language, Namespaces> = { en, es };
