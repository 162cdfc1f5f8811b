import company from '../company.json' with { type: 'json' };

/**
 * The company's details, in one place: footer, legal pages, contact links, metadata and the
 * invoices the API prints all read them from company.json (demo values; editable by admins later).
 */
export type Company = typeof company;

export { company };

/** Street, postal code and city on one line. */
export const formatAddress = (c: Company = company): string =>
  `${c.address.street}, ${c.address.postalCode} ${c.address.city}, ${c.address.region}, ${c.address.country}`;

export const whatsappLink = (message: string, c: Company = company): string =>
  `https://wa.me/${c.whatsappNumber}?text=${encodeURIComponent(message)}`;
