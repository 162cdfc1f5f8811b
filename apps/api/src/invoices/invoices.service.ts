import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import DataLoader from 'dataloader';
import type { DataSource, Repository } from 'typeorm';
import { ownerScope, PerRequest } from '../boats/portal-access.js';
import type { Viewer } from '../common/decorators/auth.decorators.js';
import { conflict, notFound } from '../common/errors/graphql-errors.js';
import type { Page } from '../common/relay/connection.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { InvoiceEntity, type InvoiceStatusValue } from './entities/invoice.entity.js';

interface InvoiceLoaders {
  paidByBoat: DataLoader<number, InvoiceEntity[]>;
}

@Injectable()
export class InvoicesService {
  private readonly loaders = new PerRequest<InvoiceLoaders>(() => ({
    paidByBoat: new DataLoader((ids) => this.paidOf(ids)),
  }));

  constructor(
    @InjectRepository(InvoiceEntity) private readonly invoices: Repository<InvoiceEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The viewer's invoices, newest first. */
  list(viewer: Viewer, page: Page, status?: InvoiceStatusValue): Promise<[InvoiceEntity[], number]> {
    const owner = ownerScope(viewer);
    return this.invoices.findAndCount({
      where: { ...(owner ? { customerId: owner } : {}), ...(status ? { status } : {}) },
      order: { issueDate: 'DESC', id: 'DESC' },
      skip: page.offset,
      take: page.limit,
    });
  }

  /** One invoice when the viewer may see it; null when it does not exist or is someone else's. */
  findVisible(viewer: Viewer, id: number): Promise<InvoiceEntity | null> {
    const owner = ownerScope(viewer);
    return this.invoices.findOneBy(owner ? { id, customerId: owner } : { id });
  }

  /**
   * Starts the payment of a Pendiente invoice: the configured gateway's URL for it, or null when
   * none is configured (the web then says the payment was started). The status does not change here.
   */
  async startPayment(viewer: Viewer, id: number): Promise<{ invoice: InvoiceEntity; checkoutUrl: string | null }> {
    const invoice = await this.findVisible(viewer, id);
    if (!invoice) throw notFound('Invoice not found');
    if (invoice.status !== 'PENDING') throw conflict('Invoice already paid', { reason: 'ALREADY_PAID' });
    return { invoice, checkoutUrl: null };
  }

  /** Paid invoices of a boat, newest first, batched per request (for the boat's history). */
  loadPaidInvoices(request: object, boatId: number): Promise<InvoiceEntity[]> {
    return this.loaders.for(request).paidByBoat.load(boatId);
  }

  private async paidOf(boatIds: readonly number[]): Promise<InvoiceEntity[][]> {
    const rows = await this.invoices
      .createQueryBuilder('invoice')
      .where('invoice.boat_id = ANY(:ids)', { ids: [...boatIds] })
      .andWhere("invoice.status = 'PAID'")
      .orderBy('invoice.paid_at', 'DESC')
      .getMany();
    const byBoat = new Map<number, InvoiceEntity[]>(boatIds.map((id) => [id, []]));
    for (const row of rows) byBoat.get(row.boatId)?.push(row);
    return boatIds.map((id) => byBoat.get(id)!);
  }
}
