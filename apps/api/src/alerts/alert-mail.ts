import { paths } from '@mmt/contract';
import type { Language } from '@mmt/i18n';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BoatsService } from '../boats/boats.service.js';
import { toGlobalId } from '../common/relay/global-id.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { EmailComposer } from '../outbox/email-composer.js';
import { Outbox } from '../outbox/outbox.service.js';
import { BusinessTexts, fill } from '../texts/business-texts.js';
import type { AlertChange } from './alert-evaluation.js';
import type { AlertKind } from './alert-rules.js';
import { BoatAlertEntity } from './entities/boat-alert.entity.js';

const UNITS: Record<AlertKind, string> = { LOW_BATTERY: '%', HIGH_TEMPERATURE: '°C', HIGH_HUMIDITY: '%', NO_DATA: '' };
const LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-GB' };

/** The owner's e-mail for each alert raised and each cleared, in their language, queued in the caller's transaction. */
@Injectable()
export class AlertMail {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly composer: EmailComposer,
    private readonly outbox: Outbox,
    private readonly texts: BusinessTexts,
    private readonly boats: BoatsService,
  ) {}

  async send(manager: EntityManager, change: AlertChange): Promise<void> {
    const alert = await manager.getRepository(BoatAlertEntity).findOneByOrFail({ id: change.alertId });
    const { boat, owner } = await this.boats.withOwner(manager, alert.boatId);
    if (owner.deactivatedAt) return;
    const locale = LOCALES[owner.language];
    const number = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
    const words = await this.texts.texts('emails', owner.language, manager);
    const kind = change.type === 'raise' ? 'alertRaised' : 'alertCleared';
    const value = change.type === 'raise' ? alert.value : alert.clearValue;
    const at = change.type === 'raise' ? alert.raisedAt : (alert.clearedAt ?? alert.raisedAt);
    await this.outbox.enqueue(
      manager,
      await this.composer.compose(manager, kind, owner, {
        boat: boat.name,
        alert: fill(words.alertKind[alert.kind], { threshold: number(alert.threshold) }),
        time: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(at),
        reading: value === null ? '' : fill(words[kind].reading, { value: `${number(value)} ${UNITS[alert.kind]}` }),
        link: `${this.config.publicUrl}${paths.app.boats.detail.getHref(toGlobalId('Boat', boat.id))}`,
      }),
    );
  }
}
