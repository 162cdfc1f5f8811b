import { formatAddress, type Company } from '@mmt/company';

export type LegalPageId = 'notice' | 'privacy' | 'terms' | 'cookies';

/** The four pages in the order the legal layout lists them. */
export const legalPageIds: readonly LegalPageId[] = ['notice', 'privacy', 'terms', 'cookies'];

/** Spec §2 and §9: 30 April 2025, except the cookie policy, 17 May 2025. */
export const lastUpdated: Record<LegalPageId, string> = {
  notice: '2025-04-30',
  privacy: '2025-04-30',
  terms: '2025-04-30',
  cookies: '2025-05-17',
};

/** "30 April 2025" / "30 de abril de 2025" (English in the day-month order of a European company). */
export function formatLegalDate(isoDate: string, language: string): string {
  const locale = language === 'en' ? 'en-GB' : language;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** The values the legal copy interpolates ({{brandName}}, {{legalName}} …), from the company's details. */
export function legalValues(company: Company, language: string): Record<string, string> {
  return {
    brandName: company.brandName,
    legalName: company.legalName,
    taxId: company.taxId,
    address: formatAddress(company, language),
    email: company.email,
    phone: company.phone,
    registry: company.registry,
    website: company.website,
  };
}
