import { paths } from '@mmt/contract';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { EmailComposer, type EmailKind } from '../outbox/email-composer.js';
import { Outbox } from '../outbox/outbox.service.js';
import type { UserEntity } from '../users/entities/user.entity.js';
import { UsersService } from '../users/users.service.js';
import type { MembershipEntity } from './entities/membership.entity.js';
import { planName } from './member-prices.js';

/** The memberships' e-mails, queued in the caller's transaction: to a member about their membership, to the admins about an application. */
@Injectable()
export class MembershipMail {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly composer: EmailComposer,
    private readonly outbox: Outbox,
  ) {}

  /** An e-mail to the member about their membership, in their language, with the link to 'Mi membresía'. */
  async toMember(
    manager: EntityManager,
    kind: EmailKind,
    membership: MembershipEntity,
    values: (customer: UserEntity) => Record<string, string | number>,
  ): Promise<void> {
    const customer = await this.users.userById(membership.customerId, manager);
    const link = `${this.config.publicUrl}${paths.app.membership.getHref()}`;
    await this.outbox.enqueue(manager, await this.composer.compose(manager, kind, customer, { plan: planName(membership.planId), link, ...values(customer) }));
  }

  /** An e-mail to every active admin, with the link to 'Socios VIP'. */
  async toAdmins(manager: EntityManager, kind: EmailKind, values: Record<string, string>): Promise<void> {
    const admins = await this.users.activeAdmins(manager);
    const link = `${this.config.publicUrl}${paths.admin.vip.getHref()}`;
    const emails = await Promise.all(admins.map((admin) => this.composer.compose(manager, kind, admin, { ...values, link })));
    await this.outbox.enqueue(manager, ...emails);
  }
}
