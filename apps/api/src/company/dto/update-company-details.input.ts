import { Field, Float, InputType, Int } from '@nestjs/graphql';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsEmail, IsIBAN, IsISO31661Alpha2, IsInt, IsNotEmpty, IsNumber, Max, Min, ValidateNested } from 'class-validator';
import { IsHttpsUrl, IsInternationalPhone, IsOpeningHours, IsWhatsappNumber } from '../../common/validation/contact.js';
import { IsCleanText } from '../../common/validation/text.js';
import { IsSpanishTaxId, normalizeTaxId } from '../../common/validation/tax-id.js';

const NAME_MAX = 200;
const LINE_MAX = 300;
const LINK_MAX = 500;

/** A required one-line text. */
const Line =
  (maxLength = LINE_MAX) =>
  (target: object, property: string) => {
    IsCleanText({ maxLength })(target, property);
    IsNotEmpty()(target, property);
  };

/** A required https:// link. */
const Link = () => (target: object, property: string) => {
  IsCleanText({ maxLength: LINK_MAX })(target, property);
  IsHttpsUrl()(target, property);
};

@InputType()
export class CompanyAddressInput {
  @Field() @Line() street: string;
  @Field() @Line(20) postalCode: string;
  @Field() @Line(NAME_MAX) city: string;
  @Field() @Line(NAME_MAX) region: string;
  @Field() @Line(NAME_MAX) country: string;
  @Field()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsISO31661Alpha2()
  countryCode: string;
}

@InputType()
export class CompanyGeoInput {
  @Field(() => Float) @IsNumber() @Min(-90) @Max(90) lat: number;
  @Field(() => Float) @IsNumber() @Min(-180) @Max(180) lon: number;
  @Field() @Line(60) label: string;
}

@InputType()
export class CompanySocialLinksInput {
  @Field() @Link() facebook: string;
  @Field() @Link() instagram: string;
  @Field() @Link() twitter: string;
  @Field() @Link() youtube: string;
  @Field() @Link() vipSignup: string;
}

@InputType()
export class CompanyExternalLinksInput {
  @Field() @Link() yachtQr: string;
  @Field() @Link() webAgency: string;
  @Field() @Link() reviews: string;
  @Field() @Link() documentationFolder: string;
}

@InputType()
export class CompanyBankAccountInput {
  @Field() @Line(NAME_MAX) bank: string;
  @Field({ description: 'Spaces allowed, as printed: ES91 2100 0418 4502 0005 1332.' })
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').toUpperCase() : value))
  @IsCleanText({ maxLength: 42 })
  @IsIBAN()
  iban: string;
}

/** Every detail at once (the form sends the whole set), from the version the edit started at. */
@InputType()
export class UpdateCompanyDetailsInput {
  @Field(() => Int, { description: 'The version the edit started from; a newer one on the server means CONFLICT.' })
  @IsInt()
  @Min(1)
  version: number;

  @Field() @Line(NAME_MAX) brandName: string;
  @Field() @Line(NAME_MAX) legalName: string;

  @Field({ description: 'NIF or CIF; spaces and dashes are dropped.' })
  @Transform(({ value }) => (typeof value === 'string' ? normalizeTaxId(value) : value))
  @IsSpanishTaxId()
  taxId: string;

  @Field() @IsCleanText({ maxLength: LINE_MAX }) registry: string;

  @Field(() => CompanyAddressInput) @ValidateNested() @Type(() => CompanyAddressInput) address: CompanyAddressInput;
  @Field(() => CompanyGeoInput) @ValidateNested() @Type(() => CompanyGeoInput) geo: CompanyGeoInput;

  @Field()
  @IsCleanText({ maxLength: 254 })
  @IsEmail()
  email: string;

  @Field({ description: 'International form: +34 971 000 000.' })
  @IsCleanText({ maxLength: 30 })
  @IsInternationalPhone()
  phone: string;

  @Field({ description: 'International number; spaces, dashes and a leading + are dropped (34600000000).' })
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/[\s+()-]/g, '') : value))
  @IsWhatsappNumber()
  whatsappNumber: string;

  @Field(() => CompanyBankAccountInput) @ValidateNested() @Type(() => CompanyBankAccountInput) bankAccount: CompanyBankAccountInput;

  @Field() @Link() website: string;

  @Field(() => Int) @IsInt() @Min(1800) @Max(2100) foundedYear: number;

  @Field(() => [String], { description: 'schema.org openingHours entries, e.g. ["Mo-Fr 08:00-18:00", "Sa 09:00-13:00"]; none: not published.' })
  @Transform(({ value }) => (Array.isArray(value) ? value.map((entry) => (typeof entry === 'string' ? entry.trim().replace(/\s+/g, ' ') : entry)) : value))
  @IsArray()
  @ArrayMaxSize(14)
  @IsOpeningHours({ each: true })
  openingHours: string[];

  @Field(() => CompanySocialLinksInput) @ValidateNested() @Type(() => CompanySocialLinksInput) social: CompanySocialLinksInput;
  @Field(() => CompanyExternalLinksInput) @ValidateNested() @Type(() => CompanyExternalLinksInput) externalLinks: CompanyExternalLinksInput;
}
