import { Args, Field, InputType, IntersectionType, Mutation, ObjectType, PickType, Query, Resolver, registerEnumType } from '@nestjs/graphql';
import { LinkTokenArgs, SetPasswordInput } from '../auth/password-links.resolver.js';
import { CreateClientInput } from '../accounts/dto/client.input.js';
import { Public } from '../common/decorators/auth.decorators.js';
import { VerbatimText } from '../common/errors/clean-text.js';
import { FirstAdminSetup, type SetupLinkState as State } from './first-admin-setup.service.js';

export enum SetupLinkState {
  VALID = 'VALID',
  EXPIRED = 'EXPIRED',
  USED = 'USED',
  ADMIN_EXISTS = 'ADMIN_EXISTS',
  INVALID = 'INVALID',
}
registerEnumType(SetupLinkState, { name: 'SetupLinkState', description: "Whether the first admin's setup link still works, and why not." });

@ObjectType({ description: "The first admin's one-time setup link, printed in the server's log." })
class SetupLink {
  @Field(() => SetupLinkState)
  state: SetupLinkState;
}

@InputType({ description: 'The first admin: their name, e-mail, language and password, with the setup link.' })
class SetUpFirstAdminInput extends IntersectionType(PickType(CreateClientInput, ['name', 'email', 'language'], InputType), SetPasswordInput, InputType) {
  /** Taken as typed, as in SetPasswordInput: the mapped type keeps its validation, not how its text is taken. */
  @VerbatimText()
  override password: string;
}

@ObjectType()
class SetUpFirstAdminPayload {
  @Field({ description: 'The new admin account, to sign in with.' })
  email: string;
}

@Resolver()
export class FirstAdminSetupResolver {
  constructor(private readonly setup: FirstAdminSetup) {}

  @Public()
  @Query(() => SetupLink, { description: 'Whether a setup link works (for its page).' })
  async setupLink(@Args() { token }: LinkTokenArgs): Promise<SetupLink> {
    return { state: (await this.setup.inspect(token)) satisfies State as SetupLinkState };
  }

  @Public()
  @Mutation(() => SetUpFirstAdminPayload, { description: 'Makes the first admin with the one-time setup link; refused once any admin exists.' })
  async setUpFirstAdmin(@Args('input') { token, ...admin }: SetUpFirstAdminInput): Promise<SetUpFirstAdminPayload> {
    const user = await this.setup.complete(token, admin);
    return { email: user.email };
  }
}
