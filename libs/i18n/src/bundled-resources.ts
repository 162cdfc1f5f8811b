import type { i18n as I18n } from 'i18next';
import { supportedLanguages, type Language } from './languages.js';
import type { ScreenLabelNamespace } from './namespaces.js';

type JsonModule = { default: object };

async function pair(en: Promise<JsonModule>, es: Promise<JsonModule>): Promise<Record<Language, object>> {
  const [english, spanish] = await Promise.all([en, es]);
  return { en: english.default, es: spanish.default };
}

/** Each screen-label namespace in both languages, in a chunk of its own (switching language needs no request). */
const loaders: { [N in ScreenLabelNamespace]: () => Promise<Record<Language, object>> } = {
  auth: () => pair(import('./locales/en/auth.json', { with: { type: 'json' } }), import('./locales/es/auth.json', { with: { type: 'json' } })),
  portal: () => pair(import('./locales/en/portal.json', { with: { type: 'json' } }), import('./locales/es/portal.json', { with: { type: 'json' } })),
  admin: () => pair(import('./locales/en/admin.json', { with: { type: 'json' } }), import('./locales/es/admin.json', { with: { type: 'json' } })),
};

/** Adds the screen labels a route needs to an i18next instance, in both languages; those it has cost nothing. */
export async function loadScreenLabels(i18n: I18n, needed: readonly ScreenLabelNamespace[]): Promise<void> {
  const missing = needed.filter((ns) => !i18n.hasResourceBundle('en', ns));
  await Promise.all(
    missing.map(async (ns) => {
      const bundles = await loaders[ns]();
      for (const lng of supportedLanguages) i18n.addResourceBundle(lng, ns, bundles[lng], true, true);
    }),
  );
}
