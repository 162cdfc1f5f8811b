import type { EntityManager } from 'typeorm';
import { priceLines, type LineFields } from '@mmt/billing';
import { CompanyDetailsEntity } from '../company/entities/company-details.entity.js';
import type { UserEntity } from '../users/entities/user.entity.js';
import {
  InvoiceEntity,
  InvoiceLineEntity,
  type InvoiceSeries,
  type InvoiceStatusValue,
  type PaymentMethodValue,
  type RectificationCauseValue,
  type RectificationMethodValue,
} from './entities/invoice.entity.js';
import { recordIssue, type SystemIdentification } from './verifactu/billing-records.js';

export interface NewInvoice {
  series: InvoiceSeries;
  /** Their name, tax id and address are printed as they are now. */
  customer: UserEntity;
  boatId: number | null;
  jobId: number | null;
  /** YYYY-MM-DD; its year picks the numbering. */
  issueDate: string;
  dueDate: string;
  concept: string;
  lines: LineFields[];
  rectifies?: { original: InvoiceEntity; reason: string; method: RectificationMethodValue; cause: RectificationCauseValue };
  payment?: { paidAt: Date; method: PaymentMethodValue; reference: string | null };
  /** Stored status when not PENDING/PAID by its payment (SETTLED: a credit with nothing to pay). */
  status?: InvoiceStatusValue;
}

export const formatInvoiceNumber = (series: InvoiceSeries, year: number, sequence: number) => `${series}-${year}-${String(sequence).padStart(3, '0')}`;

/**
 * Issues an invoice with the next number of its series and year (INV-2025-001, INV-2025-002 …) and
 * its VERI*FACTU billing record (registro de alta), chained to the record before it and queued for
 * the AEAT. Run inside a transaction: the chain's head row and the counter row stay locked until
 * that transaction ends, so concurrent issuers (in any API process) wait their turn, and a rollback
 * gives the number back and takes the record back (no gaps, no fork). The chain is locked first,
 * always, so that issuers of different series never wait for each other in opposite orders.
 * The issuer is the company details as committed when it is issued: read from the table, not from
 * the API's cache (another process's edit clears that only later), before the counter is locked.
 */
export async function issueInvoice(manager: EntityManager, invoice: NewInvoice, system: SystemIdentification): Promise<InvoiceEntity> {
  const year = Number(invoice.issueDate.slice(0, 4));
  const { details } = await manager.getRepository(CompanyDetailsEntity).findOneByOrFail({ id: 1 });
  await manager.query('SELECT 1 FROM billing_chain_head WHERE id = 1 FOR UPDATE');
  const [{ last_number: sequence }]: { last_number: number }[] = await manager.query(
    `INSERT INTO invoice_counters (series, year, last_number) VALUES ($1, $2, 1)
     ON CONFLICT (series, year) DO UPDATE SET last_number = invoice_counters.last_number + 1
     RETURNING last_number`,
    [invoice.series, year],
  );
  const priced = priceLines(invoice.lines);
  const { customer } = invoice;
  const repository = manager.getRepository(InvoiceEntity);
  const issued = await repository.save(
    repository.create({
      series: invoice.series,
      year,
      sequence,
      number: formatInvoiceNumber(invoice.series, year, sequence),
      customerId: customer.id,
      customerName: customer.name,
      customerTaxId: customer.taxId,
      customerAddress:
        customer.addressLine && customer.postalCode && customer.city && customer.countryCode
          ? { line: customer.addressLine, postalCode: customer.postalCode, city: customer.city, region: customer.region, countryCode: customer.countryCode }
          : null,
      issuer: {
        legalName: details.legalName,
        taxId: details.taxId,
        registry: details.registry,
        address: details.address,
        email: details.email,
        phone: details.phone,
        bankAccount: details.bankAccount,
      },
      boatId: invoice.boatId,
      jobId: invoice.jobId,
      issueDate: invoice.issueDate,
      dueDate: invoice.dueDate,
      concept: invoice.concept,
      taxBaseCents: priced.taxBaseCents,
      vatCents: priced.vatCents,
      amountCents: priced.totalCents,
      status: invoice.status ?? (invoice.payment ? 'PAID' : 'PENDING'),
      paidAt: invoice.payment?.paidAt ?? null,
      paymentMethod: invoice.payment?.method ?? null,
      paymentReference: invoice.payment?.reference ?? null,
      rectifiesId: invoice.rectifies?.original.id ?? null,
      rectificationReason: invoice.rectifies?.reason ?? null,
      rectificationMethod: invoice.rectifies?.method ?? null,
      rectificationCause: invoice.rectifies?.cause ?? null,
      lines: priced.lines.map((line, position) => Object.assign(new InvoiceLineEntity(), { ...line, position })),
    }),
  );
  await recordIssue(manager, issued, system, { vat: priced.vat, rectified: invoice.rectifies?.original ?? null });
  return issued;
}
