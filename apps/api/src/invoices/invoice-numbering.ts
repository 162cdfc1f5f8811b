import type { EntityManager } from 'typeorm';
import { isBusinessIdentity, priceLines, type LineFields, type TaxIdentity } from '@mmt/billing';
import { badUserInput } from '../common/errors/graphql-errors.js';
import { detailsAsCommitted } from '../company/company.service.js';
import { userTaxIdentity, type UserEntity } from '../users/entities/user.entity.js';
import {
  customerIdentityOf,
  InvoiceEntity,
  InvoiceLineEntity,
  type InvoiceSeries,
  type InvoiceStatusValue,
  type InvoiceTypeValue,
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

/**
 * The most a simplified invoice (no recipient named) may come to, VAT included: 400 € (RD 1619/2012
 * art. 4.1). Its 3,000 € (art. 4.2) is for the activities that article lists (retail, hospitality,
 * transport of people…), none of which this business carries on.
 */
const SIMPLIFIED_INVOICE_LIMIT_CENTS = 40_000;

/**
 * The invoice's type and whom it names, or why it cannot be issued, in words for the admin (the
 * field error says which datum is missing). A rectifying invoice follows the one it corrects: R5 for
 * a simplified one, else its legal ground, naming the customer as they are now (or as the original
 * named them); R2 and R3 take only the identifications the AEAT allows them (errors 1191, 1192).
 * Otherwise: an identified customer gets a full invoice (F1; a business's needs its address, RD
 * 1619/2012 art. 6.1.e), anyone else a simplified one up to the limit.
 */
function typeAndRecipient(invoice: NewInvoice, totalCents: number): { type: InvoiceTypeValue; recipient: TaxIdentity | null } {
  const { customer, rectifies } = invoice;
  const identity = userTaxIdentity(customer);
  if (rectifies) {
    const { original, cause } = rectifies;
    if (original.invoiceType === 'F2' || original.invoiceType === 'R5') return { type: 'R5', recipient: null };
    const recipient = identity ?? customerIdentityOf(original);
    if (!recipient) {
      throw badUserInput([
        {
          field: 'customerId',
          code: 'taxIdentityRequired',
          message: "A rectifying invoice of a full invoice names the customer: add the client's tax identification",
        },
      ]);
    }
    const allowed = cause === 'R3' ? ['NIF', 'NOT_REGISTERED'] : cause === 'R2' ? ['NIF', 'NOT_REGISTERED', 'EU_VAT'] : null;
    if (allowed && !allowed.includes(recipient.kind)) {
      throw badUserInput([
        {
          field: 'cause',
          code: 'causeNeedsNif',
          message: `${cause} rectifies only invoices to a customer with a Spanish NIF${cause === 'R2' ? ' or an EU VAT number' : ''}`,
        },
      ]);
    }
    return { type: cause, recipient };
  }
  if (identity) {
    if (isBusinessIdentity(identity) && !(customer.addressLine && customer.postalCode && customer.city && customer.countryCode)) {
      throw badUserInput([
        { field: 'customerId', code: 'billingAddressRequired', message: "An invoice to a business prints its address: add the client's billing address" },
      ]);
    }
    return { type: 'F1', recipient: identity };
  }
  if (totalCents > SIMPLIFIED_INVOICE_LIMIT_CENTS) {
    throw badUserInput([
      {
        field: 'customerId',
        code: 'taxIdentityRequired',
        message: "Over 400 € (VAT included) an invoice names the customer: add the client's tax identification (NIF, EU VAT number, passport…)",
      },
    ]);
  }
  return { type: 'F2', recipient: null };
}

/** Every line at 0 % says why (lines recorded on board or copied from a quote included), as the AEAT and the invoice's legal mention need. */
function refuseZeroVatWithoutCause(lines: LineFields[]): void {
  const errors = lines.flatMap((line, index) =>
    line.vatRate === 0 && !line.zeroVatCause
      ? [
          {
            field: `lines.${index}.zeroVatCause`,
            code: 'zeroVatCauseRequired',
            message: 'A line at 0 % VAT says why: exempt (under which article) or not subject',
          },
        ]
      : [],
  );
  if (errors.length) throw badUserInput(errors);
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
  refuseZeroVatWithoutCause(invoice.lines);
  const priced = priceLines(invoice.lines);
  const { type, recipient } = typeAndRecipient(invoice, priced.totalCents);
  const year = Number(invoice.issueDate.slice(0, 4));
  const details = await detailsAsCommitted(manager);
  await manager.query('SELECT 1 FROM billing_chain_head WHERE id = 1 FOR UPDATE');
  const [{ last_number: sequence }]: { last_number: number }[] = await manager.query(
    `INSERT INTO invoice_counters (series, year, last_number) VALUES ($1, $2, 1)
     ON CONFLICT (series, year) DO UPDATE SET last_number = invoice_counters.last_number + 1
     RETURNING last_number`,
    [invoice.series, year],
  );
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
      customerTaxId: recipient?.number ?? null,
      customerTaxIdKind: recipient?.kind ?? null,
      customerTaxIdCountry: recipient?.country ?? null,
      invoiceType: type,
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
