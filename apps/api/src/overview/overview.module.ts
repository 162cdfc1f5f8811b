import { Module } from '@nestjs/common';
import { AlertsModule } from '../alerts/alerts.module.js';
import { BoatsModule } from '../boats/boats.module.js';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { MaintenanceModule } from '../maintenance/maintenance.module.js';
import { MembershipsModule } from '../memberships/memberships.module.js';
import { ScheduleModule } from '../schedule/schedule.module.js';
import { UsersModule } from '../users/users.module.js';
import { VisitWorkModule } from '../visit-work/visit-work.module.js';
import { TodayOverviewResolver } from './today-overview.resolver.js';
import { TodayVisitsResolver } from './today-visits.resolver.js';

/** The admins' desk: what needs the company today across jobs, visits, invoices, maintenance and boats, and the owner's numbers. */
@Module({
  imports: [JobsModule, InvoicesModule, MaintenanceModule, AlertsModule, BoatsModule, UsersModule, ScheduleModule, VisitWorkModule, MembershipsModule],
  providers: [TodayOverviewResolver, TodayVisitsResolver],
})
export class OverviewModule {}
