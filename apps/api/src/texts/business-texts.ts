import type { Company } from '@mmt/company';
import type { Language } from '@mmt/i18n';
import type { Namespaces } from '@mmt/i18n/resources';
import { Global, Injectable, Module } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CompanyModule } from '../company/company.module.js';
import { CompanyService } from '../company/company.service.js';
import { ContentModule } from '../content/content.module.js';
import { SiteTextsService } from '../content/site-texts.service.js';

/** The namespaces the API writes with: e-mails and invoice/quote PDFs. */
export type BusinessNamespace = 'emails' | 'invoice';

/**
 * The one place the API reads the wording of its e-mails and PDFs and the company details they
 * print: the site texts and company details as admins left them (stored, with the code's text as
 * the fallback of an empty value).
 */
@Injectable()
export class BusinessTexts {
  constructor(
    private readonly siteTexts: SiteTextsService,
    private readonly companyDetails: CompanyService,
  ) {}

  /** `manager`: the transaction the caller writes in, if any (see CachedValue.get). */
  async texts<N extends BusinessNamespace>(namespace: N, language: Language, manager?: EntityManager): Promise<Namespaces[N]> {
    const trees = await this.siteTexts.texts(language, [namespace], manager);
    // The stored tree has the code's shape (SiteTextsService maps every leaf of the code's tree).
    return trees[namespace] as unknown as Namespaces[N];
  }

  company(manager?: EntityManager): Promise<Company> {
    return this.companyDetails.details(manager);
  }
}

@Global()
@Module({ imports: [ContentModule, CompanyModule], providers: [BusinessTexts], exports: [BusinessTexts] })
export class BusinessTextsModule {}

/** Fills `{{name}}` placeholders; an unknown one stays as written, so a typo shows instead of vanishing. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
