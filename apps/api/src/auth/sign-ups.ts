import { paths } from '@mmt/contract';
import type { Language } from '@mmt/i18n';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { badUserInput } from '../common/errors/graphql-errors.js';
import { RateLimitService, type RateLimitRule } from '../common/rate-limit/rate-limit.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { hashToken } from '../one-time-links/one-time-links.service.js';
import { EmailComposer } from '../outbox/email-composer.js';
import { Outbox } from '../outbox/outbox.service.js';
import { UsersService } from '../users/users.service.js';
import { AuthService, type IssuedSession } from './auth.service.js';
import { SignUpEntity } from './entities/sign-up.entity.js';
import { hashPassword } from './password.js';
import { SignInLinks } from './sign-in-links.js';

export const SIGN_UP_LINK_HOURS = 24;
/** Sign-ups from one address: past this the caller is told to wait. */
const ADDRESS: RateLimitRule = { limit: 5, windowSeconds: 60 * 60 };
/** E-mails to one address: past this nothing more is sent (the answer stays the same), so a mailbox cannot be flooded. */
const EMAIL: RateLimitRule = { limit: 3, windowSeconds: 60 * 60 };

export interface SignUpRequest {
  name: string;
  email: string;
  password: string;
  language: Language;
  /** Where the visitor was going (a path in the customers' area), back there once confirmed. */
  redirect: string | null;
}

/**
 * A visitor's own customer account, on their way to joining a membership: nothing exists until
 * they use the link e-mailed to them (so an address is never taken by someone who cannot read its
 * mailbox); then the account is created and they are signed in. An address that already has an
 * account gets a sign-in link instead, and the answer is the same either way: whether an account
 * exists is never told. Rate-limited per address and per e-mail.
 */
@Injectable()
export class SignUps {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly composer: EmailComposer,
    private readonly outbox: Outbox,
    private readonly limits: RateLimitService,
    private readonly auth: AuthService,
    private readonly signInLinks: SignInLinks,
    private readonly users: UsersService,
  ) {}

  async request(request: SignUpRequest, address: string): Promise<void> {
    await this.limits.consume(`sign-up:address:${address}`, ADDRESS, 'Demasiadas solicitudes. Inténtalo de nuevo más tarde.');
    const email = request.email.trim().toLowerCase();
    if (await this.users.emailTaken(email)) return this.signInLinks.request(email, address);
    if (!(await this.limits.hit(`sign-up:email:${email}`, EMAIL)).allowed) return;
    const token = randomBytes(32).toString('base64url');
    const passwordHash = await hashPassword(request.password);
    await this.dataSource.transaction(async (manager) => {
      // Signing up again replaces the earlier request (and its link).
      await manager.getRepository(SignUpEntity).upsert(
        {
          email,
          name: request.name.trim(),
          passwordHash,
          language: request.language,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + SIGN_UP_LINK_HOURS * 3_600_000),
        },
        ['email'],
      );
      const link = `${this.config.publicUrl}${paths.auth.confirmSignUp.getHref(token, request.redirect ?? undefined)}`;
      const recipient = { email, name: request.name.trim(), language: request.language };
      await this.outbox.enqueue(manager, await this.composer.compose(manager, 'signUpConfirm', recipient, { link, hours: SIGN_UP_LINK_HOURS }));
    });
  }

  /** Uses the link once: the customer account is created and a session starts, as a right password would. */
  async confirm(token: string): Promise<IssuedSession> {
    const user = await this.dataSource.transaction(async (manager) => {
      const pending = await manager.getRepository(SignUpEntity).findOne({ where: { tokenHash: hashToken(token) }, lock: { mode: 'pessimistic_write' } });
      if (!pending) throw badUserInput([{ field: 'token', code: 'linkInvalid', message: 'This link no longer works' }]);
      if (pending.expiresAt.getTime() < Date.now()) throw badUserInput([{ field: 'token', code: 'linkExpired', message: 'This link has expired' }]);
      await manager.getRepository(SignUpEntity).delete({ email: pending.email });
      // An account made for this address meanwhile (by an admin): this link does not take it over.
      if (await this.users.emailTaken(pending.email, manager))
        throw badUserInput([{ field: 'token', code: 'linkUsed', message: 'This address already has an account: sign in' }]);
      return this.users.create(
        { email: pending.email, name: pending.name, passwordHash: pending.passwordHash, language: pending.language, role: 'customer' },
        manager,
      );
    });
    return this.auth.startSession(user);
  }
}
