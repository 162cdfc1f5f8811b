import {
  LANGUAGE_STORAGE_KEY,
  defaultLanguage,
  isSupportedLanguage,
  normalizeLanguage,
  type Language,
} from '@mmt/i18n';
import type { i18n as I18n } from 'i18next';
import { languageOfPath, localizePath } from './site-language';
import { loadedNamespaces, loadTexts } from './texts';

/** The stored choice, if valid; storage may be unavailable (privacy modes). */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): Language {
  return readStoredChoice(storage) ?? defaultLanguage;
}

/** The language the visitor chose with the toggle, if any. */
export function readStoredChoice(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): Language | null {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isSupportedLanguage(stored) ? stored : null;
  } catch {
    return null;
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

/**
 * After the address changed language without the toggle (back and forward between twins): the
 * texts follow the address; the stored choice stays as it is.
 */
export async function followAddressLanguage(i18n: I18n, pathname: string): Promise<void> {
  const language = languageOfPath(pathname);
  if (!language || language === normalizeLanguage(i18n.language)) return;
  await loadTexts(i18n, loadedNamespaces(i18n, normalizeLanguage(i18n.language)), language);
  await i18n.changeLanguage(language);
}

/**
 * The language a page starts in: the address's on the public site, the stored choice elsewhere.
 * Returns the twin address instead when the visitor chose the other language before.
 */
export function startingLanguage(pathname: string): { language: Language; twin?: string } {
  const addressLanguage = languageOfPath(pathname);
  if (!addressLanguage) return { language: readStoredLanguage() };
  const chosen = readStoredChoice();
  if (chosen && chosen !== addressLanguage) return { language: chosen, twin: localizePath(pathname, chosen) };
  return { language: addressLanguage };
}
