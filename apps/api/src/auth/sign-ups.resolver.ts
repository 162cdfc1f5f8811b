import { Inject } from '@nestjs/common';
import { Args, Context, Field, InputType, Mutation, ObjectType, Resolver } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Public } from '../common/decorators/auth.decorators.js';
import type { GraphQLContext } from '../common/request-context.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { sessionPayload } from './auth.resolver.js';
import { SignInWithLinkInput } from './dto/sign-in-link.input.js';
import { AuthPayload } from './models/auth-payload.model.js';
import { PASSWORD_MIN_LENGTH } from './password-links.resolver.js';
import { SignUps } from './sign-ups.js';

const trimmed = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

@InputType({ description: "A visitor's own customer account, confirmed by the link e-mailed to them." })
export class SignUpInput {
  @Field()
  @trimmed
  @IsNotEmpty()
  @MaxLength(200)
  name: string;

  @Field()
  @trimmed
  @IsNotEmpty()
  @IsEmail()
  @MaxLength(254)
  email: string;

  @Field()
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH)
  @MaxLength(200)
  password: string;

  @Field({ description: "es or en: the account's language (its e-mails)." })
  @IsIn(['es', 'en'])
  language: 'es' | 'en';

  @Field(() => String, { nullable: true, description: "Where the visitor was going, in the customers' area (/app/…): the link comes back there." })
  @IsOptional()
  @Matches(/^\/app(\/[^\s\\]*)?$/)
  @MaxLength(500)
  redirect?: string;
}

@ObjectType()
export class SignUpPayload {
  @Field({ description: 'Always true: whether the address already had an account is not told (it gets a sign-in link instead).' })
  requested: boolean;
}

@Resolver()
export class SignUpsResolver {
  constructor(
    private readonly signUps: SignUps,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Mutation(() => SignUpPayload, { description: 'E-mails a link that creates the customer account (rate-limited); nothing is created until it is used.' })
  async signUp(@Args('input') input: SignUpInput, @Context() { req }: GraphQLContext): Promise<SignUpPayload> {
    await this.signUps.request({ ...input, redirect: input.redirect ?? null }, req.ip);
    return { requested: true };
  }

  @Public()
  @Mutation(() => AuthPayload, {
    description: 'Creates the account of a sign-up with its e-mailed link and signs in, as login does (sets the refresh cookie).',
  })
  async confirmSignUp(@Args('input') input: SignInWithLinkInput, @Context() { res }: GraphQLContext): Promise<AuthPayload> {
    return sessionPayload(await this.signUps.confirm(input.token), res, this.config);
  }
}
