import { createI18n, mapTexts, type Language, type Namespaces, type SiteTextNamespace, type TextTree } from '@mmt/i18n';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { TFunction } from 'i18next';
import { IsNull, type EntityManager, type Repository } from 'typeorm';
import { CachedValue } from '../common/cache/cached-value.js';
import { PublicDataChanges } from '../common/cache/public-data-changes.js';
import { ContentEntryEntity } from './entities/content-entry.entity.js';
import { codeTree, siteTextNamespaces } from './site-text-defaults.js';

type SiteTexts = Record<SiteTextNamespace, TextTree>;

interface Snapshot {
  trees: Record<Language, SiteTexts>;
  translate: Record<Language, TFunction>;
}

/** The text the site shows: the stored value, else the code's default, else the key (spec §4). */
export function effectiveText(stored: string | undefined, codeDefault: string, key: string): string {
  return stored || codeDefault || key;
}

/**
 * The site's texts as the public sees them, for the browser (`siteTexts` query) and for documents
 * the server writes (invoice PDFs, e-mails, server-rendered pages). Read from the content entries
 * once, kept in memory, dropped on every change of public data (any process, see
 * PublicDataChanges).
 */
@Injectable()
export class SiteTextsService {
  private readonly snapshot: CachedValue<Snapshot>;

  constructor(
    @InjectRepository(ContentEntryEntity) private readonly entries: Repository<ContentEntryEntity>,
    changes: PublicDataChanges,
  ) {
    this.snapshot = new CachedValue((manager) => this.load(manager), changes);
  }

  /**
   * The texts of these namespaces in one language, as nested objects (arrays kept) ready for
   * i18next's `addResourceBundle`: `{ home: { hero_title: '…', hero: { description: ['…'] } } }`.
   */
  async texts(language: Language, namespaces: readonly SiteTextNamespace[], manager?: EntityManager): Promise<Partial<SiteTexts>> {
    const { trees } = await this.snapshot.get(manager);
    return Object.fromEntries(namespaces.map((ns) => [ns, trees[language][ns]]));
  }

  /**
   * One text, interpolated by i18next as the browser does (`{{name}}` from params, plurals with
   * `count`). Values are not escaped: HTML output must escape them itself.
   */
  async text(language: Language, namespace: SiteTextNamespace, key: string, params: Record<string, unknown> = {}): Promise<string> {
    const { translate } = await this.snapshot.get();
    return String(translate[language](`${namespace}:${key}` as never, params as never));
  }

  /** Per section, the newest es_updated_at / en_updated_at of its texts in use (they move only when that language's value does). */
  lastChanges(): Promise<{ section: SiteTextNamespace; es: Date; en: Date }[]> {
    return this.entries.query(
      `SELECT section, max(es_updated_at) AS es, max(en_updated_at) AS en FROM content_entries WHERE retired_at IS NULL GROUP BY section`,
    );
  }

  private async load(manager = this.entries.manager): Promise<Snapshot> {
    const rows = await manager.getRepository(ContentEntryEntity).find({
      select: { section: true, key: true, valueEs: true, valueEn: true },
      where: { retiredAt: IsNull() },
    });
    const stored = new Map(rows.map((row) => [`${row.section}\u0000${row.key}`, row]));
    const treesIn = (language: Language): SiteTexts => {
      const column = language === 'es' ? 'valueEs' : 'valueEn';
      return Object.fromEntries(
        siteTextNamespaces.map((ns) => [
          ns,
          mapTexts(codeTree(language, ns), (key, text) => effectiveText(stored.get(`${ns}\u0000${key}`)?.[column], text, key)),
        ]),
      ) as SiteTexts;
    };
    const trees = { en: treesIn('en'), es: treesIn('es') };
    const i18n = createI18n('en', trees as unknown as Record<Language, Partial<Namespaces>>);
    return { trees, translate: { en: i18n.getFixedT('en'), es: i18n.getFixedT('es') } };
  }
}
