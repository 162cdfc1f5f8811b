import { priceLines, type VatAmount } from '@mmt/billing';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource } from 'typeorm';
import { todayInPalma } from '../common/calendar.js';
import { InvoiceEntity, InvoiceLineEntity } from './entities/invoice.entity.js';
import { invoiceTotals, type InvoiceTotalsFigures } from './invoice-totals.js';

/**
 * Invoices that stand: issued and not replaced, credited nor cancelled. A rectified invoice's place
 * is taken by its rectifying one (a substitution, which stands) or cancelled with its credit (a
 * settled credit, which does not), so each sale is counted once.
 */
const STANDING = `status IN ('PENDING', 'PAID')`;

/** One month's billing, YYYY-MM (Palma's calendar), in cents VAT included. */
export interface MonthBilling {
  month: string;
  invoicedCents: number;
  collectedCents: number;
  /** Labour hours on the month's standing invoices (lines named as the labour line is), in minutes. */
  billedLabourMinutes: number;
}

/** What is still to collect, by how long ago it was invoiced (days since the issue date). */
export interface OutstandingByAge {
  totalCents: number;
  upTo30Cents: number;
  from31To60Cents: number;
  from61To90Cents: number;
  over90Cents: number;
}

export interface ServiceRevenue {
  description: string;
  /** Before VAT. */
  netCents: number;
  /** How many standing invoices bill it. */
  invoices: number;
}

/**
 * The owner's figures of invoicing (the admins' desk): invoiced and collected by month, what is
 * outstanding by age, the services that bring most, the quarter's VAT per rate. Read from the
 * invoices alone; other domains ask this service.
 */
@Injectable()
export class InvoiceFigures {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** What unpaid invoices leave to collect, and of it what is overdue. */
  totals(): Promise<InvoiceTotalsFigures> {
    return invoiceTotals(this.dataSource);
  }

  /**
   * The months from `fromMonth` (YYYY-MM) to this one, each with a row (zeros when nothing happened):
   * invoiced by issue date, collected by the day it was paid, and billed labour. `labourLabels`:
   * the labour line's description in each language (as the invoice texts name it).
   */
  async months(fromMonth: string, labourLabels: readonly string[]): Promise<MonthBilling[]> {
    const rows: { month: string; invoiced: string; collected: string; labour: string }[] = await this.dataSource.query(
      `WITH months AS (
         SELECT to_char(m, 'YYYY-MM') AS month FROM generate_series($1::date, $2::date, interval '1 month') m
       ), invoiced AS (
         SELECT to_char(issue_date, 'YYYY-MM') AS month, sum(amount_cents) AS cents FROM invoices
          WHERE ${STANDING} AND issue_date >= $1::date GROUP BY 1
       ), collected AS (
         SELECT to_char(paid_at AT TIME ZONE 'Europe/Madrid', 'YYYY-MM') AS month, sum(amount_cents) AS cents FROM invoices
          WHERE status = 'PAID' AND paid_at >= ($1::date::timestamp AT TIME ZONE 'Europe/Madrid') GROUP BY 1
       ), labour AS (
         SELECT to_char(i.issue_date, 'YYYY-MM') AS month, sum(l.quantity) * 60 AS minutes
           FROM invoices i JOIN invoice_lines l ON l.invoice_id = i.id
          WHERE i.${STANDING} AND i.issue_date >= $1::date AND l.description = ANY($3) GROUP BY 1
       )
       SELECT months.month, coalesce(invoiced.cents, 0) AS invoiced, coalesce(collected.cents, 0) AS collected, coalesce(labour.minutes, 0) AS labour
         FROM months LEFT JOIN invoiced USING (month) LEFT JOIN collected USING (month) LEFT JOIN labour USING (month)
        ORDER BY months.month`,
      [`${fromMonth}-01`, `${todayInPalma().slice(0, 7)}-01`, [...labourLabels]],
    );
    return rows.map((row) => ({
      month: row.month,
      invoicedCents: Number(row.invoiced),
      collectedCents: Number(row.collected),
      billedLabourMinutes: Math.round(Number(row.labour)),
    }));
  }

  /** Every unpaid invoice's total, split by the days since it was issued: 0–30, 31–60, 61–90, more. */
  async outstandingByAge(): Promise<OutstandingByAge> {
    const [row]: Record<keyof OutstandingByAge, string>[] = await this.dataSource.query(
      `SELECT coalesce(sum(amount_cents), 0) AS "totalCents",
              coalesce(sum(amount_cents) FILTER (WHERE $1::date - issue_date <= 30), 0) AS "upTo30Cents",
              coalesce(sum(amount_cents) FILTER (WHERE $1::date - issue_date BETWEEN 31 AND 60), 0) AS "from31To60Cents",
              coalesce(sum(amount_cents) FILTER (WHERE $1::date - issue_date BETWEEN 61 AND 90), 0) AS "from61To90Cents",
              coalesce(sum(amount_cents) FILTER (WHERE $1::date - issue_date > 90), 0) AS "over90Cents"
         FROM invoices WHERE status = 'PENDING'`,
      [todayInPalma()],
    );
    return {
      totalCents: Number(row.totalCents),
      upTo30Cents: Number(row.upTo30Cents),
      from31To60Cents: Number(row.from31To60Cents),
      from61To90Cents: Number(row.from61To90Cents),
      over90Cents: Number(row.over90Cents),
    };
  }

  /** The descriptions that brought most (before VAT) on the standing invoices issued since `fromDay`. */
  async topServices(fromDay: string, limit: number): Promise<ServiceRevenue[]> {
    const rows: { description: string; net: string; invoices: number }[] = await this.dataSource.query(
      `SELECT min(l.description) AS description, sum(l.net_cents) AS net, count(DISTINCT i.id)::int AS invoices
         FROM invoices i JOIN invoice_lines l ON l.invoice_id = i.id
        WHERE i.${STANDING} AND i.issue_date >= $1::date
        GROUP BY lower(btrim(l.description))
        ORDER BY sum(l.net_cents) DESC, min(l.description) LIMIT $2`,
      [fromDay, limit],
    );
    return rows.map((row) => ({ description: row.description, netCents: Number(row.net), invoices: row.invoices }));
  }

  /**
   * The VAT charged in a quarter per rate (at 0 %, per cause), as the libro registro totals it and
   * the quarterly return asks: every invoice issued in it but the cancelled (anuladas), each rate's VAT
   * worked out per invoice; a rectifying invoice by substitution takes off what it replaces.
   */
  async quarterVat(year: number, quarter: number): Promise<VatAmount[]> {
    const from = `${year}-${String((quarter - 1) * 3 + 1).padStart(2, '0')}-01`;
    const invoices: Pick<InvoiceEntity, 'id' | 'status' | 'rectifiesId' | 'rectificationMethod'>[] = await this.dataSource
      .getRepository(InvoiceEntity)
      .createQueryBuilder('invoice')
      .select(['invoice.id', 'invoice.status', 'invoice.rectifiesId', 'invoice.rectificationMethod'])
      .where(`invoice.issue_date >= :from::date AND invoice.issue_date < :from::date + interval '3 months'`, { from })
      .getMany();
    const replaced = invoices.filter((invoice) => invoice.rectificationMethod === 'SUBSTITUTION').map((invoice) => invoice.rectifiesId!);
    const ids = [...invoices.map((invoice) => invoice.id), ...replaced];
    const lines = ids.length ? await this.dataSource.getRepository(InvoiceLineEntity).findBy({ invoiceId: In(ids) }) : [];
    const totals = new Map<string, VatAmount>();
    const count = (invoiceId: number, sign: 1 | -1) => {
      for (const amount of priceLines(lines.filter((line) => line.invoiceId === invoiceId)).vat) {
        const key = `${amount.rate}|${amount.zeroVatCause ?? ''}`;
        const sum = totals.get(key) ?? { rate: amount.rate, zeroVatCause: amount.zeroVatCause, baseCents: 0, vatCents: 0 };
        totals.set(key, { ...sum, baseCents: sum.baseCents + sign * amount.baseCents, vatCents: sum.vatCents + sign * amount.vatCents });
      }
    };
    for (const invoice of invoices) if (invoice.status !== 'VOIDED') count(invoice.id, 1);
    for (const id of replaced) count(id, -1);
    return [...totals.values()].sort((a, b) => b.rate - a.rate || (a.zeroVatCause ?? '').localeCompare(b.zeroVatCause ?? ''));
  }
}
