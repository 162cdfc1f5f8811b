import { Args, Query, Resolver } from '@nestjs/graphql';
import { Roles } from '../../common/decorators/auth.decorators.js';
import { ConnectionArgs, connectionFromPage, pageFromArgs } from '../../common/relay/connection.js';
import { SystemDeclaration, SystemDeclarationArgs, SystemDeclarationConnection } from './declaration.model.js';
import { SystemDeclarations } from './declaration.service.js';

@Resolver(() => SystemDeclaration)
export class DeclarationResolver {
  constructor(private readonly declarations: SystemDeclarations) {}

  @Roles('admin')
  @Query(() => SystemDeclaration, {
    nullable: true,
    description: "The billing system's declaración responsable of a version, by default the current one (admins).",
  })
  systemDeclaration(@Args() { version }: SystemDeclarationArgs): Promise<SystemDeclaration | null> {
    return this.declarations.find(version);
  }

  @Roles('admin')
  @Query(() => SystemDeclarationConnection, { description: 'The declaración responsable of every version the system has run, the newest first (admins).' })
  async systemDeclarations(@Args() args: ConnectionArgs): Promise<SystemDeclarationConnection> {
    const page = pageFromArgs(args);
    const [declarations, total] = await this.declarations.list(page);
    return connectionFromPage(declarations, page, total);
  }
}
