import type { LineFields } from '@mmt/billing';
import type { EntityManager } from 'typeorm';

/**
 * A job's draft invoice lines from what its technicians recorded aboard, so nothing is typed
 * again: its visits' hours as one line of labour at the hourly rate, and its parts at the price
 * they had when used (the same part at the same price in one line). Empty when nothing priced
 * was recorded.
 */
export async function visitInvoiceLines(manager: EntityManager, jobId: number, labourLabel: string): Promise<LineFields[]> {
  const entries: { kind: 'HOURS' | 'PART'; text: string; minutes: number | null; quantity: string | null; unitPriceCents: number | null; vatRate: number | null }[] = await manager.query(
    `SELECT e.kind, e.text, e.minutes, e.quantity, e.unit_price_cents AS "unitPriceCents", e.vat_rate AS "vatRate"
       FROM visit_entries e JOIN visits v ON v.id = e.visit_id
      WHERE v.job_id = $1 AND e.kind IN ('HOURS', 'PART')
      ORDER BY e.created_at, e.id`,
    [jobId],
  );
  const lines: LineFields[] = [];
  const minutes = entries.reduce((sum, entry) => sum + (entry.minutes ?? 0), 0);
  if (minutes > 0) {
    const [rate]: { priceCents: number; vatRate: number }[] = await manager.query(`SELECT price_cents AS "priceCents", vat_rate AS "vatRate" FROM labour_rate WHERE id = 1`);
    lines.push({ description: labourLabel, quantity: Math.round((minutes / 60) * 100) / 100, unitPriceCents: rate.priceCents, vatRate: rate.vatRate });
  }
  for (const entry of entries) {
    if (entry.kind !== 'PART') continue;
    const same = lines.find((line) => line.description === entry.text && line.unitPriceCents === entry.unitPriceCents && line.vatRate === entry.vatRate);
    if (same) same.quantity = Math.round((same.quantity + Number(entry.quantity)) * 100) / 100;
    else lines.push({ description: entry.text, quantity: Number(entry.quantity), unitPriceCents: entry.unitPriceCents!, vatRate: entry.vatRate! });
  }
  return lines;
}
