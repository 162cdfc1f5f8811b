import { isTechnicianRole, type SessionUser } from './session-context';

const KEY = 'technician-offline-user';

/**
 * A technician opens their app aboard with no signal: the session cannot be renewed then (the
 * refresh cookie needs the server), so the last technician signed in on this phone is kept (who,
 * not any token: the server still checks every request, and the phone's queue waits until the
 * session is renewed with the signal). Only technicians: a customer's or an admin's area needs
 * the network anyway. Forgotten, with the visits the service worker kept, on signing out.
 */
export const offlineUser = {
  remember(user: SessionUser): void {
    if (isTechnicianRole(user.role)) localStorage.setItem(KEY, JSON.stringify(user));
    else localStorage.removeItem(KEY);
  },
  /** The technician to show while the session cannot be renewed for want of a signal. */
  recall(): SessionUser | null {
    try {
      return JSON.parse(localStorage.getItem(KEY) ?? 'null') as SessionUser | null;
    } catch {
      return null;
    }
  },
  async forget(): Promise<void> {
    localStorage.removeItem(KEY);
    // The visits the technician's service worker kept (their customers' names and phones).
    if ('caches' in window) for (const name of await caches.keys()) if (name.startsWith('technician-data-')) await caches.delete(name);
  },
};
