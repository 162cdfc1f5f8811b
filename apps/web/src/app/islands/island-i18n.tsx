import type { Language } from '@mmt/i18n';
import { createContext, useContext } from 'react';

/**
 * What the islands' build puts in place of react-i18next (vite.config.ts): the components keep
 * calling `useTranslation`, and read the few texts the server serialized beside their island
 * instead of an i18next instance with every text of the site. It does what those texts use of
 * i18next: `ns:key` and nested keys, `{{name}}`, `{{- raw}}` and `{{value, number}}`, plurals by
 * `count` (`_one`/`_other`), `returnObjects`, `defaultValue`, and `getFixedT` for a text in the
 * other language. A key it does not have renders as the key itself, as i18next does here (spec §4).
 */

/** Texts by language, then namespace (each a tree as in the locale files). */
export type IslandTexts = Partial<Record<Language, Record<string, unknown>>>;

export const IslandTextsContext = createContext<{ language: Language; texts: IslandTexts } | null>(null);

type Options = Record<string, unknown> & { returnObjects?: boolean; count?: number };

function lookup(tree: unknown, path: readonly string[]): unknown {
  let node = tree;
  for (const part of path) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function interpolate(text: string, language: Language, options: Options): string {
  return text.replace(/\{\{(-?)\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (whole, _raw: string, name: string, format?: string) => {
    const value = lookup(options, name.split('.'));
    if (value === undefined) return whole;
    return format === 'number' && typeof value === 'number' ? new Intl.NumberFormat(language).format(value) : String(value);
  });
}

function translator(texts: IslandTexts, language: Language, namespaces: readonly string[]) {
  return (key: string, options: Options = {}): string & object => {
    const [namespace, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : [namespaces[0], key];
    const tree = texts[language]?.[namespace];
    const parts = path.split('.');
    let value: unknown;
    if (typeof options.count === 'number') {
      const plural = new Intl.PluralRules(language).select(options.count);
      const last = parts.length - 1;
      value = lookup(tree, [...parts.slice(0, last), `${parts[last]}_${plural}`]) ?? lookup(tree, [...parts.slice(0, last), `${parts[last]}_other`]);
    }
    value ??= lookup(tree, parts);
    if (typeof value === 'string' && value !== '') return interpolate(value, language, options) as string & object;
    if (value && typeof value === 'object' && options.returnObjects) return value as string & object;
    if (typeof options.defaultValue === 'string') return interpolate(options.defaultValue, language, options) as string & object;
    return key as string & object;
  };
}

/** react-i18next's hook, over the island's texts. */
export function useTranslation(ns?: string | readonly string[]) {
  const context = useContext(IslandTextsContext);
  if (!context) throw new Error('useTranslation used outside an island');
  const { language, texts } = context;
  const namespaces = ns === undefined ? ['common'] : typeof ns === 'string' ? [ns] : ns;
  const i18n = {
    language,
    resolvedLanguage: language,
    getFixedT: (other: Language, namespace?: string) => translator(texts, other, namespace ? [namespace] : namespaces),
  };
  return { t: translator(texts, language, namespaces), i18n, ready: true };
}
