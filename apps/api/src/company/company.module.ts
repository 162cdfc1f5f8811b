import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BusinessHoursResolver, BusinessHoursService } from './business-hours.resolver.js';
import { CompanyResolver } from './company.resolver.js';
import { CompanyService } from './company.service.js';
import { CompanyDetailsEntity } from './entities/company-details.entity.js';

/** The company's details (/admin/settings): stored, versioned, served to the site and to documents; and its business hours. */
@Module({
  imports: [TypeOrmModule.forFeature([CompanyDetailsEntity])],
  providers: [CompanyService, CompanyResolver, BusinessHoursService, BusinessHoursResolver],
  exports: [CompanyService],
})
export class CompanyModule {}
