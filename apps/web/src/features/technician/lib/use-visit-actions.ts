import { TechnicianVisitQueryText } from '@mmt/graphql';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localVisit } from './local-view';
import { offlineQueue, type EntryChange, type EntryInput, type QueuedItem } from './offline-queue';
import { flush, stopRetrying, type Refused } from './send-queue';
import { askForBackgroundSync, onFlushAsked } from './service-worker';
import { useTechnicianQuery } from './technician-query';

/** What the technician records on an entry (the id and the visit are the queue's). */
export type NewEntry = Omit<EntryInput, 'id' | 'visitId'>;
/** An item as an action makes it: the queue adds the visit and the time. */
type Draft = QueuedItem extends infer I ? (I extends QueuedItem ? Omit<I, 'visitId' | 'at'> : never) : never;

/**
 * One visit on the technician's phone: the server's visit with what waits on the phone applied
 * (`visit`), and every action on it. Each action is kept on the phone first (IndexedDB) and sent
 * at once when there is a signal; with none, when it returns (the browser's 'online', Background
 * Sync through the service worker where the browser has it, or the next time the app opens), in
 * the order the actions were done. `onRefused`: the server refused an item for good (it is dropped).
 */
export function useVisitActions(visitId: string, onRefused: Refused) {
  const { t } = useTranslation('portal');
  const { data, loading, error, refetch } = useTechnicianQuery(TechnicianVisitQueryText, { id: visitId });
  const [pending, setPending] = useState<QueuedItem[]>([]);
  const [online, setOnline] = useState(() => navigator.onLine);
  const refused = useRef(onRefused);
  refused.current = onRefused;
  const send = useCallback(() => flush((item, codes) => refused.current(item, codes)), []);

  useEffect(() => {
    const load = () => void offlineQueue.list().then((items) => setPending(items.filter((item) => item.visitId === visitId)));
    load();
    const unsubscribe = offlineQueue.subscribe(load);
    const stopAsking = onFlushAsked(() => void send());
    const goOnline = () => {
      setOnline(true);
      void send();
    };
    const goOffline = () => setOnline(false);
    // Back to the page (the browsers without Background Sync): what waits goes now.
    const visible = () => document.visibilityState === 'visible' && navigator.onLine && void send();
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    document.addEventListener('visibilitychange', visible);
    void send();
    return () => {
      stopRetrying();
      unsubscribe();
      stopAsking();
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [visitId, send]);

  const server = data?.node?.__typename === 'Visit' ? data.node : null;
  const visit = useMemo(() => server && localVisit(server, pending), [server, pending]);

  const enqueue = useCallback(
    async (item: Draft) => {
      await offlineQueue.add({ ...item, visitId, at: new Date().toISOString() } as QueuedItem);
      if (navigator.onLine) await send();
      else await askForBackgroundSync();
    },
    [visitId, send],
  );

  const actions = useMemo(
    () => ({
      start: () => enqueue({ id: crypto.randomUUID(), kind: 'start', label: t('technician.work.start'), input: { visitId } }),
      tick: (itemId: string, done: boolean) =>
        enqueue({
          id: crypto.randomUUID(),
          kind: 'tick',
          label: server?.checklist.find((item) => item.id === itemId)?.label ?? t('technician.work.checklist'),
          input: { itemId, done },
        }),
      /** `label`: how the toasts name it; `partName`: a price-list part's name, shown until the server has it. */
      addEntry: (entry: NewEntry, label: string, partName?: string) => {
        const id = crypto.randomUUID();
        return enqueue({ id, kind: 'entry', label, partName, input: { ...entry, id, visitId } });
      },
      /** A correction: an entry still on the phone is corrected there, one the server has is corrected by a queued `updateVisitEntry`. */
      editEntry: async (change: EntryChange, label: string) => {
        const item = pending.find((candidate) => candidate.id === change.id && candidate.kind === 'entry');
        if (item?.kind === 'entry') await offlineQueue.replace({ ...item, label, input: { ...item.input, ...change } });
        else await enqueue({ id: crypto.randomUUID(), kind: 'editEntry', label, input: change });
      },
      /** A removal: an entry still on the phone is taken back, one the server has is removed by a queued `removeVisitEntry`. */
      removeEntry: async (id: string, label: string) => {
        if (pending.some((candidate) => candidate.id === id && candidate.kind === 'entry')) await offlineQueue.remove(id);
        else await enqueue({ id: crypto.randomUUID(), kind: 'removeEntry', label, input: { id } });
      },
      addPhoto: (jpegBase64: string) => {
        const id = crypto.randomUUID();
        return enqueue({ id, kind: 'photo', label: t('technician.work.photo'), input: { id, visitId, jpegBase64 } });
      },
      sign: (signerName: string, pngBase64: string) => {
        const id = crypto.randomUUID();
        return enqueue({ id, kind: 'sign', label: t('technician.work.signature'), input: { id, visitId, signerName, pngBase64 } });
      },
      finish: (completeJob: boolean) =>
        enqueue({ id: crypto.randomUUID(), kind: 'finish', label: t('technician.work.finishButton'), input: { visitId, completeJob } }),
    }),
    [enqueue, pending, server, t, visitId],
  );

  return { visit, parts: data?.parts ?? [], loading, error, refetch, pending, online, actions };
}

/** What the visit's screen can do, each action kept on the phone first. */
export type VisitActions = ReturnType<typeof useVisitActions>['actions'];
