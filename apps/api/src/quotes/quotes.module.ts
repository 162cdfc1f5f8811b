import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobsModule } from '../jobs/jobs.module.js';
import { QuoteEntity, QuoteLineEntity } from './entities/quote.entity.js';
import { JobQuoteResolver, QuotesResolver } from './quotes.resolver.js';
import { QuotesService } from './quotes.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([QuoteEntity, QuoteLineEntity]), JobsModule],
  providers: [QuotesService, QuotesResolver, JobQuoteResolver],
  exports: [QuotesService],
})
export class QuotesModule {}
