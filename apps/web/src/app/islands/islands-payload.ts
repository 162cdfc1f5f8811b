import type { Company } from '@mmt/company';
import { otherLanguage, type Language } from '@mmt/i18n';
import type { i18n as I18n } from 'i18next';
import type { IslandInstance } from '../../shared/islands/island';
import type { IslandTexts } from './island-i18n';
import { islandDeclaration } from './islands';

/**
 * What a page served with islands carries for them (in `#page-data`): the page's language and its
 * twin's address, the texts its islands show (nothing else of the site's texts), the company's
 * details (null on the error screen of a page whose layout failed to load) and each island's props
 * by the id on its element.
 */
export interface IslandsPayload {
  language: Language;
  /**
   * This page's address in the other language (a returning visitor who chose that one goes there;
   * a first-time one may be offered it); null on the sign-in page, which has none.
   */
  twin: string | null;
  texts: IslandTexts;
  company: Company | null;
  islands: Record<string, IslandInstance>;
}

/** What of `source` the path names (`*` for every key at its level), in the same shape. */
function pick(source: unknown, path: readonly string[]): unknown {
  if (!path.length || source === undefined) return source;
  if (typeof source !== 'object' || source === null) return undefined;
  const [part, ...rest] = path;
  const picked: Record<string, unknown> = {};
  for (const key of part === '*' ? Object.keys(source) : [part]) {
    const value = pick((source as Record<string, unknown>)[key], rest);
    if (value !== undefined) picked[key] = value;
  }
  return Object.keys(picked).length ? picked : undefined;
}

/** Adds what `source` holds to `target`, object by object (two keys may pick parts of one object). */
function merge(target: Record<string, unknown>, source: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    const bothObjects = [current, value].every((item) => typeof item === 'object' && item !== null && !Array.isArray(item));
    target[key] = bothObjects ? merge(current as Record<string, unknown>, value as Record<string, unknown>) : value;
  }
  return target;
}

/** Copies `namespace:a.b` (a key and what is under it; `*` for every key at a level) or a whole namespace into `texts`. */
function copyText(i18n: I18n, language: Language, key: string, texts: IslandTexts): void {
  const [namespace, path = ''] = key.split(':') as [string, string?];
  const picked = pick({ [namespace]: i18n.getResourceBundle(language, namespace) }, [namespace, ...(path ? path.split('.') : [])]);
  if (picked) texts[language] = merge((texts[language] ??= {}), picked as Record<string, unknown>);
}

/** The texts the page's islands show, picked from what the server's i18next holds. */
export function islandTexts(i18n: I18n, language: Language, islands: Iterable<IslandInstance>): IslandTexts {
  const texts: IslandTexts = {};
  for (const island of islands) {
    const declared = islandDeclaration(island.name);
    for (const key of declared.texts || []) copyText(i18n, language, key, texts);
    for (const key of declared.otherLanguageTexts || []) copyText(i18n, otherLanguage(language), key, texts);
  }
  return texts;
}
