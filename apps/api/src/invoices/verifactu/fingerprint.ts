import { createHash } from 'node:crypto';
import { palmaClock } from '../../common/calendar.js';

/**
 * The fingerprint (huella) of a billing record, as the AEAT's "Especificaciones técnicas para la
 * generación de la huella o hash de los registros de facturación" give it: SHA-256 over the UTF-8
 * text `name=value&name=value…` of a few of the record's fields, in a fixed order, each value
 * trimmed and written exactly as it goes in the XML (an empty or missing one as `name=`), in
 * upper-case hexadecimal.
 */
export interface AltaFingerprintFields {
  /** IDEmisorFactura: the issuer's NIF. */
  issuerTaxId: string;
  /** NumSerieFactura: series and number, as printed. */
  invoiceNumber: string;
  /** FechaExpedicionFactura, dd-mm-yyyy. */
  issueDate: string;
  /** TipoFactura: F1, R1…R5. */
  invoiceType: string;
  /** CuotaTotal and ImporteTotal as written in the XML (`12.35`, `-121.00`). */
  totalVat: string;
  total: string;
  /** Huella of the record before it in the chain; null for the first. */
  previousFingerprint: string | null;
  /** FechaHoraHusoGenRegistro, with its offset: 2024-01-01T19:20:30+01:00. */
  generatedAt: string;
}

export interface AnulacionFingerprintFields {
  issuerTaxId: string;
  invoiceNumber: string;
  issueDate: string;
  previousFingerprint: string | null;
  generatedAt: string;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex').toUpperCase();

const joined = (fields: [string, string | null][]) => fields.map(([name, value]) => `${name}=${(value ?? '').trim()}`).join('&');

/** The text a registro de alta's fingerprint is computed over. */
export function altaFingerprintText(record: AltaFingerprintFields): string {
  return joined([
    ['IDEmisorFactura', record.issuerTaxId],
    ['NumSerieFactura', record.invoiceNumber],
    ['FechaExpedicionFactura', record.issueDate],
    ['TipoFactura', record.invoiceType],
    ['CuotaTotal', record.totalVat],
    ['ImporteTotal', record.total],
    ['Huella', record.previousFingerprint],
    ['FechaHoraHusoGenRegistro', record.generatedAt],
  ]);
}

/** The text a registro de anulación's fingerprint is computed over. */
export function anulacionFingerprintText(record: AnulacionFingerprintFields): string {
  return joined([
    ['IDEmisorFacturaAnulada', record.issuerTaxId],
    ['NumSerieFacturaAnulada', record.invoiceNumber],
    ['FechaExpedicionFacturaAnulada', record.issueDate],
    ['Huella', record.previousFingerprint],
    ['FechaHoraHusoGenRegistro', record.generatedAt],
  ]);
}

export const altaFingerprint = (record: AltaFingerprintFields) => sha256(altaFingerprintText(record));
export const anulacionFingerprint = (record: AnulacionFingerprintFields) => sha256(anulacionFingerprintText(record));

/** Cents as the AEAT's amounts are written (ImporteSgn12.2Type): `123.45`, `-121.00`. */
export function aeatAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** YYYY-MM-DD as the AEAT writes a day: dd-mm-yyyy. */
export const aeatDate = (isoDate: string) => isoDate.slice(0, 10).split('-').reverse().join('-');

/** An instant in Spain's peninsular time with its offset, to the second: 2027-01-04T10:15:00+01:00. */
export function aeatTimestamp(instant: Date): string {
  const clock = palmaClock(instant);
  return `${clock.year}-${clock.month}-${clock.day}T${clock.hour}:${clock.minute}:${clock.second}${clock.offset}`;
}
