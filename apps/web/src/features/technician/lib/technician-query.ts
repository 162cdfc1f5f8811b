import type { DocumentText } from '@mmt/graphql';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { technicianRead } from './technician-request';

interface Entry {
  data?: unknown;
  error?: unknown;
  loading: boolean;
  /** Re-reads the entry from the server (`fresh`: a read begun after this call, not one already running). */
  load: (fresh?: boolean) => Promise<boolean>;
}

/**
 * The technician's reads, kept for the page's life by operation and variables: a screen opened
 * again shows what it had at once and reads it again behind (Apollo's cache-and-network, in a few
 * lines). Offline, the service worker answers these reads from what it kept.
 */
const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function entryOf<TData, TVariables>(document: DocumentText<TData, TVariables>, variables: TVariables): Entry {
  const key = `${document}\n${JSON.stringify(variables)}`;
  let entry = entries.get(key);
  if (!entry) {
    let running: Promise<boolean> | null = null;
    const created: Entry = {
      loading: false,
      load: (fresh = false) =>
        fresh && running
          ? running.then(() => created.load())
          : (running ??= (async () => {
              entries.set(key, { ...entries.get(key)!, loading: true });
              notify();
              try {
                const { data, fromServer } = await technicianRead(document, variables);
                entries.set(key, {
                  ...entries.get(key)!,
                  data,
                  error: undefined,
                  loading: false,
                });
                // An answer the service worker kept is shown, but is not the server's word yet.
                return fromServer;
              } catch (error) {
                entries.set(key, {
                  ...entries.get(key)!,
                  error,
                  loading: false,
                });
                return false;
              } finally {
                running = null;
                notify();
              }
            })()),
    };
    entries.set(key, created);
    entry = created;
  }
  return entry;
}

/** Reads now (and on each mount), showing what was read before meanwhile. */
export function useTechnicianQuery<TData, TVariables>(document: DocumentText<TData, TVariables>, variables: TVariables) {
  const key = `${document}\n${JSON.stringify(variables)}`;
  const entry = useSyncExternalStore(subscribe, () => entryOf(document, variables));
  useEffect(() => {
    void entryOf(document, variables).load();
    // The key stands for the document and the variables.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const refetch = useCallback(() => entryOf(document, variables).load(), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return {
    data: entry.data as TData | undefined,
    error: entry.error as Error | undefined,
    loading: entry.loading || (entry.data === undefined && entry.error === undefined),
    refetch,
  };
}

/** Reads ahead (the next days' visits, so that they open with no signal): kept here and by the service worker. */
export async function prefetchTechnicianQuery<TData, TVariables>(document: DocumentText<TData, TVariables>, variables: TVariables): Promise<void> {
  const entry = entryOf(document, variables);
  if (entry.data === undefined) await entry.load();
}

/** Reads again every read a screen shows (after the queue sent something): whether all were read. */
export async function refetchTechnicianQueries(): Promise<boolean> {
  return (await Promise.all([...entries.values()].map((entry) => entry.load(true)))).every(Boolean);
}
