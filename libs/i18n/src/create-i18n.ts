import i18next, { type i18n as I18n } from 'i18next';
import { normalizeLanguage, supportedLanguages, type Language } from './languages.js';
import { defaultNamespace } from './namespaces.js';
import type { Namespaces } from './resources.js';

/**
 * A new, initialised i18next instance (not the global one, so the server can make one per
 * document and tests stay isolated). Resources are in memory, so the instance is ready
 * synchronously: `t()` works right after this returns. The browser starts empty and adds the
 * site texts (from the API) and the screen labels (bundled-resources.ts) route by route; tests
 * and the server pass the bundles they have.
 *
 * A missing key renders as the key itself (spec §4), and so does an empty text. No fallback
 * language: a key missing in Spanish must show up as the key, not silently in English.
 */
export function createI18n(lng?: string, bundles: Record<Language, Partial<Namespaces>> = { en: {}, es: {} }): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: normalizeLanguage(lng),
    supportedLngs: [...supportedLanguages],
    fallbackLng: false,
    resources: bundles,
    ns: Object.keys(bundles.en),
    defaultNS: defaultNamespace,
    initAsync: false,
    returnNull: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false }, // React escapes text itself
  });
  return instance;
}
