import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { dayInPalma } from '../common/calendar.js';
import type { InvoiceEntity } from '../invoices/entities/invoice.entity.js';
import { InvoicesService } from '../invoices/invoices.service.js';
import { BusinessTexts } from '../texts/business-texts.js';
import { UsersService } from '../users/users.service.js';
import { MembershipInvoiceEntity, type MembershipEntity, type MembershipPlanEntity } from './entities/membership.entity.js';
import { monthDescription, monthLine } from './membership-month.js';

/** A membership's months as our own invoices: issued through the invoices' service, linked to the membership here (membership_invoices). */
@Injectable()
export class MembershipInvoices {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly invoices: InvoicesService,
    private readonly texts: BusinessTexts,
    private readonly users: UsersService,
  ) {}

  /** A month as our own invoice (a factura in our series with its billing record, PDF and e-mail, to the member), paid or awaiting a transfer, linked to the membership. */
  async invoiceMonth(
    manager: EntityManager,
    membership: MembershipEntity,
    plan: MembershipPlanEntity,
    period: { start: Date; end: Date },
    payment: { paidAt: Date; method: 'STRIPE' | 'TRANSFER'; reference: string | null } | { dueDate: string },
    stripeInvoiceId: string | null,
  ): Promise<InvoiceEntity> {
    const customer = await this.users.userById(membership.customerId, manager);
    const description = monthDescription((await this.texts.texts('invoice', customer.language, manager)).membershipLine, plan.id, period);
    const invoice = await this.invoices.issueDirect(manager, { customer, concept: description, lines: [monthLine(plan, description)], payment });
    await manager.getRepository(MembershipInvoiceEntity).insert({
      invoiceId: invoice.id,
      membershipId: membership.id,
      stripeInvoiceId,
      periodStart: dayInPalma(period.start),
      periodEnd: dayInPalma(period.end),
    });
    return invoice;
  }

  /** The membership's invoices, newest first. */
  async invoicesOf(membershipId: number): Promise<InvoiceEntity[]> {
    const months = await this.dataSource.getRepository(MembershipInvoiceEntity).find({ where: { membershipId }, select: { invoiceId: true } });
    const invoices = await this.invoices.invoicesByIds(months.map((month) => month.invoiceId));
    return invoices.sort((a, b) => b.id - a.id);
  }
}
