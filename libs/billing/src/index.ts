/**
 * Lines, VAT and totals of quotes and invoices, in integer cents (never a float sum). A line's
 * amount is quantity × unit price rounded to the cent; VAT is worked out once per rate on the sum
 * of that rate's lines (the tax base), as Spanish invoices show it; the total is bases plus VAT.
 */

export const VAT_RATES = [21, 10, 4, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];
export const DEFAULT_VAT_RATE: VatRate = 21;

/**
 * Why a line bears no VAT, as the AEAT lists the causes: exempt under the Ley del IVA (E1 art. 20,
 * E2 art. 21 exports, E3 art. 22 like exports, E4 arts. 23–24, E5 art. 25 intra-EU supplies, E6
 * others: list L10) or not subject to Spanish VAT (N1 arts. 7 and 14, N2 by the place-of-supply
 * rules, e.g. a service to an EU business, who accounts for the VAT: list L9).
 */
export const ZERO_VAT_CAUSES = ['E1', 'E2', 'E3', 'E4', 'E5', 'E6', 'N1', 'N2'] as const;
export type ZeroVatCause = (typeof ZERO_VAT_CAUSES)[number];

export interface LineFields {
  description: string;
  /** Up to two decimals (hours, metres …). */
  quantity: number;
  unitPriceCents: number;
  vatRate: number;
  /** At 0 % only, and then required: why there is no VAT. */
  zeroVatCause?: ZeroVatCause | null;
}

export interface PricedLine extends LineFields {
  netCents: number;
}

export interface VatAmount {
  rate: number;
  /** At 0 %: the cause (lines at 0 % for different causes are separate amounts). */
  zeroVatCause: ZeroVatCause | null;
  baseCents: number;
  vatCents: number;
}

export interface PricedDocument {
  lines: PricedLine[];
  /** One entry per rate (and, at 0 %, per cause) used, highest rate first. */
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
  const bases = new Map<string, { rate: number; zeroVatCause: ZeroVatCause | null; baseCents: number }>();
  for (const line of priced) {
    const zeroVatCause = line.vatRate === 0 ? (line.zeroVatCause ?? null) : null;
    const key = `${line.vatRate}|${zeroVatCause ?? ''}`;
    const amount = bases.get(key) ?? { rate: line.vatRate, zeroVatCause, baseCents: 0 };
    amount.baseCents += line.netCents;
    bases.set(key, amount);
  }
  const vat = [...bases.values()]
    .sort((a, b) => b.rate - a.rate || (a.zeroVatCause ?? '').localeCompare(b.zeroVatCause ?? ''))
    .map(({ rate, zeroVatCause, baseCents }) => ({ rate, zeroVatCause, baseCents, vatCents: divideRounded(baseCents * rate, 100) }));
  const taxBaseCents = vat.reduce((sum, entry) => sum + entry.baseCents, 0);
  const vatCents = vat.reduce((sum, entry) => sum + entry.vatCents, 0);
  return { lines: priced, vat, taxBaseCents, vatCents, totalCents: taxBaseCents + vatCents };
}

export * from './tax-id.js';
export * from './bounds.js';
