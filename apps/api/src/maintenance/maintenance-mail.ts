import { paths } from '@mmt/contract';
import type { Language } from '@mmt/i18n';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { BoatsService } from '../boats/boats.service.js';
import { toGlobalId } from '../common/relay/global-id.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { EmailComposer } from '../outbox/email-composer.js';
import { Outbox } from '../outbox/outbox.service.js';
import { BusinessTexts, fill } from '../texts/business-texts.js';
import type { Due } from './due.js';
import type { MaintenanceTaskEntity } from './entities/maintenance-task.entity.js';

const LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-GB' };

/** A task's title in a language: a default task's English title in English; else the one title it has. */
export const titleIn = (task: Pick<MaintenanceTaskEntity, 'title' | 'titleEn'>, language: Language): string =>
  (language === 'en' && task.titleEn) || task.title;

/** The owner's words about a task: its reminders (queued in the caller's transaction) and the title and description of a job asked for it. */
@Injectable()
export class MaintenanceMail {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly composer: EmailComposer,
    private readonly outbox: Outbox,
    private readonly texts: BusinessTexts,
    private readonly boats: BoatsService,
  ) {}

  async reminder(manager: EntityManager, task: MaintenanceTaskEntity, due: Due, state: 'DUE_SOON' | 'OVERDUE'): Promise<void> {
    const { boat, owner } = await this.boats.withOwner(manager, task.boatId);
    if (owner.deactivatedAt) return;
    const kind = state === 'DUE_SOON' ? 'maintenanceDueSoon' : 'maintenanceOverdue';
    await this.outbox.enqueue(
      manager,
      await this.composer.compose(manager, kind, owner, {
        boat: boat.name,
        task: titleIn(task, owner.language),
        due: await this.dueText(manager, due, owner.language),
        link: `${this.config.publicUrl}${paths.app.boats.detail.getHref(toGlobalId('Boat', boat.id))}`,
      }),
    );
  }

  /** The task's title and "Planned maintenance: … It falls due on 15 June 2026.", in the owner's language (the job is theirs). */
  async jobFor(task: MaintenanceTaskEntity, due: Due): Promise<{ title: string; description: string }> {
    const { owner } = await this.boats.withOwner(this.dataSource.manager, task.boatId);
    const words = await this.texts.texts('emails', owner.language);
    const title = titleIn(task, owner.language);
    return {
      title: title.slice(0, 120),
      description: fill(words.maintenanceJob.description, { task: title, due: await this.dueText(this.dataSource.manager, due, owner.language) }),
    };
  }

  /** When it falls due, by date, hours or both: "on 15 June 2026 or at 1,250 running hours, whichever comes first". */
  async dueText(manager: EntityManager, due: Due, language: Language): Promise<string> {
    const words = (await this.texts.texts('emails', language, manager)).maintenanceDue;
    const locale = LOCALES[language];
    const date = due.dueOn && new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${due.dueOn}T00:00:00Z`));
    const hours =
      due.dueAtHours !== null ? fill(words.hours, { hours: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(due.dueAtHours) }) : null;
    if (date && hours) return fill(words.both, { date, hours });
    return date ? fill(words.date, { date }) : (hours ?? '');
  }
}
