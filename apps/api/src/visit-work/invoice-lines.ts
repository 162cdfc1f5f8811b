import type { LineFields } from '@mmt/billing';
import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { businessHoursOf, businessMinutes } from '../company/business-hours.js';
import { MemberPricing, type MemberWords, type PlanAt } from '../billing/member-pricing.js';
import { JobsService } from '../jobs/jobs.service.js';
import type { MembershipPlanEntity } from '../memberships/entities/membership.entity.js';
import { ScheduleService } from '../schedule/schedule.service.js';
import { fill } from '../texts/business-texts.js';
import type { BusinessHours } from '../company/business-hours.js';
import { LabourRateEntity } from './entities/part.entity.js';
import { VisitEntryEntity } from './entities/visit-entry.entity.js';

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
  quantity: number | null;
  unitPriceCents: number | null;
  vatRate: number | null;
  createdAt: Date;
  /** Its visit's start and finish aboard, and the minutes of all the hours recorded on the visit. */
  startedAt: Date | null;
  finishedAt: Date | null;
  visitMinutes: number;
}

/** What pricing a job's entries needs besides them: the customer, their plans over time, the company's hours, the list rate. */
interface Pricing {
  ownerId: string;
  planAt: PlanAt;
  schedule: BusinessHours;
  listRate: () => Promise<LabourRateEntity>;
  pricing: MemberPricing;
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
async function visitInvoiceLines(entries: Entry[], words: MemberWords, { ownerId, planAt, schedule, listRate, pricing }: Pricing): Promise<LineFields[]> {
  let listMinutes = 0;
  let plan: MembershipPlanEntity | null = null;
  const member = { normal: 0, overtime: 0 };
  for (const entry of entries) {
    if (entry.kind !== 'HOURS' || !entry.minutes) continue;
    const [from, to] = workedBetween(entry);
    const held = planAt(ownerId, from);
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
  const list = listMinutes + member.normal + member.overtime > 0 ? await listRate() : null;
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
  plan ??= planAt(ownerId, entries[entries.length - 1].createdAt);
  return plan ? pricing.withDiscount(lines, plan, words) : lines;
}

/** Jobs' draft invoice lines from their visits (above), for invoices, the work aboard and the desk; read in the caller's transaction. */
@Injectable()
export class VisitInvoiceLines {
  constructor(
    private readonly pricing: MemberPricing,
    private readonly schedule: ScheduleService,
    private readonly jobs: JobsService,
  ) {}

  async ofJob(manager: EntityManager, jobId: number, words: MemberWords): Promise<LineFields[]> {
    return (await this.ofJobs(manager, [jobId], words)).get(jobId)!;
  }

  /**
   * Several jobs' lines in a fixed number of queries, however many jobs and entries: their visits,
   * the visits' hours and parts, the jobs' boats' owners and the owners' memberships, each read once.
   */
  async ofJobs(manager: EntityManager, jobIds: readonly number[], words: MemberWords): Promise<Map<number, LineFields[]>> {
    const lines = new Map<number, LineFields[]>(jobIds.map((id) => [id, []]));
    const visits = jobIds.length ? await this.schedule.workTimesOfJobs(manager, jobIds) : [];
    const recorded = visits.length
      ? await manager.getRepository(VisitEntryEntity).find({
          where: { visitId: In(visits.map((visit) => visit.id)), kind: In(['HOURS', 'PART']) },
          order: { createdAt: 'ASC', id: 'ASC' },
        })
      : [];
    if (recorded.length === 0) return lines;
    const jobs = await this.jobs.findWithBoats(
      visits.map((visit) => visit.jobId),
      manager,
    );
    const ownerOf = (jobId: number) => jobs.find(({ job }) => job.id === jobId)!.boat.ownerId;
    const planAt = await this.pricing.plansAt(
      manager,
      jobs.map(({ boat }) => boat.ownerId),
    );
    const schedule = await businessHoursOf(manager);
    let rate: Promise<LabourRateEntity> | undefined;
    const listRate = () => (rate ??= listLabourRate(manager));
    const visitById = new Map(visits.map((visit) => [visit.id, visit]));
    const visitMinutes = new Map<number, number>();
    const byJob = new Map<number, VisitEntryEntity[]>();
    for (const entry of recorded) {
      visitMinutes.set(entry.visitId, (visitMinutes.get(entry.visitId) ?? 0) + (entry.minutes ?? 0));
      const jobId = visitById.get(entry.visitId)!.jobId;
      if (!byJob.has(jobId)) byJob.set(jobId, []);
      byJob.get(jobId)!.push(entry);
    }
    for (const [jobId, ofJob] of byJob) {
      const entries: Entry[] = ofJob.map((entry) => {
        const visit = visitById.get(entry.visitId)!;
        return {
          ...entry,
          kind: entry.kind as Entry['kind'],
          startedAt: visit.startedAt,
          finishedAt: visit.finishedAt,
          visitMinutes: visitMinutes.get(visit.id)!,
        };
      });
      lines.set(jobId, await visitInvoiceLines(entries, words, { ownerId: ownerOf(jobId), planAt, schedule, listRate, pricing: this.pricing }));
    }
    return lines;
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
