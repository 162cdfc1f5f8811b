import type { HomeContentsQuery } from '@mmt/graphql';
import type { Language } from '@mmt/i18n';

/** An editable text in both languages (content entry home/<key>). */
export interface EditableText {
  en: string;
  es: string;
}

export interface HomeTexts {
  heroTitle: EditableText | null;
  heroSubtitle: EditableText | null;
}

export const emptyHomeTexts: HomeTexts = { heroTitle: null, heroSubtitle: null };

/** Picks home/hero_title and home/hero_subtitle out of the `contents(section: "home")` answer. */
export function homeTextsFrom(data: HomeContentsQuery | null | undefined): HomeTexts {
  const byKey = new Map((data?.contents.edges ?? []).map(({ node }) => [node.key, { en: node.valueEn, es: node.valueEs }]));
  return { heroTitle: byKey.get('hero_title') ?? null, heroSubtitle: byKey.get('hero_subtitle') ?? null };
}

/** The entry's text in this language, or the fallback when the entry is missing or blank. */
export function localized(text: EditableText | null, language: Language, fallback: string): string {
  const value = text?.[language]?.trim();
  return value ? value : fallback;
}
