/** Time left to the browser after the load event before the callback runs anyway (no idle period). */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `callback` once the page is interactive: after the load event (the page's scripts ran and
 * hydrated) and then in the browser's first idle period. Returns a cancel function.
 */
export function afterInteractive(callback: () => void): () => void {
  let cancelled = false;
  let idle = 0;
  const whenIdle = () => {
    if (cancelled) return;
    idle = 'requestIdleCallback' in window ? window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(callback, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    if ('cancelIdleCallback' in window) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
