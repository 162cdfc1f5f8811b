import { Query, Resolver } from '@nestjs/graphql';
import { Roles } from '../common/decorators/auth.decorators.js';
import { HealthFiguresService } from './health-figures.service.js';
import { BackupRun, HealthFigures } from './models/health-figures.model.js';

@Resolver(() => HealthFigures)
export class HealthFiguresResolver {
  constructor(private readonly figures: HealthFiguresService) {}

  @Roles('admin')
  @Query(() => HealthFigures, { description: "The site's health at a glance (admins only): last backup, e-mail outbox." })
  async healthFigures(): Promise<HealthFigures> {
    const [backups, outbox] = await Promise.all([this.figures.backups(), this.figures.outbox()]);
    return {
      lastBackup: BackupRun.from(backups.lastSuccess),
      failedBackup: BackupRun.from(backups.failureSince),
      outboxBacklog: outbox.pending,
      oldestPendingEmailAt: outbox.oldestPendingAt,
      failedEmails: outbox.failed,
    };
  }
}
