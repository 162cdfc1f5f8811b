import { Args, ArgsType, Field, InputType, Mutation, ObjectType, Query, Resolver, registerEnumType } from '@nestjs/graphql';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { Public } from '../common/decorators/auth.decorators.js';
import { VerbatimText } from '../common/errors/clean-text.js';
import { PasswordLinks } from './password-links.js';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export enum PasswordLinkState {
  VALID = 'VALID',
  EXPIRED = 'EXPIRED',
  USED = 'USED',
  SUPERSEDED = 'SUPERSEDED',
  INVALID = 'INVALID',
}
registerEnumType(PasswordLinkState, { name: 'PasswordLinkState', description: 'Whether a set-password link still works, and why not.' });

/** A one-time link's token, as its page sends it. */
@ArgsType()
export class LinkTokenArgs {
  @Field()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token: string;
}

@ObjectType()
class PasswordLink {
  @Field(() => PasswordLinkState)
  state: PasswordLinkState;

  @Field(() => String, { nullable: true, description: 'The account it is for, only while the link works.' })
  email: string | null;
}

@InputType()
export class SetPasswordInput {
  @Field()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token: string;

  @Field()
  @VerbatimText()
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH)
  @MaxLength(PASSWORD_MAX_LENGTH)
  password: string;
}

@ObjectType()
class SetPasswordPayload {
  @Field({ description: 'The account, to sign in with.' })
  email: string;
}

@InputType()
class RequestPasswordLinkInput {
  @Field({ description: 'The token of the link that no longer works.' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token: string;
}

@ObjectType()
class RequestPasswordLinkPayload {
  @Field({ description: 'Always true: whether an e-mail went out is not told.' })
  requested: boolean;
}

@Resolver()
export class PasswordLinksResolver {
  constructor(private readonly passwordLinks: PasswordLinks) {}

  @Public()
  @Query(() => PasswordLink, { description: 'Whether a set-password link works (for its page).' })
  async passwordLink(@Args() { token }: LinkTokenArgs): Promise<PasswordLink> {
    const { state, email } = await this.passwordLinks.inspect(token);
    return { state: state as PasswordLinkState, email };
  }

  @Public()
  @Mutation(() => SetPasswordPayload, { description: "Sets the password with a one-time link; the account's other sessions end." })
  async setPassword(@Args('input') input: SetPasswordInput): Promise<SetPasswordPayload> {
    const user = await this.passwordLinks.setPassword(input.token, input.password);
    return { email: user.email };
  }

  @Public()
  @Mutation(() => RequestPasswordLinkPayload, { description: 'Sends a new link to the owner of one that expired, was used or was replaced.' })
  async requestPasswordLink(@Args('input') input: RequestPasswordLinkInput): Promise<RequestPasswordLinkPayload> {
    await this.passwordLinks.renew(input.token);
    return { requested: true };
  }
}
