// Side-effect-free: brings the typed-keys augmentation of i18next along with the lib.
import type {} from './i18next-augment.js';
export { createI18n } from './create-i18n.js';
export {
  LANGUAGE_STORAGE_KEY,
  defaultLanguage,
  isSupportedLanguage,
  normalizeLanguage,
  supportedLanguages,
  type Language,
} from './languages.js';
export { coreNamespaces, defaultNamespace, type CoreNamespace } from './core-resources.js';
export { loadNamespaces, namespaces, pageNamespaces, type PageNamespace } from './page-resources.js';
// Every translation at once (`resources`) is not here: it is '@mmt/i18n/resources', for tests and
// the server, so that the browser bundle keeps page namespaces in their own chunks.
export type { Namespace, Namespaces } from './resources.js';
export { findParityIssues, type ParityIssue } from './parity.js';
