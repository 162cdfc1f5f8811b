import type { TaxIdentityFieldsFragment } from '@mmt/graphql';
import type { TFunction } from 'i18next';

/** A country's name in a language (GB → United Kingdom / Reino Unido), or its code. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * An identification as people read it: its kind and number, with the issuing country of a
 * document other than a NIF or an EU VAT number (whose prefix says it). `t` of the common namespace.
 */
export function taxIdentityText(identity: TaxIdentityFieldsFragment, t: TFunction<'common'>, language: string): string {
  const kind = t(`taxIdentity.kinds.${identity.kind}`);
  if (identity.kind === 'NIF' || identity.kind === 'EU_VAT' || identity.kind === 'NOT_REGISTERED')
    return t('taxIdentity.plain', { kind, number: identity.number });
  return t('taxIdentity.ofCountry', { kind, number: identity.number, country: countryName(identity.country, language) });
}
