import {
  LANGUAGE_STORAGE_KEY,
  defaultLanguage,
  isSupportedLanguage,
  normalizeLanguage,
  type Language,
} from '@mmt/i18n';
import type { i18n as I18n } from 'i18next';
import { loadedNamespaces, loadTexts } from './texts';

/** The stored choice, if valid; storage may be unavailable (privacy modes). */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): Language {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isSupportedLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

export function storeLanguage(lng: Language, storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage()): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Storage full or blocked: the choice lasts for this page view only.
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Keeps `<html lang>` and the stored preference in step with i18next:
 * applied now and on every language change. Returns the unsubscribe.
 */
export function bindDocumentLanguage(i18n: I18n): () => void {
  const apply = (lng: string) => {
    const language = normalizeLanguage(lng);
    document.documentElement.lang = language;
  };
  apply(i18n.language);
  i18n.on('languageChanged', apply);
  return () => i18n.off('languageChanged', apply);
}

/**
 * What the language toggle calls: fetches the texts the page shows in the new language first,
 * then switches (no moment of keys or mixed languages), remembers, and updates the document.
 * Rejects, leaving the language as it was, when the texts cannot be fetched.
 */
export async function chooseLanguage(i18n: I18n, lng: Language): Promise<void> {
  await loadTexts(i18n, loadedNamespaces(i18n, normalizeLanguage(i18n.language)), lng);
  storeLanguage(lng);
  await i18n.changeLanguage(lng);
}
