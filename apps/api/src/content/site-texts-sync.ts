import type { EntityManager } from 'typeorm';
import { codeTexts, type CodeText } from './site-text-defaults.js';

export interface SiteTextsSyncReport {
  /** Texts of the code the database lacked, now entries with the code's values. */
  added: number;
  /** Entries whose code default changed, with the new default; values nobody had changed follow it. */
  updatedDefaults: number;
  /** Entries the code no longer has, now marked retired. */
  retired: number;
  /** Retired entries the code has again. */
  unretired: number;
}

/** The code's texts as a table: `code(section, key, es, en)` from four array parameters. */
const CODE = `unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS code(section, key, es, en)`;

/**
 * Brings the content entries in line with the code's texts (libs/i18n), on every start, under
 * the migration lock. A value an admin (or anyone) changed is never overwritten: only a value
 * still equal to the code's previous default, in a language no save ever changed, follows a new
 * default; so a wording fix in the code reaches the site unless the owner had rewritten that text,
 * even back to the old default word for word. Nothing is deleted.
 */
export async function syncSiteTexts(manager: EntityManager, texts: readonly CodeText[] = codeTexts()): Promise<SiteTextsSyncReport> {
  const params = [texts.map((t) => t.section), texts.map((t) => t.key), texts.map((t) => t.es), texts.map((t) => t.en)];
  const count = (result: unknown) => (Array.isArray(result) ? (result[1] as number) : 0);

  const added: unknown[] = await manager.query(
    `INSERT INTO content_entries (section, key, value_es, value_en, default_es, default_en)
     SELECT section, key, es, en, es, en FROM ${CODE}
     ON CONFLICT (section, key) DO NOTHING
     RETURNING id`,
    params,
  );
  // Per language: does the value still follow the code (equal to its default, never changed by a save)?
  const follows = (language: 'es' | 'en') =>
    `(c.value_${language} = c.default_${language} AND NOT EXISTS (
       SELECT 1 FROM content_revisions r WHERE r.content_id = c.id AND r.previous_value_${language} <> r.value_${language}))`;
  const updatedDefaults = await manager.query(
    `UPDATE content_entries c SET
       value_es = CASE WHEN ${follows('es')} THEN code.es ELSE c.value_es END,
       value_en = CASE WHEN ${follows('en')} THEN code.en ELSE c.value_en END,
       es_updated_at = CASE WHEN ${follows('es')} AND code.es <> c.value_es THEN now() ELSE c.es_updated_at END,
       en_updated_at = CASE WHEN ${follows('en')} AND code.en <> c.value_en THEN now() ELSE c.en_updated_at END,
       version = c.version + CASE WHEN (${follows('es')} AND code.es <> c.value_es) OR (${follows('en')} AND code.en <> c.value_en) THEN 1 ELSE 0 END,
       updated_at = now(),
       default_es = code.es,
       default_en = code.en
     FROM ${CODE}
     WHERE c.section = code.section AND c.key = code.key AND (c.default_es <> code.es OR c.default_en <> code.en)`,
    params,
  );
  const retired = await manager.query(
    `UPDATE content_entries SET retired_at = now()
     WHERE retired_at IS NULL AND (section, key) NOT IN (SELECT section, key FROM ${CODE})`,
    params,
  );
  const unretired = await manager.query(
    `UPDATE content_entries SET retired_at = NULL
     WHERE retired_at IS NOT NULL AND (section, key) IN (SELECT section, key FROM ${CODE})`,
    params,
  );
  return { added: added.length, updatedDefaults: count(updatedDefaults), retired: count(retired), unretired: count(unretired) };
}
