import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AlertMail } from './alert-mail.js';
import { BoatAlertsResolver } from './alerts.resolver.js';
import { AlertsService } from './alerts.service.js';
import { BoatAlertRuleEntity } from './entities/boat-alert-rule.entity.js';
import { BoatAlertEntity } from './entities/boat-alert.entity.js';

/** Alerts on boats' readings: rules with hysteresis, NO_DATA for silent devices, open alerts on a boat, the owner's e-mails (outbox). */
@Module({
  imports: [TypeOrmModule.forFeature([BoatAlertEntity, BoatAlertRuleEntity])],
  providers: [AlertsService, AlertMail, BoatAlertsResolver],
  exports: [AlertsService],
})
export class AlertsModule {}
