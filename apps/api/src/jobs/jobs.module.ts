import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BoatsModule } from '../boats/boats.module.js';
import { JobStatusChangeEntity } from './entities/job-status-change.entity.js';
import { JobEntity } from './entities/job.entity.js';
import { BoatJobsResolver, JobsResolver, UserJobsResolver } from './jobs.resolver.js';
import { JobMail } from './job-mail.js';
import { JobsService } from './jobs.service.js';
import { UsersModule } from '../users/users.module.js';

@Module({
  imports: [TypeOrmModule.forFeature([JobEntity, JobStatusChangeEntity]), BoatsModule, UsersModule],
  providers: [JobsService, JobMail, JobsResolver, BoatJobsResolver, UserJobsResolver],
  exports: [JobsService, JobMail],
})
export class JobsModule {}
