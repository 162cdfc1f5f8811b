import type { JobStatusValue } from './entities/job.entity.js';

/**
 * The statuses an admin may move a job to by hand. Presupuestado comes only with a quote sent,
 * Aprobado only with the customer's approval (and back to Pendiente when they decline it),
 * Programado only with a visit scheduled (schedule/); Completado and Cancelado are final.
 */
export const manualTransitions: Record<JobStatusValue, readonly JobStatusValue[]> = {
  PENDING: ['IN_PROGRESS', 'CANCELLED'],
  QUOTED: ['CANCELLED'],
  APPROVED: ['IN_PROGRESS', 'CANCELLED'],
  SCHEDULED: ['IN_PROGRESS', 'CANCELLED'],
  IN_PROGRESS: ['COMPLETED', 'CANCELLED'],
  COMPLETED: [],
  CANCELLED: [],
};

/** Every move the product makes, by hand, through a quote or through a visit. */
const allTransitions: Record<JobStatusValue, readonly JobStatusValue[]> = {
  ...manualTransitions,
  PENDING: [...manualTransitions.PENDING, 'QUOTED'],
  QUOTED: [...manualTransitions.QUOTED, 'APPROVED', 'PENDING'],
  APPROVED: [...manualTransitions.APPROVED, 'SCHEDULED'],
};

export function canMove(from: JobStatusValue, to: JobStatusValue, manual: boolean): boolean {
  return (manual ? manualTransitions : allTransitions)[from].includes(to);
}
