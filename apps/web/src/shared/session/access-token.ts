/**
 * The short-lived access token, kept in memory only (never in localStorage
 * or sessionStorage: a script injected into the page must not find it in
 * storage, and a reload restores it through the httpOnly refresh cookie).
 *
 * The session provider registers how to refresh; anyone (the Apollo link
 * after an UNAUTHENTICATED error, the refresh timer) calls
 * `refreshAccessToken()`. Concurrent calls share one request, because the
 * server rotates the refresh token on every use and treats a replayed one
 * as theft.
 */

let accessToken: string | null = null;
let refresher: (() => Promise<string | null>) | null = null;
let inFlight: Promise<string | null> | null = null;
const clearedListeners = new Set<() => void>();

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
}

/** Forget the token and tell listeners (e.g. the Apollo cache) the session ended. */
export function clearSession(): void {
  accessToken = null;
  for (const listener of clearedListeners) listener();
}

export function onSessionCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

export function registerRefresher(fn: () => Promise<string | null>): () => void {
  refresher = fn;
  return () => {
    if (refresher === fn) refresher = null;
  };
}

/** A fresh access token, or null when the session could not be renewed. */
export function refreshAccessToken(): Promise<string | null> {
  if (inFlight) return inFlight;
  const fn = refresher;
  if (!fn) return Promise.resolve(null);
  inFlight = withCrossTabLock(fn)
    .catch(() => null)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * Two tabs refreshing at once would present the same refresh token twice;
 * the Web Locks API (where available) makes them take turns.
 */
function withCrossTabLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks?.request) return fn();
  return locks.request('mmt-session-refresh', () => fn()) as Promise<T>;
}
