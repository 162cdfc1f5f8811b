import { useApolloClient } from '@apollo/client/react';
import { AddVisitEntryDocument, AddVisitPhotoDocument, TechnicianVisitDocument } from '@mmt/graphql';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorCodesOf } from '../../../shared/graphql/graphql-error';
import { imageRefusalOf, imagesBusy } from './image-refusal';
import { flushQueue, offlineQueue, type QueuedItem, type SendOutcome } from './offline-queue';

/** Codes that say the server will refuse the item whatever happens: dropping it beats retrying it forever. */
const FINAL = ['BAD_USER_INPUT', 'NOT_FOUND', 'FORBIDDEN', 'CONFLICT'];
/** When the server's image workers were busy: the photo waits on the phone and is sent again after this. */
const BUSY_RETRY_MS = 5000;

/**
 * The visit's queue of entries and photos: `enqueue` keeps an item on the phone and sends what
 * waits; sending starts again when the browser is back online and when the page opens (after a
 * reload). `pending`: this visit's items not yet on the server.
 */
export function useVisitQueue(visitId: string, onRefused: (item: QueuedItem, codes: string[]) => void) {
  const busyRetry = useRef<ReturnType<typeof setTimeout>>(undefined);
  const client = useApolloClient();
  const [pending, setPending] = useState<QueuedItem[]>([]);
  const [online, setOnline] = useState(() => navigator.onLine);

  const flush = useCallback(async () => {
    let sent = false;
    const refusals = new Map<string, string[]>();
    const send = async (item: QueuedItem): Promise<SendOutcome> => {
      try {
        if (item.kind === 'entry') await client.mutate({ mutation: AddVisitEntryDocument, variables: { input: item.input } });
        else await client.mutate({ mutation: AddVisitPhotoDocument, variables: { input: item.input } });
        sent = true;
        return 'sent';
      } catch (error) {
        const codes = errorCodesOf(error);
        if (imagesBusy(error)) {
          clearTimeout(busyRetry.current);
          busyRetry.current = setTimeout(() => void flush(), BUSY_RETRY_MS);
        }
        if (!codes.some((code) => FINAL.includes(code))) return 'retry';
        const refusal = imageRefusalOf(error);
        refusals.set(item.id, refusal ? [...codes, refusal] : codes);
        return 'refused';
      }
    };
    await flushQueue(send, (item) => onRefused(item, refusals.get(item.id) ?? []));
    if (sent) await client.refetchQueries({ include: [TechnicianVisitDocument] });
  }, [client, onRefused]);

  useEffect(() => {
    const load = () => void offlineQueue.list().then((items) => setPending(items.filter((item) => item.visitId === visitId)));
    load();
    const unsubscribe = offlineQueue.subscribe(load);
    const goOnline = () => {
      setOnline(true);
      void flush();
    };
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    void flush();
    return () => {
      clearTimeout(busyRetry.current);
      unsubscribe();
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, [visitId, flush]);

  const enqueue = useCallback(
    async (item: QueuedItem) => {
      await offlineQueue.add(item);
      if (navigator.onLine) await flush();
    },
    [flush],
  );

  return { pending, online, enqueue };
}
