import type { companySeed } from '@mmt/company';

/** Every company detail, as the settings form reads them. */
export const COMPANY_DETAILS = `{
  companyDetails {
    brandName legalName taxId registry email phone whatsappNumber website foundedYear openingHours version
    address { street postalCode city region country countryCode }
    geo { lat lon label }
    bankAccount { bank iban }
    social { facebook instagram twitter youtube vipSignup whatsapp }
    externalLinks { yachtQr webAgency reviews documentationFolder }
  }
}`;

/** Saves the details (the input from companyDetailsInput); answers their new version. */
export const UPDATE_COMPANY_DETAILS =
  'mutation UpdateCompany($input: UpdateCompanyDetailsInput!) { updateCompanyDetails(input: $input) { companyDetails { version } } }';

export type CompanyDetailsData = typeof companySeed & { version: number };

/** The settings form's input: every detail as the query returns it, the WhatsApp link (derived) left out. */
export function companyDetailsInput(details: CompanyDetailsData, changes: Record<string, unknown> = {}): Record<string, unknown> {
  const { social, ...rest } = structuredClone(details);
  const { whatsapp: _derived, ...links } = social;
  return { ...rest, social: links, ...changes };
}
