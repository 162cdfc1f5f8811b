import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BoatsModule } from '../boats/boats.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { BoatEquipmentEntity } from './entities/boat-equipment.entity.js';
import { BoatEquipmentResolver } from './equipment.resolver.js';
import { EquipmentService } from './equipment.service.js';

/** What is on board each boat: the equipment register (admins write, the owner reads), filled by installation jobs as they complete. */
@Module({
  imports: [TypeOrmModule.forFeature([BoatEquipmentEntity]), BoatsModule, JobsModule],
  providers: [EquipmentService, BoatEquipmentResolver],
  exports: [EquipmentService],
})
export class EquipmentModule {}
