import { normalizeLanguage } from '@mmt/i18n';
import type { i18n as I18n } from 'i18next';

/**
 * The technician's screen labels: the portal's sections their area shows (its frame, the visits,
 * the work report's words), in the page's language, a third of the portal's labels (its first load
 * on a marina's signal). A language switch, or another area opened next, loads the full labels.
 */
export async function loadTechnicianLabels(i18n: I18n): Promise<void> {
  const language = normalizeLanguage(i18n.language);
  if (i18n.hasResourceBundle(language, 'portal')) return;
  const labels = language === 'en' ? await import('virtual:technician-labels/en') : await import('virtual:technician-labels/es');
  i18n.addResourceBundle(language, 'portal', labels.default, true, true);
}
