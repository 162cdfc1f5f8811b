import type { Company } from '@mmt/company';
import { supportedLanguages, type Language } from '@mmt/i18n';
import type { i18n as I18n } from 'i18next';
import { islandSpec, type IslandInstance } from '../../shared/islands/island-catalog';
import type { IslandTexts } from './island-i18n';

/**
 * What a page served with islands carries for them (in `#page-data`): the page's language, the
 * texts its islands show (nothing else of the site's texts), the company's details and each
 * island's props by the id on its element.
 */
export interface IslandsPayload {
  language: Language;
  texts: IslandTexts;
  company: Company;
  islands: Record<string, IslandInstance>;
}

/** The other language of the site (the suggestion to switch speaks it). */
export const otherLanguage = (language: Language): Language => supportedLanguages.find((other) => other !== language) ?? language;

/** The namespaces the islands' texts in the other language come from (the server loads them first). */
export function otherLanguageNamespaces(islands: Iterable<IslandInstance>): string[] {
  const keys = [...islands].flatMap((island) => islandSpec(island.name).otherLanguageTexts ?? []);
  return [...new Set(keys.map((key) => key.split(':')[0]))];
}

/** Copies `namespace:a.b` (or a whole namespace) from i18next's store into `texts`. */
function copyText(i18n: I18n, language: Language, key: string, texts: IslandTexts): void {
  const [namespace, path = ''] = key.split(':') as [string, string?];
  const parts = path ? path.split('.') : [];
  let source: unknown = i18n.getResourceBundle(language, namespace);
  for (const part of parts) source = (source as Record<string, unknown> | undefined)?.[part];
  if (source === undefined) return;
  const byNamespace = (texts[language] ??= {});
  if (!parts.length) {
    byNamespace[namespace] = source;
    return;
  }
  let target = (byNamespace[namespace] ??= {}) as Record<string, unknown>;
  for (const part of parts.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
  target[parts.at(-1)!] = source;
}

/** The texts the page's islands show, picked from what the server's i18next holds. */
export function islandTexts(i18n: I18n, language: Language, islands: Iterable<IslandInstance>): IslandTexts {
  const texts: IslandTexts = {};
  for (const island of islands) {
    const spec = islandSpec(island.name);
    for (const key of spec.texts) copyText(i18n, language, key, texts);
    for (const key of spec.otherLanguageTexts ?? []) copyText(i18n, otherLanguage(language), key, texts);
  }
  return texts;
}
