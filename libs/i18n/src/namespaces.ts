import type { Namespace } from './resources.js';

/**
 * The labels of the sign-in page, the customer portal and the admin area: they stay in code and
 * ship with those screens (bundled-resources.ts). Every other namespace, present or future, holds
 * texts of the public site or of documents customers receive: those are the site texts, one
 * content entry per text, editable by admins and served by the API.
 */
export const screenLabelNamespaces = ['auth', 'portal', 'admin'] as const;

export type ScreenLabelNamespace = (typeof screenLabelNamespaces)[number];

export type SiteTextNamespace = Exclude<Namespace, ScreenLabelNamespace>;

export function isScreenLabelNamespace(ns: string): ns is ScreenLabelNamespace {
  return (screenLabelNamespaces as readonly string[]).includes(ns);
}

/** The namespace i18next reads when a key names none. */
export const defaultNamespace = 'common' satisfies SiteTextNamespace;
