import { Logger } from '@nestjs/common';
import type { LineFields, TaxIdKind } from '@mmt/billing';
import type { Language } from '@mmt/i18n';
import type { EntityManager } from 'typeorm';
import { dayInPalma } from '../../common/calendar.js';
import { InvoiceEntity, type RectificationCauseValue } from '../../invoices/entities/invoice.entity.js';
import { issueInvoice } from '../../invoices/invoice-numbering.js';
import type { SystemIdentification } from '../../invoices/verifactu/billing-records.js';
import { UserEntity } from '../../users/entities/user.entity.js';

const logger = new Logger('Seed');
const DAY = 24 * 60 * 60 * 1000;

interface DemoClient {
  name: string;
  email: string;
  language: Language;
  identity: { kind: TaxIdKind; number: string; country: string } | null;
  address: Pick<UserEntity, 'addressLine' | 'postalCode' | 'city' | 'region' | 'countryCode'> | null;
  /** Issued `daysAgo`, oldest first; `rectified`: then corrected today by a rectifying invoice by substitution. */
  invoices: { concept: string; lines: LineFields[]; daysAgo: number; rectified?: { cause: RectificationCauseValue; reason: string; lines: LineFields[] } }[];
}

const labour = (description: string, hours: number, zeroVatCause?: 'N2'): LineFields =>
  zeroVatCause
    ? { description, quantity: hours, unitPriceCents: 5900, vatRate: 0, zeroVatCause }
    : { description, quantity: hours, unitPriceCents: 5900, vatRate: 21 };

/**
 * Clients identified each way the AEAT takes (and one not identified at all), with the invoices
 * each gets: a full invoice (F1) to a Spanish company, then corrected (R1); to an EU company for a
 * service not subject to Spanish VAT (N2, reverse charge); a simplified one (F2) to a private
 * customer without identification, then corrected (R5). Both corrections by substitution: a credit's
 * negative total would stop the migrations' way down (1766000000000's down removes such invoices,
 * which their records keep). The demo accounts' own invoices name a NIF
 * (cliente@demo.com) and a British passport (customer@demo.com).
 */
export const demoClients: DemoClient[] = [
  {
    name: 'Astilleros del Molinar S.L.',
    email: 'facturas@astilleros-molinar.example',
    language: 'es',
    identity: { kind: 'NIF', number: 'B07123458', country: 'ES' },
    address: { addressLine: 'Carrer del Vicari Joaquim Fuster, 85', postalCode: '07006', city: 'Palma', region: 'Illes Balears', countryCode: 'ES' },
    invoices: [
      {
        concept: 'Cableado de red a bordo',
        lines: [
          labour('Tendido de cable de red Cat 6 (horas)', 6),
          { description: 'Conmutador de red marino de 8 puertos', quantity: 1, unitPriceCents: 21900, vatRate: 21 },
        ],
        daysAgo: 3,
        rectified: {
          cause: 'R1',
          reason: 'Se facturaron 6 horas; fueron 5.',
          lines: [
            labour('Tendido de cable de red Cat 6 (horas)', 5),
            { description: 'Conmutador de red marino de 8 puertos', quantity: 1, unitPriceCents: 21900, vatRate: 21 },
          ],
        },
      },
    ],
  },
  {
    name: 'Nordsee Yachtservice GmbH',
    email: 'rechnungen@nordsee-yachtservice.example',
    language: 'en',
    identity: { kind: 'EU_VAT', number: 'DE811569869', country: 'DE' },
    address: { addressLine: 'Am Sandtorkai 41', postalCode: '20457', city: 'Hamburg', region: null, countryCode: 'DE' },
    invoices: [
      {
        concept: 'Radar diagnosis for a client yacht in Palma',
        lines: [
          labour('Radar diagnosis and repair (hours)', 4, 'N2'),
          { description: 'Magnetron, replacement', quantity: 1, unitPriceCents: 62000, vatRate: 0, zeroVatCause: 'N2' },
        ],
        daysAgo: 2,
      },
    ],
  },
  {
    name: 'Marina Pons Ferrer',
    email: 'marina.pons@correo.example',
    language: 'es',
    identity: null,
    address: null,
    invoices: [
      {
        concept: 'Revisión de la luz de fondeo',
        lines: [
          labour('Revisión y cambio de la luz de fondeo (horas)', 1.5),
          { description: 'Luz de fondeo LED', quantity: 1, unitPriceCents: 8900, vatRate: 21 },
        ],
        daysAgo: 1,
        rectified: {
          cause: 'R1',
          reason: 'La luz de fondeo se cobró a precio de tarifa; tenía descuento.',
          lines: [
            labour('Revisión y cambio de la luz de fondeo (horas)', 1.5),
            { description: 'Luz de fondeo LED', quantity: 1, unitPriceCents: 7900, vatRate: 21 },
          ],
        },
      },
    ],
  },
  {
    name: 'Lars Johansson',
    email: 'lars.johansson@post.example',
    language: 'en',
    identity: { kind: 'RESIDENCE_ID', number: 'NO8812345', country: 'NO' },
    address: null,
    invoices: [],
  },
  {
    name: 'Emily Carter',
    email: 'emily.carter@mail.example',
    language: 'en',
    identity: { kind: 'RESIDENCE_CERTIFICATE', number: 'US2026554', country: 'US' },
    address: null,
    invoices: [],
  },
  {
    name: 'Luca Bernasconi',
    email: 'luca.bernasconi@mail.example',
    language: 'en',
    identity: { kind: 'OTHER', number: 'CH7566431', country: 'CH' },
    address: null,
    invoices: [],
  },
  {
    name: 'Antonio Ruiz Gil',
    email: 'antonio.ruiz@correo.example',
    language: 'es',
    identity: { kind: 'NOT_REGISTERED', number: '45678912S', country: 'ES' },
    address: null,
    invoices: [],
  },
];

/** The demo clients above and their invoices, after the demo portals' (their numbers follow their dates). Invited, with no password. */
export async function seedDemoInvoicing(manager: EntityManager, recordSystem: SystemIdentification, now: number): Promise<void> {
  const users = manager.getRepository(UserEntity);
  const issued: { customer: UserEntity; invoice: DemoClient['invoices'][number] }[] = [];
  for (const client of demoClients) {
    const customer = await users.save(
      users.create({
        name: client.name,
        email: client.email,
        language: client.language,
        role: 'customer',
        passwordHash: null,
        phone: null,
        taxId: client.identity?.number ?? null,
        taxIdKind: client.identity?.kind ?? null,
        taxIdCountry: client.identity?.country ?? null,
        addressLine: null,
        postalCode: null,
        city: null,
        region: null,
        countryCode: null,
        ...client.address,
        deactivatedAt: null,
      }),
    );
    issued.push(...client.invoices.map((invoice) => ({ customer, invoice })));
  }
  const corrections: { customer: UserEntity; original: InvoiceEntity; rectified: NonNullable<DemoClient['invoices'][number]['rectified']> }[] = [];
  for (const { customer, invoice } of issued.sort((a, b) => b.invoice.daysAgo - a.invoice.daysAgo)) {
    const issueDate = dayInPalma(new Date(now - invoice.daysAgo * DAY));
    const original = await issueInvoice(
      manager,
      {
        series: 'INV',
        customer,
        boatId: null,
        jobId: null,
        issueDate,
        dueDate: dayInPalma(new Date(now + (30 - invoice.daysAgo) * DAY)),
        concept: invoice.concept,
        lines: invoice.lines,
      },
      recordSystem,
    );
    if (invoice.rectified) corrections.push({ customer, original, rectified: invoice.rectified });
  }
  const today = dayInPalma(new Date(now));
  for (const { customer, original, rectified } of corrections) {
    await issueInvoice(
      manager,
      {
        series: 'RECT',
        customer,
        boatId: null,
        jobId: null,
        issueDate: today,
        dueDate: original.dueDate,
        concept: original.concept,
        lines: rectified.lines,
        rectifies: { original, reason: rectified.reason, method: 'SUBSTITUTION', cause: rectified.cause },
      },
      recordSystem,
    );
    await manager.getRepository(InvoiceEntity).update({ id: original.id }, { status: 'RECTIFIED' });
  }
  logger.log(
    `seeded ${demoClients.length} demo clients of every kind of tax identification, ${issued.length} invoices and ${corrections.length} rectifications`,
  );
}
