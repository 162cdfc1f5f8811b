import type { EntityManager } from 'typeorm';

/**
 * Which jobs have a standing invoice (not rectified, voided or settled), for the work aboard, which
 * sits below invoices in the domains' order (apps/api/src/domains.ts): the office corrects a
 * recorded line only until its job is invoiced. Invoices provide it (invoices/invoiced-jobs.ts).
 */
export abstract class InvoicedJobs {
  /** Of these jobs, those with a standing invoice, read in the caller's transaction. */
  abstract withStandingInvoice(manager: EntityManager, jobIds: readonly number[]): Promise<Set<number>>;
}
