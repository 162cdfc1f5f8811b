import { Injectable } from '@nestjs/common';
import { isTaxIdentityProblem, parseTaxIdentity } from '@mmt/billing';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AuthService } from '../auth/auth.service.js';
import { PasswordLinks } from '../auth/password-links.js';
import { badUserInput, notFound } from '../common/errors/graphql-errors.js';
import type { Page } from '../common/relay/connection.js';
import { localId } from '../common/relay/global-id.js';
import { OneTimeLinks } from '../one-time-links/one-time-links.service.js';
import { UserEntity } from '../users/entities/user.entity.js';
import type { ClientsArgs, CreateClientInput } from './dto/client.input.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The accounts the admins invite and manage: customers, and technicians (`role`). */
export type ManagedRole = 'customer' | 'technician';

/** The customers (and technicians) as the admins manage them (admins only: the resolvers' roles guard). */
@Injectable()
export class ClientsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passwordLinks: PasswordLinks,
    private readonly links: OneTimeLinks,
    private readonly auth: AuthService,
  ) {}

  list(page: Page, { search, active }: Pick<ClientsArgs, 'search' | 'active'>, role: ManagedRole = 'customer'): Promise<[UserEntity[], number]> {
    const query = this.dataSource.getRepository(UserEntity).createQueryBuilder('u').where('u.role = :role', { role });
    if (search) {
      // The words are folded by the database the same way as the columns (accents, case).
      const contains = `LIKE '%' || fold_search(:search) || '%' ESCAPE '\\'`;
      query.andWhere(`(fold_search(u.name) ${contains} OR u.email ${contains} OR fold_search(coalesce(u.tax_id, '')) ${contains})`, {
        search: escapeLike(search),
      });
    }
    if (active !== undefined) query.andWhere(active ? 'u.deactivated_at IS NULL' : 'u.deactivated_at IS NOT NULL');
    return query.orderBy('u.name', 'ASC').addOrderBy('u.id', 'ASC').skip(page.offset).take(page.limit).getManyAndCount();
  }

  /** A customer (or technician) by global id; NOT_FOUND for anything else (admins included). */
  async find(globalId: string, manager: EntityManager = this.dataSource.manager, role: ManagedRole = 'customer'): Promise<UserEntity> {
    const id = localId(globalId, 'User');
    const user = id && /^[0-9a-f-]{36}$/.test(id) ? await manager.getRepository(UserEntity).findOneBy({ id, role }) : null;
    if (!user) throw notFound('Client not found');
    return user;
  }

  /** A new customer without a password; the invitation e-mail with their set-password link goes out with it. */
  async create(input: CreateClientInput, role: ManagedRole = 'customer'): Promise<UserEntity> {
    return this.dataSource.transaction(async (manager) => {
      await this.refuseTakenEmail(manager, input.email);
      const users = manager.getRepository(UserEntity);
      const user = await users.save(users.create({ ...fieldsOf(input), role, passwordHash: null, deactivatedAt: null }));
      await this.passwordLinks.send(manager, user, invitationOf(role));
      return user;
    });
  }

  async update(globalId: string, input: CreateClientInput): Promise<UserEntity> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.find(globalId, manager);
      if (input.email !== user.email) await this.refuseTakenEmail(manager, input.email);
      return manager.getRepository(UserEntity).save(Object.assign(user, fieldsOf(input)));
    });
  }

  /** Deactivated: every session ends at once, sign-in and outstanding links are refused; the data stays. */
  async setActive(globalId: string, active: boolean, role: ManagedRole = 'customer'): Promise<UserEntity> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.find(globalId, manager, role);
      if (active === (user.deactivatedAt === null)) return user;
      user.deactivatedAt = active ? null : new Date();
      await manager.getRepository(UserEntity).update({ id: user.id }, { deactivatedAt: user.deactivatedAt });
      if (!active) {
        await this.auth.revokeAllSessions(manager, user.id);
        await this.links.supersede(manager, user.id);
      }
      return user;
    });
  }

  /** A new invitation (for a customer who lost theirs or let it expire); earlier links stop working. */
  async resendInvitation(globalId: string, role: ManagedRole = 'customer'): Promise<UserEntity> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.find(globalId, manager, role);
      if (user.deactivatedAt) throw badUserInput([{ field: 'id', code: 'clientInactive', message: 'The client is deactivated' }]);
      await this.passwordLinks.send(manager, user, user.passwordHash ? 'passwordLink' : invitationOf(role));
      return user;
    });
  }

  private async refuseTakenEmail(manager: EntityManager, email: string): Promise<void> {
    // Locks out a concurrent creation with the same address until this transaction ends.
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [email]);
    if (await manager.getRepository(UserEntity).existsBy({ email })) {
      throw badUserInput([{ field: 'email', code: 'emailTaken', message: 'This e-mail already has an account' }]);
    }
  }
}

/** The identification as stored (normalised, its country filled in), in the three columns; validated by the input already. */
function storedTaxIdentity(input: CreateClientInput['taxIdentity']): Pick<UserEntity, 'taxId' | 'taxIdKind' | 'taxIdCountry'> {
  if (!input) return { taxId: null, taxIdKind: null, taxIdCountry: null };
  const identity = parseTaxIdentity(input);
  if (isTaxIdentityProblem(identity)) throw new Error(`an invalid identification passed validation: ${identity.code}`);
  return { taxId: identity.number, taxIdKind: identity.kind, taxIdCountry: identity.country };
}

const invitationOf = (role: ManagedRole) => (role === 'technician' ? 'technicianInvitation' : 'invitation');

function fieldsOf(input: CreateClientInput): Partial<UserEntity> {
  const address = input.billingAddress;
  return {
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    language: input.language,
    ...storedTaxIdentity(input.taxIdentity),
    addressLine: address?.line ?? null,
    postalCode: address?.postalCode ?? null,
    city: address?.city ?? null,
    region: address?.region ?? null,
    countryCode: address?.countryCode ?? null,
  };
}
