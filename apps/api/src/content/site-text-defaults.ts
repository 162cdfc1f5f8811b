import { flattenTexts, isScreenLabelNamespace, type SiteTextNamespace, type TextTree } from '@mmt/i18n';
import { resources } from '@mmt/i18n/resources';

/** A text of the code (libs/i18n) in both languages: the default of the content entry section/key. */
export interface CodeText {
  section: string;
  key: string;
  es: string;
  en: string;
}

/** The site-text namespaces of the code: every namespace but the screen labels (libs/i18n namespaces.ts). */
export const siteTextNamespaces = Object.keys(resources.en).filter((ns) => !isScreenLabelNamespace(ns)) as SiteTextNamespace[];

export function isSiteTextNamespace(value: string): value is SiteTextNamespace {
  return (siteTextNamespaces as string[]).includes(value);
}

/** The translation tree of a site-text namespace in one language, as the code has it. */
export function codeTree(language: 'es' | 'en', namespace: SiteTextNamespace): TextTree {
  return resources[language][namespace] as TextTree;
}

/** Every site text of the code, one per leaf of the English tree (the parity test keeps Spanish identical in shape). */
export function codeTexts(): CodeText[] {
  return siteTextNamespaces.flatMap((section) => {
    const spanish = new Map(flattenTexts(codeTree('es', section)));
    return flattenTexts(codeTree('en', section)).map(([key, en]) => ({ section, key, en, es: spanish.get(key) ?? '' }));
  });
}
