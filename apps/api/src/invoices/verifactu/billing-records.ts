import { normalizeTaxId, type VatAmount } from '@mmt/billing';
import type { EntityManager } from 'typeorm';
import type { VerifactuConfig } from '../../config/app-config.js';
import { customerIdentityOf, type InvoiceEntity } from '../entities/invoice.entity.js';
import { BillingRecordEntity, type RecordEnvironment, type RecordRecipient, type RecordSystem } from './entities/billing-record.entity.js';
import { aeatDate, aeatTimestamp, altaFingerprint, anulacionFingerprint, aeatAmount } from './fingerprint.js';

/** The billing system as configured (VERIFACTU_SYSTEM_*); a null producer is the company itself. */
export type SystemIdentification = VerifactuConfig['system'];

type RecordFields = Omit<
  BillingRecordEntity,
  'id' | 'position' | 'environment' | 'previousId' | 'previous' | 'generatedAt' | 'generatedAtText' | 'fingerprint'
>;

/**
 * Appends a record to the chain of the environment records are made in now (the chain's head says
 * which: see ChainEnvironment) in the caller's transaction, and queues it for the AEAT. The chain's
 * head row stays locked until that transaction ends, so records made at the same moment (by this
 * or any other API process) follow one another: each names the one before it in its environment
 * (none: the first of that chain, PrimerRegistro), and a rollback takes its record back. The
 * timestamp is the database's clock once the lock is held, so the chain's times never go backwards.
 * A record made while the AEAT cannot be reached is queued as sent after an incident.
 */
async function append(manager: EntityManager, fields: RecordFields): Promise<BillingRecordEntity> {
  const [{ environment }]: { environment: RecordEnvironment }[] = await manager.query('SELECT environment FROM billing_chain_head WHERE id = 1 FOR UPDATE');
  const [last]: { id: string; issuer_tax_id: string; invoice_number: string; issue_date: string; fingerprint: string }[] = await manager.query(
    `SELECT id, issuer_tax_id, invoice_number, issue_date::text, fingerprint FROM billing_records WHERE environment = $1 ORDER BY position DESC LIMIT 1`,
    [environment],
  );
  const [{ position, now }]: { position: number; now: Date }[] = await manager.query(
    `SELECT coalesce(max(position), 0) + 1 AS position, date_trunc('second', clock_timestamp()) AS now FROM billing_records`,
  );
  const generatedAtText = aeatTimestamp(now);
  const previous = last
    ? { issuerTaxId: last.issuer_tax_id, invoiceNumber: last.invoice_number, issueDate: last.issue_date, fingerprint: last.fingerprint }
    : null;
  const fingerprint = fingerprintOf({ ...fields, previous, generatedAtText });
  const record = Object.assign(new BillingRecordEntity(), {
    ...fields,
    position,
    environment,
    previousId: last?.id ?? null,
    previous,
    generatedAt: now,
    generatedAtText,
    fingerprint,
  });
  const [{ id }]: { id: string }[] = await manager.query(
    `INSERT INTO billing_records (position, environment, kind, invoice_id, issuer_tax_id, issuer_name, invoice_number, issue_date, invoice_type, rectification_type,
       rectified, description, recipient, breakdown, total_vat_cents, total_cents, corrects_id, previously_rejected, rejection_marker, previous_id, previous, system,
       generated_at, generated_at_text, fingerprint, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26) RETURNING id`,
    [
      record.position,
      record.environment,
      record.kind,
      record.invoiceId,
      record.issuerTaxId,
      record.issuerName,
      record.invoiceNumber,
      record.issueDate,
      record.invoiceType,
      record.rectificationType,
      json(record.rectified),
      record.description,
      json(record.recipient),
      json(record.breakdown),
      record.totalVatCents,
      record.totalCents,
      record.correctsId,
      record.previouslyRejected,
      record.rejectionMarker,
      record.previousId,
      json(record.previous),
      json(record.system),
      record.generatedAt,
      record.generatedAtText,
      record.fingerprint,
      record.reason,
    ],
  );
  record.id = String(id);
  await manager.query('UPDATE billing_chain_head SET last_record_id = $1 WHERE id = 1', [record.id]);
  await manager.query('INSERT INTO aeat_submissions (record_id, incident) SELECT $1, incident_since IS NOT NULL FROM aeat_sender WHERE id = 1', [record.id]);
  return record;
}

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

/** The fingerprint a record has, or should have: recomputed from what it stores (the chain's verification). */
export function fingerprintOf(
  record: Pick<
    BillingRecordEntity,
    'kind' | 'issuerTaxId' | 'invoiceNumber' | 'issueDate' | 'invoiceType' | 'totalVatCents' | 'totalCents' | 'previous' | 'generatedAtText'
  >,
): string {
  const common = {
    issuerTaxId: record.issuerTaxId,
    invoiceNumber: record.invoiceNumber,
    issueDate: aeatDate(record.issueDate),
    previousFingerprint: record.previous?.fingerprint ?? null,
    generatedAt: record.generatedAtText,
  };
  if (record.kind === 'ANULACION') return anulacionFingerprint(common);
  return altaFingerprint({ ...common, invoiceType: record.invoiceType!, totalVat: aeatAmount(record.totalVatCents!), total: aeatAmount(record.totalCents!) });
}

/**
 * How the system may be used, as every record says (TipoUsoPosibleSoloVerifactu, TipoUsoPosibleMultiOT,
 * IndicadorMultiplesOT) and its declaración responsable declares: only as VERI*FACTU, for one taxpayer.
 */
export const SYSTEM_USE = { onlyVerifactu: 'S', multipleTaxpayers: 'N', servingMultipleTaxpayers: 'N' } as const;

/** The SistemaInformatico of the records (and of the declaración responsable): the producer, else the issuing company. */
export function systemOf(system: SystemIdentification, issuer: { legalName: string; taxId: string }): RecordSystem {
  return {
    producerName: system.producerName ?? issuer.legalName,
    producerTaxId: normalizeTaxId(system.producerTaxId ?? issuer.taxId),
    name: system.name,
    id: system.id,
    version: system.version,
    installation: system.installation,
  };
}

function recipientOf(invoice: InvoiceEntity): RecordRecipient | null {
  const identity = customerIdentityOf(invoice);
  return identity && { name: invoice.customerName, ...identity };
}

export interface AltaOptions {
  /** Its VAT per rate (the invoice's lines priced). */
  vat: VatAmount[];
  /** A rectifying invoice: the one it corrects. */
  rectified?: InvoiceEntity | null;
  /** A subsanación: the record it corrects, and its RechazoPrevio when the AEAT rejected that one. */
  corrects?: { recordId: string; rejectionMarker: 'S' | 'X' | null; reason: string } | null;
  /** Who the customer is now (a subsanación may carry corrected details); else (null too) as invoiced. */
  recipient?: RecordRecipient | null;
}

/** The registro de alta of an issued invoice (or a corrected one of it: subsanación). */
export function recordIssue(manager: EntityManager, invoice: InvoiceEntity, system: SystemIdentification, options: AltaOptions): Promise<BillingRecordEntity> {
  const rectifying = invoice.series === 'RECT';
  const { rectified } = options;
  // A simplified invoice names no one, even when corrected (its customer may have an identification now).
  const simplified = invoice.invoiceType === 'F2' || invoice.invoiceType === 'R5';
  const bySubstitution = invoice.rectificationMethod === 'SUBSTITUTION';
  return append(manager, {
    kind: 'ALTA',
    invoiceId: invoice.id,
    issuerTaxId: normalizeTaxId(invoice.issuer.taxId),
    issuerName: invoice.issuer.legalName,
    invoiceNumber: invoice.number,
    issueDate: invoice.issueDate,
    invoiceType: invoice.invoiceType,
    rectificationType: rectifying ? (bySubstitution ? 'S' : 'I') : null,
    rectified:
      rectifying && rectified
        ? { invoiceNumber: rectified.number, issueDate: rectified.issueDate, baseCents: rectified.taxBaseCents, vatCents: rectified.vatCents }
        : null,
    description: invoice.concept.slice(0, 500),
    recipient: simplified ? null : (options.recipient ?? recipientOf(invoice)),
    breakdown: options.vat.map(({ rate, zeroVatCause, baseCents, vatCents }) => ({ rate, zeroVatCause, baseCents, vatCents })),
    totalVatCents: invoice.vatCents,
    totalCents: invoice.amountCents,
    correctsId: options.corrects?.recordId ?? null,
    previouslyRejected: !!options.corrects?.rejectionMarker,
    rejectionMarker: options.corrects?.rejectionMarker ?? null,
    system: systemOf(system, invoice.issuer),
    reason: options.corrects?.reason ?? null,
  });
}

/** The registro de anulación of an invoice issued by mistake. */
export function recordCancellation(manager: EntityManager, invoice: InvoiceEntity, system: SystemIdentification, reason: string): Promise<BillingRecordEntity> {
  return append(manager, {
    kind: 'ANULACION',
    invoiceId: invoice.id,
    issuerTaxId: normalizeTaxId(invoice.issuer.taxId),
    issuerName: invoice.issuer.legalName,
    invoiceNumber: invoice.number,
    issueDate: invoice.issueDate,
    invoiceType: null,
    rectificationType: null,
    rectified: null,
    description: null,
    recipient: null,
    breakdown: null,
    totalVatCents: null,
    totalCents: null,
    correctsId: null,
    previouslyRejected: false,
    rejectionMarker: null,
    system: systemOf(system, invoice.issuer),
    reason,
  });
}
