/**
 * The technician's service worker (apps/web/src/sw/technician-sw.ts): registered by the
 * technician's area, for it alone (scope /technician), so that the app opens with no signal and
 * can be installed on the phone's home screen.
 */
export const SERVICE_WORKER_URL = '/technician-sw.js';
export const SERVICE_WORKER_SCOPE = '/technician';
/** The Background Sync tag under which the queue asks to be sent when the signal returns. */
export const SYNC_TAG = 'technician-outbox';
/** The service worker's message asking an open page to send the queue (it has the session). */
export const FLUSH_MESSAGE = 'technician-outbox:flush';

/**
 * Registers the worker and links the app's manifest in the page's language (the technician's area
 * alone is installable: the public pages link none). Returns how to unlink the manifest.
 */
export function registerServiceWorker(language: string): () => void {
  const manifest = document.createElement('link');
  manifest.rel = 'manifest';
  manifest.href = `/technician.${language === 'en' ? 'en' : 'es'}.webmanifest`;
  document.head.append(manifest);
  // The dev server serves no worker: only a production build has one.
  if ('serviceWorker' in navigator && !import.meta.env.DEV) {
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
      .catch((error: unknown) => console.error('Service worker not registered', error));
  }
  return () => manifest.remove();
}

/**
 * Once, when the worker first takes this page over (its first install): `replay` reads again what
 * the page read before (the worker keeps only what it sees), so that one visit online is enough.
 */
export function whenFirstControlled(replay: () => void): () => void {
  if (!('serviceWorker' in navigator) || navigator.serviceWorker.controller) return () => undefined;
  navigator.serviceWorker.addEventListener('controllerchange', replay, { once: true });
  return () => navigator.serviceWorker.removeEventListener('controllerchange', replay);
}

/** Asks the browser to wake the service worker when the signal returns, where it can (Chromium). */
export async function askForBackgroundSync(): Promise<void> {
  const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE) : undefined;
  const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
  await sync?.register(SYNC_TAG).catch(() => undefined);
}

/** Calls `flush` when the service worker asks (a Background Sync event): returns how to stop. */
export function onFlushAsked(flush: () => void): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  const listener = (event: MessageEvent) => event.data === FLUSH_MESSAGE && flush();
  navigator.serviceWorker.addEventListener('message', listener);
  return () => navigator.serviceWorker.removeEventListener('message', listener);
}
