import { useEffect, useState } from 'react';

export type Reachability = 'checking' | 'reachable' | 'unreachable';

/** How long a third-party page may take to answer before we give up on embedding it. */
export const REACHABILITY_TIMEOUT_MS = 8000;

/**
 * Whether a third-party page answers at all, before it is embedded: an
 * iframe's load event fires even for the browser's own error page, so it
 * cannot tell. A no-cors HEAD request resolves (opaquely) when the server
 * answers anything, and fails when its name does not resolve, the connection
 * is refused or the network is down; no answer within the timeout counts as
 * unreachable too.
 */
export function useReachable(url: string, timeoutMs = REACHABILITY_TIMEOUT_MS): Reachability {
  const [state, setState] = useState<Reachability>('checking');

  useEffect(() => {
    if (!navigator.onLine) {
      setState('unreachable');
      return;
    }
    setState('checking');
    const controller = new AbortController();
    const timer = window.setTimeout(() => controller.abort(), timeoutMs);
    fetch(url, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', credentials: 'omit', referrerPolicy: 'no-referrer', signal: controller.signal })
      .then(() => setState('reachable'))
      .catch(() => setState((current) => (current === 'checking' ? 'unreachable' : current)))
      .finally(() => window.clearTimeout(timer));
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [url, timeoutMs]);

  return state;
}
