import type { Viewer } from '../common/decorators/auth.decorators.js';
import { localId } from '../common/relay/global-id.js';

/**
 * Whose portal rows a viewer may read: a customer only their own, an admin everyone's
 * (null means no owner filter). Every service query of boats, jobs and invoices goes through it.
 */
export function ownerScope(viewer: Viewer): string | null {
  return viewer.role === 'admin' ? null : viewer.id;
}

/** The integer local id of a global id of this type, or null when it is not one. */
export function intLocalId(globalId: string, type: string): number | null {
  if (typeof globalId !== 'string' || globalId.length > 100) return null;
  const id = localId(globalId, type);
  return id === null ? null : parseRowId(id);
}

/** A local id as given to a NodeRegistry loader, as an integer row id, or null. */
export function parseRowId(id: string): number | null {
  return /^[1-9]\d{0,8}$/.test(id) ? Number(id) : null;
}

/** Request-scoped DataLoaders without REQUEST-scoped providers: one set per request object. */
export class PerRequest<T> {
  private readonly store = new WeakMap<object, T>();

  constructor(private readonly create: () => T) {}

  for(request: object): T {
    let value = this.store.get(request);
    if (!value) {
      value = this.create();
      this.store.set(request, value);
    }
    return value;
  }
}
