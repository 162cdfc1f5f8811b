import type { JobStatusValue } from './entities/job.entity.js';

/**
 * The statuses an admin may move a job to by hand. Presupuestado comes only with a quote sent,
 * Aprobado only with the customer's approval (and back to Pendiente when they decline it);
 * Completado and Cancelado are final.
 */
export const manualTransitions: Record<JobStatusValue, readonly JobStatusValue[]> = {
  PENDING: ['IN_PROGRESS', 'CANCELLED'],
  QUOTED: ['CANCELLED'],
  APPROVED: ['IN_PROGRESS', 'CANCELLED'],
  IN_PROGRESS: ['COMPLETED', 'CANCELLED'],
  COMPLETED: [],
  CANCELLED: [],
};

/** Every move the product makes, by hand or through a quote. */
const allTransitions: Record<JobStatusValue, readonly JobStatusValue[]> = {
  ...manualTransitions,
  PENDING: [...manualTransitions.PENDING, 'QUOTED'],
  QUOTED: [...manualTransitions.QUOTED, 'APPROVED', 'PENDING'],
};

export function canMove(from: JobStatusValue, to: JobStatusValue, manual: boolean): boolean {
  return (manual ? manualTransitions : allTransitions)[from].includes(to);
}
