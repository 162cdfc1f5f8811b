import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompanyResolver } from './company.resolver.js';
import { CompanyService } from './company.service.js';
import { CompanyDetailsEntity } from './entities/company-details.entity.js';

/** The company's details (/admin/settings): stored, versioned, served to the site and to documents. */
@Module({
  imports: [TypeOrmModule.forFeature([CompanyDetailsEntity])],
  providers: [CompanyService, CompanyResolver],
  exports: [CompanyService],
})
export class CompanyModule {}
