import type { Language } from '@mmt/i18n';
import type { i18n as I18n } from 'i18next';

/** Each part's loaders, by language (vite.config.ts cuts them from the portal's labels). */
const parts = {
  home: { en: () => import('virtual:technician-labels/en/home'), es: () => import('virtual:technician-labels/es/home') },
  visit: { en: () => import('virtual:technician-labels/en/visit'), es: () => import('virtual:technician-labels/es/visit') },
};
/** A label of each part: there, the part (or the portal's full labels) is loaded. */
const SIGN_OF = { home: 'technician.title', visit: 'technician.work.title' } as const;

/**
 * The technician's screen labels: the portal's labels their area shows, in the page's language,
 * in two parts (the home's with the first load on a marina's signal, the visit screen's with it).
 * A language switch, or another area opened next, loads the portal's full labels.
 */
export async function loadTechnicianLabels(i18n: I18n, part: keyof typeof parts): Promise<void> {
  // The app's i18next speaks a supported language only (main.tsx, shared/i18n/language.ts).
  const language = i18n.language as Language;
  if (i18n.getResource(language, 'portal', SIGN_OF[part]) !== undefined) return;
  i18n.addResourceBundle(language, 'portal', (await parts[part][language]()).default, true, true);
}
