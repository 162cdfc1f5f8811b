import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BoatsModule } from '../boats/boats.module.js';
import { BoatEntity } from '../boats/entities/boat.entity.js';
import { CompanyModule } from '../company/company.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { UserEntity } from '../users/entities/user.entity.js';
import { InvoiceEntity } from './entities/invoice.entity.js';
import { InvoicePdfController } from './invoice-pdf.controller.js';
import { BoatHistoryResolver, InvoicesResolver } from './invoices.resolver.js';
import { InvoicesService } from './invoices.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([InvoiceEntity, BoatEntity, UserEntity]), BoatsModule, JobsModule, CompanyModule],
  controllers: [InvoicePdfController],
  providers: [InvoicesService, InvoicesResolver, BoatHistoryResolver],
  exports: [InvoicesService],
})
export class InvoicesModule {}
