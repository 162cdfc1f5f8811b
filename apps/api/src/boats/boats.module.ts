import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module.js';
import { BoatsResolver, UserBoatsResolver } from './boats.resolver.js';
import { BoatsService } from './boats.service.js';
import { BoatEntity } from './entities/boat.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([BoatEntity]), UsersModule],
  providers: [BoatsService, BoatsResolver, UserBoatsResolver],
  exports: [BoatsService],
})
export class BoatsModule {}
