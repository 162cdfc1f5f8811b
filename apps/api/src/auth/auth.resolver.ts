import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { CurrentUser, Public } from '../common/decorators/auth.decorators.js';
import type { Viewer } from '../common/viewer.js';
import type { GraphQLContext } from '../common/request-context.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { User } from '../users/models/user.model.js';
import { AuthService, type IssuedSession } from './auth.service.js';
import { LoginInput } from './dto/login.input.js';
import { RequestSignInLinkInput, RequestSignInLinkPayload, SignInWithLinkInput } from './dto/sign-in-link.input.js';
import { AuthPayload, LogoutPayload } from './models/auth-payload.model.js';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.js';
import { SignInLinks } from './sign-in-links.js';

@Resolver()
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly signInLinks: SignInLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Mutation(() => AuthPayload, { description: 'Signs in; also sets the httpOnly refresh cookie.' })
  async login(@Args('input') input: LoginInput, @Context() { req, res }: GraphQLContext): Promise<AuthPayload> {
    return this.respond(await this.auth.login(input.email, input.password, req.ip), res);
  }

  @Public()
  @Mutation(() => RequestSignInLinkPayload, {
    description: 'E-mails a one-time sign-in link to the account, if it exists and is active (the answer is the same either way).',
  })
  async requestSignInLink(@Args('input') input: RequestSignInLinkInput, @Context() { req }: GraphQLContext): Promise<RequestSignInLinkPayload> {
    await this.signInLinks.request(input.email, req.ip);
    return { requested: true };
  }

  @Public()
  @Mutation(() => AuthPayload, { description: 'Signs in with a one-time link from requestSignInLink, as login does (sets the refresh cookie).' })
  async signInWithLink(@Args('input') input: SignInWithLinkInput, @Context() { req, res }: GraphQLContext): Promise<AuthPayload> {
    return this.respond(await this.signInLinks.signIn(input.token, req.ip), res);
  }

  @Public()
  @Mutation(() => AuthPayload, { description: 'Trades the refresh cookie for a new access token (and a new cookie).' })
  async refreshSession(@Context() { req, res }: GraphQLContext): Promise<AuthPayload> {
    try {
      return this.respond(await this.auth.refresh(readRefreshCookie(req)), res);
    } catch (error) {
      clearRefreshCookie(res, this.config);
      throw error;
    }
  }

  @Public()
  @Mutation(() => LogoutPayload, { description: 'Revokes the session: the refresh cookie and the current access token.' })
  async logout(@CurrentUser() viewer: Viewer | null, @Context() { req, res }: GraphQLContext): Promise<LogoutPayload> {
    await this.auth.logout(readRefreshCookie(req), viewer);
    clearRefreshCookie(res, this.config);
    return { success: true };
  }

  private respond(session: IssuedSession, res: GraphQLContext['res']): AuthPayload {
    return sessionPayload(session, res, this.config);
  }
}

/** A session just started, as the sign-in mutations answer it: the refresh cookie set, the access token returned. */
export function sessionPayload(session: IssuedSession, res: GraphQLContext['res'], config: AppConfig): AuthPayload {
  setRefreshCookie(res, config, session.refreshToken, session.refreshTokenExpiresAt);
  return {
    accessToken: session.accessToken,
    accessTokenExpiresAt: session.accessTokenExpiresAt,
    user: User.from(session.user),
  };
}
