import type { TechnicianVisitCardFragment, VisitWorkFragment } from '@mmt/graphql';
import type { QueuedItem } from './offline-queue';

type ServerVisit = TechnicianVisitCardFragment & VisitWorkFragment;
type Entry = VisitWorkFragment['entries'][number];
type Photo = VisitWorkFragment['photos'][number];

/** What waits on the phone is marked, so the screen can say it is not on the server yet. */
export type LocalVisit = Omit<ServerVisit, 'entries' | 'photos'> & {
  entries: (Entry & { onPhone: boolean })[];
  photos: (Photo & { onPhone: boolean })[];
  /** The signature was collected on the phone and waits to be sent. */
  signatureOnPhone: boolean;
};

const entryOf = (item: Extract<QueuedItem, { kind: 'entry' }>): Entry & { onPhone: boolean } => ({
  id: item.input.id,
  kind: item.input.kind,
  text: item.input.text ?? item.partName ?? '',
  audience: item.input.audience ?? 'OFFICE',
  fromPriceList: item.input.partId !== undefined,
  minutes: item.input.minutes ?? null,
  quantity: item.input.quantity ?? null,
  onPhone: true,
});

/**
 * The visit as the technician sees it: the server's, with what waits on the phone applied in the
 * order it was done (started, ticks, entries and their corrections and removals, photos, the
 * signature, finished). An item the server already has (sent, its answer lost) is not shown twice.
 */
export function localVisit(server: ServerVisit, pending: readonly QueuedItem[]): LocalVisit {
  const visit: LocalVisit = {
    ...server,
    checklist: server.checklist.map((item) => ({ ...item })),
    entries: server.entries.map((entry) => ({ ...entry, onPhone: false })),
    photos: server.photos.map((photo) => ({ ...photo, onPhone: false })),
    signatureOnPhone: false,
  };
  for (const item of pending.filter((candidate) => candidate.visitId === server.id)) {
    switch (item.kind) {
      case 'start':
        visit.startedAt ??= item.at;
        if (visit.state === 'PLANNED') visit.state = 'UNDER_WAY';
        break;
      case 'tick': {
        const checked = visit.checklist.find((candidate) => candidate.id === item.input.itemId);
        if (checked) checked.doneAt = item.input.done ? (checked.doneAt ?? item.at) : null;
        break;
      }
      case 'entry':
        if (!visit.entries.some((entry) => entry.id === item.input.id)) visit.entries.push(entryOf(item));
        break;
      case 'editEntry': {
        const { id, ...change } = item.input;
        const index = visit.entries.findIndex((entry) => entry.id === id);
        if (index >= 0) visit.entries[index] = { ...visit.entries[index], ...change, onPhone: true };
        break;
      }
      case 'removeEntry':
        visit.entries = visit.entries.filter((entry) => entry.id !== item.input.id);
        break;
      case 'photo':
        if (!visit.photos.some((photo) => photo.id === item.input.id))
          visit.photos.push({ id: item.input.id, url: `data:image/jpeg;base64,${item.input.jpegBase64}`, onPhone: true });
        break;
      case 'sign':
        if (!visit.signature) {
          visit.signature = { signerName: item.input.signerName, signedAt: item.at, url: `data:image/png;base64,${item.input.pngBase64}` };
          visit.signatureOnPhone = true;
        }
        break;
      case 'finish':
        visit.finishedAt ??= item.at;
        if (visit.state === 'PLANNED' || visit.state === 'UNDER_WAY') visit.state = 'DONE';
        if (item.input.completeJob) visit.jobStatus = 'COMPLETED';
        break;
    }
  }
  return visit;
}
