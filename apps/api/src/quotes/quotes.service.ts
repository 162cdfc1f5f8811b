import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import DataLoader from 'dataloader';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { DEFAULT_VAT_RATE, priceLines, type LineFields } from '@mmt/billing';
import { MemberPricing } from '../billing/member-pricing.js';
import { listLabourRate } from '../visit-work/invoice-lines.js';
import { BusinessTexts } from '../texts/business-texts.js';
import { intLocalId } from '../common/relay/global-id.js';
import { ownerScope } from '../common/portal-access.js';
import { PerRequest } from '../common/per-request.js';
import type { Viewer } from '../common/viewer.js';
import { conflict, notFound } from '../common/errors/graphql-errors.js';
import type { JobEntity } from '../jobs/entities/job.entity.js';
import { JobMail } from '../jobs/job-mail.js';
import { JobsService } from '../jobs/jobs.service.js';
import { formatDay, formatMoney } from '../texts/format.js';
import type { SendQuoteInput } from './dto/quote.input.js';
import { QuoteEntity, QuoteLineEntity } from './entities/quote.entity.js';
import { QuoteStatus, quoteNumber, quoteStatusOf } from './models/quote.model.js';

/** Quotes: an admin sends one for a Pendiente job; its customer approves or declines it. */
@Injectable()
export class QuotesService {
  private readonly loaders = new PerRequest(() => ({
    latestOfJob: new DataLoader<number, QuoteEntity | null>((jobIds) => this.latestOf(jobIds)),
  }));

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly mail: JobMail,
    private readonly texts: BusinessTexts,
    private readonly memberPricing: MemberPricing,
  ) {}

  /** The quote, priced on the server (labour lines at the member's or the list rate; a VIP member's with their plan's discount), moves its job to Presupuestado and is e-mailed to the customer. */
  async send(viewer: Viewer, input: SendQuoteInput): Promise<QuoteEntity> {
    const jobId = intLocalId(input.jobId, 'Job');
    if (jobId === null) throw notFound('Job not found');
    const given = input.lines.map((line) => ({ ...line, vatRate: line.vatRate ?? DEFAULT_VAT_RATE }));
    return this.dataSource.transaction(async (manager) => {
      const job = await this.jobs.move(manager, jobId, 'QUOTED', { by: viewer.id, manual: false });
      const owner = await this.jobs.ownerOf(manager, job);
      // Labour lines at a VIP member's plan rates (else the list rate), and the plan's discount, as they stand today.
      const words = await this.texts.texts('invoice', owner.language, manager);
      const priced = priceLines(await this.memberPricing.pricedLines(manager, owner.id, given, words, async () => (await listLabourRate(manager)).priceCents));
      const quotes = manager.getRepository(QuoteEntity);
      const quote = await quotes.save(
        quotes.create({
          jobId: job.id,
          status: 'SENT',
          validUntil: input.validUntil,
          note: input.note ?? null,
          taxBaseCents: priced.taxBaseCents,
          vatCents: priced.vatCents,
          totalCents: priced.totalCents,
          createdBy: viewer.id,
          lines: priced.lines.map((line, position) => Object.assign(new QuoteLineEntity(), { ...line, position })),
        }),
      );
      await this.mail.toCustomer(manager, 'quoteSent', job, {
        number: quoteNumber(quote),
        total: formatMoney(quote.totalCents, owner.language),
        validUntil: formatDay(quote.validUntil),
      });
      return quote;
    });
  }

  /** Approved: the job moves to Aprobado and the admins hear of it. An expired quote cannot be. */
  approve(viewer: Viewer, quoteGlobalId: string): Promise<QuoteEntity> {
    return this.decide(viewer, quoteGlobalId, async (manager, quote, job) => {
      if (quoteStatusOf(quote) === QuoteStatus.EXPIRED) throw conflict('This quote has expired', { reason: 'QUOTE_EXPIRED' });
      quote.status = 'APPROVED';
      await this.jobs.move(manager, job.id, 'APPROVED', { by: viewer.id, manual: false });
      await this.mail.toAdmins(manager, 'quoteApproved', job, (language) => ({ number: quoteNumber(quote), total: formatMoney(quote.totalCents, language) }));
    });
  }

  /** Declined with a reason: the job goes back to Pendiente (a new quote can follow) and the admins hear of it. */
  decline(viewer: Viewer, quoteGlobalId: string, reason: string): Promise<QuoteEntity> {
    return this.decide(viewer, quoteGlobalId, async (manager, quote, job) => {
      quote.status = 'DECLINED';
      quote.declineReason = reason;
      await this.jobs.move(manager, job.id, 'PENDING', { by: viewer.id, note: reason, manual: false });
      await this.mail.toAdmins(manager, 'quoteDeclined', job, { number: quoteNumber(quote), reason });
    });
  }

  /** One quote when the viewer may see it (its job's boat is theirs, or they are an admin). */
  async findVisible(viewer: Viewer, id: number, manager: EntityManager = this.dataSource.manager): Promise<QuoteEntity | null> {
    const quote = await manager.getRepository(QuoteEntity).findOne({ where: { id }, relations: { lines: true } });
    const owner = ownerScope(viewer);
    if (!quote || !owner) return quote;
    // A customer's only when its job's boat is theirs.
    const [{ boat }] = await this.jobs.findWithBoats([quote.jobId], manager);
    return boat.ownerId === owner ? quote : null;
  }

  /** The job's latest quote, batched per request. Only for jobs the viewer was allowed to read. */
  loadLatestOfJob(request: object, jobId: number): Promise<QuoteEntity | null> {
    return this.loaders.for(request).latestOfJob.load(jobId);
  }

  private async decide(
    viewer: Viewer,
    quoteGlobalId: string,
    apply: (manager: EntityManager, quote: QuoteEntity, job: JobEntity) => Promise<void>,
  ): Promise<QuoteEntity> {
    const id = intLocalId(quoteGlobalId, 'Quote');
    if (id === null) throw notFound('Quote not found');
    return this.dataSource.transaction(async (manager) => {
      // Locked: a double click, or two tabs, decide once.
      const locked: unknown[] = await manager.query('SELECT id FROM quotes WHERE id = $1 FOR UPDATE', [id]);
      const quote = locked.length ? await this.findVisible(viewer, id, manager) : null;
      if (!quote) throw notFound('Quote not found');
      if (quote.status !== 'SENT') throw conflict('This quote has already been answered', { reason: 'QUOTE_DECIDED' });
      const [job] = await this.jobs.findByIds([quote.jobId], manager);
      await apply(manager, quote, job);
      quote.decidedAt = new Date();
      await manager
        .getRepository(QuoteEntity)
        .update({ id: quote.id }, { status: quote.status, declineReason: quote.declineReason, decidedAt: quote.decidedAt });
      return quote;
    });
  }

  private async latestOf(jobIds: readonly number[]): Promise<(QuoteEntity | null)[]> {
    const quotes = await this.dataSource
      .getRepository(QuoteEntity)
      .createQueryBuilder('quote')
      .leftJoinAndSelect('quote.lines', 'line')
      .where('quote.id IN (SELECT max(id) FROM quotes WHERE job_id = ANY(:ids) GROUP BY job_id)', { ids: [...jobIds] })
      .getMany();
    return jobIds.map((jobId) => quotes.find((quote) => quote.jobId === jobId) ?? null);
  }

  /** The lines of each job's latest approved quote, by position (a job with none has no entry), read in the caller's transaction. */
  async approvedLinesOfJobs(manager: EntityManager, jobIds: readonly number[]): Promise<Map<number, LineFields[]>> {
    const lines = new Map<number, LineFields[]>();
    if (jobIds.length === 0) return lines;
    const approved = await manager
      .getRepository(QuoteEntity)
      .find({ where: { jobId: In([...jobIds]), status: 'APPROVED' }, relations: { lines: true }, order: { id: 'DESC' } });
    for (const quote of approved) {
      if (lines.has(quote.jobId)) continue;
      lines.set(
        quote.jobId,
        (quote.lines ?? [])
          .sort((a, b) => a.position - b.position)
          .map(({ description, quantity, unitPriceCents, vatRate, zeroVatCause }) => ({ description, quantity, unitPriceCents, vatRate, zeroVatCause })),
      );
    }
    return lines;
  }
}
