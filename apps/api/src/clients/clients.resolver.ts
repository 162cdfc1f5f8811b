import { Args, Field, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { Roles } from '../common/decorators/auth.decorators.js';
import { connectionFromPage, pageFromArgs } from '../common/relay/connection.js';
import { User, UserConnection } from '../users/models/user.model.js';
import { AccountsService } from '../accounts/accounts.service.js';
import { ClientIdInput, ClientsArgs, CreateClientInput, UpdateClientInput } from '../accounts/dto/client.input.js';

@ObjectType()
export class ClientPayload {
  @Field(() => User)
  client: User;
}

/** The admins' management of customers. Each client's boats, jobs and invoices are fields of User. */
@Roles('admin')
@Resolver(() => User)
export class ClientsResolver {
  constructor(private readonly accounts: AccountsService) {}

  @Query(() => UserConnection, { description: 'The customers by name, optionally searched (admins only).' })
  async clients(@Args() args: ClientsArgs): Promise<UserConnection> {
    const page = pageFromArgs(args);
    const [users, total] = await this.accounts.list(page, args);
    return connectionFromPage(users.map(User.from), page, total);
  }

  @Mutation(() => ClientPayload, { description: 'A new customer; they get an e-mail with a link to set their password (valid 48 h).' })
  async createClient(@Args('input') input: CreateClientInput): Promise<ClientPayload> {
    return { client: User.from(await this.accounts.create(input)) };
  }

  @Mutation(() => ClientPayload)
  async updateClient(@Args('input') input: UpdateClientInput): Promise<ClientPayload> {
    const { id, ...fields } = input;
    return { client: User.from(await this.accounts.update(id, fields)) };
  }

  @Mutation(() => ClientPayload, { description: "Ends the client's sessions at once and refuses their sign-in; their data stays." })
  async deactivateClient(@Args('input') input: ClientIdInput): Promise<ClientPayload> {
    return { client: User.from(await this.accounts.setActive(input.id, false)) };
  }

  @Mutation(() => ClientPayload)
  async reactivateClient(@Args('input') input: ClientIdInput): Promise<ClientPayload> {
    return { client: User.from(await this.accounts.setActive(input.id, true)) };
  }

  @Mutation(() => ClientPayload, { description: 'Sends a new set-password link; the earlier ones stop working.' })
  async resendInvitation(@Args('input') input: ClientIdInput): Promise<ClientPayload> {
    return { client: User.from(await this.accounts.resendInvitation(input.id)) };
  }
}
