import { useMutation } from '@apollo/client/react';
import {
  FinishVisitDocument,
  RemoveVisitEntryDocument,
  SignVisitDocument,
  StartVisitDocument,
  TechnicianVisitDocument,
  TickChecklistItemDocument,
  UpdateVisitEntryDocument,
  type UpdateVisitEntryInput,
} from '@mmt/graphql';
import { useMemo } from 'react';
import type { QueuedItem } from '../lib/offline-queue';
import { useVisitQueue } from '../lib/use-visit-queue';

/** A note, hours or a part as the screen makes it: the id and the visit are the actions' to add. */
export type NewEntry = Omit<Extract<QueuedItem, { kind: 'entry' }>['input'], 'id' | 'visitId'>;

/**
 * What the visit screen does, in one place: the shape the offline lane's `useVisitActions`
 * (technician/lib) exposes. Until that lands, entries and photos go through today's queue and the
 * rest straight to the server; replacing this hook with lib's is the one change the screen needs.
 */
export interface VisitActions {
  pending: QueuedItem[];
  online: boolean;
  start(): Promise<void>;
  tick(itemId: string, done: boolean): Promise<void>;
  addEntry(entry: NewEntry, label: string): Promise<void>;
  editEntry(input: UpdateVisitEntryInput): Promise<void>;
  removeEntry(id: string): Promise<void>;
  addPhoto(jpegBase64: string, label: string): Promise<void>;
  sign(signerName: string, pngBase64: string): Promise<void>;
  finish(completesJob: boolean): Promise<void>;
}

export function useVisitActionsOnline(visitId: string, onRefused: (item: QueuedItem, codes: string[]) => void): VisitActions {
  const { pending, online, enqueue } = useVisitQueue(visitId, onRefused);
  const refetch = { refetchQueries: [TechnicianVisitDocument], awaitRefetchQueries: true };
  const [start] = useMutation(StartVisitDocument);
  const [tick] = useMutation(TickChecklistItemDocument);
  const [edit] = useMutation(UpdateVisitEntryDocument, refetch);
  const [remove] = useMutation(RemoveVisitEntryDocument, refetch);
  const [sign] = useMutation(SignVisitDocument);
  const [finish] = useMutation(FinishVisitDocument);
  return useMemo(
    () => ({
      pending,
      online,
      start: async () => void (await start({ variables: { input: { visitId } } })),
      tick: async (itemId, done) => void (await tick({ variables: { input: { itemId, done } } })),
      addEntry: async (entry, label) => {
        const id = crypto.randomUUID();
        await enqueue({ id, visitId, kind: 'entry', label, input: { ...entry, id, visitId } });
      },
      editEntry: async (input) => void (await edit({ variables: { input } })),
      removeEntry: async (id) => void (await remove({ variables: { input: { id } } })),
      addPhoto: async (jpegBase64, label) => {
        const id = crypto.randomUUID();
        await enqueue({ id, visitId, kind: 'photo', label, input: { id, visitId, jpegBase64 } });
      },
      sign: async (signerName, pngBase64) => void (await sign({ variables: { input: { visitId, signerName, pngBase64 } } })),
      finish: async (completeJob) => void (await finish({ variables: { input: { visitId, completeJob } } })),
    }),
    [pending, online, enqueue, visitId, start, tick, edit, remove, sign, finish],
  );
}
