import type { Company } from '@mmt/company';

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
      address: {
        '@type': 'PostalAddress',
        streetAddress: company.address.street,
        postalCode: company.address.postalCode,
        addressLocality: company.address.city,
        addressRegion: company.address.region,
        addressCountry: company.address.countryCode,
      },
      geo: { '@type': 'GeoCoordinates', latitude: company.geo.lat, longitude: company.geo.lon },
    },
  };
}
