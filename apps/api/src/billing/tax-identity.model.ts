import { Field, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsEnum, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { TAX_ID_KINDS, type TaxIdKind as TaxIdKindValue, type TaxIdentity as TaxIdentityShape } from '@mmt/billing';
import { IsValidTaxIdentityPart } from '../common/validation/tax-id.js';

export const TaxIdKind = Object.fromEntries(TAX_ID_KINDS.map((kind) => [kind, kind])) as { [K in TaxIdKindValue]: K };
registerEnumType(TaxIdKind, {
  name: 'TaxIdKind',
  description: "How a party is identified to the AEAT: a Spanish NIF, or another document (the AEAT's IDType).",
  valuesMap: {
    NIF: { description: 'A Spanish NIF, NIE or CIF.' },
    EU_VAT: { description: 'A VAT number of another EU member state, with its prefix (IDType 02).' },
    PASSPORT: { description: 'A passport (03).' },
    RESIDENCE_ID: { description: 'An official identity document of the country of residence (04).' },
    RESIDENCE_CERTIFICATE: { description: 'A certificate of residence (05).' },
    OTHER: { description: 'Another supporting document (06).' },
    NOT_REGISTERED: { description: "A Spanish person's NIF not registered with the AEAT (07)." },
  },
});

@ObjectType({ description: 'A tax identification: its kind, its number (upper case, no separators) and the country that issued it.' })
export class TaxIdentity {
  @Field(() => TaxIdKind)
  kind: TaxIdKindValue;

  @Field()
  number: string;

  @Field({ description: 'ISO 3166-1 alpha-2: ES for a NIF, the prefix’s country for an EU VAT number.' })
  country: string;

  static from(identity: TaxIdentityShape | null): TaxIdentity | null {
    return identity && Object.assign(new TaxIdentity(), identity);
  }
}

@InputType({ description: 'A tax identification as typed: separators and case do not matter; an EU VAT number may leave its prefix to the country.' })
export class TaxIdentityInput {
  @Field(() => TaxIdKind)
  @IsEnum(TaxIdKind)
  kind: TaxIdKindValue;

  @Field()
  @IsString()
  @IsNotEmpty()
  @MaxLength(30)
  @IsValidTaxIdentityPart('number')
  number: string;

  @Field(() => String, { nullable: true, description: 'ISO 3166-1 alpha-2 of the issuing country; required but for NIF, EU_VAT and NOT_REGISTERED.' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value))
  // Not optional to class-validator: a missing country is one of the identification's problems.
  @IsValidTaxIdentityPart('country')
  country?: string;
}
