import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BoatsModule } from '../boats/boats.module.js';
import { BoatEquipmentEntity } from './entities/boat-equipment.entity.js';
import { BoatEquipmentResolver } from './equipment.resolver.js';
import { EquipmentService } from './equipment.service.js';

/** What is on board each boat: the equipment register (admins write, the owner reads). */
@Module({
  imports: [TypeOrmModule.forFeature([BoatEquipmentEntity]), BoatsModule],
  providers: [EquipmentService, BoatEquipmentResolver],
  exports: [EquipmentService],
})
export class EquipmentModule {}
