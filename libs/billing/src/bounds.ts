import { DEFAULT_VAT_RATE, priceLines, type LineFields } from './index.js';

/**
 * How large an amount may be, wherever one comes in (admin lines of quotes and invoices, the price
 * list, parts technicians record aboard), so that none reaches a column that cannot hold it: the
 * cents columns are PostgreSQL `integer` (and GraphQL `Int`): at most 2,147,483,647 cents, about
 * 21.47 million euros; quantities are `numeric(10,2)`. The figures leave that headroom and still
 * exceed what this business bills: a superyacht's whole electronics refit is about a million euros.
 * The API's validators and the web's forms both read them from here.
 */
export const MONEY_BOUNDS = {
  /** A line's quantity (units, hours, metres of cable): two decimals. */
  quantity: 99_999,
  /** A line's unit price, before VAT: 1,000,000 €. */
  unitPriceCents: 100_000_000,
  /** A whole quote or invoice, VAT included: 10,000,000 €; each line's amount is within it too. */
  documentCents: 1_000_000_000,
  /** A part of the price list, or a free part a technician records: 100,000 €. */
  partPriceCents: 10_000_000,
  /** How many of a part a technician records at once. */
  partQuantity: 9_999,
  /** The hourly rate of labour: 10,000 €. */
  hourlyRateCents: 1_000_000,
} as const;

/** Which bound a value passes: `max` is in the value's own unit (cents for amounts). */
export type BoundsProblemCode = 'quantityTooHigh' | 'amountTooHigh' | 'lineTooHigh' | 'totalTooHigh';

/** A bound as people read it (its messages' `max`): euros for an amount, the number itself for a quantity. */
export const boundShown = ({ code, max }: { code: BoundsProblemCode; max: number }) => (code === 'quantityTooHigh' ? max : max / 100);

export interface BoundsProblem {
  /** The field at fault, as the document's input names it: `lines`, `lines.2.unitPriceCents` … */
  field: string;
  code: BoundsProblemCode;
  max: number;
}

/**
 * What in a quote's or an invoice's lines goes past the bounds: a quantity or a unit price (on
 * its field), a line's amount (on the line's unit price), the document's total (on `lines`). Lines
 * whose numbers are not numbers are left to the other rules.
 */
export function documentBoundsProblems(lines: (Omit<LineFields, 'vatRate'> & { vatRate?: number | null })[]): BoundsProblem[] {
  const problems: BoundsProblem[] = [];
  const readable = lines.every((line) => Number.isFinite(line.quantity) && Number.isFinite(line.unitPriceCents));
  lines.forEach((line, index) => {
    if (line.quantity > MONEY_BOUNDS.quantity) problems.push({ field: `lines.${index}.quantity`, code: 'quantityTooHigh', max: MONEY_BOUNDS.quantity });
    if (line.unitPriceCents > MONEY_BOUNDS.unitPriceCents)
      problems.push({ field: `lines.${index}.unitPriceCents`, code: 'amountTooHigh', max: MONEY_BOUNDS.unitPriceCents });
  });
  if (!readable) return problems;
  const priced = priceLines(lines.map((line) => ({ ...line, vatRate: line.vatRate ?? DEFAULT_VAT_RATE })));
  priced.lines.forEach((line, index) => {
    if (Math.abs(line.netCents) > MONEY_BOUNDS.documentCents)
      problems.push({ field: `lines.${index}.unitPriceCents`, code: 'lineTooHigh', max: MONEY_BOUNDS.documentCents });
  });
  if (Math.abs(priced.totalCents) > MONEY_BOUNDS.documentCents) problems.push({ field: 'lines', code: 'totalTooHigh', max: MONEY_BOUNDS.documentCents });
  return problems;
}
