/*
 * Amounts in euros as people type them in the forms (the admin's invoice lines and price list, the
 * technician's free parts), and back.
 */

/** Euros as typed ("59", "59,5", "1.234,50", "59.50") to integer cents; null when it is not an amount. */
export function parseEuros(text: string): number | null {
  const compact = text.trim().replace(/\s|€/g, '');
  if (!compact) return null;
  const normalized = /,\d{1,2}$/.test(compact) ? compact.replace(/\./g, '').replace(',', '.') : compact.replace(/,/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(normalized)) return null;
  return Math.round(Number(normalized) * 100);
}

/** A price as typed, in cents: an amount not below zero; null otherwise. */
export function parsePrice(text: string): number | null {
  const cents = parseEuros(text);
  return cents !== null && cents >= 0 ? cents : null;
}

/** Cents to what the unit price field shows ("59,00" / "59.00"). */
export function centsToField(cents: number, language: string): string {
  return (cents / 100).toFixed(2).replace('.', language === 'es' ? ',' : '.');
}
