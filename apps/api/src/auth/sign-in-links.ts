import { paths } from '@mmt/contract';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { badUserInput } from '../common/errors/graphql-errors.js';
import { RateLimitService, type RateLimitRule } from '../common/rate-limit/rate-limit.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { linkErrorCode, OneTimeLinks } from '../one-time-links/one-time-links.service.js';
import { EmailComposer } from '../outbox/email-composer.js';
import { Outbox } from '../outbox/outbox.service.js';
import { UsersService } from '../users/users.service.js';
import { AuthService, type IssuedSession } from './auth.service.js';
import { LoginThrottle } from './login-throttle.js';

export const SIGN_IN = 'sign-in';
export const SIGN_IN_LINK_MINUTES = 30;
/** Requests from one address, whatever the e-mails: past this the caller is told to wait. */
const ADDRESS: RateLimitRule = { limit: 10, windowSeconds: 60 * 60 };
/** E-mails to one address: past this nothing more is sent (the answer stays the same), so a mailbox cannot be flooded. */
const EMAIL: RateLimitRule = { limit: 3, windowSeconds: 60 * 60 };

/**
 * Signing in by a one-time link sent by e-mail: the way in for the owner of an account that the
 * login throttle holds back (or who forgot their password), since the link proves they read its mailbox.
 */
@Injectable()
export class SignInLinks {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly links: OneTimeLinks,
    private readonly composer: EmailComposer,
    private readonly outbox: Outbox,
    private readonly limits: RateLimitService,
    private readonly auth: AuthService,
    private readonly throttle: LoginThrottle,
    private readonly users: UsersService,
  ) {}

  /**
   * E-mails a new link (older ones stop working) to an active account with this address. Unknown
   * and deactivated addresses get the same answer and nothing is sent: whether an account exists is never told.
   */
  async request(email: string, address: string): Promise<void> {
    await this.limits.consume(`sign-in-link:address:${address}`, ADDRESS, 'Demasiadas solicitudes. Inténtalo de nuevo más tarde.');
    const normalizedEmail = email.trim().toLowerCase();
    if (!(await this.limits.hit(`sign-in-link:email:${normalizedEmail}`, EMAIL)).allowed) return;
    await this.dataSource.transaction(async (manager) => {
      const user = await this.users.findByEmail(normalizedEmail, manager);
      if (!user || user.deactivatedAt) return;
      const token = await this.links.issue(manager, user.id, SIGN_IN, SIGN_IN_LINK_MINUTES * 60_000);
      const link = `${this.config.publicUrl}${paths.auth.signInLink.getHref(token)}`;
      await this.outbox.enqueue(manager, await this.composer.compose(manager, 'signInLink', user, { link, minutes: SIGN_IN_LINK_MINUTES }));
    });
  }

  /**
   * Uses the link once and starts a session as a right password would: the throttle's hold on
   * the account's password at this address ends too, as the login page promised. A deactivated
   * account is refused as login refuses it.
   */
  async signIn(token: string, address: string): Promise<IssuedSession> {
    const { state, userId } = await this.links.consume(this.dataSource.manager, token, SIGN_IN);
    const user = userId ? await this.users.findById(userId) : null;
    if (state !== 'VALID' || !user) {
      throw badUserInput([{ field: 'token', code: linkErrorCode(state === 'VALID' ? 'INVALID' : state), message: 'This link no longer works' }]);
    }
    const session = await this.auth.startSession(user);
    await this.throttle.holdEnded(user.email, address);
    return session;
  }
}
