import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsEmail, IsEnum, IsISO31661Alpha2, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { ConnectionArgs } from '../../common/relay/connection.js';
import { IsSpanishOrInternationalPhone } from '../../common/validation/phone.js';
import { TaxIdentityInput } from '../../billing/tax-identity.model.js';
import type { Language as LanguageCode } from '@mmt/i18n';
import { Language } from '../../common/scalars/language.enum.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Blank optional fields count as not given. */
const trimToUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

@InputType()
export class BillingAddressInput {
  @Field()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  line: string;

  @Field()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(12)
  postalCode: string;

  @Field()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  city: string;

  @Field(() => String, { nullable: true })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(100)
  region?: string;

  @Field({ description: 'ISO 3166-1 alpha-2, e.g. ES.' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsISO31661Alpha2()
  countryCode: string;
}

@InputType()
export class CreateClientInput {
  @Field()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MinLength(2)
  @MaxLength(120)
  name: string;

  @Field()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail()
  @MaxLength(254)
  email: string;

  @Field(() => String, { nullable: true, description: 'A Spanish number (nine digits) or an international one (+…).' })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(20)
  @IsSpanishOrInternationalPhone()
  phone?: string;

  @Field(() => Language, { description: 'The language of their e-mails and invoices.' })
  @IsEnum(Language)
  language: LanguageCode;

  @Field(() => TaxIdentityInput, {
    nullable: true,
    description: 'How the AEAT identifies them; without one they can only get simplified invoices (up to 400 €).',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => TaxIdentityInput)
  taxIdentity?: TaxIdentityInput;

  @Field(() => BillingAddressInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => BillingAddressInput)
  billingAddress?: BillingAddressInput;
}

@InputType({ description: 'Every field of the client, as the edit form sends them (an omitted optional field is cleared).' })
export class UpdateClientInput extends CreateClientInput {
  @Field(() => ID)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  id: string;
}

@InputType()
export class ClientIdInput {
  @Field(() => ID)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  id: string;
}

@ArgsType()
export class ClientsArgs extends ConnectionArgs {
  @Field(() => String, { nullable: true, description: 'Part of the name, e-mail or tax id; accents and case do not matter.' })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @Field(() => Boolean, { nullable: true, description: 'Only active (true) or deactivated (false) clients.' })
  @IsOptional()
  @IsBoolean()
  active?: boolean;
}
