import {
  AddVisitEntryMutationText,
  AddVisitPhotoMutationText,
  FinishVisitMutationText,
  RemoveVisitEntryMutationText,
  SignVisitMutationText,
  StartVisitMutationText,
  TickChecklistItemMutationText,
  UpdateVisitEntryMutationText,
} from '@mmt/graphql';
import { errorCodesOf } from '../../../shared/graphql/graphql-error';
import { imageRefusalOf, imagesBusy } from './image-refusal';
import { flushQueue, type QueuedItem, type SendOutcome } from './offline-queue';
import { refetchTechnicianQueries } from './technician-query';
import { technicianRequest } from './technician-request';

/** The server refused an item for good (it is dropped): `codes` say why. */
export type Refused = (item: QueuedItem, codes: string[]) => void;

/** Codes that say the server will refuse the item whatever happens: dropping it beats retrying it forever. */
const FINAL = ['BAD_USER_INPUT', 'NOT_FOUND', 'FORBIDDEN', 'CONFLICT'];
/** When a send failed with a signal (the image workers busy, a weak connection): the queue is sent again after this. */
const RETRY_MS = 5000;

/** The mutation that carries each kind of item to the server. */
function sendItem(item: QueuedItem): Promise<unknown> {
  switch (item.kind) {
    case 'start':
      return technicianRequest(StartVisitMutationText, { input: item.input });
    case 'tick':
      return technicianRequest(TickChecklistItemMutationText, { input: item.input });
    case 'entry':
      return technicianRequest(AddVisitEntryMutationText, { input: item.input });
    case 'editEntry':
      return technicianRequest(UpdateVisitEntryMutationText, { input: item.input });
    case 'removeEntry':
      return technicianRequest(RemoveVisitEntryMutationText, { input: item.input });
    case 'photo':
      return technicianRequest(AddVisitPhotoMutationText, { input: item.input });
    case 'sign':
      return technicianRequest(SignVisitMutationText, { input: item.input });
    case 'finish':
      return technicianRequest(FinishVisitMutationText, { input: item.input });
  }
}

let retryLater: ReturnType<typeof setTimeout> | undefined;

/** Sends everything waiting on the phone, in order, and reads the screens again from the server. */
export async function flush(onRefused: Refused): Promise<void> {
  const refusals = new Map<string, string[]>();
  const send = async (item: QueuedItem): Promise<SendOutcome> => {
    try {
      await sendItem(item);
      return 'sent';
    } catch (error) {
      const codes = errorCodesOf(error);
      if (!codes.some((code) => FINAL.includes(code))) {
        // The server's image workers were busy, or the signal came back weaker than the browser thinks: again shortly.
        if (imagesBusy(error) || navigator.onLine) {
          clearTimeout(retryLater);
          retryLater = setTimeout(() => void flush(onRefused), RETRY_MS);
        }
        return 'retry';
      }
      const refusal = imageRefusalOf(error);
      refusals.set(item.id, refusal ? [...codes, refusal] : codes);
      return 'refused';
    }
  };
  await flushQueue(send, (item) => onRefused(item, refusals.get(item.id) ?? []), refetchTechnicianQueries);
}

/** Stops a send planned for later (the screen that asked for it is gone). */
export function stopRetrying(): void {
  clearTimeout(retryLater);
}
