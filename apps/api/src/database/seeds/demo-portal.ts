import { Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { priceLines, type LineFields } from '@mmt/billing';
import { BoatEntity } from '../../boats/entities/boat.entity.js';
import type { PaymentMethodValue } from '../../invoices/entities/invoice.entity.js';
import { issueInvoice } from '../../invoices/invoice-numbering.js';
import type { SystemIdentification } from '../../invoices/verifactu/billing-records.js';
import { JobStatusChangeEntity } from '../../jobs/entities/job-status-change.entity.js';
import { JobEntity, type JobStatusValue } from '../../jobs/entities/job.entity.js';
import { QuoteEntity, QuoteLineEntity } from '../../quotes/entities/quote.entity.js';
import { dayInPalma, nextCalendarDay, palmaInstant } from '../../common/calendar.js';
import { VisitTechnicianEntity } from '../../schedule/entities/visit-technician.entity.js';
import { VisitEntity } from '../../schedule/entities/visit.entity.js';
import { UserEntity } from '../../users/entities/user.entity.js';
import { seedDemoInvoicing } from './demo-invoicing.js';
import { seedDemoMemberships } from './demo-memberships.js';
import { seedDemoParts } from './demo-parts.js';
import { seedDemoMaintenance } from './demo-maintenance.js';
import { seedDemoReadings } from './demo-readings.js';

const logger = new Logger('Seed');

const DAY = 24 * 60 * 60 * 1000;
const QUOTED_PATH: JobStatusValue[] = ['PENDING', 'QUOTED', 'APPROVED', 'IN_PROGRESS', 'COMPLETED'];

interface DemoJob {
  boat: number;
  title: string;
  description: string;
  /** The statuses it went through, each three days after the previous one. */
  path: JobStatusValue[];
  daysAgo: number;
  preferredInDays?: number;
  /** A quote sent at its QUOTED step (approved when the path goes on), valid for `validDays`. */
  quote?: { lines: LineFields[]; validDays: number };
}

interface DemoInvoice {
  boat: number;
  /** The job it bills (its title is the concept). */
  job: number;
  lines: LineFields[];
  issuedDaysAgo: number;
  dueAfterDays: number;
  paid?: { daysAgo: number; method: PaymentMethodValue };
}

/** One demo customer's portal: boats, jobs (with their timelines and quotes) and invoices, in their language. */
interface DemoPortal {
  email: string;
  boats: (Pick<BoatEntity, 'name' | 'type' | 'lengthMeters' | 'year' | 'imageUrl'> &
    Partial<Pick<BoatEntity, 'berthMarina' | 'berthPontoon' | 'berthNumber'>>)[];
  jobs: DemoJob[];
  invoices: DemoInvoice[];
}

const hours = (description: string, quantity: number, unitPriceCents = 5900): LineFields => ({ description, quantity, unitPriceCents, vatRate: 21 });
const part = (description: string, quantity: number, unitPriceCents: number): LineFields => ({ description, quantity, unitPriceCents, vatRate: 21 });

/**
 * The Spanish-speaking customer of the spec (its sample boats are ids 1 to 3 on an empty database)
 * and an English-speaking one. No photos: the portal draws each boat's type (a demo should not
 * hotlink stock photos that may show another boat). Dates are relative to the day of seeding: one invoice is overdue,
 * one is paid, the others are pending and not yet due.
 */
export const demoPortals: DemoPortal[] = [
  {
    email: 'cliente@demo.com',
    boats: [
      {
        name: 'Sea Breeze',
        type: 'SAILBOAT',
        lengthMeters: 12.5,
        year: 2018,
        imageUrl: null,
        berthMarina: 'Club de Mar Mallorca',
        berthPontoon: 'B',
        berthNumber: '12',
      },
      {
        name: 'Blue Horizon',
        type: 'MOTOR_YACHT',
        lengthMeters: 18.3,
        year: 2020,
        imageUrl: null,
        berthMarina: 'Port Adriano',
        berthPontoon: 'D',
        berthNumber: '41',
      },
      { name: 'Mallorca Spirit', type: 'CATAMARAN', lengthMeters: 14.2, year: 2019, imageUrl: null },
    ],
    jobs: [
      {
        boat: 0,
        title: 'Revisión de motor',
        description: 'Revisión anual del motor auxiliar y cambio de filtros.',
        path: ['PENDING', 'IN_PROGRESS', 'COMPLETED'],
        daysAgo: 70,
      },
      {
        boat: 0,
        title: 'Instalación de GPS',
        description: 'Sustituir el plotter antiguo por un GPS multifunción.',
        path: ['PENDING', 'IN_PROGRESS'],
        daysAgo: 12,
      },
      {
        boat: 1,
        title: 'Reparación de radar',
        description: 'El radar pierde la señal a partir de 6 millas.',
        path: QUOTED_PATH,
        daysAgo: 68,
        quote: {
          lines: [hours('Diagnóstico y reparación del radar (horas)', 6), part('Magnetrón de recambio', 1, 62000), part('Cable coaxial RG-213 (m)', 15, 640)],
          validDays: 30,
        },
      },
      {
        boat: 1,
        title: 'Mantenimiento de baterías',
        description: 'Comprobar el banco de baterías de servicio.',
        path: ['PENDING', 'QUOTED'],
        daysAgo: 4,
        preferredInDays: 10,
        quote: { lines: [hours('Revisión del banco de baterías (horas)', 2), part('Batería AGM 12 V 120 Ah', 2, 28900)], validDays: 21 },
      },
      {
        boat: 2,
        title: 'Instalación de paneles solares',
        description: 'Dos paneles de 200 W sobre el bimini con regulador MPPT.',
        path: ['PENDING'],
        daysAgo: 2,
        preferredInDays: 14,
      },
      {
        boat: 2,
        title: 'Actualización de la electrónica de navegación',
        description: 'Actualizar el software de la pantalla y el AIS.',
        path: ['PENDING', 'IN_PROGRESS', 'COMPLETED'],
        daysAgo: 26,
      },
    ],
    invoices: [
      {
        boat: 0,
        job: 0,
        lines: [
          hours('Mano de obra: revisión del motor auxiliar (horas)', 3),
          part('Kit de filtros (aceite, gasoil, aire)', 1, 8950),
          part('Aceite de motor 15W-40 (l)', 6, 1290),
        ],
        issuedDaysAgo: 60,
        dueAfterDays: 30,
        paid: { daysAgo: 55, method: 'TRANSFER' },
      },
      { boat: 1, job: 2, lines: [], issuedDaysAgo: 50, dueAfterDays: 30 },
      {
        boat: 2,
        job: 5,
        lines: [hours('Actualización de software de pantalla y AIS (horas)', 2.5), part('Licencia de cartografía Navionics+', 1, 19900)],
        issuedDaysAgo: 6,
        dueAfterDays: 30,
      },
    ],
  },
  {
    email: 'customer@demo.com',
    boats: [
      {
        name: 'Wind Dancer',
        type: 'SAILBOAT',
        lengthMeters: 13.7,
        year: 2016,
        imageUrl: null,
        berthMarina: "Club de Vela Port d'Andratx",
        berthPontoon: '2',
        berthNumber: '7',
      },
      { name: 'Island Hopper', type: 'RIB', lengthMeters: 6.4, year: 2022, imageUrl: null },
    ],
    jobs: [
      {
        boat: 0,
        title: 'Annual engine service',
        description: 'Yearly service of the Volvo Penta D2-50 before the season.',
        path: ['PENDING', 'IN_PROGRESS', 'COMPLETED'],
        daysAgo: 45,
      },
      {
        boat: 0,
        title: 'Shore power inlet replacement',
        description: 'The shore power inlet is corroded and trips the breaker.',
        path: QUOTED_PATH,
        daysAgo: 20,
        quote: {
          lines: [hours('Labour: replace inlet and rewire (hours)', 2.5), part('Marine shore power inlet 16 A, stainless steel', 1, 14500)],
          validDays: 30,
        },
      },
      {
        boat: 1,
        title: 'Chartplotter upgrade',
        description: 'Replace the old 7" plotter with a 9" touch screen and connect the AIS.',
        path: ['PENDING', 'QUOTED'],
        daysAgo: 3,
        preferredInDays: 21,
        quote: { lines: [part('9" touch chartplotter with transducer', 1, 129900), hours('Installation and AIS integration (hours)', 4)], validDays: 30 },
      },
    ],
    invoices: [
      {
        boat: 0,
        job: 0,
        lines: [hours('Labour: engine service (hours)', 3.5), part('Service kit: impeller, filters, belt', 1, 11900), part('Engine oil 15W-40 (l)', 7, 1290)],
        issuedDaysAgo: 35,
        dueAfterDays: 30,
        paid: { daysAgo: 30, method: 'CARD' },
      },
      { boat: 0, job: 1, lines: [], issuedDaysAgo: 4, dueAfterDays: 30 },
    ],
  },
];

/** How long before their oldest job the demo customers became clients (and their boats were added). */
const CLIENT_BEFORE_FIRST_JOB_DAYS = 30;

/**
 * The demo customers' portals. Runs once (only while there are no boats); invoices are issued
 * oldest first, so their numbers follow their dates.
 */
export async function seedDemoPortal(manager: EntityManager, recordSystem: SystemIdentification): Promise<void> {
  if ((await manager.getRepository(BoatEntity).count()) > 0) return;
  const now = Date.now();
  const seeded: { customer: UserEntity; portal: DemoPortal; boatIds: number[]; jobs: { entity: JobEntity; quote: QuoteEntity | null }[] }[] = [];
  for (const portal of demoPortals) {
    const customer = await manager.getRepository(UserEntity).findOneBy({ email: portal.email });
    if (!customer) continue;
    // A client since a month before their oldest job, so that 'Cliente desde' agrees with their history.
    const since = new Date(now - (Math.max(...portal.jobs.map((job) => job.daysAgo)) + CLIENT_BEFORE_FIRST_JOB_DAYS) * DAY);
    await manager.getRepository(UserEntity).update({ id: customer.id }, { createdAt: since });
    const boatRows = await manager.getRepository(BoatEntity).save(portal.boats.map((boat) => ({ ...boat, ownerId: customer.id, createdAt: since })));
    seeded.push({ customer, portal, boatIds: boatRows.map((boat) => boat.id), jobs: [] });
  }
  const allBoatIds = seeded.flatMap((entry) => entry.boatIds);
  if (allBoatIds.length === 0) return;

  await seedDemoReadings(manager, allBoatIds);
  await seedDemoParts(manager);

  for (const entry of seeded) {
    for (const job of entry.portal.jobs) entry.jobs.push(await seedJob(manager, entry.customer, entry.boatIds[job.boat], job, now));
    await seedDemoMaintenance(manager, entry.portal.email, entry.boatIds, now);
  }

  await seedDemoVisits(manager, seeded, now);

  const invoices = seeded
    .flatMap((entry) => entry.portal.invoices.map((invoice) => ({ entry, invoice })))
    .sort((a, b) => b.invoice.issuedDaysAgo - a.invoice.issuedDaysAgo);
  for (const { entry, invoice } of invoices) {
    const { entity: job, quote } = entry.jobs[invoice.job];
    const issueDate = dayInPalma(new Date(now - invoice.issuedDaysAgo * DAY));
    await issueInvoice(
      manager,
      {
        series: 'INV',
        customer: entry.customer,
        boatId: entry.boatIds[invoice.boat],
        jobId: job.id,
        issueDate,
        dueDate: dayInPalma(new Date(now - (invoice.issuedDaysAgo - invoice.dueAfterDays) * DAY)),
        concept: job.title,
        // No lines of its own: the job's approved quote.
        lines: invoice.lines.length
          ? invoice.lines
          : quote!.lines!.map(({ description, quantity, unitPriceCents, vatRate, zeroVatCause }) => ({
              description,
              quantity,
              unitPriceCents,
              vatRate,
              zeroVatCause,
            })),
        payment: invoice.paid && { paidAt: new Date(now - invoice.paid.daysAgo * DAY), method: invoice.paid.method, reference: null },
      },
      recordSystem,
    );
  }
  await seedDemoInvoicing(manager, recordSystem, now);
  await seedDemoMemberships(manager, recordSystem, now);
  for (const { customer, portal } of seeded) {
    logger.log(`seeded the demo portal of ${customer.email}: ${portal.boats.length} boats, ${portal.jobs.length} jobs, ${portal.invoices.length} invoices`);
  }
}

/**
 * The demo technician's visits: today and tomorrow (Palma) aboard the Spanish customer's boat,
 * for its job under way, so that their area and the admins' day have something to show.
 */
async function seedDemoVisits(manager: EntityManager, seeded: { portal: DemoPortal; jobs: { entity: JobEntity }[] }[], now: number): Promise<void> {
  const technician = await manager.getRepository(UserEntity).findOneBy({ email: 'tecnico@demo.com' });
  const job = seeded.find((entry) => entry.portal.email === 'cliente@demo.com')?.jobs.find(({ entity }) => entity.status === 'IN_PROGRESS')?.entity;
  if (!technician || !job) return;
  const today = dayInPalma(new Date(now));
  const windows = [
    { day: today, start: '09:00', end: '13:00', minutes: 180 },
    { day: nextCalendarDay(today), start: '09:30', end: '11:30', minutes: 90 },
  ];
  for (const window of windows) {
    const visit = await manager.getRepository(VisitEntity).save({
      jobId: job.id,
      startsAt: palmaInstant(window.day, window.start),
      endsAt: palmaInstant(window.day, window.end),
      estimatedMinutes: window.minutes,
      createdBy: null,
    });
    await manager.getRepository(VisitTechnicianEntity).insert({ visitId: visit.id, technicianId: technician.id });
  }
  logger.log(`seeded ${windows.length} visits of ${technician.email}`);
}

/** A job with its timeline (each status three days after the previous one) and its quote. */
async function seedJob(
  manager: EntityManager,
  customer: UserEntity,
  boatId: number,
  job: DemoJob,
  now: number,
): Promise<{ entity: JobEntity; quote: QuoteEntity | null }> {
  const createdAt = new Date(now - job.daysAgo * DAY);
  const at = (step: number) => new Date(createdAt.getTime() + step * 3 * DAY);
  const entity = await manager.getRepository(JobEntity).save({
    boatId,
    title: job.title,
    description: job.description,
    status: job.path.at(-1)!,
    preferredDate: job.preferredInDays === undefined ? null : dayInPalma(new Date(now + job.preferredInDays * DAY)),
    contactPhone: customer.phone,
    requestedBy: customer.id,
    createdAt,
  });
  await manager
    .getRepository(JobStatusChangeEntity)
    .insert(job.path.map((status, index) => ({ jobId: entity.id, status, changedAt: at(index), changedBy: index === 0 ? customer.id : null })));
  if (!job.quote) return { entity, quote: null };
  const quotedStep = job.path.indexOf('QUOTED');
  const approved = job.path.includes('APPROVED');
  const priced = priceLines(job.quote.lines);
  const quote = await manager.getRepository(QuoteEntity).save({
    jobId: entity.id,
    status: approved ? 'APPROVED' : 'SENT',
    validUntil: dayInPalma(new Date(at(quotedStep).getTime() + job.quote.validDays * DAY)),
    note: null,
    taxBaseCents: priced.taxBaseCents,
    vatCents: priced.vatCents,
    totalCents: priced.totalCents,
    decidedAt: approved ? at(quotedStep + 1) : null,
    createdAt: at(quotedStep),
    lines: priced.lines.map((line, position) => Object.assign(new QuoteLineEntity(), { ...line, position })),
  });
  return { entity, quote };
}
