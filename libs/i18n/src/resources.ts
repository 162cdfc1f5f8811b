/*
 * Every translation, imported statically: for the parity test, unit tests and the server (which
 * seeds the site's content entries from them and falls back to them). The browser never imports
 * this module: it gets the site texts from the server and the screen labels from
 * bundled-resources.ts. One JSON file per language and namespace under ./locales/<lng>/<ns>.json.
 */
import enAbout from './locales/en/about.json' with { type: 'json' };
import enAdmin from './locales/en/admin.json' with { type: 'json' };
import enAuth from './locales/en/auth.json' with { type: 'json' };
import enBlog from './locales/en/blog.json' with { type: 'json' };
import enCommon from './locales/en/common.json' with { type: 'json' };
import enCookies from './locales/en/cookies.json' with { type: 'json' };
import enDocs from './locales/en/docs.json' with { type: 'json' };
import enErrors from './locales/en/errors.json' with { type: 'json' };
import enHome from './locales/en/home.json' with { type: 'json' };
import enLayout from './locales/en/layout.json' with { type: 'json' };
import enLegal from './locales/en/legal.json' with { type: 'json' };
import enPortal from './locales/en/portal.json' with { type: 'json' };
import enEmails from './locales/en/emails.json' with { type: 'json' };
import enInvoice from './locales/en/invoice.json' with { type: 'json' };
import enServices from './locales/en/services.json' with { type: 'json' };
import enShop from './locales/en/shop.json' with { type: 'json' };
import enVip from './locales/en/vip.json' with { type: 'json' };
import esAbout from './locales/es/about.json' with { type: 'json' };
import esAdmin from './locales/es/admin.json' with { type: 'json' };
import esAuth from './locales/es/auth.json' with { type: 'json' };
import esBlog from './locales/es/blog.json' with { type: 'json' };
import esCommon from './locales/es/common.json' with { type: 'json' };
import esCookies from './locales/es/cookies.json' with { type: 'json' };
import esDocs from './locales/es/docs.json' with { type: 'json' };
import esErrors from './locales/es/errors.json' with { type: 'json' };
import esHome from './locales/es/home.json' with { type: 'json' };
import esLayout from './locales/es/layout.json' with { type: 'json' };
import esLegal from './locales/es/legal.json' with { type: 'json' };
import esPortal from './locales/es/portal.json' with { type: 'json' };
import esEmails from './locales/es/emails.json' with { type: 'json' };
import esInvoice from './locales/es/invoice.json' with { type: 'json' };
import esServices from './locales/es/services.json' with { type: 'json' };
import esShop from './locales/es/shop.json' with { type: 'json' };
import esVip from './locales/es/vip.json' with { type: 'json' };
import type { Language } from './languages.js';

const en = {
  about: enAbout,
  admin: enAdmin,
  auth: enAuth,
  blog: enBlog,
  common: enCommon,
  cookies: enCookies,
  docs: enDocs,
  errors: enErrors,
  home: enHome,
  layout: enLayout,
  legal: enLegal,
  portal: enPortal,
  services: enServices,
  shop: enShop,
  vip: enVip,
  emails: enEmails,
  invoice: enInvoice,
};

/** The shape every language must have (the parity test checks the values). */
export type Namespaces = typeof en;
export type Namespace = keyof Namespaces;

const es: Namespaces = {
  about: esAbout,
  admin: esAdmin,
  auth: esAuth,
  blog: esBlog,
  common: esCommon,
  cookies: esCookies,
  docs: esDocs,
  errors: esErrors,
  home: esHome,
  layout: esLayout,
  legal: esLegal,
  portal: esPortal,
  services: esServices,
  shop: esShop,
  vip: esVip,
  emails: esEmails,
  invoice: esInvoice,
};

export const resources: Record<Language, Namespaces> = { en, es };
