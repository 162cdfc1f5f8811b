import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { Repository } from 'typeorm';
import { BoatEntity } from '../boats/entities/boat.entity.js';
import { CompanyService } from '../company/company.service.js';
import { intLocalId } from '../boats/portal-access.js';
import { CurrentUser, type Viewer } from '../common/decorators/auth.decorators.js';
import { notFound } from '../common/errors/graphql-errors.js';
import { UserEntity } from '../users/entities/user.entity.js';
import { invoiceLanguage, renderInvoicePdf } from './invoice-pdf.js';
import { InvoicesService } from './invoices.service.js';

@Controller('invoices')
export class InvoicePdfController {
  constructor(
    private readonly invoices: InvoicesService,
    private readonly company: CompanyService,
    @InjectRepository(BoatEntity) private readonly boats: Repository<BoatEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
  ) {}

  /**
   * GET /invoices/{global id}.pdf[?lang=en] with `Authorization: Bearer`; 404 for anyone else's
   * invoice. In Spanish unless `lang=en`.
   */
  @Get(':id.pdf')
  async pdf(@Param('id') id: string, @Query('lang') lang: unknown, @CurrentUser() viewer: Viewer, @Res() reply: FastifyReply): Promise<void> {
    const rowId = intLocalId(id, 'Invoice');
    const invoice = rowId === null ? null : await this.invoices.findVisible(viewer, rowId);
    if (!invoice) throw notFound('Invoice not found');
    const [boat, customer, company] = await Promise.all([
      this.boats.findOneByOrFail({ id: invoice.boatId }),
      this.users.findOneByOrFail({ id: invoice.customerId }),
      this.company.details(),
    ]);
    const pdf = await renderInvoicePdf({
      company,
      customer: { name: customer.name, email: customer.email },
      number: invoice.number,
      issueDate: invoice.issueDate,
      boatName: boat.name,
      concept: invoice.concept,
      amountCents: invoice.amountCents,
      status: invoice.status,
      paidAt: invoice.paidAt,
    }, invoiceLanguage(lang));
    await reply
      .status(200)
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  }
}
