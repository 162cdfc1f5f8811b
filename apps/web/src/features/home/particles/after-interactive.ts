/** Time left to the browser after the load event before the callback runs anyway (no idle period). */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `callback` once the page is interactive: after the load event (the page's scripts ran and
 * hydrated) and then in the browser's first idle period (a moment later where there is no
 * requestIdleCallback). Returns a cancel function.
 */
export function afterInteractive(callback: () => void): () => void {
  const onIdle = window.requestIdleCallback as typeof window.requestIdleCallback | undefined;
  let cancelled = false;
  let cancelWait = () => undefined as void;
  const whenIdle = () => {
    if (cancelled) return;
    if (onIdle) {
      const id = onIdle(callback, { timeout: IDLE_TIMEOUT_MS });
      cancelWait = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(callback, 0);
      cancelWait = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    cancelWait();
  };
}
