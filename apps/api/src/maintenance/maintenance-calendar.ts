import { paths } from '@mmt/contract';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { BoatsService } from '../boats/boats.service.js';
import { CalendarFeedService } from '../calendar-feeds/calendar-feed.service.js';
import type { CalendarEvent } from '../common/icalendar.js';
import { toGlobalId } from '../common/relay/global-id.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { BusinessTexts, fill } from '../texts/business-texts.js';
import type { UserEntity } from '../users/entities/user.entity.js';
import { MaintenanceMail, titleIn } from './maintenance-mail.js';
import { MaintenanceService } from './maintenance.service.js';

/** What customers' and admins' calendar links show (calendar-feeds/): their boats' due dates. */
@Injectable()
export class MaintenanceCalendar implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly feeds: CalendarFeedService,
    private readonly boats: BoatsService,
    private readonly maintenance: MaintenanceService,
    private readonly mail: MaintenanceMail,
    private readonly texts: BusinessTexts,
  ) {}

  onModuleInit(): void {
    for (const role of ['customer', 'admin'] as const) this.feeds.provide(role, (owner) => this.calendarOf(owner));
  }

  /** A customer's calendar: their boats' due dates, as all-day events. */
  private async calendarOf(owner: UserEntity): Promise<{ name: string; events: CalendarEvent[] }> {
    const [words, company] = await Promise.all([this.texts.texts('emails', owner.language), this.texts.company()]);
    const boats = await this.boats.ofOwner(owner.id);
    const tasks = await this.maintenance.tasksOfBoats(boats.map((boat) => boat.id));
    const host = new URL(this.config.publicUrl).host;
    const events = await Promise.all(
      tasks
        .filter(({ due }) => due.dueOn !== null)
        .map(async ({ task, due }) => {
          const boat = boats.find((each) => each.id === task.boatId)!;
          const url = `${this.config.publicUrl}${paths.app.boats.detail.getHref(toGlobalId('Boat', boat.id))}`;
          return {
            uid: `maintenance-task-${task.id}@${host}`,
            day: due.dueOn!,
            summary: `${boat.name}: ${titleIn(task, owner.language)}`,
            description: `${fill(words.maintenanceCalendar.due, { due: await this.mail.dueText(this.dataSource.manager, due, owner.language) })}\n${url}`,
            url,
          };
        }),
    );
    return { name: fill(words.maintenanceCalendar.name, { brand: company.brandName }), events };
  }
}
