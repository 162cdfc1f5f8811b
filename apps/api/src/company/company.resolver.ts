import { OnModuleInit } from '@nestjs/common';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { PublicResponseCache } from '../common/cache/public-response-cache.js';
import { CurrentUser, Public, Roles } from '../common/decorators/auth.decorators.js';
import type { Viewer } from '../common/viewer.js';
import { CompanyService, type CompanyRecord } from './company.service.js';
import { UpdateCompanyDetailsInput } from './dto/update-company-details.input.js';
import { CompanyDetails, UpdateCompanyDetailsPayload } from './models/company-details.model.js';

function toModel({ details, version, updatedAt }: CompanyRecord): CompanyDetails {
  return { ...details, version, updatedAt };
}

@Resolver(() => CompanyDetails)
export class CompanyResolver implements OnModuleInit {
  constructor(
    private readonly company: CompanyService,
    private readonly publicCache: PublicResponseCache,
  ) {}

  onModuleInit(): void {
    this.publicCache.allowField('companyDetails');
  }

  @Public()
  @Query(() => CompanyDetails, { description: "The company's details (footer, legal pages, contact and checkout links)." })
  async companyDetails(): Promise<CompanyDetails> {
    return toModel(await this.company.current());
  }

  @Roles('admin')
  @Mutation(() => UpdateCompanyDetailsPayload, { description: 'Saves every detail, from the version the edit started at (CONFLICT if it is stale).' })
  async updateCompanyDetails(@Args('input') input: UpdateCompanyDetailsInput, @CurrentUser() viewer: Viewer): Promise<UpdateCompanyDetailsPayload> {
    const { version, ...details } = input;
    return { companyDetails: toModel(await this.company.update(version, details, viewer)) };
  }
}
