import { Args, Field, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { ClientsService } from '../clients/clients.service.js';
import { ClientIdInput } from '../clients/dto/client.input.js';
import { Roles } from '../common/decorators/auth.decorators.js';
import { connectionFromPage, pageFromArgs } from '../common/relay/connection.js';
import { User, UserConnection } from '../users/models/user.model.js';
import { CreateTechnicianInput, TechniciansArgs } from './dto/technician.input.js';

@ObjectType()
export class TechnicianPayload {
  @Field(() => User)
  technician: User;
}

/**
 * The admins' management of technicians: invited and deactivated as clients are (the same
 * service, for the technician role); a deactivated technician cannot sign in or renew a session.
 */
@Roles('admin')
@Resolver(() => User)
export class TechniciansResolver {
  constructor(private readonly accounts: ClientsService) {}

  @Query(() => UserConnection, { description: 'The technicians by name (admins only).' })
  async technicians(@Args() args: TechniciansArgs): Promise<UserConnection> {
    const page = pageFromArgs(args);
    const [users, total] = await this.accounts.list(page, { active: args.active }, 'technician');
    return connectionFromPage(users.map(User.from), page, total);
  }

  @Mutation(() => TechnicianPayload, { description: 'A new technician; they get an e-mail with a link to set their password (valid 48 h).' })
  async createTechnician(@Args('input') input: CreateTechnicianInput): Promise<TechnicianPayload> {
    return { technician: User.from(await this.accounts.create(input, 'technician')) };
  }

  @Mutation(() => TechnicianPayload, { description: "Ends the technician's sessions at once and refuses their sign-in; their visits stay." })
  async deactivateTechnician(@Args('input') input: ClientIdInput): Promise<TechnicianPayload> {
    return { technician: User.from(await this.accounts.setActive(input.id, false, 'technician')) };
  }

  @Mutation(() => TechnicianPayload)
  async reactivateTechnician(@Args('input') input: ClientIdInput): Promise<TechnicianPayload> {
    return { technician: User.from(await this.accounts.setActive(input.id, true, 'technician')) };
  }
}
