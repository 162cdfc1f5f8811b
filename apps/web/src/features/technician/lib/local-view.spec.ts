import { describe, expect, it } from '@jest/globals';
import type { TechnicianVisitCardFragment, VisitWorkFragment } from '@mmt/graphql';
import { localVisit } from './local-view';
import type { QueuedItem } from './offline-queue';

const VISIT = 'VmlzaXQ6MQ';
const server = {
  id: VISIT,
  jobStatus: 'SCHEDULED',
  state: 'PLANNED',
  startedAt: null,
  finishedAt: null,
  signature: null,
  checklist: [
    { id: 'item-1', label: 'Revisar ánodos', doneAt: null },
    { id: 'item-2', label: 'Probar bomba', doneAt: '2026-11-27T08:00:00.000Z' },
  ],
  entries: [
    { id: 'entry-1', kind: 'NOTE', text: 'En el servidor', audience: 'OFFICE', fromPriceList: false, minutes: null, quantity: null },
    { id: 'entry-3', kind: 'HOURS', text: '', audience: 'OFFICE', fromPriceList: false, minutes: 60, quantity: null },
  ],
  photos: [],
} as unknown as TechnicianVisitCardFragment & VisitWorkFragment;
const at = '2026-11-27T10:00:00.000Z';
const item = (fields: Record<string, unknown>) => ({ visitId: VISIT, label: 'x', at, ...fields }) as QueuedItem;

describe('the visit on the phone: the server’s, with what waits on the phone applied', () => {
  it('shows every action done offline: started, ticks, entries, photo, signature, finished (the job completed)', () => {
    const pending = [
      item({ id: 'a', kind: 'start', input: { visitId: VISIT } }),
      item({ id: 'b', kind: 'tick', input: { itemId: 'item-1', done: true } }),
      item({ id: 'c', kind: 'tick', input: { itemId: 'item-2', done: false } }),
      item({ id: 'd', kind: 'entry', partName: 'Ánodo de zinc', input: { id: 'entry-2', visitId: VISIT, kind: 'PART', partId: 'part-1', quantity: 2 } }),
      item({ id: 'e', kind: 'photo', input: { id: 'photo-1', visitId: VISIT, jpegBase64: 'AAAA' } }),
      item({ id: 'f', kind: 'sign', input: { id: 'sign-1', visitId: VISIT, signerName: 'Carlos', pngBase64: 'BBBB' } }),
      item({ id: 'g', kind: 'finish', input: { visitId: VISIT, completeJob: true } }),
    ];
    const visit = localVisit(server, pending);
    expect(visit).toMatchObject({
      state: 'DONE',
      startedAt: at,
      finishedAt: at,
      jobStatus: 'COMPLETED',
      signatureOnPhone: true,
      signature: { signerName: 'Carlos', url: 'data:image/png;base64,BBBB' },
    });
    expect(visit.checklist.map((checked) => checked.doneAt)).toEqual([at, null]);
    expect(visit.entries.map((entry) => [entry.text, entry.onPhone])).toEqual([
      ['En el servidor', false],
      ['', false],
      ['Ánodo de zinc', true],
    ]);
    expect(visit.entries[2]).toMatchObject({ audience: 'OFFICE', fromPriceList: true });
    expect(visit.photos).toEqual([{ id: 'photo-1', url: 'data:image/jpeg;base64,AAAA', onPhone: true }]);
    // The server's answer is never changed in place.
    expect(server.checklist[0].doneAt).toBeNull();
  });

  it('shows an item the server already has once (sent, its answer lost), and ignores other visits’ items', () => {
    const pending = [
      item({ id: 'entry-1', kind: 'entry', input: { id: 'entry-1', visitId: VISIT, kind: 'NOTE', text: 'En el servidor' } }),
      { ...item({ id: 'h', kind: 'start', input: { visitId: 'other' } }), visitId: 'other' },
    ];
    const visit = localVisit(server, pending);
    expect(visit.entries).toHaveLength(2);
    expect(visit.startedAt).toBeNull();
    expect(visit.state).toBe('PLANNED');
  });

  it('applies corrections and removals of entries the server has, marked as on the phone until sent', () => {
    const pending = [
      item({ id: 'i', kind: 'editEntry', input: { id: 'entry-1', text: 'Para el cliente', audience: 'CUSTOMER' } }),
      item({ id: 'j', kind: 'removeEntry', input: { id: 'entry-3' } }),
      item({ id: 'k', kind: 'editEntry', input: { id: 'gone', minutes: 30 } }),
    ];
    const visit = localVisit(server, pending);
    expect(visit.entries).toEqual([{ ...server.entries[0], text: 'Para el cliente', audience: 'CUSTOMER', onPhone: true }]);
    expect(server.entries[0].text).toBe('En el servidor');
  });
});
