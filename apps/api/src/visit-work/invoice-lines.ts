import type { LineFields } from '@mmt/billing';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ScheduleService } from '../schedule/schedule.service.js';

/**
 * A job's draft invoice lines from what its technicians recorded aboard, so nothing is typed
 * again: its visits' hours as one line of labour at the hourly rate, and its parts at the price
 * they had when used (the same part at the same price in one line). Empty when nothing priced
 * was recorded.
 */
async function visitInvoiceLines(manager: EntityManager, visitIds: number[], labourLabel: string): Promise<LineFields[]> {
  const entries: { kind: 'HOURS' | 'PART'; text: string; minutes: number | null; quantity: string | null; unitPriceCents: number | null; vatRate: number | null }[] = await manager.query(
    `SELECT e.kind, e.text, e.minutes, e.quantity, e.unit_price_cents AS "unitPriceCents", e.vat_rate AS "vatRate"
       FROM visit_entries e
      WHERE e.visit_id = ANY($1) AND e.kind IN ('HOURS', 'PART')
      ORDER BY e.created_at, e.id`,
    [visitIds],
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

/** A job's draft invoice lines from its visits (above), for invoices and the work aboard; read in the caller's transaction. */
@Injectable()
export class VisitInvoiceLines {
  constructor(private readonly schedule: ScheduleService) {}

  async ofJob(manager: EntityManager, jobId: number, labourLabel: string): Promise<LineFields[]> {
    return visitInvoiceLines(manager, await this.schedule.visitIdsOfJob(manager, jobId), labourLabel);
  }
}
