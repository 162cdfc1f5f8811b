// Side-effect-free: brings the typed-keys augmentation of i18next along with the lib.
import type {} from './i18next-augment.js';
export { createI18n } from './create-i18n.js';
export {
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  defaultLanguage,
  isSupportedLanguage,
  normalizeLanguage,
  otherLanguage,
  supportedLanguages,
  type Language,
} from './languages.js';
export { defaultNamespace, isScreenLabelNamespace, screenLabelNamespaces, type ScreenLabelNamespace, type SiteTextNamespace } from './namespaces.js';
export { loadScreenLabels } from './bundled-resources.js';
export { flattenTexts, mapTexts, type TextTree } from './text-tree.js';
export { compareMarkup, markupTokens } from './markup.js';
// Every translation at once (`resources`) is not here: it is '@mmt/i18n/resources', for tests and
// the server, so that the browser bundle carries none of the site texts.
export type { Namespace, Namespaces } from './resources.js';
export { findParityIssues, type ParityIssue } from './parity.js';
