import type { SiteChanges } from '@mmt/contract';
import type { Language } from '@mmt/i18n';
import type { CompanyService } from '../company/company.service.js';
import type { SiteTextsService } from '../content/site-texts.service.js';

/**
 * When the public pages' data last changed, as PostgreSQL keeps it, so that every process and
 * every restart dates a page alike: the company details' updated_at, and per section and language
 * the newest es_updated_at / en_updated_at of its texts in use (those move only when that
 * language's value does: an edit, or a code default the value follows).
 */
export async function siteChanges(texts: SiteTextsService, company: CompanyService): Promise<SiteChanges> {
  const [sections, { updatedAt }] = await Promise.all([texts.lastChanges(), company.current()]);
  const by = (language: Language) => Object.fromEntries(sections.map((row) => [row.section, row[language]]));
  return { company: updatedAt, texts: { es: by('es'), en: by('en') } };
}
