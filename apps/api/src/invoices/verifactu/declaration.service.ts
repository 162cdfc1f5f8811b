import { isDeepStrictEqual } from 'node:util';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { dayInPalma } from '../../common/calendar.js';
import type { Page } from '../../common/relay/connection.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { BusinessTexts } from '../../texts/business-texts.js';
import { makeDeclaration, type DeclarationContent } from './declaration.js';
import type { SystemDeclaration } from './declaration.model.js';

interface DeclarationRow {
  version: string;
  made_at: Date;
  content: DeclarationContent;
  records: number;
}

const DECLARATION_SELECT = `
  SELECT d.version, d.made_at, d.content,
         (SELECT count(*)::int FROM billing_records r WHERE r.system ->> 'version' = d.version) AS records
    FROM system_declarations d`;

/** GET it with the bearer token (admins): the declaration of a version as a PDF. */
export const declarationPdfUrl = (version: string) => `/verifactu/declaration.pdf?version=${encodeURIComponent(version)}`;

/**
 * The declaración responsable of each version of the billing system: made from the configuration
 * and the company's details the first time a version starts, then kept as made (art. 15.3: readable
 * in the system itself, and downloadable).
 */
@Injectable()
export class SystemDeclarations {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly texts: BusinessTexts,
  ) {}

  /** At start: the configured version's declaration, made now if it has none (of two API processes starting at once, one makes it). */
  async makeCurrent(): Promise<void> {
    const [{ now }]: { now: Date }[] = await this.dataSource.query('SELECT now()');
    const content = await this.make(dayInPalma(now));
    await this.dataSource.query('INSERT INTO system_declarations (version, made_at, content) VALUES ($1, $2, $3) ON CONFLICT (version) DO NOTHING', [
      this.config.verifactu.system.version,
      now,
      JSON.stringify(content),
    ]);
  }

  /** The declaration of a version (by default the configured one); null if that version never ran. */
  async find(version?: string | null): Promise<SystemDeclaration | null> {
    const [row]: DeclarationRow[] = await this.dataSource.query(`${DECLARATION_SELECT} WHERE d.version = $1`, [
      version ?? this.config.verifactu.system.version,
    ]);
    return row ? this.toDeclaration(row) : null;
  }

  /** Every version's declaration, the newest first. */
  async list(page: Page): Promise<[SystemDeclaration[], number]> {
    const rows: DeclarationRow[] = await this.dataSource.query(`${DECLARATION_SELECT} ORDER BY d.made_at DESC, d.version DESC LIMIT $1 OFFSET $2`, [
      page.limit,
      page.offset,
    ]);
    const [{ total }]: { total: number }[] = await this.dataSource.query('SELECT count(*)::int AS total FROM system_declarations');
    return [await Promise.all(rows.map((row) => this.toDeclaration(row))), total];
  }

  private async make(signedOn: string): Promise<DeclarationContent> {
    return makeDeclaration({ system: this.config.verifactu.system, company: await this.texts.company(), signedOn });
  }

  private async toDeclaration({ version, made_at, content, records }: DeclarationRow): Promise<SystemDeclaration> {
    const current = version === this.config.verifactu.system.version;
    return {
      version,
      madeAt: made_at,
      ...content,
      current,
      // Made again now, on its day: anything else that differs is a change the version did not record.
      outdated: current && !isDeepStrictEqual(await this.make(dayInPalma(made_at)), content),
      records,
      pdfUrl: declarationPdfUrl(version),
    };
  }
}
