import { Field, Float, GraphQLISODateTime, Int, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class CompanyAddress {
  @Field() street: string;
  @Field() postalCode: string;
  @Field() city: string;
  @Field() region: string;
  @Field() country: string;
  @Field({ description: 'ISO 3166-1 alpha-2, e.g. ES.' }) countryCode: string;
}

@ObjectType()
export class CompanyGeo {
  @Field(() => Float) lat: number;
  @Field(() => Float) lon: number;
  @Field({ description: 'As the site shows it, e.g. 39°N 002°E.' }) label: string;
}

@ObjectType()
export class CompanySocialLinks {
  @Field() facebook: string;
  @Field() instagram: string;
  @Field() twitter: string;
  @Field() youtube: string;
  @Field() vipSignup: string;
  @Field({ description: 'The WhatsApp chat, from whatsappNumber.' }) whatsapp: string;
}

@ObjectType()
export class CompanyExternalLinks {
  @Field() yachtQr: string;
  @Field() webAgency: string;
  @Field() reviews: string;
  @Field() documentationFolder: string;
}

@ObjectType()
export class CompanyBankAccount {
  @Field() bank: string;
  @Field({ description: 'As printed on invoices, e.g. ES91 2100 0418 4502 0005 1332.' }) iban: string;
}

@ObjectType({ description: "The company's details, as the site, the legal pages and the invoices show them." })
export class CompanyDetails {
  @Field() brandName: string;
  @Field() legalName: string;
  @Field({ description: 'NIF/CIF.' }) taxId: string;
  @Field({ description: 'The commercial registry line of the legal notice.' }) registry: string;
  @Field(() => CompanyAddress) address: CompanyAddress;
  @Field(() => CompanyGeo) geo: CompanyGeo;
  @Field() email: string;
  @Field({ description: 'International form, e.g. +34 971 000 000.' }) phone: string;
  @Field({ description: 'Digits only, country code first, as wa.me takes it.' }) whatsappNumber: string;
  @Field(() => CompanyBankAccount, { description: 'Where customers pay invoices by transfer.' }) bankAccount: CompanyBankAccount;
  @Field() website: string;
  @Field(() => Int) foundedYear: number;
  @Field(() => [String], { description: 'When the workshop is open, as schema.org openingHours entries: "Mo-Fr 08:00-18:00".' }) openingHours: string[];
  @Field(() => CompanySocialLinks) social: CompanySocialLinks;
  @Field(() => CompanyExternalLinks) externalLinks: CompanyExternalLinks;
  @Field(() => Int, { description: 'Bumped on every save; send it back to update.' }) version: number;
  @Field(() => GraphQLISODateTime) updatedAt: Date;
}

@ObjectType()
export class UpdateCompanyDetailsPayload {
  @Field(() => CompanyDetails)
  companyDetails: CompanyDetails;
}
