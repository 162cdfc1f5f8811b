import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AlertsModule } from '../alerts/alerts.module.js';
import { CalendarFeedsModule } from '../calendar-feeds/calendar-feeds.module.js';
import { EquipmentModule } from '../equipment/equipment.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { MaintenanceModule } from '../maintenance/maintenance.module.js';
import { UsersModule } from '../users/users.module.js';
import { VisitTechnicianEntity } from './entities/visit-technician.entity.js';
import { VisitEntity } from './entities/visit.entity.js';
import { JobVisitsResolver, ScheduleResolver, VisitBoatResolver } from './schedule.resolver.js';
import { ScheduleService } from './schedule.service.js';
import { VisitMail } from './visit-mail.js';

/** Technicians' visits: scheduling (with overlaps), the week views, the customers' e-mails and the technicians' calendar links. */
@Module({
  imports: [
    TypeOrmModule.forFeature([VisitEntity, VisitTechnicianEntity]),
    JobsModule,
    UsersModule,
    EquipmentModule,
    AlertsModule,
    MaintenanceModule,
    CalendarFeedsModule,
  ],
  providers: [ScheduleService, VisitMail, ScheduleResolver, VisitBoatResolver, JobVisitsResolver],
  exports: [ScheduleService],
})
export class ScheduleModule {}
