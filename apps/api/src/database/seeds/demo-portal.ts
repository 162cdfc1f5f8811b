import { Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BoatEntity } from '../../boats/entities/boat.entity.js';
import { issueInvoice } from '../../invoices/invoice-numbering.js';
import { JobStatusChangeEntity } from '../../jobs/entities/job-status-change.entity.js';
import { JobEntity, type JobStatusValue } from '../../jobs/entities/job.entity.js';
import { UserEntity } from '../../users/entities/user.entity.js';

const logger = new Logger('Seed');

export const DEMO_PORTAL_CUSTOMER = 'cliente@demo.com';

const DAY = 24 * 60 * 60 * 1000;

/** The spec's sample boats (ids 1 to 3 on an empty database), with plausible details. */
const boats = [
  {
    name: 'Sea Breeze',
    type: 'SAILBOAT',
    lengthMeters: 12.5,
    year: 2018,
    imageUrl: 'https://images.unsplash.com/photo-1540946485063-a40da27545f8?w=1200&q=70',
  },
  {
    name: 'Blue Horizon',
    type: 'MOTOR_YACHT',
    lengthMeters: 18.3,
    year: 2020,
    imageUrl: 'https://images.unsplash.com/photo-1567899378494-47b22a2ae96a?w=1200&q=70',
  },
  {
    name: 'Mallorca Spirit',
    type: 'CATAMARAN',
    lengthMeters: 14.2,
    year: 2019,
    imageUrl: 'https://images.unsplash.com/photo-1605281317010-fe5ffe798166?w=1200&q=70',
  },
];

/** Jobs per boat (index into boats), each with its path of statuses and how many days ago it began. */
const jobs: { boat: number; title: string; description: string; path: JobStatusValue[]; daysAgo: number; preferredInDays?: number }[] = [
  { boat: 0, title: 'Revisión de motor', description: 'Revisión anual del motor auxiliar y cambio de filtros.', path: ['PENDING', 'IN_PROGRESS', 'COMPLETED'], daysAgo: 40 },
  { boat: 0, title: 'Instalación de GPS', description: 'Sustituir el plotter antiguo por un GPS multifunción.', path: ['PENDING', 'IN_PROGRESS'], daysAgo: 12 },
  { boat: 1, title: 'Reparación de radar', description: 'El radar pierde la señal a partir de 6 millas.', path: ['PENDING', 'IN_PROGRESS', 'COMPLETED'], daysAgo: 30 },
  { boat: 1, title: 'Mantenimiento de baterías', description: 'Comprobar el banco de baterías de servicio.', path: ['PENDING'], daysAgo: 3, preferredInDays: 10 },
  { boat: 2, title: 'Instalación de paneles solares', description: 'Dos paneles de 200 W sobre el bimini con regulador MPPT.', path: ['PENDING'], daysAgo: 2, preferredInDays: 14 },
  { boat: 2, title: 'Actualización de la electrónica de navegación', description: 'Actualizar el software de la pantalla y el AIS.', path: ['PENDING', 'CANCELLED'], daysAgo: 20 },
];

/** The spec's sample invoices: INV-2025-001 … with at least one Pendiente and one Pagado. */
const invoices: { boat: number; issueDate: string; concept: string; amountCents: number; paidAt?: string }[] = [
  { boat: 0, issueDate: '2025-01-15', concept: 'Revisión de motor', amountCents: 45000, paidAt: '2025-01-20T10:30:00Z' },
  { boat: 1, issueDate: '2025-02-01', concept: 'Reparación de radar', amountCents: 125000 },
  { boat: 2, issueDate: '2025-02-15', concept: 'Instalación de GPS', amountCents: 85000 },
];

/**
 * The demo customer's portal: three boats with a month of hourly readings, their jobs with their
 * status history, and the sample invoices. Runs once (only while there are no boats).
 */
export async function seedDemoPortal(manager: EntityManager): Promise<void> {
  if ((await manager.getRepository(BoatEntity).count()) > 0) return;
  const customer = await manager.getRepository(UserEntity).findOneBy({ email: DEMO_PORTAL_CUSTOMER });
  if (!customer) return;

  const boatRows = await manager.getRepository(BoatEntity).save(boats.map((boat) => ({ ...boat, ownerId: customer.id })));
  const boatIds = boatRows.map((boat) => boat.id);

  // A month of hourly readings per boat in one statement: daily solar cycles on the battery, warmer
  // afternoons, humidity moving against temperature. The third boat's battery runs down to 10 %, so
  // its latest reading is under the 20 % warning at any hour of the day (the solar cycle adds ≤ 9).
  await manager.query(
    `INSERT INTO vital_sign_readings (boat_id, recorded_at, battery_percent, temperature_celsius, humidity_percent)
     SELECT boat.id, at,
            least(100, greatest(0,
              CASE WHEN boat.n = 3 THEN 62 - 52 * (1 - extract(epoch FROM now() - at) / (30 * 86400)) ELSE 78 + boat.n * 4 END
              + 9 * sin(2 * pi() * (extract(hour FROM at) - 9) / 24) + 2 * sin(boat.n * hour_index))),
            21 + boat.n + 4 * sin(2 * pi() * (extract(hour FROM at) - 10) / 24) + 1.2 * sin(hour_index / 37.0 + boat.n),
            least(100, greatest(0, 66 - 10 * sin(2 * pi() * (extract(hour FROM at) - 10) / 24) + 5 * cos(hour_index / 53.0 + boat.n)))
       FROM unnest($1::int[]) WITH ORDINALITY AS boat (id, n)
      CROSS JOIN LATERAL (
        SELECT date_trunc('hour', now()) - make_interval(hours => h) AS at, h AS hour_index
          FROM generate_series(0, 30 * 24 - 1) AS h
      ) hours`,
    [boatIds],
  );

  const now = Date.now();
  for (const job of jobs) {
    const createdAt = new Date(now - job.daysAgo * DAY);
    const status = job.path.at(-1)!;
    const saved = await manager.getRepository(JobEntity).save({
      boatId: boatIds[job.boat],
      title: job.title,
      description: job.description,
      status,
      preferredDate: job.preferredInDays === undefined ? null : new Date(now + job.preferredInDays * DAY).toISOString().slice(0, 10),
      contactPhone: '612345678',
      requestedBy: customer.id,
      createdAt,
    });
    // Each later status a few days after the previous one.
    await manager.getRepository(JobStatusChangeEntity).insert(
      job.path.map((step, index) => ({
        jobId: saved.id,
        status: step,
        changedAt: new Date(createdAt.getTime() + index * 3 * DAY),
        changedBy: index === 0 ? customer.id : null,
      })),
    );
  }

  for (const invoice of invoices) {
    await issueInvoice(manager, {
      customerId: customer.id,
      boatId: boatIds[invoice.boat],
      issueDate: invoice.issueDate,
      concept: invoice.concept,
      amountCents: invoice.amountCents,
      paidAt: invoice.paidAt ? new Date(invoice.paidAt) : null,
    });
  }
  logger.log(`seeded the demo portal for ${DEMO_PORTAL_CUSTOMER}: ${boats.length} boats, ${jobs.length} jobs, ${invoices.length} invoices`);
}
