import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { InvoicesService } from '../invoices/invoices.service.js';

export interface MembershipMonthFigures {
  /** YYYY-MM, in Palma. */
  month: string;
  /** The membership months invoiced for periods starting in the month, without VAT (rectified and cancelled invoices left out). */
  recurringRevenueCents: number;
  /** Members holding a place at the month's end (today, for this month). */
  members: number;
  joined: number;
  /** Memberships that ended in the month: cancelled by the member, unpaid, or ended at Stripe. */
  cancelled: number;
}

/**
 * The twelve months to this one of the memberships, for 'Socios VIP': the monthly recurring
 * revenue as invoiced (so a later change of a plan's price does not rewrite the past), members,
 * new members and cancellations.
 */
@Injectable()
export class MembershipFigures {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly invoices: InvoicesService,
  ) {}

  async lastTwelveMonths(now = new Date()): Promise<MembershipMonthFigures[]> {
    const months: (Omit<MembershipMonthFigures, 'recurringRevenueCents'> & { invoiceIds: number[] })[] = await this.dataSource.query(
      `WITH months AS (
         SELECT month::date AS first_day, (month + interval '1 month')::date AS next_first_day
           FROM generate_series(date_trunc('month', $1::timestamptz AT TIME ZONE 'Europe/Madrid') - interval '11 months',
                                date_trunc('month', $1::timestamptz AT TIME ZONE 'Europe/Madrid'), interval '1 month') AS month
       ), bounds AS (
         SELECT first_day, next_first_day, first_day::timestamp AT TIME ZONE 'Europe/Madrid' AS starts,
                least(next_first_day::timestamp AT TIME ZONE 'Europe/Madrid', $1::timestamptz) AS ends
           FROM months
       )
       SELECT to_char(b.first_day, 'YYYY-MM') AS month,
              (SELECT coalesce(array_agg(mi.invoice_id), '{}') FROM membership_invoices mi
                WHERE mi.period_start >= b.first_day AND mi.period_start < b.next_first_day) AS "invoiceIds",
              (SELECT count(*)::int FROM memberships m WHERE m.started_at < b.ends AND (m.ended_at IS NULL OR m.ended_at >= b.ends)) AS members,
              (SELECT count(*)::int FROM memberships m WHERE m.started_at >= b.starts AND m.started_at < b.ends) AS joined,
              (SELECT count(*)::int FROM memberships m WHERE m.ended_at >= b.starts AND m.ended_at < b.ends) AS cancelled
         FROM bounds b ORDER BY b.first_day`,
      [now],
    );
    // The invoices' amounts and statuses are the invoices' own: asked for all twelve months at once.
    const standing = new Map(
      (await this.invoices.invoicesByIds(months.flatMap((month) => month.invoiceIds)))
        .filter((invoice) => invoice.status === 'PENDING' || invoice.status === 'PAID')
        .map((invoice) => [invoice.id, invoice.taxBaseCents]),
    );
    return months.map(({ invoiceIds, ...month }) => ({
      ...month,
      recurringRevenueCents: invoiceIds.reduce((sum, id) => sum + (standing.get(id) ?? 0), 0),
    }));
  }
}
