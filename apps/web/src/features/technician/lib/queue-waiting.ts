const KEY = 'mmt-technician-queue-waiting';

/**
 * Whether anything waits on the phone, known without opening IndexedDB or loading the queue's
 * code: the app's first screen asks it before loading what sends (lib/send-queue.ts).
 */
export const queueWaiting = {
  mark: () => localStorage.setItem(KEY, '1'),
  clear: () => localStorage.removeItem(KEY),
  any: () => localStorage.getItem(KEY) !== null,
};
