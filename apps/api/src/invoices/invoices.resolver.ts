import { OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { isUUID } from 'class-validator';
import { DocumentLine, VatAmount } from '../billing/billing.model.js';
import { BoatsService } from '../boats/boats.service.js';
import { Boat } from '../boats/models/boat.model.js';
import { intLocalId, localId, parseRowId } from '../common/relay/global-id.js';
import { CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import type { Viewer } from '../common/viewer.js';
import { ownerScope } from '../common/portal-access.js';
import { notFound } from '../common/errors/graphql-errors.js';
import { ConnectionArgs, connectionFromPage, pageFromArgs } from '../common/relay/connection.js';
import { NodeRegistry } from '../common/relay/node-registry.js';
import type { AppRequest } from '../common/request-context.js';
import { JobsService } from '../jobs/jobs.service.js';
import { Job } from '../jobs/models/job.model.js';
import { User } from '../users/models/user.model.js';
import { UsersService } from '../users/users.service.js';
import {
  CreateInvoiceInput,
  CreateRectifyingInvoiceInput,
  InvoicesArgs,
  InvoiceTotalsArgs,
  MarkInvoicePaidInput,
  PayInvoiceInput,
  VoidInvoiceInput,
} from './dto/invoices.args.js';
import { invoiceTotals } from './invoice-totals.js';
import { InvoicesService } from './invoices.service.js';
import {
  BoatHistoryEvent,
  BoatHistoryKind,
  Invoice,
  InvoiceConnection,
  InvoicePayload,
  InvoiceTotals,
  InvoiceStatus,
  PaymentProblem,
  PaymentProblemKind,
  PayInvoicePayload,
} from './models/invoice.model.js';
import { StripeCheckout } from './stripe-checkout.js';

@Resolver(() => Invoice)
export class InvoicesResolver implements OnModuleInit {
  constructor(
    private readonly invoicesService: InvoicesService,
    private readonly boats: BoatsService,
    private readonly jobs: JobsService,
    private readonly users: UsersService,
    private readonly checkout: StripeCheckout,
    private readonly nodes: NodeRegistry,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.nodes.register('Invoice', async (id, viewer) => {
      const rowId = parseRowId(id);
      if (!viewer || rowId === null) return null;
      const invoice = await this.invoicesService.findVisible(viewer, rowId);
      return invoice && Invoice.from(invoice);
    });
  }

  @ResolveField(() => Boolean, {
    description: "Whether it can be paid by card now: unpaid, and card payment set up. Otherwise the company's bank details say how to pay.",
  })
  payableByCard(@Parent() invoice: Invoice): boolean {
    return this.checkout.enabled && (invoice.status === InvoiceStatus.PENDING || invoice.status === InvoiceStatus.OVERDUE);
  }

  @ResolveField(() => [PaymentProblem], {
    description:
      'Card payments that did not settle it (an amount not its own, or after it was paid): for the admins to refund or record by hand. Empty for customers.',
  })
  async paymentProblems(@Parent() invoice: Invoice, @CurrentUser() viewer: Viewer): Promise<PaymentProblem[]> {
    if (viewer.role !== 'admin') return [];
    const problems = await this.checkout.problemsOf(invoice.rowId);
    return problems.map((problem) => ({
      kind: problem.problem as PaymentProblemKind,
      amountCents: problem.amountCents,
      currency: problem.currency,
      reference: problem.reference,
      receivedAt: problem.receivedAt,
    }));
  }

  @Query(() => InvoiceConnection, { description: "The viewer's invoices (an admin's: everyone's), newest first." })
  async invoices(@Args() args: InvoicesArgs, @CurrentUser() viewer: Viewer): Promise<InvoiceConnection> {
    const page = pageFromArgs(args);
    let customerId: string | undefined;
    if (args.customerId !== undefined) {
      customerId = localId(args.customerId, 'User') ?? undefined;
      if (!customerId || !isUUID(customerId)) return connectionFromPage([], page, 0);
    }
    const [invoices, total] = await this.invoicesService.list(viewer, page, { status: args.status, customerId });
    return connectionFromPage(invoices.map(Invoice.from), page, total);
  }

  @Query(() => InvoiceTotals, { description: "What the viewer's unpaid invoices (an admin's: everyone's, or one customer's) leave to collect." })
  async invoiceTotals(@Args() args: InvoiceTotalsArgs, @CurrentUser() viewer: Viewer): Promise<InvoiceTotals> {
    const owner = ownerScope(viewer);
    const customerIds = owner ? [owner] : [];
    if (args.customerId !== undefined) {
      const customerId = localId(args.customerId, 'User');
      if (!customerId || !isUUID(customerId)) return { outstandingInvoices: 0, outstandingCents: 0, overdueInvoices: 0, overdueCents: 0 };
      customerIds.push(customerId);
    }
    return invoiceTotals(this.dataSource, customerIds);
  }

  @Mutation(() => PayInvoicePayload, {
    description:
      'Starts paying a Pendiente or Vencida invoice by card: the Stripe Checkout page to send the browser to (CONFLICT CARD_PAYMENT_OFF when card payment is not set up).',
  })
  async payInvoice(@Args('input') input: PayInvoiceInput, @CurrentUser() viewer: Viewer): Promise<PayInvoicePayload> {
    const rowId = intLocalId(input.invoiceId, 'Invoice');
    if (rowId === null) throw notFound('Invoice not found');
    const invoice = await this.invoicesService.payable(viewer, rowId);
    return { invoice: Invoice.from(invoice), checkoutUrl: await this.checkout.start(invoice) };
  }

  @Roles('admin')
  @Mutation(() => InvoicePayload, {
    description: 'Issues an invoice (numbered INV-YYYY-NNN) for a customer, optionally from a Completado job; e-mailed with its PDF.',
  })
  async createInvoice(@Args('input') input: CreateInvoiceInput): Promise<InvoicePayload> {
    return { invoice: Invoice.from(await this.invoicesService.create(input)) };
  }

  @Roles('admin')
  @Mutation(() => InvoicePayload, {
    description: 'Corrects an issued invoice with a rectifying one (RECT-YYYY-NNN): by substitution, or by differences (a credit that cancels it in full).',
  })
  async createRectifyingInvoice(@Args('input') input: CreateRectifyingInvoiceInput): Promise<InvoicePayload> {
    return { invoice: Invoice.from(await this.invoicesService.rectify(input)) };
  }

  @Roles('admin')
  @Mutation(() => InvoicePayload, {
    description: 'Cancels an unpaid invoice issued by mistake: its registro de anulación goes to the AEAT, and it reads Anulada.',
  })
  async voidInvoice(@Args('input') input: VoidInvoiceInput): Promise<InvoicePayload> {
    return { invoice: Invoice.from(await this.invoicesService.void(input)) };
  }

  @Roles('admin')
  @Mutation(() => InvoicePayload, { description: 'Records a payment made outside the site (transfer, cash, card on board).' })
  async markInvoicePaid(@Args('input') input: MarkInvoicePaidInput): Promise<InvoicePayload> {
    return { invoice: Invoice.from(await this.invoicesService.markPaid(input)) };
  }

  @ResolveField(() => [DocumentLine])
  async lines(@Parent() invoice: Invoice, @Context('req') request: AppRequest): Promise<DocumentLine[]> {
    return (await this.invoicesService.loadPriced(request, invoice.rowId)).lines.map(DocumentLine.from);
  }

  @ResolveField(() => [VatAmount], { description: 'Tax base and VAT per rate.' })
  async vat(@Parent() invoice: Invoice, @Context('req') request: AppRequest): Promise<VatAmount[]> {
    return (await this.invoicesService.loadPriced(request, invoice.rowId)).vat.map(VatAmount.from);
  }

  @ResolveField(() => Boat, { nullable: true })
  async boat(@Parent() invoice: Invoice, @Context('req') request: AppRequest): Promise<Boat | null> {
    if (invoice.boatRowId === null) return null;
    return Boat.from((await this.boats.loadBoat(request, invoice.boatRowId))!);
  }

  @ResolveField(() => Job, { nullable: true })
  async job(@Parent() invoice: Invoice, @Context('req') request: AppRequest): Promise<Job | null> {
    const job = invoice.jobRowId === null ? null : await this.jobs.loadJob(request, invoice.jobRowId);
    return job && Job.from(job);
  }

  @ResolveField(() => User)
  async customer(@Parent() invoice: Invoice, @Context('req') request: AppRequest): Promise<User> {
    return User.from((await this.users.loadUser(request, invoice.customerId))!);
  }

  @ResolveField(() => Invoice, { nullable: true, description: 'The invoice this one corrects and replaces.' })
  async rectifies(@Parent() invoice: Invoice, @Context('req') request: AppRequest): Promise<Invoice | null> {
    const original = invoice.rectifiesRowId === null ? null : await this.invoicesService.loadInvoice(request, invoice.rectifiesRowId);
    return original && Invoice.from(original);
  }

  @ResolveField(() => Invoice, { nullable: true, description: 'The rectifying invoice that replaced this one.' })
  async rectifiedBy(@Parent() invoice: Invoice, @Context('req') request: AppRequest): Promise<Invoice | null> {
    const rectifying = await this.invoicesService.loadRectifiedBy(request, invoice.rowId);
    return rectifying && Invoice.from(rectifying);
  }
}

/** `Job.invoice` and `User.invoices` live here so neither jobs nor users depend on invoices. */
@Resolver(() => Job)
export class JobInvoiceResolver {
  constructor(private readonly invoicesService: InvoicesService) {}

  @ResolveField(() => Invoice, { nullable: true, description: 'Its invoice (not counting rectified ones), once issued.' })
  async invoice(@Parent() job: Job, @Context('req') request: AppRequest): Promise<Invoice | null> {
    const invoice = await this.invoicesService.loadInvoiceOfJob(request, job.rowId);
    return invoice && Invoice.from(invoice);
  }
}

@Resolver(() => User)
export class UserInvoicesResolver {
  constructor(private readonly invoicesService: InvoicesService) {}

  @ResolveField(() => InvoiceConnection, { description: 'Their invoices, newest first.' })
  async invoices(@Parent() user: User, @Args() args: ConnectionArgs, @CurrentUser() viewer: Viewer): Promise<InvoiceConnection> {
    const page = pageFromArgs(args);
    if (viewer.role !== 'admin' && viewer.id !== user.userId) return connectionFromPage([], page, 0);
    const [invoices, total] = await this.invoicesService.list(viewer, page, { customerId: user.userId });
    return connectionFromPage(invoices.map(Invoice.from), page, total);
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
