import i18next, { type i18n as I18n } from 'i18next';
import { normalizeLanguage, supportedLanguages } from './languages.js';
import { defaultNamespace, namespaces, resources } from './resources.js';

/**
 * A new, initialised i18next instance (not the global one, so the server can
 * make one per request and tests stay isolated). Resources are in memory, so
 * the instance is ready synchronously: `t()` works right after this returns.
 *
 * A missing key renders as the key itself (spec §4). No fallback language:
 * a key missing in Spanish must show up as the key, not silently in English;
 * the parity test keeps both languages complete.
 */
export function createI18n(lng?: string): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: normalizeLanguage(lng),
    supportedLngs: [...supportedLanguages],
    fallbackLng: false,
    resources,
    ns: namespaces,
    defaultNS: defaultNamespace,
    initAsync: false,
    returnNull: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false }, // React escapes text itself
  });
  return instance;
}
