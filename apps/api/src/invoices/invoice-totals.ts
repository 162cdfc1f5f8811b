import type { DataSource, EntityManager } from 'typeorm';
import { todayInPalma } from '../common/calendar.js';

/** What unpaid invoices leave to collect: all of them (Pendiente and Vencida), and those past due (Vencida). */
export interface InvoiceTotalsFigures {
  outstandingInvoices: number;
  outstandingCents: number;
  overdueInvoices: number;
  overdueCents: number;
}

/**
 * The figures over every invoice, or one customer's (`customerIds`, all of which must match: a
 * customer's own scope and the customer asked for). One statement over the status index.
 */
export async function invoiceTotals(db: DataSource | EntityManager, customerIds: readonly string[] = []): Promise<InvoiceTotalsFigures> {
  const values: unknown[] = [todayInPalma()];
  const scope = customerIds.map((id) => {
    values.push(id);
    return ` AND customer_id = $${values.length}`;
  });
  const [row] = await db.query<InvoiceTotalsFigures[]>(
    `SELECT count(*)::int AS "outstandingInvoices",
            coalesce(sum(amount_cents), 0)::int AS "outstandingCents",
            count(*) FILTER (WHERE due_date < $1)::int AS "overdueInvoices",
            coalesce(sum(amount_cents) FILTER (WHERE due_date < $1), 0)::int AS "overdueCents"
       FROM invoices WHERE status = 'PENDING'${scope.join('')}`,
    values,
  );
  return row;
}
