import type { Viewer } from './viewer.js';

/**
 * Whose portal rows a viewer may read: a customer only their own, an admin everyone's
 * (null means no owner filter). Every service query of boats, jobs and invoices goes through it.
 */
export function ownerScope(viewer: Viewer): string | null {
  return viewer.role === 'admin' ? null : viewer.id;
}
