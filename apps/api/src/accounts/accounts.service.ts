import { Injectable } from '@nestjs/common';
import { isTaxIdentityProblem, parseTaxIdentity } from '@mmt/billing';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { CalendarFeedService } from '../calendar-feeds/calendar-feed.service.js';
import { AuthService } from '../auth/auth.service.js';
import { PasswordLinks } from '../auth/password-links.js';
import { badUserInput, notFound } from '../common/errors/graphql-errors.js';
import type { Page } from '../common/relay/connection.js';
import { localId } from '../common/relay/global-id.js';
import { OneTimeLinks } from '../one-time-links/one-time-links.service.js';
import type { UserEntity } from '../users/entities/user.entity.js';
import { UsersService } from '../users/users.service.js';
import type { ClientsArgs, CreateClientInput } from './dto/client.input.js';

/** The accounts the admins invite and manage: customers, and the staff (technicians and admins). */
export type ManagedRole = 'customer' | 'technician' | 'admin';

/**
 * People's accounts, whatever their role: the customers and the staff (technicians, admins) as the
 * admins invite and manage them (admins only: the clients' and staff's resolvers' roles guard). The
 * rows are `users`' (UsersService): that domain sits below auth, which signs people in, and this one
 * above it, for what managing an account also does to its sessions, links and calendar.
 */
@Injectable()
export class AccountsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passwordLinks: PasswordLinks,
    private readonly links: OneTimeLinks,
    private readonly auth: AuthService,
    private readonly feeds: CalendarFeedService,
    private readonly users: UsersService,
  ) {}

  /** The accounts of the roles given, by name. */
  list(page: Page, filter: Pick<ClientsArgs, 'search' | 'active'>, roles: ManagedRole | readonly ManagedRole[] = 'customer'): Promise<[UserEntity[], number]> {
    return this.users.list(page, filter, rolesOf(roles));
  }

  /** An account of one of the roles given, by global id; NOT_FOUND for anything else. */
  async find(
    globalId: string,
    manager: EntityManager = this.dataSource.manager,
    roles: ManagedRole | readonly ManagedRole[] = 'customer',
  ): Promise<UserEntity> {
    const id = localId(globalId, 'User');
    const user = id && /^[0-9a-f-]{36}$/.test(id) ? await this.users.findWithRole(id, rolesOf(roles), manager) : null;
    if (!user) throw notFound('Client not found');
    return user;
  }

  /** A new customer without a password; the invitation e-mail with their set-password link goes out with it. */
  async create(input: CreateClientInput, role: ManagedRole = 'customer'): Promise<UserEntity> {
    return this.dataSource.transaction(async (manager) => {
      await this.refuseTakenEmail(manager, input.email);
      const user = await this.users.create({ ...fieldsOf(input), role, passwordHash: null, deactivatedAt: null }, manager);
      await this.passwordLinks.send(manager, user, invitationOf(role));
      return user;
    });
  }

  async update(globalId: string, input: CreateClientInput): Promise<UserEntity> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.find(globalId, manager);
      if (input.email !== user.email) await this.refuseTakenEmail(manager, input.email);
      return this.users.save(Object.assign(user, fieldsOf(input)), manager);
    });
  }

  /**
   * Deactivated: every session ends at once, sign-in and outstanding links are refused, their
   * calendar link is deleted (reactivated, they make a new one: the old one never works again); the
   * data stays. The last admin who can sign in cannot be deactivated.
   */
  async setActive(globalId: string, active: boolean, roles: ManagedRole | readonly ManagedRole[] = 'customer'): Promise<UserEntity> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.find(globalId, manager, roles);
      if (active === (user.deactivatedAt === null)) return user;
      if (!active && user.role === 'admin' && (await this.users.otherActiveAdmins(user.id, manager)) === 0) {
        throw badUserInput([{ field: 'id', code: 'lastAdmin', message: 'The last active admin cannot be deactivated' }]);
      }
      user.deactivatedAt = active ? null : new Date();
      await this.users.update(user.id, { deactivatedAt: user.deactivatedAt }, manager);
      if (!active) {
        await this.auth.revokeAllSessions(manager, user.id);
        await this.links.supersede(manager, user.id);
        // Its secret goes with the row: no later reactivation can bring the old link back.
        await this.feeds.revoke(user.id, manager);
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
    if (await this.users.emailTaken(email, manager)) {
      throw badUserInput([{ field: 'email', code: 'emailTaken', message: 'This e-mail already has an account' }]);
    }
  }
}

const rolesOf = (roles: ManagedRole | readonly ManagedRole[]) => ([] as ManagedRole[]).concat(roles);

/** The identification as stored (normalised, its country filled in), in the three columns; validated by the input already. */
function storedTaxIdentity(input: CreateClientInput['taxIdentity']): Pick<UserEntity, 'taxId' | 'taxIdKind' | 'taxIdCountry'> {
  if (!input) return { taxId: null, taxIdKind: null, taxIdCountry: null };
  const identity = parseTaxIdentity(input);
  if (isTaxIdentityProblem(identity)) throw new Error(`an invalid identification passed validation: ${identity.code}`);
  return { taxId: identity.number, taxIdKind: identity.kind, taxIdCountry: identity.country };
}

const invitations = { customer: 'invitation', technician: 'technicianInvitation', admin: 'adminInvitation' } as const;
const invitationOf = (role: ManagedRole) => invitations[role];

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
