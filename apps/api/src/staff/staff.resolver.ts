import { Args, Field, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { AccountsService, type ManagedRole } from '../accounts/accounts.service.js';
import { ClientIdInput } from '../accounts/dto/client.input.js';
import { Roles } from '../common/decorators/auth.decorators.js';
import { connectionFromPage, pageFromArgs } from '../common/relay/connection.js';
import { User, UserConnection } from '../users/models/user.model.js';
import { InviteStaffInput, StaffArgs } from './dto/staff.input.js';

const STAFF: readonly ManagedRole[] = ['admin', 'technician'];

@ObjectType()
export class StaffPayload {
  @Field(() => User)
  member: User;
}

/**
 * The admins' management of the staff (admins and technicians): invited with the one-time link
 * customers get, deactivated and reactivated as clients are (the same service). A deactivated
 * person's sessions, links and calendar link end at once; the last admin who can sign in stays.
 */
@Roles('admin')
@Resolver(() => User)
export class StaffResolver {
  constructor(private readonly accounts: AccountsService) {}

  @Query(() => UserConnection, { description: 'The admins and technicians by name (admins only).' })
  async staff(@Args() args: StaffArgs): Promise<UserConnection> {
    const page = pageFromArgs(args);
    const [users, total] = await this.accounts.list(page, { active: args.active }, STAFF);
    return connectionFromPage(users.map(User.from), page, total);
  }

  @Query(() => UserConnection, { description: 'The technicians by name (admins only): whom a visit can be given to.' })
  async technicians(@Args() args: StaffArgs): Promise<UserConnection> {
    const page = pageFromArgs(args);
    const [users, total] = await this.accounts.list(page, { active: args.active }, 'technician');
    return connectionFromPage(users.map(User.from), page, total);
  }

  @Mutation(() => StaffPayload, { description: 'A new admin or technician; they get an e-mail with a link to set their password (valid 48 h).' })
  async inviteStaff(@Args('input') { role, ...input }: InviteStaffInput): Promise<StaffPayload> {
    return { member: User.from(await this.accounts.create(input, role)) };
  }

  @Mutation(() => StaffPayload, {
    description: 'Ends their sessions, links and calendar link at once and refuses their sign-in; their work stays. Refused for the last active admin.',
  })
  async deactivateStaff(@Args('input') input: ClientIdInput): Promise<StaffPayload> {
    return { member: User.from(await this.accounts.setActive(input.id, false, STAFF)) };
  }

  @Mutation(() => StaffPayload, { description: 'They may sign in again; their old links and calendar link stay dead.' })
  async reactivateStaff(@Args('input') input: ClientIdInput): Promise<StaffPayload> {
    return { member: User.from(await this.accounts.setActive(input.id, true, STAFF)) };
  }
}
