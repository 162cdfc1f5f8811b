/**
 * Lines, VAT and totals of quotes and invoices, in integer cents (never a float sum). A line's
 * amount is quantity × unit price rounded to the cent; VAT is worked out once per rate on the sum
 * of that rate's lines (the tax base), as Spanish invoices show it; the total is bases plus VAT.
 */

export const VAT_RATES = [21, 10, 4, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];
export const DEFAULT_VAT_RATE: VatRate = 21;

export interface LineFields {
  description: string;
  /** Up to two decimals (hours, metres …). */
  quantity: number;
  unitPriceCents: number;
  vatRate: number;
}

export interface PricedLine extends LineFields {
  netCents: number;
}

export interface VatAmount {
  rate: number;
  baseCents: number;
  vatCents: number;
}

export interface PricedDocument {
  lines: PricedLine[];
  /** One entry per rate used, highest rate first. */
  vat: VatAmount[];
  taxBaseCents: number;
  vatCents: number;
  totalCents: number;
}

/** numerator / denominator rounded to the nearest integer, halves away from zero (both integers). */
export function divideRounded(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const [n, d] = [Math.abs(numerator), Math.abs(denominator)];
  return sign * Math.floor((2 * n + d) / (2 * d));
}

export function priceLines(lines: LineFields[]): PricedDocument {
  const priced = lines.map((line) => ({ ...line, netCents: divideRounded(Math.round(line.quantity * 100) * line.unitPriceCents, 100) }));
  const bases = new Map<number, number>();
  for (const line of priced) bases.set(line.vatRate, (bases.get(line.vatRate) ?? 0) + line.netCents);
  const vat = [...bases.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, baseCents]) => ({ rate, baseCents, vatCents: divideRounded(baseCents * rate, 100) }));
  const taxBaseCents = vat.reduce((sum, entry) => sum + entry.baseCents, 0);
  const vatCents = vat.reduce((sum, entry) => sum + entry.vatCents, 0);
  return { lines: priced, vat, taxBaseCents, vatCents, totalCents: taxBaseCents + vatCents };
}
