import { paths } from '@mmt/contract';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import DataLoader from 'dataloader';
import { In, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { DEFAULT_VAT_RATE, priceLines, type LineFields, type PricedDocument } from '@mmt/billing';
import type { DocumentLineInput } from '../billing/billing.model.js';
import { BoatsService } from '../boats/boats.service.js';
import { intLocalId, localId } from '../common/relay/global-id.js';
import { ownerScope } from '../common/portal-access.js';
import { PerRequest } from '../common/per-request.js';
import type { Viewer } from '../common/viewer.js';
import { badUserInput, conflict, notFound } from '../common/errors/graphql-errors.js';
import type { Page } from '../common/relay/connection.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { todayInPalma } from '../common/calendar.js';
import type { JobEntity } from '../jobs/entities/job.entity.js';
import { JobsService } from '../jobs/jobs.service.js';
import { EmailComposer } from '../outbox/email-composer.js';
import { Outbox } from '../outbox/outbox.service.js';
import { QuotesService } from '../quotes/quotes.service.js';
import { formatDay, formatMoney } from '../texts/format.js';
import type { UserEntity } from '../users/entities/user.entity.js';
import { UsersService } from '../users/users.service.js';
import {
  RectificationMethod,
  type CreateInvoiceInput,
  type CreateRectifyingInvoiceInput,
  type MarkInvoicePaidInput,
  type VoidInvoiceInput,
} from './dto/invoices.args.js';
import { InvoiceEntity, InvoiceLineEntity, type InvoiceStatusValue, type PaymentMethodValue } from './entities/invoice.entity.js';
import { InvoiceDocuments } from './invoice-documents.js';
import { jobsWithStandingInvoice } from './invoiced-jobs.js';
import { BusinessTexts } from '../texts/business-texts.js';
import { listLabourRate, UNLABELLED, VisitInvoiceLines } from '../visit-work/invoice-lines.js';
import { MemberPricing, type LabourTime, type MemberWords } from '../billing/member-pricing.js';
import { workBoundsError } from '../common/validation/money.js';
import { issueInvoice } from './invoice-numbering.js';
import { InvoiceStatus } from './models/invoice.model.js';
import { recordCancellation } from './verifactu/billing-records.js';

/** Why a status refuses a payment or a change, as the CONFLICT's reason. */
const conflictReason = (status: Exclude<InvoiceStatusValue, 'PENDING'>) => (status === 'PAID' ? 'ALREADY_PAID' : status);

/** Days from issue to due date when the admin does not choose one. */
export const DEFAULT_PAYMENT_DAYS = 30;

export interface Payment {
  paidAt: Date;
  method: PaymentMethodValue;
  reference: string | null;
}

const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** A credit of a whole invoice: its lines, negated (a rectification by differences). */
const creditOf = (lines: LineFields[]): LineFields[] =>
  lines.map(({ description, quantity, unitPriceCents, vatRate, zeroVatCause }) => ({
    description,
    quantity,
    unitPriceCents: -unitPriceCents,
    vatRate,
    zeroVatCause,
  }));

const linesOf = (input: DocumentLineInput[]): (LineFields & { labour?: LabourTime })[] =>
  input.map((line) => ({ ...line, vatRate: line.vatRate ?? DEFAULT_VAT_RATE }));

@Injectable()
export class InvoicesService {
  private readonly loaders = new PerRequest(() => ({
    paidByBoat: new DataLoader<number, InvoiceEntity[]>((ids) => this.paidOf(ids)),
    invoice: new DataLoader<number, InvoiceEntity | null>(async (ids) => {
      const rows = await this.invoicesByIds(ids);
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    }),
    ofJob: new DataLoader<number, InvoiceEntity | null>(async (jobIds) => {
      const rows = await this.invoices()
        .where(`invoice.job_id = ANY(:ids) AND invoice.status NOT IN ('RECTIFIED', 'VOIDED', 'SETTLED')`, { ids: [...jobIds] })
        .getMany();
      return jobIds.map((id) => rows.find((row) => row.jobId === id) ?? null);
    }),
    rectifiedBy: new DataLoader<number, InvoiceEntity | null>(async (ids) => {
      const rows = await this.invoices()
        .where('invoice.rectifies_id = ANY(:ids)', { ids: [...ids] })
        .getMany();
      return ids.map((id) => rows.find((row) => row.rectifiesId === id) ?? null);
    }),
    priced: new DataLoader<number, PricedDocument>(async (ids) => {
      const linesById = await this.linesOf(ids);
      return ids.map((id) => priceLines(linesById.get(id) ?? []));
    }),
  }));

  /** Built on first use: the data source has no metadata before it is initialised (after the module is). */
  private invoiceColumns?: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly documents: InvoiceDocuments,
    private readonly composer: EmailComposer,
    private readonly outbox: Outbox,
    private readonly texts: BusinessTexts,
    private readonly visitLines: VisitInvoiceLines,
    private readonly memberPricing: MemberPricing,
    private readonly users: UsersService,
    private readonly boats: BoatsService,
    private readonly jobs: JobsService,
    private readonly quotes: QuotesService,
  ) {}

  /**
   * The viewer's invoices, newest first; by status (Vencida derived from today) and, for admins,
   * customer. One statement without their lines (a list shows none; the `lines` and `vat` fields
   * load them per request when asked), the total counted alongside the page.
   */
  async list(viewer: Viewer, page: Page, { status, customerId }: { status?: InvoiceStatus; customerId?: string } = {}): Promise<[InvoiceEntity[], number]> {
    const conditions: string[] = [];
    const values: unknown[] = [];
    const where = (condition: (placeholder: string) => string, value: unknown) => {
      values.push(value);
      conditions.push(condition(`$${values.length}`));
    };
    const owner = ownerScope(viewer);
    if (owner) where((p) => `customer_id = ${p}`, owner);
    if (customerId) where((p) => `customer_id = ${p}`, customerId);
    if (status === InvoiceStatus.PENDING) where((p) => `status = 'PENDING' AND due_date >= ${p}`, todayInPalma());
    if (status === InvoiceStatus.OVERDUE) where((p) => `status = 'PENDING' AND due_date < ${p}`, todayInPalma());
    if (status && status !== InvoiceStatus.PENDING && status !== InvoiceStatus.OVERDUE) where((p) => `status = ${p}`, status);
    const filter = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const rows: (InvoiceEntity & { total: string })[] = await this.dataSource.query(
      `SELECT ${this.columns()}, count(*) OVER () AS total FROM invoices ${filter}
       ORDER BY issue_date DESC, id DESC LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
      [...values, page.limit, page.offset],
    );
    if (rows.length > 0) return [rows, Number(rows[0].total)];
    // Past the last page the window counts nothing: ask for the total itself.
    const [{ total }]: { total: string }[] = await this.dataSource.query(`SELECT count(*) AS total FROM invoices ${filter}`, values);
    return [[], Number(total)];
  }

  /** One invoice (without its lines) when the viewer may see it; null when it does not exist or is someone else's. */
  findVisible(viewer: Viewer, id: number): Promise<InvoiceEntity | null> {
    const query = this.invoices().where('invoice.id = :id', { id });
    const owner = ownerScope(viewer);
    if (owner) query.andWhere('invoice.customer_id = :owner', { owner });
    return query.getOne();
  }

  /**
   * Issues an invoice for a customer, from a Completado job of theirs (the hours and parts its
   * visits recorded, else its approved quote's lines, unless others are given) or from scratch; it is e-mailed to them with its PDF.
   */
  async create(input: CreateInvoiceInput): Promise<InvoiceEntity> {
    return this.dataSource.transaction(async (manager) => {
      const customer = await this.customerOf(manager, input.customerId);
      let job: JobEntity | null = null;
      const words = await this.texts.texts('invoice', customer.language, manager);
      // Lines written for the invoice: labour at a member's rates, and their discount (once).
      let lines =
        input.lines &&
        (await this.memberPricing.pricedLines(manager, customer.id, linesOf(input.lines), words, async () => (await listLabourRate(manager)).priceCents));
      let boatId = input.boatId === undefined ? null : await this.boatOf(manager, input.boatId, customer);
      if (input.jobId !== undefined) {
        job = await this.completedJobOf(manager, input.jobId, customer);
        boatId = job.boatId;
        lines ??= await this.recordedLines(manager, job.id, words);
      }
      if (!lines?.length)
        throw badUserInput([{ field: 'lines', code: 'isNotEmpty', message: 'An invoice needs lines (or a job with work recorded or an approved quote)' }]);
      this.refuseNothingToPay(lines);
      const issueDate = todayInPalma();
      const invoice = await issueInvoice(
        manager,
        {
          series: 'INV',
          customer,
          boatId,
          jobId: job?.id ?? null,
          issueDate,
          dueDate: input.dueDate ?? addDays(issueDate, DEFAULT_PAYMENT_DAYS),
          concept: job?.title ?? lines[0].description,
          lines,
        },
        this.config.verifactu.system,
      );
      await this.notifyIssued(manager, invoice, customer);
      return invoice;
    });
  }

  /**
   * Issues an invoice in the caller's transaction (a membership's month), with its billing record,
   * and e-mails it with its PDF: already paid (charged by Stripe, or a transfer received), or
   * awaiting a transfer by `dueDate`.
   */
  async issueDirect(
    manager: EntityManager,
    { customer, concept, lines, payment }: { customer: UserEntity; concept: string; lines: LineFields[]; payment: Payment | { dueDate: string } },
  ): Promise<InvoiceEntity> {
    const issueDate = todayInPalma();
    const paid = 'paidAt' in payment;
    const dueDate = paid ? issueDate : payment.dueDate;
    const invoice = await issueInvoice(
      manager,
      { series: 'INV', customer, boatId: null, jobId: null, issueDate, dueDate, concept, lines, payment: paid ? payment : undefined },
      this.config.verifactu.system,
    );
    await this.notifyIssued(manager, invoice, customer);
    return invoice;
  }

  /**
   * Corrects an issued invoice with a RECT-series invoice referring to it (issued invoices
   * themselves never change), on a legal ground (R1–R4). By substitution: the corrected lines, the
   * whole invoice as it should have been; the original becomes Rectificada, a payment already made
   * carries over, otherwise the rectifying invoice is the one to pay. By differences: a credit of
   * the whole original (its lines negated), which cancels it in full: the original becomes
   * Rectificada and the credit Saldada (nothing to pay; a payment already made is refunded by hand).
   * A partial reduction is made by substitution.
   */
  async rectify(input: CreateRectifyingInvoiceInput): Promise<InvoiceEntity> {
    const id = intLocalId(input.invoiceId, 'Invoice');
    if (id === null) throw notFound('Invoice not found');
    const byDifferences = input.method === RectificationMethod.DIFFERENCES;
    if (byDifferences && input.lines?.length) {
      throw badUserInput([
        { field: 'lines', code: 'creditTakesNoLines', message: 'A rectification by differences credits the whole invoice: it takes no lines' },
      ]);
    }
    // A rectification states amounts as they are: no rates of the day apply.
    const given = input.lines?.length ? linesOf(input.lines).map(({ labour: _labour, ...line }) => line) : null;
    if (!byDifferences) {
      if (!given) throw badUserInput([{ field: 'lines', code: 'isNotEmpty', message: 'A rectification by substitution needs the corrected lines' }]);
      this.refuseNothingToPay(given);
    }
    return this.dataSource.transaction(async (manager) => {
      const original = await manager.getRepository(InvoiceEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!original) throw notFound('Invoice not found');
      if (original.status === 'RECTIFIED') throw conflict('This invoice has already been rectified', { reason: 'ALREADY_RECTIFIED' });
      if (original.status === 'VOIDED' || original.status === 'SETTLED') throw conflict('This invoice cannot be rectified', { reason: original.status });
      const customer = await this.users.userById(original.customerId, manager);
      const issueDate = todayInPalma();
      const paid = !byDifferences && original.status === 'PAID' && original.paidAt && original.paymentMethod;
      const lines = given ?? creditOf((await this.linesOf([original.id])).get(original.id) ?? []);
      const invoice = await issueInvoice(
        manager,
        {
          series: 'RECT',
          customer,
          boatId: original.boatId,
          jobId: original.jobId,
          issueDate,
          dueDate: input.dueDate ?? (original.dueDate >= issueDate ? original.dueDate : addDays(issueDate, DEFAULT_PAYMENT_DAYS)),
          concept: original.concept,
          lines,
          rectifies: { original, reason: input.reason, method: byDifferences ? 'DIFFERENCES' : 'SUBSTITUTION', cause: input.cause },
          payment: paid ? { paidAt: original.paidAt!, method: original.paymentMethod!, reference: original.paymentReference } : undefined,
          status: byDifferences ? 'SETTLED' : undefined,
        },
        this.config.verifactu.system,
      );
      await manager.getRepository(InvoiceEntity).update({ id: original.id }, { status: 'RECTIFIED' });
      await this.notifyIssued(manager, invoice, customer, original);
      return invoice;
    });
  }

  /**
   * Cancels an invoice issued by mistake (anulación): a registro de anulación is chained and sent to
   * the AEAT, and the invoice reads Anulada. Only an unpaid invoice that neither corrects another nor
   * was corrected: anything else is put right with a rectifying invoice.
   */
  async void(input: VoidInvoiceInput): Promise<InvoiceEntity> {
    const id = intLocalId(input.invoiceId, 'Invoice');
    if (id === null) throw notFound('Invoice not found');
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(InvoiceEntity);
      const invoice = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!invoice) throw notFound('Invoice not found');
      if (invoice.status !== 'PENDING') throw conflict('Only an unpaid invoice can be cancelled', { reason: conflictReason(invoice.status) });
      if (invoice.series === 'RECT') throw conflict('A rectifying invoice is corrected by another, not cancelled', { reason: 'RECTIFYING' });
      await recordCancellation(manager, invoice, this.config.verifactu.system, input.reason);
      await repository.update({ id }, { status: 'VOIDED' });
      return repository.findOneByOrFail({ id });
    });
  }

  /** A payment made outside the site (transfer, cash, card on board), on the day it was made. */
  async markPaid(input: MarkInvoicePaidInput): Promise<InvoiceEntity> {
    const id = intLocalId(input.invoiceId, 'Invoice');
    if (id === null) throw notFound('Invoice not found');
    return this.dataSource.transaction(async (manager) => {
      const paidAt: Date = (await manager.query(`SELECT ($1::date + time '12:00') AT TIME ZONE 'Europe/Madrid' AS at`, [input.paidOn]))[0].at;
      const outcome = await this.recordPayment(manager, id, { paidAt, method: input.method, reference: input.reference ?? null });
      if (outcome === 'missing') throw notFound('Invoice not found');
      if (outcome !== 'recorded') throw conflict('Only a pending invoice can be marked paid', { reason: conflictReason(outcome) });
      return manager.getRepository(InvoiceEntity).findOneByOrFail({ id });
    });
  }

  /**
   * Records the payment of a Pendiente (or Vencida) invoice in the caller's transaction and
   * e-mails the customer; says why not otherwise (its current status, or missing).
   */
  async recordPayment(manager: EntityManager, id: number, payment: Payment): Promise<'recorded' | 'missing' | Exclude<InvoiceStatusValue, 'PENDING'>> {
    const invoice = await manager.getRepository(InvoiceEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!invoice) return 'missing';
    if (invoice.status !== 'PENDING') return invoice.status;
    await manager
      .getRepository(InvoiceEntity)
      .update({ id }, { status: 'PAID', paidAt: payment.paidAt, paymentMethod: payment.method, paymentReference: payment.reference });
    const customer = await this.users.userById(invoice.customerId, manager);
    const email = await this.composer.compose(manager, 'paymentReceived', customer, {
      number: invoice.number,
      total: formatMoney(invoice.amountCents, customer.language),
      link: `${this.config.publicUrl}${paths.app.invoices.getHref()}`,
    });
    await this.outbox.enqueue(manager, email);
    return 'recorded';
  }

  /** A Pendiente or Vencida invoice of the viewer, to pay online; CONFLICT for any other. */
  async payable(viewer: Viewer, id: number): Promise<InvoiceEntity> {
    const invoice = await this.findVisible(viewer, id);
    if (!invoice) throw notFound('Invoice not found');
    if (invoice.status !== 'PENDING')
      throw conflict(invoice.status === 'PAID' ? 'Invoice already paid' : 'Invoice not payable', { reason: conflictReason(invoice.status) });
    return invoice;
  }

  /** The PDF in a language, for a viewer who may see the invoice (null otherwise). */
  async pdfFor(viewer: Viewer, id: number, language: 'es' | 'en' | null): Promise<{ invoice: InvoiceEntity; render: () => Promise<Buffer> } | null> {
    const found = await this.findVisible(viewer, id);
    if (!found) return null;
    const invoice = Object.assign(found, { lines: (await this.linesOf([id])).get(id) ?? [] });
    const customer = await this.users.userById(invoice.customerId);
    // Rendered apart, so that a failure there is told as that document's (documents.controller.ts).
    return { invoice, render: () => this.documents.invoicePdf(this.dataSource.manager, invoice, language ?? customer.language) };
  }

  /** Paid invoices of a boat, newest first, batched per request (for the boat's history). */
  loadPaidInvoices(request: object, boatId: number): Promise<InvoiceEntity[]> {
    return this.loaders.for(request).paidByBoat.load(boatId);
  }

  /** By id, batched per request. Only for parents the viewer was already allowed to read. */
  loadInvoice(request: object, id: number): Promise<InvoiceEntity | null> {
    return this.loaders.for(request).invoice.load(id);
  }

  /** A job's invoice (not a rectified one), batched per request. */
  loadInvoiceOfJob(request: object, jobId: number): Promise<InvoiceEntity | null> {
    return this.loaders.for(request).ofJob.load(jobId);
  }

  loadRectifiedBy(request: object, id: number): Promise<InvoiceEntity | null> {
    return this.loaders.for(request).rectifiedBy.load(id);
  }

  /** An invoice's lines priced, with its tax base and VAT per rate; batched per request (only queries that ask for lines pay for them). */
  loadPriced(request: object, id: number): Promise<PricedDocument> {
    return this.loaders.for(request).priced.load(id);
  }

  /** Every column of an invoice, named as the entity's properties; dates as YYYY-MM-DD text, as TypeORM reads them. */
  private columns(): string {
    this.invoiceColumns ??= this.dataSource
      .getMetadata(InvoiceEntity)
      .columns.map((column) => `"${column.databaseName}"${column.type === 'date' ? '::text' : ''} AS "${column.propertyName}"`)
      .join(', ');
    return this.invoiceColumns;
  }

  private invoices(): SelectQueryBuilder<InvoiceEntity> {
    return this.dataSource.getRepository(InvoiceEntity).createQueryBuilder('invoice');
  }

  /** The lines of these invoices, by invoice, in their order. */
  private async linesOf(invoiceIds: readonly number[]): Promise<Map<number, InvoiceLineEntity[]>> {
    const lines = await this.dataSource
      .getRepository(InvoiceLineEntity)
      .find({ where: { invoiceId: In([...invoiceIds]) }, order: { invoiceId: 'ASC', position: 'ASC' } });
    const byInvoice = new Map<number, InvoiceLineEntity[]>();
    for (const line of lines) {
      const ofInvoice = byInvoice.get(line.invoiceId);
      if (ofInvoice) ofInvoice.push(line);
      else byInvoice.set(line.invoiceId, [line]);
    }
    return byInvoice;
  }

  /** E-mails the customer the invoice and its PDF (a credit note says what it credits, and that there is nothing to pay). */
  private async notifyIssued(manager: EntityManager, invoice: InvoiceEntity, customer: UserEntity, rectified?: InvoiceEntity): Promise<void> {
    const attachment = await this.documents.invoiceAttachment(manager, invoice, customer.language);
    const values = {
      number: invoice.number,
      total: formatMoney(invoice.amountCents, customer.language),
      link: `${this.config.publicUrl}${paths.app.invoices.getHref()}`,
    };
    const email =
      invoice.status === 'SETTLED' && rectified
        ? await this.composer.compose(manager, 'creditIssued', customer, { ...values, original: rectified.number }, [attachment])
        : invoice.status === 'PAID' && !rectified
          ? await this.composer.compose(manager, 'paidInvoiceIssued', customer, values, [attachment])
          : await this.composer.compose(manager, 'invoiceIssued', customer, { ...values, dueDate: formatDay(invoice.dueDate) }, [attachment]);
    await this.outbox.enqueue(manager, email);
  }

  private refuseNothingToPay(lines: LineFields[]): void {
    if (priceLines(lines).totalCents <= 0) throw badUserInput([{ field: 'lines', code: 'totalNotPositive', message: 'The total must be more than zero' }]);
  }

  private async customerOf(manager: EntityManager, globalId: string): Promise<UserEntity> {
    const id = localId(globalId, 'User');
    const customer = id && isUUID(id) ? await this.users.findWithRole(id, ['customer'], manager) : null;
    if (!customer) throw badUserInput([{ field: 'customerId', code: 'unknownClient', message: 'Unknown client' }]);
    return customer;
  }

  private async boatOf(manager: EntityManager, globalId: string, customer: UserEntity): Promise<number> {
    const id = intLocalId(globalId, 'Boat');
    const boat = id === null ? null : await this.boats.boatById(id, manager);
    if (!boat || boat.ownerId !== customer.id) throw badUserInput([{ field: 'boatId', code: 'unknownBoat', message: "Not one of the client's boats" }]);
    return boat.id;
  }

  private async completedJobOf(manager: EntityManager, globalId: string, customer: UserEntity): Promise<JobEntity> {
    const id = intLocalId(globalId, 'Job');
    const job = id !== null && (await this.jobs.lock(manager, id)) ? await this.jobs.jobById(id, manager) : null;
    const boat = job && (await this.boats.boatById(job.boatId, manager));
    if (!job || !boat || boat.ownerId !== customer.id) throw badUserInput([{ field: 'jobId', code: 'unknownJob', message: "Not one of the client's jobs" }]);
    if (job.status !== 'COMPLETED') throw badUserInput([{ field: 'jobId', code: 'jobNotCompleted', message: 'Only a completed job can be invoiced' }]);
    if ((await jobsWithStandingInvoice(manager, [job.id])).size)
      throw badUserInput([{ field: 'jobId', code: 'jobInvoiced', message: 'This job already has an invoice' }]);
    return job;
  }

  /**
   * What the job's visits recorded (hours and parts), else its approved quote's lines. Work that
   * comes to more than one invoice holds (recorded before the bounds, or priced at a rate raised
   * since) is refused on the job, before any amount reaches a column.
   */
  private async recordedLines(manager: EntityManager, jobId: number, words: MemberWords): Promise<LineFields[] | undefined> {
    const lines = await this.linesToInvoice(manager, jobId, words);
    const tooMuch = workBoundsError(lines ?? [], 'jobId');
    if (tooMuch) throw badUserInput([tooMuch]);
    return lines;
  }

  private async linesToInvoice(manager: EntityManager, jobId: number, words: MemberWords): Promise<LineFields[] | undefined> {
    const fromVisits = await this.visitLines.ofJob(manager, jobId, words);
    return fromVisits.length ? fromVisits : this.approvedQuoteLines(manager, jobId);
  }

  /**
   * Of these completed jobs, those with no standing invoice, each with what its invoice comes to
   * (VAT included) from what was recorded aboard, else from its approved quote (0 with neither).
   */
  async uninvoiced(completedJobIds: readonly number[]): Promise<{ jobId: number; totalCents: number }[]> {
    const manager = this.dataSource.manager;
    const done = await jobsWithStandingInvoice(manager, completedJobIds);
    const open = completedJobIds.filter((id) => !done.has(id));
    // Each job's recorded work, all read at once (the desk asks for every completed job).
    const recorded = await this.visitLines.ofJobs(manager, open, UNLABELLED);
    const quoted = await this.quotes.approvedLinesOfJobs(
      manager,
      open.filter((jobId) => recorded.get(jobId)!.length === 0),
    );
    return open.map((jobId) => {
      const lines = recorded.get(jobId)!;
      return { jobId, totalCents: priceLines(lines.length ? lines : (quoted.get(jobId) ?? [])).totalCents };
    });
  }

  private async approvedQuoteLines(manager: EntityManager, jobId: number): Promise<LineFields[] | undefined> {
    return (await this.quotes.approvedLinesOfJobs(manager, [jobId])).get(jobId);
  }

  private async paidOf(boatIds: readonly number[]): Promise<InvoiceEntity[][]> {
    const rows = await this.invoices()
      .where('invoice.boat_id = ANY(:ids)', { ids: [...boatIds] })
      .andWhere("invoice.status = 'PAID'")
      .orderBy('invoice.paid_at', 'DESC')
      .getMany();
    const byBoat = new Map<number, InvoiceEntity[]>(boatIds.map((id) => [id, []]));
    for (const row of rows) if (row.boatId !== null) byBoat.get(row.boatId)?.push(row);
    return boatIds.map((id) => byBoat.get(id)!);
  }

  /** These invoices, in one query (in no particular order): for the domains that keep their own links to invoices (a membership's months). */
  invoicesByIds(ids: readonly number[]): Promise<InvoiceEntity[]> {
    return ids.length
      ? this.invoices()
          .where('invoice.id = ANY(:ids)', { ids: [...ids] })
          .getMany()
      : Promise.resolve([]);
  }
}
