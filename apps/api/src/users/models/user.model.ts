import { Field, GraphQLISODateTime, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { Language as LanguageCode } from '@mmt/i18n';
import { TaxIdentity } from '../../billing/tax-identity.model.js';
import { Connection } from '../../common/relay/connection.js';
import { Language } from '../../common/scalars/language.enum.js';
import { Node } from '../../common/relay/node.interface.js';
import { toGlobalId } from '../../common/relay/global-id.js';
import { userTaxIdentity, type UserEntity } from '../entities/user.entity.js';

export enum Role {
  ADMIN = 'admin',
  CUSTOMER = 'customer',
  TECHNICIAN = 'technician',
}
registerEnumType(Role, { name: 'Role' });

@ObjectType({ description: 'A billing address.' })
export class BillingAddress {
  @Field()
  line: string;

  @Field()
  postalCode: string;

  @Field()
  city: string;

  @Field(() => String, { nullable: true, description: 'Province or region.' })
  region: string | null;

  @Field({ description: 'ISO 3166-1 alpha-2, e.g. ES.' })
  countryCode: string;
}

@ObjectType({ implements: () => [Node], description: 'A user: an admin, a customer (a client, to the admins) or a technician.' })
export class User extends Node {
  /** The row id; not a GraphQL field. */
  userId: string;

  @Field()
  name: string;

  @Field()
  email: string;

  @Field(() => Role)
  role: Role;

  @Field(() => String, { nullable: true })
  phone: string | null;

  @Field(() => Language, { description: "The language of the user's e-mails and documents." })
  language: LanguageCode;

  @Field(() => TaxIdentity, {
    nullable: true,
    description: 'How the AEAT identifies them on their invoices; none: they get simplified invoices (up to 400 €).',
  })
  taxIdentity: TaxIdentity | null;

  @Field(() => BillingAddress, { nullable: true })
  billingAddress: BillingAddress | null;

  @Field({ description: 'False once deactivated: cannot sign in; the data stays.' })
  active: boolean;

  @Field({ description: 'Has set a password (an invited customer has not, until they use their link).' })
  hasPassword: boolean;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;

  static from(entity: UserEntity): User {
    const address =
      entity.addressLine && entity.postalCode && entity.city && entity.countryCode
        ? { line: entity.addressLine, postalCode: entity.postalCode, city: entity.city, region: entity.region, countryCode: entity.countryCode }
        : null;
    return Object.assign(new User(), {
      id: toGlobalId('User', entity.id),
      userId: entity.id,
      name: entity.name,
      email: entity.email,
      role: entity.role as Role,
      phone: entity.phone,
      language: entity.language,
      taxIdentity: TaxIdentity.from(userTaxIdentity(entity)),
      billingAddress: address,
      active: entity.deactivatedAt === null,
      hasPassword: entity.passwordHash !== null,
      createdAt: entity.createdAt,
    });
  }
}

@ObjectType()
export class UserConnection extends Connection(User) {}
