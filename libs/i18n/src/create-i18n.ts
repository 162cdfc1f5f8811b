import i18next, { type i18n as I18n } from 'i18next';
import { coreResources, defaultNamespace } from './core-resources.js';
import { normalizeLanguage, supportedLanguages, type Language } from './languages.js';
import type { Namespaces } from './resources.js';

/**
 * A new, initialised i18next instance (not the global one, so the server can
 * make one per request and tests stay isolated). Resources are in memory, so
 * the instance is ready synchronously: `t()` works right after this returns.
 * The browser starts with the core namespaces and adds each page's with
 * `loadNamespaces`; tests and the server pass `resources` (all of them).
 *
 * A missing key renders as the key itself (spec §4). No fallback language:
 * a key missing in Spanish must show up as the key, not silently in English;
 * the parity test keeps both languages complete.
 */
export function createI18n(lng?: string, bundles: Record<Language, Partial<Namespaces>> = coreResources): I18n {
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
