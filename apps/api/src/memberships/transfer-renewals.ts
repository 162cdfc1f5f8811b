import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, LessThanOrEqual, type DataSource } from 'typeorm';
import { dayInPalma, nextCalendarDay, todayInPalma } from '../common/calendar.js';
import { InvoicesService } from '../invoices/invoices.service.js';
import { MembershipEntity, MembershipPlanEntity } from './entities/membership.entity.js';
import { MembershipInvoices } from './membership-invoices.js';
import { MembershipsService } from './memberships.service.js';

/** Days a member paying by transfer has to pay a month's invoice, from the day the month starts. */
export const TRANSFER_PAYMENT_DAYS = 14;

/**
 * Memberships paid by bank transfer (no Stripe to drive them), looked at daily: a month whose
 * invoice is still unpaid after its due date ends the membership; a period that has ended starts
 * the next (in the plan chosen for it), with its invoice awaiting the transfer, unless the
 * member cancelled it, in which case it ends.
 */
@Injectable()
export class TransferRenewals {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly memberships: MembershipsService,
    private readonly monthInvoices: MembershipInvoices,
    private readonly invoices: InvoicesService,
  ) {}

  async run(now = new Date()): Promise<void> {
    const today = todayInPalma(now);
    for (const id of await this.unpaidAfterDueDate(today)) await this.end(id, now);
    const due = await this.dataSource.getRepository(MembershipEntity).find({
      where: { paymentMethod: 'TRANSFER', status: In(['ACTIVE', 'PAST_DUE']), currentPeriodEnd: LessThanOrEqual(now) },
      order: { id: 'ASC' },
    });
    for (const membership of due) {
      if (membership.cancelAtPeriodEnd) await this.end(membership.id, membership.currentPeriodEnd!);
      else await this.renew(membership.id, now);
    }
  }

  /** The next month, in one transaction with its invoice (a pass running in another process finds it renewed). */
  private async renew(membershipId: number, now: Date): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const membership = await manager.getRepository(MembershipEntity).findOne({ where: { id: membershipId }, lock: { mode: 'pessimistic_write' } });
      if (!membership || membership.status === 'ENDED' || !membership.currentPeriodEnd || membership.currentPeriodEnd > now) return;
      const plan = await manager.getRepository(MembershipPlanEntity).findOneByOrFail({ id: membership.nextPlanId ?? membership.planId });
      const [{ until }]: { until: Date }[] = await manager.query(
        `SELECT ($1::timestamptz AT TIME ZONE 'Europe/Madrid' + interval '1 month') AT TIME ZONE 'Europe/Madrid' AS until`,
        [membership.currentPeriodEnd],
      );
      const period = { start: membership.currentPeriodEnd, end: until };
      await manager.getRepository(MembershipEntity).update({ id: membership.id }, { planId: plan.id, nextPlanId: null, currentPeriodEnd: until });
      await this.monthInvoices.invoiceMonth(
        manager,
        membership,
        plan,
        period,
        { dueDate: nextCalendarDay(dayInPalma(period.start), TRANSFER_PAYMENT_DAYS) },
        null,
      );
    });
  }

  /** The running transfer memberships with a month's invoice still unpaid after its due date (YYYY-MM-DD, before `today`). */
  private async unpaidAfterDueDate(today: string): Promise<number[]> {
    const months: { membership_id: number; invoice_id: number }[] = await this.dataSource.query(
      `SELECT mi.membership_id, mi.invoice_id FROM memberships m JOIN membership_invoices mi ON mi.membership_id = m.id
        WHERE m.payment_method = 'TRANSFER' AND m.status IN ('ACTIVE', 'PAST_DUE')`,
    );
    const unpaid = new Set(
      (await this.invoices.invoicesByIds(months.map((month) => month.invoice_id)))
        .filter((invoice) => invoice.status === 'PENDING' && invoice.dueDate < today)
        .map((invoice) => invoice.id),
    );
    return [...new Set(months.filter((month) => unpaid.has(month.invoice_id)).map((month) => month.membership_id))].sort((a, b) => a - b);
  }

  private async end(membershipId: number, at: Date): Promise<void> {
    const ended = await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(MembershipEntity);
      const changed = await repository.update({ id: membershipId, status: In(['ACTIVE', 'PAST_DUE']) }, { status: 'ENDED', endedAt: at });
      return changed.affected ? repository.findOneByOrFail({ id: membershipId }) : null;
    });
    if (ended) await this.memberships.afterEnd(ended);
  }
}
