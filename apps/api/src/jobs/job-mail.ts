import { paths } from '@mmt/contract';
import type { Language } from '@mmt/i18n';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BoatsService } from '../boats/boats.service.js';
import type { BoatEntity } from '../boats/entities/boat.entity.js';
import { toGlobalId } from '../common/relay/global-id.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { EmailComposer, type EmailKind } from '../outbox/email-composer.js';
import type { OutboxAttachment } from '../outbox/entities/outbox-message.entity.js';
import { Outbox } from '../outbox/outbox.service.js';
import type { UserEntity } from '../users/entities/user.entity.js';
import { UsersService } from '../users/users.service.js';
import type { JobEntity } from './entities/job.entity.js';

type Values = Record<string, string | number>;

/** Where each side reads a job. */
const customerJobLink = (publicUrl: string, jobId: number) => `${publicUrl}${paths.app.jobs.detail.getHref(toGlobalId('Job', jobId))}`;
const adminJobLink = (publicUrl: string, jobId: number) => `${publicUrl}${paths.admin.jobs.detail.getHref(toGlobalId('Job', jobId))}`;

/**
 * The e-mails about a job, queued in the caller's transaction: to its customer (the boat's owner)
 * or to every active admin, each in their own language, with the job, boat and customer filled in.
 */
@Injectable()
export class JobMail {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly composer: EmailComposer,
    private readonly outbox: Outbox,
    private readonly boats: BoatsService,
    private readonly users: UsersService,
  ) {}

  /** `values` and `attachments` may depend on the customer's language (a visit's window, its .ics). */
  async toCustomer(
    manager: EntityManager,
    kind: EmailKind,
    job: JobEntity,
    values: Values | ((owner: UserEntity, boat: BoatEntity) => Promise<Values>) = {},
    attachments: (owner: UserEntity, boat: BoatEntity) => Promise<OutboxAttachment[]> = async () => [],
  ): Promise<void> {
    const { boat, owner } = await this.boats.withOwner(manager, job.boatId);
    const own = typeof values === 'function' ? await values(owner, boat) : values;
    const all = { job: job.title, boat: boat.name, link: customerJobLink(this.config.publicUrl, job.id), ...own };
    await this.outbox.enqueue(manager, await this.composer.compose(manager, kind, owner, all, await attachments(owner, boat)));
  }

  /** `values` may depend on each admin's language (amounts are written the way their language writes them). */
  async toAdmins(manager: EntityManager, kind: EmailKind, job: JobEntity, values: Values | ((language: Language) => Values) = {}): Promise<void> {
    const { boat, owner } = await this.boats.withOwner(manager, job.boatId);
    const admins = await this.users.activeAdmins(manager);
    const common = { job: job.title, boat: boat.name, customer: owner.name, link: adminJobLink(this.config.publicUrl, job.id) };
    const emails = await Promise.all(
      admins.map((admin) => this.composer.compose(manager, kind, admin, { ...common, ...(typeof values === 'function' ? values(admin.language) : values) })),
    );
    await this.outbox.enqueue(manager, ...emails);
  }
}
