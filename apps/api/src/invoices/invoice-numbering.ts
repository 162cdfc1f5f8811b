import type { EntityManager } from 'typeorm';
import { InvoiceEntity } from './entities/invoice.entity.js';

/** Serialises numbering per year across processes (pg_advisory_xact_lock's two-key form). */
const NUMBERING_LOCK = 7_305_113;

export interface NewInvoice {
  customerId: string;
  boatId: number;
  /** YYYY-MM-DD; its year picks the series. */
  issueDate: string;
  concept: string;
  amountCents: number;
  paidAt?: Date | null;
}

export const formatInvoiceNumber = (year: number, sequence: number) => `INV-${year}-${String(sequence).padStart(3, '0')}`;

/**
 * Issues an invoice with the next number of its year (INV-2025-001, INV-2025-002, …). Run inside a
 * transaction: the lock is held until it ends, and UNIQUE (year, sequence) backs it.
 */
export async function issueInvoice(manager: EntityManager, invoice: NewInvoice): Promise<InvoiceEntity> {
  const year = Number(invoice.issueDate.slice(0, 4));
  await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [NUMBERING_LOCK, year]);
  const [{ next }]: { next: number }[] = await manager.query(
    'SELECT coalesce(max(sequence), 0) + 1 AS next FROM invoices WHERE year = $1',
    [year],
  );
  const repository = manager.getRepository(InvoiceEntity);
  return repository.save(
    repository.create({
      ...invoice,
      year,
      sequence: next,
      number: formatInvoiceNumber(year, next),
      status: invoice.paidAt ? 'PAID' : 'PENDING',
      paidAt: invoice.paidAt ?? null,
    }),
  );
}
