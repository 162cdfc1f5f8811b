import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.js';
import { ScheduleModule } from '../schedule/schedule.module.js';
import { EntryCorrectionsResolver } from './entry-corrections.resolver.js';
import { EntryCorrectionsService } from './entry-corrections.service.js';
import { UsersModule } from '../users/users.module.js';
import { BoatsModule } from '../boats/boats.module.js';
import { VisitInvoiceLines } from './invoice-lines.js';
import { PriceListService } from './price-list.service.js';
import { VisitWorkController } from './visit-work.controller.js';
import { JobWorkResolver, PriceListResolver, VisitWorkResolver } from './visit-work.resolver.js';
import { VisitWorkService } from './visit-work.service.js';
import { WorkReportService } from './work-report.service.js';

/** The record of work aboard: starting and finishing visits, notes, hours, parts, photos, signatures, checklists; the office's corrections; the price list; work reports. */
@Module({
  imports: [ScheduleModule, JobsModule, BoatsModule, UsersModule],
  controllers: [VisitWorkController],
  providers: [
    VisitWorkService,
    VisitInvoiceLines,
    EntryCorrectionsService,
    EntryCorrectionsResolver,
    PriceListService,
    WorkReportService,
    VisitWorkResolver,
    JobWorkResolver,
    PriceListResolver,
  ],
  exports: [VisitWorkService, VisitInvoiceLines],
})
export class VisitWorkModule {}
