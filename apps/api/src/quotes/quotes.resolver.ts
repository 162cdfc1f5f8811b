import { OnModuleInit } from '@nestjs/common';
import { Args, Context, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { parseRowId } from '../common/relay/global-id.js';
import { CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import type { Viewer } from '../common/viewer.js';
import { NodeRegistry } from '../common/relay/node-registry.js';
import type { AppRequest } from '../common/request-context.js';
import { JobsService } from '../jobs/jobs.service.js';
import { Job } from '../jobs/models/job.model.js';
import { ApproveQuoteInput, DeclineQuoteInput, SendQuoteInput } from './dto/quote.input.js';
import { Quote, QuotePayload } from './models/quote.model.js';
import { QuotesService } from './quotes.service.js';

@Resolver(() => Quote)
export class QuotesResolver implements OnModuleInit {
  constructor(
    private readonly quotes: QuotesService,
    private readonly jobs: JobsService,
    private readonly nodes: NodeRegistry,
  ) {}

  onModuleInit(): void {
    this.nodes.register('Quote', async (id, viewer) => {
      const rowId = parseRowId(id);
      if (!viewer || rowId === null) return null;
      const quote = await this.quotes.findVisible(viewer, rowId);
      return quote && Quote.from(quote);
    });
  }

  @Roles('admin')
  @Mutation(() => QuotePayload, {
    description: 'Sends a quote for a Pendiente job (totals worked out here): the job becomes Presupuestado and the customer is e-mailed.',
  })
  async sendQuote(@Args('input') input: SendQuoteInput, @CurrentUser() viewer: Viewer): Promise<QuotePayload> {
    return { quote: Quote.from(await this.quotes.send(viewer, input)) };
  }

  @Mutation(() => QuotePayload, { description: 'Approves your quote (not once expired): the job becomes Aprobado.' })
  async approveQuote(@Args('input') input: ApproveQuoteInput, @CurrentUser() viewer: Viewer): Promise<QuotePayload> {
    return { quote: Quote.from(await this.quotes.approve(viewer, input.quoteId)) };
  }

  @Mutation(() => QuotePayload, { description: 'Declines your quote with a reason: the job goes back to Pendiente.' })
  async declineQuote(@Args('input') input: DeclineQuoteInput, @CurrentUser() viewer: Viewer): Promise<QuotePayload> {
    return { quote: Quote.from(await this.quotes.decline(viewer, input.quoteId, input.reason)) };
  }

  @ResolveField(() => Job)
  async job(@Parent() quote: Quote, @Context('req') request: AppRequest): Promise<Job> {
    return Job.from((await this.jobs.loadJob(request, quote.jobRowId))!);
  }
}

/** `Job.quote` lives here so the jobs module does not depend on quotes. */
@Resolver(() => Job)
export class JobQuoteResolver {
  constructor(private readonly quotes: QuotesService) {}

  @ResolveField(() => Quote, { nullable: true, description: 'Its latest quote, if one was sent.' })
  async quote(@Parent() job: Job, @Context('req') request: AppRequest): Promise<Quote | null> {
    const quote = await this.quotes.loadLatestOfJob(request, job.rowId);
    return quote && Quote.from(quote);
  }
}
