import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BoatsModule } from '../boats/boats.module.js';
import { EquipmentModule } from '../equipment/equipment.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { BoatRunningHoursEntity } from './entities/boat-running-hours.entity.js';
import { MaintenanceTaskTemplateEntity } from './entities/maintenance-task-template.entity.js';
import { MaintenanceTaskEntity } from './entities/maintenance-task.entity.js';
import { MaintenanceMail } from './maintenance-mail.js';
import { BoatMaintenanceResolver, MaintenanceTasksResolver } from './maintenance.resolver.js';
import { MaintenanceService } from './maintenance.service.js';

/** Planned maintenance: tasks by months or running hours, the boats' running hours, due-to-job, and the owners' reminders (outbox). */
@Module({
  imports: [TypeOrmModule.forFeature([MaintenanceTaskEntity, MaintenanceTaskTemplateEntity, BoatRunningHoursEntity]), BoatsModule, EquipmentModule, JobsModule],
  providers: [MaintenanceService, MaintenanceMail, MaintenanceTasksResolver, BoatMaintenanceResolver],
  exports: [MaintenanceService],
})
export class MaintenanceModule {}
