import { Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser } from '../common/decorators/auth.decorators.js';
import type { Viewer } from '../common/viewer.js';
import { CalendarFeedService } from './calendar-feed.service.js';
import { MaintenanceCalendarFeed, RenewMaintenanceCalendarFeedPayload, RevokeMaintenanceCalendarFeedPayload } from './models/calendar-feed.model.js';

/** The viewer's own calendar link: each customer manages theirs (it shows only their boats). */
@Resolver(() => MaintenanceCalendarFeed)
export class CalendarFeedResolver {
  constructor(private readonly feeds: CalendarFeedService) {}

  @Query(() => MaintenanceCalendarFeed, { nullable: true, description: "The viewer's calendar link of their boats' due dates, if they made one." })
  async maintenanceCalendarFeed(@CurrentUser() viewer: Viewer): Promise<MaintenanceCalendarFeed | null> {
    const feed = await this.feeds.find(viewer);
    return feed && { createdAt: feed.createdAt };
  }

  @Mutation(() => RenewMaintenanceCalendarFeedPayload, {
    description: 'A new secret calendar link of your boats’ due dates; the previous one stops working at once.',
  })
  async renewMaintenanceCalendarFeed(@CurrentUser() viewer: Viewer): Promise<RenewMaintenanceCalendarFeedPayload> {
    const { feed, url } = await this.feeds.renew(viewer);
    return { url, feed: { createdAt: feed.createdAt } };
  }

  @Mutation(() => RevokeMaintenanceCalendarFeedPayload, { description: 'Stops your calendar link at once.' })
  async revokeMaintenanceCalendarFeed(@CurrentUser() viewer: Viewer): Promise<RevokeMaintenanceCalendarFeedPayload> {
    return { revoked: await this.feeds.revoke(viewer.id) };
  }
}
