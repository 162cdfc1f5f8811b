import { queueWaiting } from './queue-waiting';
/**
 * Everything the technician does aboard waits here, on the phone (IndexedDB: it survives a reload,
 * a closed tab and a new release of the app, and holds photos), until the server has it: the
 * start, each tick, notes, hours, parts, photos, the signature and the finish, sent in the order
 * they were done. Each item carries what makes sending it twice harmless: the id the server
 * stores it under (entries, photos, the signature), or an action the server does once (start,
 * finish, a tick to a state).
 */
export type EntryInput = {
  id: string;
  visitId: string;
  kind: 'NOTE' | 'HOURS' | 'PART';
  text?: string;
  audience?: 'CUSTOMER' | 'OFFICE';
  minutes?: number;
  partId?: string;
  quantity?: number;
  unitPriceCents?: number;
  vatRate?: number;
};
/** A correction of an entry: the id of the entry and the fields changed. */
export type EntryChange = { id: string; text?: string; audience?: 'CUSTOMER' | 'OFFICE'; minutes?: number; quantity?: number };

type Item<K extends string, I> = { id: string; visitId: string; kind: K; input: I; label: string; at: string };
export type QueuedItem =
  | Item<'start', { visitId: string }>
  | Item<'tick', { itemId: string; done: boolean }>
  /** `partName`: what the phone shows for a part of the price list until the server names it. */
  | (Item<'entry', EntryInput> & { partName?: string })
  /** A correction of an entry the server has (its kind's fields only); `updateVisitEntry` sent twice sets the same. */
  | Item<'editEntry', EntryChange>
  /** An entry the server has, taken back; removing it again is not an error. */
  | Item<'removeEntry', { id: string }>
  | Item<'photo', { id: string; visitId: string; jpegBase64: string }>
  | Item<'sign', { id: string; visitId: string; signerName: string; pngBase64: string }>
  | Item<'finish', { visitId: string; completeJob: boolean }>;

/** How a send went: stored (or already stored), refused for good (bad input: dropped, the user told), or to try again later. */
export type SendOutcome = 'sent' | 'refused' | 'retry';

const DATABASE = 'mmt-technician';
const STORE = 'outbox';
/**
 * The queue's schema. 1: entries and photos. 2: every action (start, tick, sign, finish), and an
 * order of its own (`seq`); corrections and removals of entries came as new kinds, the shape the
 * same. A release that changes the items' shape raises it and converts what waits in `upgrade`,
 * never drops it: a phone may hold a day's work when the app updates.
 */
export const QUEUE_SCHEMA_VERSION = 2;

type Stored = QueuedItem & { addedAt: number; seq?: number };

function upgrade(db: IDBDatabase, transaction: IDBTransaction, oldVersion: number): void {
  const store = oldVersion < 1 ? db.createObjectStore(STORE, { keyPath: 'id' }) : transaction.objectStore(STORE);
  if (oldVersion < 2) {
    // Version 1's items (entries, photos) keep their order: their time added becomes their place.
    const cursor = store.openCursor();
    cursor.onsuccess = () => {
      const row = cursor.result;
      if (!row) return;
      const item = row.value as Stored;
      row.update({ ...item, seq: item.seq ?? item.addedAt, at: item.at ?? new Date(item.addedAt).toISOString() });
      row.continue();
    };
  }
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, QUEUE_SCHEMA_VERSION);
    request.onupgradeneeded = (event) => upgrade(request.result, request.transaction!, event.oldVersion);
    request.onsuccess = () => {
      // Another tab's newer release upgrades the queue: this page lets go of it at once.
      request.result.onversionchange = () => request.result.close();
      resolve(request.result);
    };
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
/** Two actions in one millisecond still keep the order they were done in. */
let lastSeq = 0;

export const offlineQueue = {
  /** Every item waiting, in the order it was done. */
  async list(): Promise<QueuedItem[]> {
    const items = await run<Stored[]>('readonly', (store) => store.getAll());
    return items.sort((a, b) => (a.seq ?? a.addedAt) - (b.seq ?? b.addedAt)).map(({ addedAt: _added, seq: _seq, ...item }) => item as QueuedItem);
  },
  async add(item: QueuedItem): Promise<void> {
    lastSeq = Math.max(Date.now(), lastSeq + 1);
    await run('readwrite', (store) => store.put({ ...item, addedAt: Date.now(), seq: lastSeq }));
    queueWaiting.mark();
    changed();
  },
  /** Changes an item not sent yet (a note corrected before the signal returned), keeping its place. */
  async replace(item: QueuedItem): Promise<void> {
    const db = await open();
    try {
      await new Promise<void>((resolve, reject) => {
        const transaction = db.transaction(STORE, 'readwrite');
        const store = transaction.objectStore(STORE);
        const read = store.get(item.id);
        read.onsuccess = () => read.result && store.put({ ...(read.result as Stored), ...item });
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB request failed'));
      });
    } finally {
      db.close();
    }
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
  /** Another tab or the service worker changed the queue. */
  notifyChanged: changed,
};

let flushing: Promise<void> | null = null;

/**
 * Sends what waits, one at a time in order; stops at the first that must wait (offline). One
 * flush at a time on the page: a second call joins the running one. What was sent leaves the
 * phone once `settle` has read the screens again with it (true): until then the screen shows it
 * from here, never a moment without it; if that read failed, it stays and is sent again (each
 * item is harmless twice).
 */
export function flushQueue(
  send: (item: QueuedItem) => Promise<SendOutcome>,
  onRefused: (item: QueuedItem) => void,
  settle: () => Promise<boolean>,
): Promise<void> {
  flushing ??= (async () => {
    try {
      const sent: string[] = [];
      for (const item of await offlineQueue.list()) {
        const outcome = await send(item);
        if (outcome === 'retry') break;
        if (outcome === 'refused') {
          onRefused(item);
          await offlineQueue.remove(item.id);
        } else sent.push(item.id);
      }
      if (sent.length && (await settle())) for (const id of sent) await offlineQueue.remove(id);
      if ((await offlineQueue.list()).length === 0) queueWaiting.clear();
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}
