import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BoatsModule } from '../boats/boats.module.js';
import { EquipmentModule } from '../equipment/equipment.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { CalendarFeedResolver } from './calendar-feed.resolver.js';
import { CalendarFeedRoute } from './calendar-feed.route.js';
import { CalendarFeedService } from './calendar-feed.service.js';
import { BoatRunningHoursEntity } from './entities/boat-running-hours.entity.js';
import { MaintenanceCalendarFeedEntity } from './entities/maintenance-calendar-feed.entity.js';
import { MaintenanceTaskTemplateEntity } from './entities/maintenance-task-template.entity.js';
import { MaintenanceTaskEntity } from './entities/maintenance-task.entity.js';
import { MaintenanceMail } from './maintenance-mail.js';
import { MaintenanceTemplatesResolver } from './maintenance-templates.resolver.js';
import { MaintenanceTemplatesService } from './maintenance-templates.service.js';
import { BoatMaintenanceResolver, EquipmentHoursResolver, MaintenanceTasksResolver } from './maintenance.resolver.js';
import { MaintenanceService } from './maintenance.service.js';

/** Planned maintenance: tasks by months or running hours, the default tasks of each category, the boats' running hours, due-to-job, the owners' reminders (outbox) and their calendar feeds (.ics). */
@Module({
  imports: [TypeOrmModule.forFeature([MaintenanceTaskEntity, MaintenanceTaskTemplateEntity, BoatRunningHoursEntity, MaintenanceCalendarFeedEntity]), BoatsModule, EquipmentModule, JobsModule],
  providers: [MaintenanceService, MaintenanceMail, MaintenanceTasksResolver, MaintenanceTemplatesService, MaintenanceTemplatesResolver, BoatMaintenanceResolver, EquipmentHoursResolver, CalendarFeedService, CalendarFeedResolver, CalendarFeedRoute],
  exports: [MaintenanceService, CalendarFeedRoute, CalendarFeedService],
})
export class MaintenanceModule {}
