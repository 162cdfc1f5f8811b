import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AlertMail } from './alert-mail.js';
import { BoatsModule } from '../boats/boats.module.js';
import { AlertRulesService } from './alert-rules.service.js';
import { BoatAlertsResolver, UserBoatsInAlertResolver } from './alerts.resolver.js';
import { AlertsService } from './alerts.service.js';
import { BoatAlertRuleEntity } from './entities/boat-alert-rule.entity.js';
import { BoatAlertEntity } from './entities/boat-alert.entity.js';

/** Alerts on boats' readings: rules with hysteresis, NO_DATA for silent devices, open alerts on a boat, each boat's own rules, the owner's e-mails (outbox). */
@Module({
  imports: [TypeOrmModule.forFeature([BoatAlertEntity, BoatAlertRuleEntity]), BoatsModule],
  providers: [AlertsService, AlertRulesService, AlertMail, BoatAlertsResolver, UserBoatsInAlertResolver],
  exports: [AlertsService],
})
export class AlertsModule {}
