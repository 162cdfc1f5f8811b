/**
 * What the technician records aboard waits here, on the phone (IndexedDB: it survives a reload and
 * holds photos), until the server has it. Each item carries the id the server stores it under, so
 * sending it again after a lost answer stores nothing twice.
 */
export type QueuedItem =
  | { id: string; visitId: string; kind: 'entry'; input: { id: string; visitId: string; kind: 'NOTE' | 'HOURS' | 'PART'; text?: string; audience?: 'CUSTOMER' | 'OFFICE'; minutes?: number; partId?: string; quantity?: number; unitPriceCents?: number; vatRate?: number }; label: string }
  | { id: string; visitId: string; kind: 'photo'; input: { id: string; visitId: string; jpegBase64: string }; label: string };

/** How a send went: stored (or already stored), refused for good (bad input: dropped, the user told), or to try again later. */
export type SendOutcome = 'sent' | 'refused' | 'retry';

const DATABASE = 'mmt-technician';
const STORE = 'outbox';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
  } finally {
    db.close();
  }
}

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const offlineQueue = {
  /** Every item waiting, oldest first (ids are random: the order is the time they were added). */
  async list(): Promise<QueuedItem[]> {
    const items = await run<(QueuedItem & { addedAt: number })[]>('readonly', (store) => store.getAll());
    return items.sort((a, b) => a.addedAt - b.addedAt);
  },
  async add(item: QueuedItem): Promise<void> {
    await run('readwrite', (store) => store.put({ ...item, addedAt: Date.now() }));
    changed();
  },
  async remove(id: string): Promise<void> {
    await run('readwrite', (store) => store.delete(id));
    changed();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

let flushing: Promise<void> | null = null;

/**
 * Sends what waits, one at a time in order; stops at the first that must wait (offline). One
 * flush at a time on the page: a second call joins the running one.
 */
export function flushQueue(send: (item: QueuedItem) => Promise<SendOutcome>, onRefused: (item: QueuedItem) => void): Promise<void> {
  flushing ??= (async () => {
    try {
      for (const item of await offlineQueue.list()) {
        const outcome = await send(item);
        if (outcome === 'retry') return;
        if (outcome === 'refused') onRefused(item);
        await offlineQueue.remove(item.id);
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}
