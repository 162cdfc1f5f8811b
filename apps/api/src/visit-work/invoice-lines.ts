import type { LineFields } from '@mmt/billing';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { businessHoursOf, businessMinutes } from '../company/business-hours.js';
import { MemberPricing, type MemberWords } from '../billing/member-pricing.js';
import type { MembershipPlanEntity } from '../memberships/entities/membership.entity.js';
import { fill } from '../texts/business-texts.js';
import { LabourRateEntity } from './entities/part.entity.js';

/** For amounts only (bounds, totals): lines whose wording no one reads. */
export const UNLABELLED: MemberWords = { labour: '', memberLabour: '', memberOvertime: '', memberDiscount: '' };

/** The price list's hourly rate of labour and its VAT. */
export function listLabourRate(manager: EntityManager): Promise<LabourRateEntity> {
  return manager.getRepository(LabourRateEntity).findOneByOrFail({ id: 1 });
}

interface Entry {
  kind: 'HOURS' | 'PART';
  text: string;
  minutes: number | null;
  quantity: string | null;
  unitPriceCents: number | null;
  vatRate: number | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  visitMinutes: number;
  ownerId: string;
}

/**
 * When an entry's hours were worked: its visit from when it was started to when it finished (or
 * for as long as the visit's hours recorded, if not finished yet); without a start, the minutes
 * up to when they were recorded.
 */
function workedBetween(entry: Entry): [Date, Date] {
  if (entry.startedAt) return [entry.startedAt, entry.finishedAt ?? new Date(entry.startedAt.getTime() + entry.visitMinutes * 60_000)];
  return [new Date(entry.createdAt.getTime() - (entry.minutes ?? 0) * 60_000), entry.createdAt];
}

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/**
 * A job's draft invoice lines from what its technicians recorded aboard, so nothing is typed
 * again: its visits' hours as labour and its parts at the price they had when used (the same part
 * at the same price in one line). Hours worked while the customer was a VIP member are at their
 * plan's normal rate for the share of the visit within business hours and its overtime rate for
 * the rest, and the plan's discount follows (the plan of the latest work); others at the list
 * rate. Empty when nothing priced was recorded.
 */
async function visitInvoiceLines(manager: EntityManager, jobId: number, words: MemberWords, pricing: MemberPricing): Promise<LineFields[]> {
  const entries: Entry[] = await manager.query(
    `SELECT e.kind, e.text, e.minutes, e.quantity, e.unit_price_cents AS "unitPriceCents", e.vat_rate AS "vatRate", e.created_at AS "createdAt",
            v.started_at AS "startedAt", v.finished_at AS "finishedAt", b.owner_id AS "ownerId",
            sum(coalesce(e.minutes, 0)) OVER (PARTITION BY v.id)::integer AS "visitMinutes"
       FROM visit_entries e JOIN visits v ON v.id = e.visit_id JOIN jobs j ON j.id = v.job_id JOIN boats b ON b.id = j.boat_id
      WHERE v.job_id = $1 AND e.kind IN ('HOURS', 'PART')
      ORDER BY e.created_at, e.id`,
    [jobId],
  );
  if (entries.length === 0) return [];
  const schedule = await businessHoursOf(manager);
  let listMinutes = 0;
  let plan: MembershipPlanEntity | null = null;
  const member = { normal: 0, overtime: 0 };
  for (const entry of entries) {
    if (entry.kind !== 'HOURS' || !entry.minutes) continue;
    const [from, to] = workedBetween(entry);
    const held = await pricing.planAt(manager, entry.ownerId, from);
    if (!held) {
      listMinutes += entry.minutes;
      continue;
    }
    plan = held;
    const span = to.getTime() - from.getTime();
    const within = span > 0 ? businessMinutes(schedule, from, to) / (span / 60_000) : businessMinutes(schedule, from, new Date(from.getTime() + 60_000));
    member.normal += entry.minutes * within;
    member.overtime += entry.minutes * (1 - within);
  }
  const lines: LineFields[] = [];
  const list = listMinutes + member.normal + member.overtime > 0 ? await listLabourRate(manager) : null;
  const vatRate = list?.vatRate ?? 0;
  if (listMinutes > 0) lines.push({ description: words.labour, quantity: hours(listMinutes), unitPriceCents: list!.priceCents, vatRate });
  if (plan) {
    const name = { plan: pricing.planName(plan.id) };
    if (hours(member.normal) > 0)
      lines.push({ description: fill(words.memberLabour, name), quantity: hours(member.normal), unitPriceCents: plan.normalRateCents, vatRate });
    if (hours(member.overtime) > 0)
      lines.push({ description: fill(words.memberOvertime, name), quantity: hours(member.overtime), unitPriceCents: plan.overtimeRateCents, vatRate });
  }
  for (const entry of entries) {
    if (entry.kind !== 'PART') continue;
    const same = lines.find((line) => line.description === entry.text && line.unitPriceCents === entry.unitPriceCents && line.vatRate === entry.vatRate);
    if (same) same.quantity = Math.round((same.quantity + Number(entry.quantity)) * 100) / 100;
    else lines.push({ description: entry.text, quantity: Number(entry.quantity), unitPriceCents: entry.unitPriceCents!, vatRate: entry.vatRate! });
  }
  // Parts alone: the plan of when they were used.
  plan ??= await pricing.planAt(manager, entries[0].ownerId, entries[entries.length - 1].createdAt);
  return plan ? pricing.withDiscount(lines, plan, words) : lines;
}

/** A job's draft invoice lines from its visits (above), for invoices and the work aboard; read in the caller's transaction. */
@Injectable()
export class VisitInvoiceLines {
  constructor(private readonly pricing: MemberPricing) {}

  ofJob(manager: EntityManager, jobId: number, words: MemberWords): Promise<LineFields[]> {
    return visitInvoiceLines(manager, jobId, words, this.pricing);
  }

  /** Every description a labour line of technicians' hours can have in one language: the list rate's and each plan's normal and overtime ones (the desk counts billed hours by them). */
  labourDescriptions(words: MemberWords): string[] {
    return [
      words.labour,
      ...(['GOLD', 'SILVER'] as const).flatMap((plan) => [
        fill(words.memberLabour, { plan: this.pricing.planName(plan) }),
        fill(words.memberOvertime, { plan: this.pricing.planName(plan) }),
      ]),
    ];
  }
}
