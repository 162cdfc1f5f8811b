import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BoatsResolver, UserBoatsResolver } from './boats.resolver.js';
import { BoatsService } from './boats.service.js';
import { BoatEntity } from './entities/boat.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([BoatEntity])],
  providers: [BoatsService, BoatsResolver, UserBoatsResolver],
  exports: [BoatsService],
})
export class BoatsModule {}
