import { Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BoatEntity } from '../../boats/entities/boat.entity.js';
import { issueInvoice } from '../../invoices/invoice-numbering.js';
import { JobStatusChangeEntity } from '../../jobs/entities/job-status-change.entity.js';
import { JobEntity, type JobStatusValue } from '../../jobs/entities/job.entity.js';
import { UserEntity } from '../../users/entities/user.entity.js';
import { seedDemoReadings } from './demo-readings.js';

const logger = new Logger('Seed');

export const DEMO_PORTAL_CUSTOMER = 'cliente@demo.com';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The spec's sample boats (ids 1 to 3 on an empty database), with plausible details. No photos: the
 * portal draws each boat's type (a demo should not hotlink stock photos that may show another boat).
 */
const boats = [
  {
    name: 'Sea Breeze',
    type: 'Velero',
    lengthMeters: 12.5,
    year: 2018,
    imageUrl: null,
  },
  {
    name: 'Blue Horizon',
    type: 'Yate a motor',
    lengthMeters: 18.3,
    year: 2020,
    imageUrl: null,
  },
  {
    name: 'Mallorca Spirit',
    type: 'Catamarán',
    lengthMeters: 14.2,
    year: 2019,
    imageUrl: null,
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
 * The demo customer's portal: three boats with a month of readings (demo-readings), their jobs with their
 * status history, and the sample invoices. Runs once (only while there are no boats).
 */
export async function seedDemoPortal(manager: EntityManager): Promise<void> {
  if ((await manager.getRepository(BoatEntity).count()) > 0) return;
  const customer = await manager.getRepository(UserEntity).findOneBy({ email: DEMO_PORTAL_CUSTOMER });
  if (!customer) return;

  const boatRows = await manager.getRepository(BoatEntity).save(boats.map((boat) => ({ ...boat, ownerId: customer.id })));
  const boatIds = boatRows.map((boat) => boat.id);

  await seedDemoReadings(manager, boatIds);

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
