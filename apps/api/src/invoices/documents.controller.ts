import { Controller, Get, Logger, Param, Query, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { intLocalId } from '../common/relay/global-id.js';
import { CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import type { Viewer } from '../common/viewer.js';
import { badUserInput, notFound } from '../common/errors/graphql-errors.js';
import { quoteNumber } from '../quotes/models/quote.model.js';
import { QuotesService } from '../quotes/quotes.service.js';
import { JobsService } from '../jobs/jobs.service.js';
import { InvoiceDocuments } from './invoice-documents.js';
import { InvoicesService } from './invoices.service.js';
import { issuedInvoicesLedger } from './issued-invoices-ledger.js';

const languageOf = (value: unknown) => (value === 'es' || value === 'en' ? value : null);

/**
 * GET /invoices/{global id}.pdf and /quotes/{global id}.pdf with `Authorization: Bearer`: 404 for
 * anyone else's. In `?lang=es|en`, else in the customer's language.
 */
@Controller()
export class DocumentsController {
  private readonly logger = new Logger('Documents');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly invoices: InvoicesService,
    private readonly quotes: QuotesService,
    private readonly jobs: JobsService,
    private readonly documents: InvoiceDocuments,
  ) {}

  @Get('invoices/:id.pdf')
  async invoicePdf(@Param('id') id: string, @Query('lang') lang: unknown, @CurrentUser() viewer: Viewer, @Res() reply: FastifyReply): Promise<void> {
    const rowId = intLocalId(id, 'Invoice');
    const found = rowId === null ? null : await this.invoices.pdfFor(viewer, rowId, languageOf(lang));
    if (!found) throw notFound('Invoice not found');
    let pdf: Buffer;
    try {
      pdf = await found.render();
    } catch (error) {
      // That one document failed: said as such (and logged with its cause), the rest of the site unaffected.
      this.logger.error(
        `The PDF of invoice ${found.invoice.number} (id ${found.invoice.id}) could not be made`,
        error instanceof Error ? error.stack : String(error),
      );
      await reply
        .status(500)
        .header('cache-control', 'no-store')
        .send({
          error: {
            code: 'DOCUMENT_FAILED',
            message: `The PDF of invoice ${found.invoice.number} could not be made. We have been told; please try again later.`,
          },
        });
      return;
    }
    await sendPdf(reply, pdf, found.invoice.number);
  }

  /** GET /invoices/ledger.csv?year=2027&quarter=1: the quarter's libro registro de facturas expedidas (admins). */
  @Roles('admin')
  @Get('invoices/ledger.csv')
  async ledger(@Query('year') year: unknown, @Query('quarter') quarter: unknown, @Res() reply: FastifyReply): Promise<void> {
    const [y, q] = [Number(year), Number(quarter)];
    const errors = [
      ...(Number.isInteger(y) && y >= 2000 && y <= 2100 ? [] : [{ field: 'year', code: 'year', message: 'year must be a year from 2000 to 2100' }]),
      ...(Number.isInteger(q) && q >= 1 && q <= 4 ? [] : [{ field: 'quarter', code: 'quarter', message: 'quarter must be 1, 2, 3 or 4' }]),
    ];
    if (errors.length) throw badUserInput(errors);
    const csv = await issuedInvoicesLedger(this.dataSource.manager, y, q);
    await reply
      .status(200)
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="libro-registro-facturas-expedidas-${y}-${q}T.csv"`)
      .header('cache-control', 'private, no-store')
      .send(csv);
  }

  @Get('quotes/:id.pdf')
  async quotePdf(@Param('id') id: string, @Query('lang') lang: unknown, @CurrentUser() viewer: Viewer, @Res() reply: FastifyReply): Promise<void> {
    const rowId = intLocalId(id, 'Quote');
    const quote = rowId === null ? null : await this.quotes.findVisible(viewer, rowId);
    if (!quote) throw notFound('Quote not found');
    // Whoever may read the quote may read its job.
    const customer = await this.jobs.ownerOf(this.dataSource.manager, (await this.jobs.findVisible(viewer, quote.jobId))!);
    const pdf = await this.documents.quotePdf(this.dataSource.manager, quote, languageOf(lang) ?? customer.language);
    await sendPdf(reply, pdf, quoteNumber(quote));
  }
}

/** A PDF as a download named `name`.pdf, never cached by a proxy. */
export function sendPdf(reply: FastifyReply, pdf: Buffer, name: string) {
  return reply
    .status(200)
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${name}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
