import { Global, Module } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { InvoicedJobs } from '../visit-work/invoiced-jobs.js';

/** Of these jobs, those with a standing invoice: one not rectified, voided nor settled (a job takes one at a time). */
export async function jobsWithStandingInvoice(manager: EntityManager, jobIds: readonly number[]): Promise<Set<number>> {
  if (jobIds.length === 0) return new Set();
  const rows: { job_id: number }[] = await manager.query(
    `SELECT job_id FROM invoices WHERE job_id = ANY($1) AND status NOT IN ('RECTIFIED', 'VOIDED', 'SETTLED')`,
    [[...jobIds]],
  );
  return new Set(rows.map((row) => row.job_id));
}

/** Standing invoices for the work aboard (visit-work/invoiced-jobs.ts): global, as visit-work may not import this module. */
@Global()
@Module({
  providers: [{ provide: InvoicedJobs, useValue: { withStandingInvoice: jobsWithStandingInvoice } satisfies InvoicedJobs }],
  exports: [InvoicedJobs],
})
export class InvoicedJobsModule {}
