import { priceLines, type VatAmount } from '@mmt/billing';
import { In, type EntityManager } from 'typeorm';
import { InvoiceEntity, InvoiceLineEntity } from './entities/invoice.entity.js';

/** The columns of the libro registro de facturas expedidas, one line per invoice and VAT rate. */
export const LEDGER_COLUMNS = [
  'Ejercicio',
  'Periodo',
  'Fecha de expedición',
  'Número',
  'Tipo de factura',
  'Factura rectificada',
  'NIF del destinatario',
  'Nombre del destinatario',
  'Tipo de IVA (%)',
  'Base imponible',
  'Cuota de IVA',
  'Total de la factura',
  'Estado',
];

const STATUS: Record<InvoiceEntity['status'], string> = {
  PENDING: 'Emitida',
  PAID: 'Cobrada',
  RECTIFIED: 'Rectificada',
  SETTLED: 'Abono',
  VOIDED: 'Anulada',
};

/** An amount cell: cents, written as a number (never neutralised like text). */
interface Amount {
  cents: number;
}
type Cell = string | Amount;

/** Cents with a decimal comma, as a Spanish spreadsheet reads them: -1234,50. */
const amount = (cents: number): Amount => ({ cents });
const amountText = ({ cents }: Amount) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;
const day = (iso: string) => iso.split('-').reverse().join('/');
const quoted = (value: string) => (/[;"\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * A text cell a spreadsheet would read as a formula (=, +, -, @, a tab or a CR first: a client
 * named `=HYPERLINK(…)`) starts with an apostrophe, so it stays text (OWASP's CSV injection advice).
 */
const neutralised = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** One line of the CSV: text cells neutralised and quoted where needed, amounts as numbers. */
const csvLine = (cells: Cell[]) => cells.map((cell) => (typeof cell === 'string' ? quoted(neutralised(cell)) : amountText(cell))).join(';');

/**
 * The quarter's issued invoices as a libro registro de facturas expedidas (art. 64 RIVA): a
 * semicolon-separated CSV (UTF-8 with BOM, decimal comma, dd/mm/yyyy: what a spreadsheet in Spanish
 * opens as is), one line per invoice and VAT rate. A rectifying invoice by substitution is followed
 * by the base and VAT it replaces, negative, so that each rate's sum is what changed; a cancelled
 * invoice (Anulada) is listed but counts for nothing. Then the totals per rate (the quarterly VAT
 * return's accrued VAT) and in all.
 */
/** A rate as the ledger lists it; at 0 % with its cause (exempt E1–E6, not subject N1–N2). */
const rateCell = ({ rate, zeroVatCause }: VatAmount) => (zeroVatCause ? `${rate} ${zeroVatCause}` : String(rate));

export async function issuedInvoicesLedger(manager: EntityManager, year: number, quarter: number): Promise<string> {
  const from = `${year}-${String((quarter - 1) * 3 + 1).padStart(2, '0')}-01`;
  const invoices: InvoiceEntity[] = await manager
    .getRepository(InvoiceEntity)
    .createQueryBuilder('invoice')
    .where(`invoice.issue_date >= :from::date AND invoice.issue_date < :from::date + interval '3 months'`, { from })
    .orderBy('invoice.issue_date', 'ASC')
    .addOrderBy('invoice.series', 'ASC')
    .addOrderBy('invoice.sequence', 'ASC')
    .getMany();
  const replacedIds = invoices.filter((invoice) => invoice.rectificationMethod === 'SUBSTITUTION').map((invoice) => invoice.rectifiesId!);
  const replaced = replacedIds.length ? await manager.getRepository(InvoiceEntity).findBy({ id: In(replacedIds) }) : [];
  const ids = [...invoices.map((invoice) => invoice.id), ...replacedIds];
  const lines = ids.length
    ? await manager
        .getRepository(InvoiceLineEntity)
        .createQueryBuilder('line')
        .where('line.invoice_id IN (:...ids)', { ids })
        .orderBy('line.position')
        .getMany()
    : [];
  const vatOf = (id: number): VatAmount[] => priceLines(lines.filter((line) => line.invoiceId === id)).vat;

  const period = `${quarter}T`;
  const rows: Cell[][] = [];
  // Per rate, and at 0 % per cause (exempt and not subject go to different boxes of the VAT return).
  const totals = new Map<string, { rate: number; base: number; vat: number }>();
  const count = (amount: VatAmount) => {
    const sum = totals.get(rateCell(amount)) ?? { rate: amount.rate, base: 0, vat: 0 };
    totals.set(rateCell(amount), { rate: amount.rate, base: sum.base + amount.baseCents, vat: sum.vat + amount.vatCents });
  };
  for (const invoice of invoices) {
    const original = invoice.rectifiesId ? (replaced.find((candidate) => candidate.id === invoice.rectifiesId) ?? null) : null;
    const rectified = invoice.rectifiesId ? (original?.number ?? invoices.find((candidate) => candidate.id === invoice.rectifiesId)?.number ?? '') : '';
    const type =
      invoice.series === 'RECT'
        ? `${invoice.invoiceType} ${invoice.rectificationMethod === 'DIFFERENCES' ? 'diferencias' : 'sustitución'}`
        : invoice.invoiceType;
    const party = [invoice.customerTaxId ?? '', invoice.customerName];
    for (const rate of vatOf(invoice.id)) {
      rows.push([
        String(year),
        period,
        day(invoice.issueDate),
        invoice.number,
        type,
        rectified,
        ...party,
        rateCell(rate),
        amount(rate.baseCents),
        amount(rate.vatCents),
        amount(invoice.amountCents),
        STATUS[invoice.status],
      ]);
      if (invoice.status !== 'VOIDED') count(rate);
    }
    if (original) {
      for (const rate of vatOf(original.id)) {
        const negative = { ...rate, baseCents: -rate.baseCents, vatCents: -rate.vatCents };
        rows.push([
          String(year),
          period,
          day(invoice.issueDate),
          invoice.number,
          type,
          rectified,
          ...party,
          rateCell(rate),
          amount(negative.baseCents),
          amount(negative.vatCents),
          amount(invoice.amountCents),
          `Sustituye a ${original.number}`,
        ]);
        count(negative);
      }
    }
  }
  const byRate = [...totals.entries()].sort(([a, x], [b, y]) => y.rate - x.rate || a.localeCompare(b));
  for (const [rate, sum] of byRate)
    rows.push([
      String(year),
      period,
      '',
      `TOTAL ${rate.replace(/^(\d+)/, '$1 %')}`,
      '',
      '',
      '',
      '',
      rate,
      amount(sum.base),
      amount(sum.vat),
      amount(sum.base + sum.vat),
      '',
    ]);
  const all = byRate.reduce((sum, [, rate]) => ({ base: sum.base + rate.base, vat: sum.vat + rate.vat }), { base: 0, vat: 0 });
  rows.push([String(year), period, '', 'TOTAL', '', '', '', '', '', amount(all.base), amount(all.vat), amount(all.base + all.vat), '']);
  return `\uFEFF${[LEDGER_COLUMNS, ...rows].map(csvLine).join('\r\n')}\r\n`;
}
