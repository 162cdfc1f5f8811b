import { normalizeLanguage, type Language } from '@mmt/i18n';
import type { i18n as I18n } from 'i18next';
import { languageOfPath, localizePath } from './site-language';
import { storeLanguage } from './language-cookie';
import { chosenOtherLanguage, readStoredLanguage } from './stored-language';
import { loadedNamespaces, loadTexts } from './texts';

/**
 * The language a page starts in: the address's on the public site, the stored choice elsewhere.
 * Returns the twin address instead when the visitor chose the other language before.
 */
export function startingLanguage(pathname: string): { language: Language; twin?: string } {
  const addressLanguage = languageOfPath(pathname);
  if (!addressLanguage) return { language: readStoredLanguage() };
  const chosen = chosenOtherLanguage(addressLanguage);
  return chosen ? { language: chosen, twin: localizePath(pathname, chosen) } : { language: addressLanguage };
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
