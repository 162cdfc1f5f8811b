import { Catch, Controller, Get, Inject, Param, Res, UseFilters, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { GraphQLError } from 'graphql';
import type { Repository } from 'typeorm';
import { BoatEntity } from '../boats/entities/boat.entity.js';
import { intLocalId } from '../boats/portal-access.js';
import { CurrentUser, type Viewer } from '../common/decorators/auth.decorators.js';
import { notFound } from '../common/errors/graphql-errors.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { UserEntity } from '../users/entities/user.entity.js';
import { loadCompany, renderInvoicePdf } from './invoice-pdf.js';
import { InvoicesService } from './invoices.service.js';

const STATUS_OF_CODE: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404 };

/** The guards and this controller speak GraphQLError; over plain HTTP that becomes a status and a JSON body. */
@Catch(GraphQLError)
export class GraphQLErrorAsHttp implements ExceptionFilter {
  catch(error: GraphQLError, host: ArgumentsHost): void {
    const code = String(error.extensions.code ?? 'INTERNAL_SERVER_ERROR');
    const status = STATUS_OF_CODE[code] ?? 500;
    void host
      .switchToHttp()
      .getResponse<FastifyReply>()
      .status(status)
      .header('cache-control', 'no-store')
      .send({ error: { code, message: status === 500 ? 'Internal server error' : error.message } });
  }
}

@Controller('invoices')
@UseFilters(GraphQLErrorAsHttp)
export class InvoicePdfController {
  constructor(
    private readonly invoices: InvoicesService,
    @InjectRepository(BoatEntity) private readonly boats: Repository<BoatEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** GET /invoices/{global id}.pdf with `Authorization: Bearer`; 404 for anyone else's invoice. */
  @Get(':id.pdf')
  async pdf(@Param('id') id: string, @CurrentUser() viewer: Viewer, @Res() reply: FastifyReply): Promise<void> {
    const rowId = intLocalId(id, 'Invoice');
    const invoice = rowId === null ? null : await this.invoices.findVisible(viewer, rowId);
    if (!invoice) throw notFound('Invoice not found');
    const [boat, customer, company] = await Promise.all([
      this.boats.findOneByOrFail({ id: invoice.boatId }),
      this.users.findOneByOrFail({ id: invoice.customerId }),
      loadCompany(this.config.companyFile),
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
    });
    await reply
      .status(200)
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  }
}
