import { normalizeTaxId } from '@mmt/billing';
import { encode } from 'uqr';
import type { VerifactuConfig } from '../../config/app-config.js';
import { aeatAmount, aeatDate } from './fingerprint.js';

/**
 * The AEAT's verification service (cotejo) for invoices of a VERI*FACTU system, per "Características
 * del QR y especificaciones del servicio de cotejo": its test environment or production.
 */
export const VERIFICATION_BASE_URLS: Record<VerifactuConfig['environment'], string> = {
  test: 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR',
  production: 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR',
};

export interface VerifiableInvoice {
  issuerTaxId: string;
  number: string;
  /** YYYY-MM-DD */
  issueDate: string;
  amountCents: number;
}

/** The invoice's verification URL: its issuer's NIF, series and number, day (dd-mm-yyyy) and total, each URL-encoded. */
export function verificationUrl(environment: VerifactuConfig['environment'], invoice: VerifiableInvoice): string {
  const query = [
    ['nif', normalizeTaxId(invoice.issuerTaxId)],
    ['numserie', invoice.number],
    ['fecha', aeatDate(invoice.issueDate)],
    ['importe', aeatAmount(invoice.amountCents)],
  ]
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `${VERIFICATION_BASE_URLS[environment]}?${query}`;
}

/** The QR code of a URL as the specification asks (ISO/IEC 18004, error correction M): dark modules true, no quiet zone (the page leaves it). */
export function qrModules(url: string): boolean[][] {
  return encode(url, { ecc: 'M', boostEcc: false, border: 0 }).data;
}

/** The same code as one SVG path in a size × size box (a unit square per dark module), for the web to draw. */
export function qrSvgPath(modules: boolean[][]): string {
  return modules.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join('');
}
