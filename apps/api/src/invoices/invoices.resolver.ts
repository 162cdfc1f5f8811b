import { OnModuleInit } from '@nestjs/common';
import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { BoatsService } from '../boats/boats.service.js';
import { Boat } from '../boats/models/boat.model.js';
import { intLocalId, parseRowId } from '../boats/portal-access.js';
import { CurrentUser, type Viewer } from '../common/decorators/auth.decorators.js';
import { notFound } from '../common/errors/graphql-errors.js';
import { connectionFromPage, pageFromArgs } from '../common/relay/connection.js';
import { NodeRegistry } from '../common/relay/node-registry.js';
import type { AppRequest } from '../common/request-context.js';
import { JobsService } from '../jobs/jobs.service.js';
import { Job } from '../jobs/models/job.model.js';
import { InvoicesArgs, PayInvoiceInput } from './dto/invoices.args.js';
import { InvoicesService } from './invoices.service.js';
import { BoatHistoryEvent, BoatHistoryKind, Invoice, InvoiceConnection, PayInvoicePayload } from './models/invoice.model.js';

@Resolver(() => Invoice)
export class InvoicesResolver implements OnModuleInit {
  constructor(
    private readonly invoicesService: InvoicesService,
    private readonly boats: BoatsService,
    private readonly nodes: NodeRegistry,
  ) {}

  onModuleInit(): void {
    this.nodes.register('Invoice', async (id, viewer) => {
      const rowId = parseRowId(id);
      if (!viewer || rowId === null) return null;
      const invoice = await this.invoicesService.findVisible(viewer, rowId);
      return invoice && Invoice.from(invoice);
    });
  }

  @Query(() => InvoiceConnection, { description: "The viewer's invoices, newest first." })
  async invoices(@Args() args: InvoicesArgs, @CurrentUser() viewer: Viewer): Promise<InvoiceConnection> {
    const page = pageFromArgs(args);
    const [invoices, total] = await this.invoicesService.list(viewer, page, args.status);
    return connectionFromPage(invoices.map(Invoice.from), page, total);
  }

  @Mutation(() => PayInvoicePayload, { description: 'Starts paying a Pendiente invoice: returns where to pay (null: no gateway configured).' })
  async payInvoice(@Args('input') input: PayInvoiceInput, @CurrentUser() viewer: Viewer): Promise<PayInvoicePayload> {
    const rowId = intLocalId(input.invoiceId, 'Invoice');
    if (rowId === null) throw notFound('Invoice not found');
    const { invoice, checkoutUrl } = await this.invoicesService.startPayment(viewer, rowId);
    return { invoice: Invoice.from(invoice), checkoutUrl };
  }

  @ResolveField(() => Boat)
  async boat(@Parent() invoice: Invoice, @Context('req') request: AppRequest): Promise<Boat> {
    return Boat.from((await this.boats.loadBoat(request, invoice.boatRowId))!);
  }
}

/** `Boat.history`: completed jobs and paid invoices, newest first. Here because it needs both domains. */
@Resolver(() => Boat)
export class BoatHistoryResolver {
  constructor(
    private readonly invoicesService: InvoicesService,
    private readonly jobsService: JobsService,
  ) {}

  @ResolveField(() => [BoatHistoryEvent], { description: 'Completed jobs and paid invoices, newest first.' })
  async history(@Parent() boat: Boat, @Context('req') request: AppRequest): Promise<BoatHistoryEvent[]> {
    const [jobs, invoices] = await Promise.all([
      this.jobsService.loadCompletedJobs(request, boat.rowId),
      this.invoicesService.loadPaidInvoices(request, boat.rowId),
    ]);
    const events: BoatHistoryEvent[] = [
      ...jobs.map(({ job, completedAt }) => ({ kind: BoatHistoryKind.JOB_COMPLETED, occurredAt: completedAt, job: Job.from(job), invoice: null })),
      ...invoices.map((invoice) => ({
        kind: BoatHistoryKind.INVOICE_PAID,
        occurredAt: invoice.paidAt!,
        job: null,
        invoice: Invoice.from(invoice),
      })),
    ];
    return events.sort((a, b) => b.occurredAt.getTime() - a.occurredAt.getTime());
  }
}
