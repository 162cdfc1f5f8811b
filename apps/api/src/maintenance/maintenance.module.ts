import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BoatsModule } from '../boats/boats.module.js';
import { CalendarFeedsModule } from '../calendar-feeds/calendar-feeds.module.js';
import { EquipmentModule } from '../equipment/equipment.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { BoatRunningHoursEntity } from './entities/boat-running-hours.entity.js';
import { MaintenanceTaskTemplateEntity } from './entities/maintenance-task-template.entity.js';
import { MaintenanceTaskEntity } from './entities/maintenance-task.entity.js';
import { MaintenanceCalendar } from './maintenance-calendar.js';
import { MaintenanceMail } from './maintenance-mail.js';
import { MaintenanceTemplatesResolver } from './maintenance-templates.resolver.js';
import { MaintenanceTemplatesService } from './maintenance-templates.service.js';
import { BoatMaintenanceResolver, EquipmentHoursResolver, MaintenanceTasksResolver } from './maintenance.resolver.js';
import { MaintenanceService } from './maintenance.service.js';

/** Planned maintenance: tasks by months or running hours, the default tasks of each category, the boats' running hours, due-to-job, the owners' reminders (outbox) and what their calendar links show. */
@Module({
  imports: [
    TypeOrmModule.forFeature([MaintenanceTaskEntity, MaintenanceTaskTemplateEntity, BoatRunningHoursEntity]),
    BoatsModule,
    EquipmentModule,
    JobsModule,
    CalendarFeedsModule,
  ],
  providers: [
    MaintenanceService,
    MaintenanceMail,
    MaintenanceTasksResolver,
    MaintenanceTemplatesService,
    MaintenanceTemplatesResolver,
    BoatMaintenanceResolver,
    EquipmentHoursResolver,
    MaintenanceCalendar,
  ],
  exports: [MaintenanceService],
})
export class MaintenanceModule {}
