import { company, type Company } from '@mmt/company';
import type { Language } from '@mmt/i18n';
import { resources, type Namespaces } from '@mmt/i18n/resources';
import { Global, Injectable, Module } from '@nestjs/common';

/** The namespaces the API writes with: e-mails and invoice/quote PDFs. */
export type BusinessNamespace = 'emails' | 'invoice';

/**
 * The one place the API reads the wording of its e-mails and PDFs and the company details they
 * print. Today both come from the workspace libs (libs/i18n `emails` and `invoice` namespaces,
 * libs/company); the admin-editable site texts and company settings replace them here, and only
 * here. Async on purpose: those will come from the database.
 */
@Injectable()
export class BusinessTexts {
  async texts<N extends BusinessNamespace>(namespace: N, language: Language): Promise<Namespaces[N]> {
    return resources[language][namespace];
  }

  async company(): Promise<Company> {
    return company;
  }
}

@Global()
@Module({ providers: [BusinessTexts], exports: [BusinessTexts] })
export class BusinessTextsModule {}

/** Fills `{{name}}` placeholders; an unknown one stays as written, so a typo shows instead of vanishing. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
