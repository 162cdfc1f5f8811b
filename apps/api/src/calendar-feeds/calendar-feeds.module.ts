import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CalendarFeedResolver } from './calendar-feed.resolver.js';
import { CalendarFeedRoute } from './calendar-feed.route.js';
import { CalendarFeedService } from './calendar-feed.service.js';
import { MaintenanceCalendarFeedEntity } from './entities/maintenance-calendar-feed.entity.js';
import { UsersModule } from '../users/users.module.js';

/** Each user's secret calendar link (.ics): its life and its route; what it shows comes from the domain of its owner's role (maintenance, schedule). */
@Module({
  imports: [TypeOrmModule.forFeature([MaintenanceCalendarFeedEntity]), UsersModule],
  providers: [CalendarFeedService, CalendarFeedResolver, CalendarFeedRoute],
  exports: [CalendarFeedService, CalendarFeedRoute],
})
export class CalendarFeedsModule {}
