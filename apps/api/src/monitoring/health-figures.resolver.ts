import { Inject } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Roles } from '../common/decorators/auth.decorators.js';
import { HealthFiguresService } from './health-figures.service.js';
import { BackupRun, HealthFigures } from './models/health-figures.model.js';

@Resolver(() => HealthFigures)
export class HealthFiguresResolver {
  constructor(
    private readonly figures: HealthFiguresService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Roles('admin')
  @Query(() => HealthFigures, { description: "The site's health at a glance (admins only): last backup, e-mail outbox, card payments." })
  async healthFigures(): Promise<HealthFigures> {
    const [backups, outbox] = await Promise.all([this.figures.backups(), this.figures.outbox()]);
    return {
      lastBackup: BackupRun.from(backups.lastSuccess),
      failedBackup: BackupRun.from(backups.failureSince),
      outboxBacklog: outbox.pending,
      oldestPendingEmailAt: outbox.oldestPendingAt,
      failedEmails: outbox.failed,
      cardPayments: this.config.stripe !== null,
    };
  }
}
