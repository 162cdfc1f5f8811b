import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../common/clock.js';
import { icalendar, type CalendarEvent } from '../common/icalendar.js';
import { PrefixedSecret } from '../common/prefixed-secret.js';
import type { UserRole, Viewer } from '../common/viewer.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { UserEntity } from '../users/entities/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { MaintenanceCalendarFeedEntity } from './entities/maintenance-calendar-feed.entity.js';

const calendarLinks = new PrefixedSecret('mmt_cal_');

/** What one role's calendar shows its owner: its name and events, in the owner's language. */
export type CalendarSource = (owner: UserEntity) => Promise<{ name: string; events: CalendarEvent[] }>;

/**
 * Each user's calendar behind a secret link (a calendar app cannot sign in): shown once, stored
 * hashed, renewed (the old link stops at once) or revoked. What it shows depends on its owner's
 * role, each role's calendar provided by the domain that knows it (`provide`): customers' and
 * admins' boats' due dates by maintenance, technicians' visits by schedule.
 */
@Injectable()
export class CalendarFeedService {
  private readonly sources = new Map<UserRole, CalendarSource>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly users: UsersService,
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

  /** Stops the user's link at once (in the caller's transaction when given): false when they had none. */
  async revoke(userId: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const result = await manager.getRepository(MaintenanceCalendarFeedEntity).delete({ userId });
    return (result.affected ?? 0) > 0;
  }

  /** The calendar a secret link stands for, in its owner's language; null for an unknown or revoked link. */
  async render(token: string): Promise<string | null> {
    const tokenHash = calendarLinks.hash(token);
    if (!tokenHash) return null;
    const feed = await this.dataSource.getRepository(MaintenanceCalendarFeedEntity).findOneBy({ tokenHash });
    const owner = feed && (await this.users.findById(feed.userId));
    const source = owner && !owner.deactivatedAt ? this.sources.get(owner.role) : undefined;
    if (!owner || !source) return null;
    return icalendar({ ...(await source(owner)), now: new Date(this.clock.now()) });
  }
}
