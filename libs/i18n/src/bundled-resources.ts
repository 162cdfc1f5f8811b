import type { i18n as I18n } from 'i18next';
import type { Language } from './languages.js';
import type { ScreenLabelNamespace } from './namespaces.js';

type JsonModule = { default: object };
type Loader = () => Promise<JsonModule>;

/**
 * Each screen-label namespace in each language, in a chunk of its own: a page loads its language's
 * only (the technician's first load on a marina's signal counts every kilobyte); switching language
 * loads the new one's first (shared/i18n/language.ts).
 */
const loaders: { [N in ScreenLabelNamespace]: Record<Language, Loader> } = {
  auth: { en: () => import('./locales/en/auth.json', { with: { type: 'json' } }), es: () => import('./locales/es/auth.json', { with: { type: 'json' } }) },
  portal: {
    en: () => import('./locales/en/portal.json', { with: { type: 'json' } }),
    es: () => import('./locales/es/portal.json', { with: { type: 'json' } }),
  },
  admin: { en: () => import('./locales/en/admin.json', { with: { type: 'json' } }), es: () => import('./locales/es/admin.json', { with: { type: 'json' } }) },
};

/** What each i18next instance holds in full, by `language|namespace` (an area may have added a part of one: the technician's). */
const loadedInFull = new WeakMap<I18n, Set<string>>();

/** Adds the screen labels a route needs in a language (the current one unless given); those it has cost nothing. */
export async function loadScreenLabels(
  i18n: I18n,
  needed: readonly ScreenLabelNamespace[],
  language: Language = i18n.language === 'en' ? 'en' : 'es',
): Promise<void> {
  let loaded = loadedInFull.get(i18n);
  if (!loaded) loadedInFull.set(i18n, (loaded = new Set()));
  const missing = needed.filter((ns) => !loaded.has(`${language}|${ns}`));
  await Promise.all(
    missing.map(async (ns) => {
      i18n.addResourceBundle(language, ns, (await loaders[ns][language]()).default, true, true);
      loaded.add(`${language}|${ns}`);
    }),
  );
}
