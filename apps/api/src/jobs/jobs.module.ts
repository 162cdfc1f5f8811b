import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BoatsModule } from '../boats/boats.module.js';
import { JobStatusChangeEntity } from './entities/job-status-change.entity.js';
import { JobEntity } from './entities/job.entity.js';
import { BoatJobsResolver, JobsResolver } from './jobs.resolver.js';
import { JobsService } from './jobs.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([JobEntity, JobStatusChangeEntity]), BoatsModule],
  providers: [JobsService, JobsResolver, BoatJobsResolver],
  exports: [JobsService],
})
export class JobsModule {}
