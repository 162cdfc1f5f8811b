import { normalizeTaxId } from '@mmt/billing';
import { encode } from 'uqr';
import type { EntityManager } from 'typeorm';
import type { VerifactuConfig } from '../../config/app-config.js';
import type { RecordEnvironment } from './entities/billing-record.entity.js';
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

/**
 * What an invoice says beside its QR: VERI*FACTU when its record goes (or went) to the AEAT's
 * production service; TEST when it was made in the test environment (not valid before the AEAT);
 * QR_ONLY when it was made in production but is not being sent (no usable certificate).
 */
export type VerificationMode = 'VERIFACTU' | 'TEST' | 'QR_ONLY';

export interface InvoiceVerificationFacts {
  /** Where its registro de alta was made: the QR's host. */
  environment: RecordEnvironment;
  mode: VerificationMode;
}

/**
 * The verification of each invoice issued with a registro de alta, from its first one: the
 * environment it was made in and whether it reached (or is going to) the production service.
 * `sendsToProduction`: records go to production now (see CompanyCertificate).
 */
export async function verificationFactsOf(
  manager: EntityManager,
  invoiceIds: readonly number[],
  sendsToProduction: boolean,
): Promise<Map<number, InvoiceVerificationFacts>> {
  const rows: { invoice_id: number; environment: RecordEnvironment; answered: boolean }[] = await manager.query(
    `SELECT DISTINCT ON (r.invoice_id) r.invoice_id, r.environment,
            EXISTS (SELECT 1 FROM billing_records o JOIN aeat_responses a ON a.record_id = o.id
                     WHERE o.invoice_id = r.invoice_id AND o.kind = 'ALTA' AND o.environment = r.environment AND a.status <> 'REJECTED') AS answered
       FROM billing_records r WHERE r.kind = 'ALTA' AND r.invoice_id = ANY($1) ORDER BY r.invoice_id, r.position`,
    [[...invoiceIds]],
  );
  return new Map(
    rows.map((row) => [
      row.invoice_id,
      { environment: row.environment, mode: row.environment === 'test' ? 'TEST' : row.answered || sendsToProduction ? 'VERIFACTU' : 'QR_ONLY' },
    ]),
  );
}
