/*
 * The namespaces of the app shell (layout, errors, cookie banner, session),
 * imported statically so the first paint needs no request. Page namespaces
 * load with their routes (page-resources.ts).
 */
import enCommon from './locales/en/common.json' with { type: 'json' };
import enAuth from './locales/en/auth.json' with { type: 'json' };
import enErrors from './locales/en/errors.json' with { type: 'json' };
import enCookies from './locales/en/cookies.json' with { type: 'json' };
import enLayout from './locales/en/layout.json' with { type: 'json' };
import esCommon from './locales/es/common.json' with { type: 'json' };
import esAuth from './locales/es/auth.json' with { type: 'json' };
import esErrors from './locales/es/errors.json' with { type: 'json' };
import esCookies from './locales/es/cookies.json' with { type: 'json' };
import esLayout from './locales/es/layout.json' with { type: 'json' };
import type { Language } from './languages.js';

export const coreNamespaces = ['common', 'auth', 'errors', 'cookies', 'layout'] as const;
export type CoreNamespace = (typeof coreNamespaces)[number];

export const defaultNamespace = 'common' satisfies CoreNamespace;

const en = { common: enCommon, auth: enAuth, errors: enErrors, cookies: enCookies, layout: enLayout };

export type CoreNamespaces = typeof en;

export const coreResources: Record<Language, CoreNamespaces> = {
  en,
  es: { common: esCommon, auth: esAuth, errors: esErrors, cookies: esCookies, layout: esLayout },
};
