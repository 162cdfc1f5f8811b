/**
 * The technician's service worker (scope /technician; registered by features/technician/lib/
 * service-worker.ts). It makes the area open with no signal aboard:
 * - the app shell (the page, the scripts of the technician's routes, the stylesheet, the texts,
 *   the icons) kept at install, listed by the build (vite.config.ts, technicianServiceWorkerPlugin);
 * - the reads the technician's screens make (their visits, each visit with its job, boat, customer
 *   phone, berth and checklist; the company's details and the site's texts) answered from the
 *   network when there is one and kept, from what was kept when there is none;
 * - Background Sync: when the signal returns it asks an open page to send the phone's queue (the
 *   page holds the session; with no page open, the queue goes when the app opens next).
 * A new release installs its own caches and drops the old ones; the queue (IndexedDB) is the
 * page's and is never touched here.
 * Self-contained (no imports): the build writes it as it is, with its list and version filled in.
 */
// The parts of the service worker's scope used here (the app's type check has the DOM's lib, not the worker's).
interface WaitingEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface RequestEvent extends WaitingEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: WaitingEvent) => void): void;
  addEventListener(type: 'sync', listener: (event: WaitingEvent & { tag: string }) => void): void;
  addEventListener(type: 'fetch', listener: (event: RequestEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; matchAll(options: { type: 'window' }): Promise<{ postMessage(message: unknown): void }[]> };
  location: Location;
}
const worker = self as unknown as WorkerScope;

const PRECACHE: string[] = JSON.parse('__TECHNICIAN_PRECACHE__') as string[];
const VERSION = '__TECHNICIAN_SW_VERSION__';
const SHELL = `technician-shell-${VERSION}`;
/** Personal data (the visits): emptied when the technician signs out (shared/session/offline-user.ts). */
const DATA = `technician-data-${VERSION}`;
const SHELL_PAGE = '/technician';
/** The reads kept for offline use, by operation name: only these, never a mutation. */
const KEPT_READS = new Set(['CompanyDetails', 'SiteTexts', 'TechnicianVisits', 'TechnicianVisit']);
/** A navigation on a weak signal waits this long for the network before the kept page is shown. */
const NAVIGATION_TIMEOUT_MS = 3000;
const SYNC_TAG = 'technician-outbox';
const KEPT_ANSWER_HEADER = 'x-technician-kept-answer';
const FLUSH_MESSAGE = 'technician-outbox:flush';

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      await cache.addAll([SHELL_PAGE, ...PRECACHE]);
      // The new release's shell is complete: it takes over at once (the queue is not its to lose).
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('technician-') && name !== SHELL && name !== DATA) await caches.delete(name);
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(navigation(request));
  else if (request.method === 'POST' && url.pathname === '/graphql') event.respondWith(graphql(request));
  else if (request.method === 'GET' && PRECACHE.includes(url.pathname)) event.respondWith(shellFile(request));
});

worker.addEventListener('sync', (event) => {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(
    (async () => {
      for (const client of await worker.clients.matchAll({ type: 'window' })) client.postMessage(FLUSH_MESSAGE);
    })(),
  );
});

async function navigation(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL);
  try {
    const response = await Promise.race([
      fetch(request),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('slow')), NAVIGATION_TIMEOUT_MS)),
    ]);
    // The technician's pages are one page (the app routes itself): the newest copy is kept.
    if (response.ok) await cache.put(SHELL_PAGE, response.clone());
    return response;
  } catch {
    return (await cache.match(SHELL_PAGE)) ?? Response.error();
  }
}

async function shellFile(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: SHELL })) ?? fetch(request);
}

async function graphql(request: Request): Promise<Response> {
  let body: { operationName?: string; query?: string; variables?: unknown };
  try {
    body = (await request.clone().json()) as typeof body;
  } catch {
    return fetch(request);
  }
  if (!body.operationName || !KEPT_READS.has(body.operationName) || !body.query?.startsWith('query')) return fetch(request);
  const key = `/__technician-data/${body.operationName}?${encodeURIComponent(JSON.stringify(body.variables ?? {}))}`;
  const cache = await caches.open(DATA);
  try {
    const response = await fetch(request);
    // Only a complete answer is kept: an error (signed out, a fault) never replaces a good one.
    const answer = (await response.clone().json()) as { data?: unknown; errors?: unknown[] };
    if (response.ok && answer.data && !answer.errors?.length) await cache.put(key, response.clone());
    return response;
  } catch {
    const kept = await cache.match(key);
    if (!kept) return Response.error();
    // Marked: the page must not take a kept answer for the server's word (features/technician/lib/technician-request.ts).
    const headers = new Headers(kept.headers);
    headers.set(KEPT_ANSWER_HEADER, '1');
    return new Response(kept.body, { status: kept.status, headers });
  }
}

export {};
