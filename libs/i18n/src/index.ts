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
export { defaultNamespace, namespaces, resources, type Namespace, type Namespaces } from './resources.js';
export { findParityIssues, type ParityIssue } from './parity.js';
