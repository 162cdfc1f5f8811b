import type { Company } from '@mmt/company';
import { geoCoordinates, postalAddress } from '../../../shared/seo/head-tags';

export interface ServiceStructuredDataInput {
  /** Absolute canonical URL of the service page. */
  url: string;
  name: string;
  description: string;
  /** Absolute URL of the service's picture. */
  image: string;
  language: string;
}

/** schema.org `Service` provided by the company, for a `<script type="application/ld+json">`. */
export function serviceStructuredData(input: ServiceStructuredDataInput, company: Company): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${input.url}#service`,
    name: input.name,
    description: input.description,
    url: input.url,
    image: input.image,
    inLanguage: input.language,
    serviceType: input.name,
    areaServed: [
      { '@type': 'Place', name: 'Mallorca' },
      { '@type': 'Place', name: 'Mediterranean Sea' },
    ],
    provider: {
      '@type': 'LocalBusiness',
      name: company.brandName,
      legalName: company.legalName,
      url: company.website,
      email: company.email,
      telephone: company.phone,
      address: postalAddress(company),
      geo: geoCoordinates(company),
    },
  };
}
