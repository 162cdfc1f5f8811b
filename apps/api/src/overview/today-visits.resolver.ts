import { ResolveField, Resolver } from '@nestjs/graphql';
import { nextCalendarDay, palmaInstant, todayInPalma } from '../common/calendar.js';
import { Clock } from '../common/clock.js';
import { Visit } from '../schedule/models/visit.model.js';
import { ScheduleService } from '../schedule/schedule.service.js';
import { TodayOverview } from './today-overview.model.js';

/** The admins' day: today's visits and those that ran over their window. */
@Resolver(() => TodayOverview)
export class TodayVisitsResolver {
  constructor(
    private readonly schedule: ScheduleService,
    private readonly clock: Clock,
  ) {}

  @ResolveField(() => [Visit], { description: "Today's visits (Palma's day), by start." })
  async visitsToday(): Promise<Visit[]> {
    const today = todayInPalma(new Date(this.clock.now()));
    return (await this.schedule.between(palmaInstant(today, '00:00'), palmaInstant(nextCalendarDay(today), '00:00'))).map(Visit.from);
  }

  @ResolveField(() => [Visit], { description: 'Visits of the last week whose window has passed while their job is still Programado or En progreso.' })
  async overrunVisits(): Promise<Visit[]> {
    return (await this.schedule.overrun(new Date(this.clock.now()))).map(Visit.from);
  }
}
