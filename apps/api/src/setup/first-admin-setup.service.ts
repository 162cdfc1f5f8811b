import { paths } from '@mmt/contract';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Language } from '@mmt/i18n';
import type { DataSource } from 'typeorm';
import { hashPassword } from '../auth/password.js';
import { PasswordLinks } from '../auth/password-links.js';
import { badUserInput } from '../common/errors/graphql-errors.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { linkErrorCode, OneTimeLinks, type LinkState } from '../one-time-links/one-time-links.service.js';
import type { UserEntity } from '../users/entities/user.entity.js';
import { UsersService } from '../users/users.service.js';

export const FIRST_ADMIN = 'first-admin';
export const SETUP_LINK_HOURS = 24;
/** Shared by every process: of replicas starting together, one offers the link; a setup and an admin:create never both make an admin. */
const SETUP_LOCK = 7_305_113;

/** What the setup page shows for a link: it works, or why not (ADMIN_EXISTS: someone already set the site up). */
export type SetupLinkState = Exclude<LinkState, 'SUPERSEDED'> | 'ADMIN_EXISTS';

export interface FirstAdmin {
  name: string;
  email: string;
  password: string;
  language: Language;
}

/**
 * The first admin of a new install. At start, on a database with no admin, a one-time setup link
 * (`<public URL>/setup/<secret>`, valid 24 h) is printed in the log, once: while it works no other is
 * made, later starts only say when it was printed. Whoever opens it chooses the admin's name,
 * e-mail and password. It dies when used, and as soon as any admin exists (e.g. from
 * `admin:create`), and a database with an admin never gets another.
 */
@Injectable()
export class FirstAdminSetup {
  private readonly logger = new Logger('Setup');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly links: OneTimeLinks,
    private readonly passwordLinks: PasswordLinks,
    private readonly users: UsersService,
  ) {}

  /** At start: prints a new setup link when there is no admin and no link that still works (says where the working one is otherwise). */
  async announce(): Promise<void> {
    const offer = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [SETUP_LOCK]);
      if (await this.users.roleExists('admin', manager)) {
        await this.links.supersede(manager, null, FIRST_ADMIN);
        return null;
      }
      const printed = await this.links.findValid(manager, null, FIRST_ADMIN);
      if (printed) return { printed };
      const token = await this.links.issue(manager, null, FIRST_ADMIN, SETUP_LINK_HOURS * 3_600_000);
      return { url: `${this.config.publicUrl}${paths.auth.setup.getHref(token)}` };
    });
    if (!offer) return;
    if ('url' in offer) {
      this.logger.warn(
        `No admin yet. Set up the first admin account (name, e-mail, password) at ${offer.url} — it works once, for ${SETUP_LINK_HOURS} h, ` +
          'and is never printed again. Or: npm run admin:create -- --email you@example.com',
      );
    } else {
      this.logger.warn(
        `No admin yet. The one-time setup link was printed in the log at ${offer.printed.createdAt.toISOString()} and works until ` +
          `${offer.printed.expiresAt.toISOString()} (a new one is printed at the first start after that). Or: npm run admin:create -- --email you@example.com`,
      );
    }
  }

  /** Whether a setup link works, for its page; never says more than that. */
  async inspect(token: string): Promise<SetupLinkState> {
    const { state } = await this.links.check(token, FIRST_ADMIN);
    if (state === 'INVALID') return state;
    if (await this.users.roleExists('admin')) return 'ADMIN_EXISTS';
    return state === 'SUPERSEDED' ? 'INVALID' : state;
  }

  /** Uses the link: the first admin, with their password; refused once any admin exists. */
  async complete(token: string, admin: FirstAdmin): Promise<UserEntity> {
    const hash = await hashPassword(admin.password);
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [SETUP_LOCK]);
      if (await this.users.roleExists('admin', manager))
        throw badUserInput([{ field: 'token', code: 'setupDone', message: 'This site already has an admin: sign in instead' }]);
      const { state } = await this.links.consume(manager, token, FIRST_ADMIN);
      if (state !== 'VALID') throw badUserInput([{ field: 'token', code: linkErrorCode(state), message: 'This link no longer works' }]);
      // The database may hold accounts already (customers brought in before the first admin): an address is one account.
      if (await this.users.emailTaken(admin.email, manager))
        throw badUserInput([{ field: 'email', code: 'emailTaken', message: 'This e-mail already has an account' }]);
      const user = await this.users.create(
        { name: admin.name, email: admin.email, language: admin.language, role: 'admin', passwordHash: hash, deactivatedAt: null },
        manager,
      );
      this.logger.log(`the first admin was set up: ${user.email}`);
      return user;
    });
  }

  /**
   * `admin:create`: an admin with this e-mail and the usual set-password link (returned, to print
   * when no SMTP server sends it); for an admin who exists, a new link (a way back in for one who
   * lost their password). The setup link dies. Other accounts' addresses are refused.
   */
  async createAdmin(email: string, name: string, language: Language): Promise<{ user: UserEntity; link: string; created: boolean }> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [SETUP_LOCK]);
      await this.links.supersede(manager, null, FIRST_ADMIN);
      const existing = await this.users.findByEmail(email, manager);
      if (existing && existing.role !== 'admin') throw new Error(`${email} is the address of a ${existing.role}'s account: choose another for the admin`);
      if (existing?.deactivatedAt) throw new Error(`${email} is a deactivated admin: an active admin can reactivate them (Staff)`);
      const user = existing ?? (await this.users.create({ name, email, language, role: 'admin', passwordHash: null, deactivatedAt: null }, manager));
      const link = await this.passwordLinks.send(manager, user, existing ? 'passwordLink' : 'adminInvitation');
      return { user, link, created: !existing };
    });
  }
}
