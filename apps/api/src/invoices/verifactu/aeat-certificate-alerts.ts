import { paths } from '@mmt/contract';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Clock } from '../../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { EmailComposer, type EmailKind } from '../../outbox/email-composer.js';
import { Outbox } from '../../outbox/outbox.service.js';
import { formatLongDay } from '../../texts/format.js';
import { UsersService } from '../../users/users.service.js';
import { CompanyCertificate, type CertificateAlert, type CertificateAlertProblem } from './aeat-certificate.js';

const EMAILS: Record<CertificateAlertProblem, EmailKind> = {
  MISSING: 'verifactuCertificateMissing',
  UNREADABLE: 'verifactuCertificateUnreadable',
  EXPIRED: 'verifactuCertificateExpired',
  EXPIRING: 'verifactuCertificateExpiring',
};

/**
 * In production, a certificate missing, unreadable, expired or expiring within 30 days is told to
 * every active admin by e-mail (in their language), once per problem: the problem last told is kept
 * (verifactu_certificate_alert), so a restart or the next check says nothing new; once it is put
 * right the slate is clean, and a later problem is told again. The admin home shows the problem as
 * it is now (verifactuStatus).
 */
@Injectable()
export class CertificateAlerts {
  private readonly logger = new Logger('VERI*FACTU');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly certificate: CompanyCertificate,
    private readonly composer: EmailComposer,
    private readonly outbox: Outbox,
    private readonly users: UsersService,
  ) {}

  /** The problem now; e-mailed when it is not the one last told (several processes: the row's lock makes it once). */
  async check(): Promise<CertificateAlert | null> {
    const alert = await this.certificate.alert();
    await this.dataSource.transaction(async (manager) => {
      const [told]: { problem: CertificateAlertProblem | null; not_after: Date | null }[] = await manager.query(
        'SELECT problem, not_after FROM verifactu_certificate_alert WHERE id = 1 FOR UPDATE',
      );
      if (told.problem === (alert?.problem ?? null) && told.not_after?.getTime() === alert?.notAfter?.getTime()) return;
      await manager.query(
        'UPDATE verifactu_certificate_alert SET problem = $1, not_after = $2, raised_at = CASE WHEN $1::text IS NULL THEN NULL ELSE now() END WHERE id = 1',
        [alert?.problem ?? null, alert?.notAfter ?? null],
      );
      if (!alert) return;
      const admins = await this.users.activeAdmins(manager);
      const link = `${this.config.publicUrl}${paths.admin.verifactu.getHref()}`;
      const days = alert.notAfter ? Math.max(0, Math.ceil((alert.notAfter.getTime() - this.clock.now()) / 86_400_000)) : 0;
      const emails = await Promise.all(
        admins.map((admin) =>
          this.composer.compose(manager, EMAILS[alert.problem], admin, {
            link,
            days,
            date: alert.notAfter ? formatLongDay(alert.notAfter, admin.language) : '',
          }),
        ),
      );
      await this.outbox.enqueue(manager, ...emails);
      const log = {
        msg: 'the VERI*FACTU certificate needs attention: the admins were e-mailed',
        problem: alert.problem,
        notAfter: alert.notAfter,
        admins: emails.length,
      };
      if (alert.problem === 'EXPIRING') this.logger.warn(log);
      else this.logger.error(log);
    });
    return alert;
  }
}
