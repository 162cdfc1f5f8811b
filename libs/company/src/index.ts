import companySeed from '../company.json' with { type: 'json' };

/**
 * The company's details: names, tax id, address, contact, social and checkout links. They live
 * in PostgreSQL, editable by admins (/admin/settings); company.json is only their first value
 * (the API seeds an empty database with it) and the shape of the type. The site and the API read
 * the stored details, never this file.
 */
export type Company = typeof companySeed;

export { companySeed };

/** The country of an address named in a language (España, Spain), or as stored when the code is unknown. */
export function countryName(address: Pick<Company['address'], 'country' | 'countryCode'>, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(address.countryCode.toUpperCase()) ?? address.country;
  } catch {
    return address.country;
  }
}

/** Street, postal code, city, region and country (in the page's language) on one line. */
export const formatAddress = (c: Pick<Company, 'address'>, language: string): string =>
  `${c.address.street}, ${c.address.postalCode} ${c.address.city}, ${c.address.region}, ${countryName(c.address, language)}`;

/** The WhatsApp chat with the company (the footer's social link). */
export const whatsappChatUrl = (c: Pick<Company, 'whatsappNumber'>): string => `https://wa.me/${c.whatsappNumber}`;

/** The WhatsApp chat with a message typed in (the contact buttons). */
export const whatsappLink = (message: string, c: Pick<Company, 'whatsappNumber'>): string => `${whatsappChatUrl(c)}?text=${encodeURIComponent(message)}`;
