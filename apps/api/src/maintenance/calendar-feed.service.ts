import { paths } from '@mmt/contract';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Clock } from '../common/clock.js';
import { PrefixedSecret } from '../common/prefixed-secret.js';
import { toGlobalId } from '../common/relay/global-id.js';
import type { UserRole, Viewer } from '../common/viewer.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { BusinessTexts, fill } from '../texts/business-texts.js';
import { UserEntity } from '../users/entities/user.entity.js';
import { MaintenanceCalendarFeedEntity } from './entities/maintenance-calendar-feed.entity.js';
import { icalendar, type CalendarEvent } from '../common/icalendar.js';
import { MaintenanceMail, titleIn } from './maintenance-mail.js';
import { MaintenanceService } from './maintenance.service.js';

const calendarLinks = new PrefixedSecret('mmt_cal_');

/** What one role's calendar shows its owner: its name and events, in the owner's language. */
export type CalendarSource = (owner: UserEntity) => Promise<{ name: string; events: CalendarEvent[] }>;

/**
 * Each user's calendar behind a secret link (a calendar app cannot sign in): shown once, stored
 * hashed, renewed (the old link stops at once) or revoked. What it shows depends on its owner's
 * role: a customer's boats' due dates (here), a technician's visits (schedule/, through `provide`).
 */
@Injectable()
export class CalendarFeedService {
  private readonly sources = new Map<UserRole, CalendarSource>([
    ['customer', (owner) => this.maintenanceOf(owner)],
    ['admin', (owner) => this.maintenanceOf(owner)],
  ]);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly maintenance: MaintenanceService,
    private readonly mail: MaintenanceMail,
    private readonly texts: BusinessTexts,
  ) {}

  /** The calendar a role's links show; a role without one has no calendar (its links answer 404). */
  provide(role: UserRole, source: CalendarSource): void {
    this.sources.set(role, source);
  }

  find(viewer: Viewer): Promise<MaintenanceCalendarFeedEntity | null> {
    return this.dataSource.getRepository(MaintenanceCalendarFeedEntity).findOneBy({ userId: viewer.id });
  }

  /** A new secret link for the viewer, returned in clear this once; the previous one stops working. */
  async renew(viewer: Viewer): Promise<{ feed: MaintenanceCalendarFeedEntity; url: string }> {
    const { secret: token, hash } = calendarLinks.create();
    const feed = { userId: viewer.id, tokenHash: hash, createdAt: new Date(this.clock.now()) };
    await this.dataSource.getRepository(MaintenanceCalendarFeedEntity).upsert(feed, ['userId']);
    return { feed, url: `${this.config.publicUrl}/calendar/${token}.ics` };
  }

  async revoke(viewer: Viewer): Promise<boolean> {
    const result = await this.dataSource.getRepository(MaintenanceCalendarFeedEntity).delete({ userId: viewer.id });
    return (result.affected ?? 0) > 0;
  }

  /** The calendar a secret link stands for, in its owner's language; null for an unknown or revoked link. */
  async render(token: string): Promise<string | null> {
    const tokenHash = calendarLinks.hash(token);
    if (!tokenHash) return null;
    const feed = await this.dataSource.getRepository(MaintenanceCalendarFeedEntity).findOneBy({ tokenHash });
    const owner = feed && (await this.dataSource.getRepository(UserEntity).findOneBy({ id: feed.userId }));
    const source = owner && !owner.deactivatedAt ? this.sources.get(owner.role) : undefined;
    if (!owner || !source) return null;
    return icalendar({ ...(await source(owner)), now: new Date(this.clock.now()) });
  }

  /** A customer's calendar: their boats' due dates, as all-day events. */
  private async maintenanceOf(owner: UserEntity): Promise<{ name: string; events: CalendarEvent[] }> {
    const [words, company] = await Promise.all([this.texts.texts('emails', owner.language), this.texts.company()]);
    const boats: { id: number; name: string }[] = await this.dataSource.query('SELECT id, name FROM boats WHERE owner_id = $1', [owner.id]);
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
