import { paths } from '@mmt/contract';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { badUserInput } from '../common/errors/graphql-errors.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { linkErrorCode, OneTimeLinks, type LinkState } from '../one-time-links/one-time-links.service.js';
import { EmailComposer } from '../outbox/email-composer.js';
import { Outbox } from '../outbox/outbox.service.js';
import type { UserEntity } from '../users/entities/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { AuthService } from './auth.service.js';
import { hashPassword } from './password.js';

export const SET_PASSWORD = 'set-password';
export const SET_PASSWORD_LINK_HOURS = 48;
/** A valid link younger than this is not replaced on request: a link cannot be used to flood a mailbox. */
const RESEND_AFTER_MS = 5 * 60_000;

/** Passwords are never typed by an admin: a customer sets theirs through a one-time link sent by e-mail. */
@Injectable()
export class PasswordLinks {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly links: OneTimeLinks,
    private readonly composer: EmailComposer,
    private readonly outbox: Outbox,
    private readonly auth: AuthService,
    private readonly users: UsersService,
  ) {}

  /**
   * Queues the e-mail with a new link (an invitation for a new account); older links stop working.
   * Returns the link, for the command line to print when no SMTP server sends it (setup/create-admin.ts).
   */
  async send(manager: EntityManager, user: UserEntity, kind: 'invitation' | 'technicianInvitation' | 'adminInvitation' | 'passwordLink'): Promise<string> {
    const token = await this.links.issue(manager, user.id, SET_PASSWORD, SET_PASSWORD_LINK_HOURS * 3_600_000);
    const link = `${this.config.publicUrl}${paths.auth.setPassword.getHref(token)}`;
    await this.outbox.enqueue(manager, await this.composer.compose(manager, kind, user, { link, hours: SET_PASSWORD_LINK_HOURS }));
    return link;
  }

  /** What the page shows for a link; the e-mail only while it works. A deactivated account's link is invalid. */
  async inspect(token: string): Promise<{ state: LinkState; email: string | null }> {
    const { state, userId } = await this.links.check(token, SET_PASSWORD);
    const user = userId ? await this.users.findById(userId) : null;
    if (!user || user.deactivatedAt) return { state: 'INVALID', email: null };
    return { state, email: state === 'VALID' ? user.email : null };
  }

  /** Uses the link: sets the password and ends every session the account had. */
  async setPassword(token: string, password: string): Promise<UserEntity> {
    const hash = await hashPassword(password);
    return this.dataSource.transaction(async (manager) => {
      const { state, userId } = await this.links.consume(manager, token, SET_PASSWORD);
      const user = userId ? await this.users.findById(userId, manager) : null;
      if (state !== 'VALID' || !user || user.deactivatedAt) {
        const code = state === 'VALID' || user?.deactivatedAt ? linkErrorCode('INVALID') : linkErrorCode(state);
        throw badUserInput([{ field: 'token', code, message: 'This link no longer works' }]);
      }
      await this.users.update(user.id, { passwordHash: hash }, manager);
      await this.auth.revokeAllSessions(manager, user.id);
      return user;
    });
  }

  /**
   * Sends a fresh link to the owner of an expired, used or replaced one (to their address, never to
   * the caller). Nothing happens for an unknown token, a deactivated account or a link just sent.
   */
  async renew(token: string): Promise<void> {
    const { state, userId, createdAt } = await this.links.check(token, SET_PASSWORD);
    if (!userId || (state === 'VALID' && createdAt && Date.now() - createdAt.getTime() < RESEND_AFTER_MS)) return;
    await this.dataSource.transaction(async (manager) => {
      const user = await this.users.findById(userId, manager);
      if (!user || user.deactivatedAt) return;
      const newest = await this.links.lastIssuedAt(manager, userId, SET_PASSWORD);
      if (newest && Date.now() - newest.getTime() < RESEND_AFTER_MS) return;
      await this.send(manager, user, 'passwordLink');
    });
  }
}
