import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import jpeg from 'jpeg-js';
import { DataSource } from 'typeorm';
import { toGlobalId } from '../common/relay/global-id.js';
import { createCustomerFixture, type CustomerFixture } from '../testing/portal-fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const ENTRY = `mutation Entry($input: AddVisitEntryInput!) { addVisitEntry(input: $input) { entry { id } } }`;
const PHOTO = `mutation Photo($input: AddVisitPhotoInput!) { addVisitPhoto(input: $input) { photo { id } } }`;
const START = `mutation Start($input: VisitIdInput!) { startVisit(input: $input) { visit { state } } }`;
const FINISH = `mutation Finish($input: FinishVisitInput!) { finishVisit(input: $input) { visit { state } } }`;
const SIGN = `mutation Sign($input: SignVisitInput!) { signVisit(input: $input) { visit { id } } }`;
const CHECKLIST = `mutation S($input: SetJobChecklistInput!) { setJobChecklist(input: $input) { items { id label } } }`;
const TICK = `mutation T($input: TickChecklistItemInput!) { tickChecklistItem(input: $input) { item { doneAt } } }`;
const STATUS = `mutation U($input: UpdateJobStatusInput!) { updateJobStatus(input: $input) { job { status } } }`;
const CORRECT = `mutation C($input: CorrectVisitEntryInput!) { correctVisitEntry(input: $input) { entry { id text minutes quantity unitPriceCents } } }`;
const CREATE_INVOICE = `mutation Invoice($input: CreateInvoiceInput!) { createInvoice(input: $input) { invoice { lines { description quantity unitPriceCents } } } }`;
/** What the admin's job page reads: every visit's record and the job's checklist. */
const RECORD = `query Job($id: ID!) { node(id: $id) { ... on Job { status checklist { label doneAt }
  invoiceDraftLines { description quantity unitPriceCents }
  visits { state entries { id kind text minutes quantity unitPriceCents vatRate corrections { correctedBy correctedAt before { text minutes quantity unitPriceCents } after { text minutes quantity unitPriceCents } } }
    photos { url width height } signature { signerName url } } } } }`;

interface Values {
  text: string;
  minutes: number | null;
  quantity: number | null;
  unitPriceCents: number | null;
}
interface JobRecord {
  node: {
    status: string;
    checklist: { label: string; doneAt: string | null }[];
    invoiceDraftLines: { description: string; quantity: number; unitPriceCents: number }[] | null;
    visits: {
      state: string;
      entries: ({
        id: string;
        kind: string;
        vatRate: number | null;
        corrections: { correctedBy: string; correctedAt: string; before: Values; after: Values }[] | null;
      } & Values)[];
      photos: { url: string; width: number; height: number }[];
      signature: { signerName: string; url: string } | null;
    }[];
  };
}

/** A 1×1 PNG: a signature stand-in. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function photo(): string {
  const data = Buffer.alloc(32 * 24 * 4, 140);
  return Buffer.from(jpeg.encode({ width: 32, height: 24, data }, 70).data).toString('base64');
}

describe('the office: every visit’s record on the job, its corrections before invoicing, and the visits left when a job closes', () => {
  let api: TestApp;
  let db: DataSource;
  let admin: string;
  let adminName: string;
  let technician: string;
  let owner: CustomerFixture;
  let customer: string;

  const as = <T>(token: string, query: string, variables: Record<string, unknown>) => api.graphql<T>(query, variables, { token });
  const fieldCodes = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
    (response.errors?.[0].extensions?.fieldErrors as { field: string; code: string }[] | undefined)?.map((error) => `${error.field}:${error.code}`);
  /** A Programado job with one visit of the demo technician per day offset (0 today, 1 tomorrow...). */
  const jobWithVisits = async (title: string, days: number[]) => {
    const boatId = Number(Buffer.from(owner.boatIds[0], 'base64url').toString().split(':')[1]);
    const [{ id: job }]: { id: number }[] = await db.query(
      `INSERT INTO jobs (boat_id, title, description, status) VALUES ($1, $2, '', 'SCHEDULED') RETURNING id`,
      [boatId, title],
    );
    await db.query(`INSERT INTO job_status_changes (job_id, status, changed_at) VALUES ($1, 'SCHEDULED', now())`, [job]);
    const visits: string[] = [];
    for (const day of days) {
      const [{ id }]: { id: number }[] = await db.query(
        `INSERT INTO visits (job_id, starts_at, ends_at, estimated_minutes) VALUES ($1, now() + make_interval(days => $2), now() + make_interval(days => $2, hours => 2), 120) RETURNING id`,
        [job, day],
      );
      await db.query(`INSERT INTO visit_technicians (visit_id, technician_id) SELECT $1, id FROM users WHERE email = 'tecnico@demo.com'`, [id]);
      visits.push(toGlobalId('Visit', id));
    }
    return { jobId: toGlobalId('Job', job), visits };
  };
  const record = async (jobId: string, token = admin) => {
    const response = await as<JobRecord>(token, RECORD, { id: jobId });
    expect(response.errors).toBeUndefined();
    return response.data!.node;
  };

  beforeAll(async () => {
    api = await createTestApp();
    db = api.app.get(DataSource);
    admin = (await api.login('admin@demo.com', 'Admin123!')).token;
    [{ name: adminName }] = await db.query(`SELECT name FROM users WHERE email = 'admin@demo.com'`);
    technician = (await api.login('tecnico@demo.com', 'Tecnico123!')).token;
    owner = await createCustomerFixture(db, 'oficina@example.com');
    customer = (await api.login(owner.email, owner.password)).token;
  });
  afterAll(() => api.close());

  describe('a job worked aboard', () => {
    let jobId: string;
    let ids: { note: string; hours: string; part: string };

    beforeAll(async () => {
      const job = await jobWithVisits('Instalación de VHF', [0, 1]);
      jobId = job.jobId;
      const [visitId] = job.visits;
      const items = await as<{ setJobChecklist: { items: { id: string }[] } }>(admin, CHECKLIST, {
        input: { jobId, items: ['Probar llamada DSC', 'Revisar antena'] },
      });
      expect((await as(technician, START, { input: { visitId } })).errors).toBeUndefined();
      ids = { note: randomUUID(), hours: randomUUID(), part: randomUUID() };
      for (const input of [
        { id: ids.note, kind: 'NOTE', text: 'VHF montada en la consola.', audience: 'CUSTOMER' },
        { id: ids.hours, kind: 'HOURS', minutes: 150 },
        { id: ids.part, kind: 'PART', text: 'Antena VHF 1 m', quantity: 2, unitPriceCents: 8950, vatRate: 21 },
      ]) {
        expect((await as(technician, ENTRY, { input: { visitId, ...input } })).errors).toBeUndefined();
      }
      expect((await as(technician, PHOTO, { input: { visitId, id: randomUUID(), jpegBase64: photo() } })).errors).toBeUndefined();
      expect((await as(technician, TICK, { input: { itemId: items.data!.setJobChecklist.items[0].id, done: true } })).errors).toBeUndefined();
      expect((await as(technician, SIGN, { input: { visitId, signerName: 'Pere Armador', pngBase64: PNG } })).errors).toBeUndefined();
      expect((await as(technician, FINISH, { input: { visitId, completeJob: false } })).errors).toBeUndefined();
    });

    it('shows the admin each visit’s notes, hours, parts with prices, photos, signature and the checklist’s results, and serves the images to them', async () => {
      const job = await record(jobId);
      expect(job.visits.map((visit) => visit.state)).toEqual(['DONE', 'PLANNED']);
      const [done, planned] = job.visits;
      expect(
        done.entries.map(({ kind, text, minutes, quantity, unitPriceCents, vatRate }) => ({ kind, text, minutes, quantity, unitPriceCents, vatRate })),
      ).toEqual([
        { kind: 'NOTE', text: 'VHF montada en la consola.', minutes: null, quantity: null, unitPriceCents: null, vatRate: null },
        { kind: 'HOURS', text: '', minutes: 150, quantity: null, unitPriceCents: null, vatRate: null },
        { kind: 'PART', text: 'Antena VHF 1 m', minutes: null, quantity: 2, unitPriceCents: 8950, vatRate: 21 },
      ]);
      expect(done.entries.map((entry) => entry.corrections)).toEqual([[], [], []]);
      expect(done.signature?.signerName).toBe('Pere Armador');
      expect(planned).toMatchObject({ entries: [], photos: [], signature: null });
      expect(job.checklist).toEqual([
        { label: 'Probar llamada DSC', doneAt: expect.any(String) },
        { label: 'Revisar antena', doneAt: null },
      ]);
      for (const [url, type] of [
        [done.photos[0].url, 'image/jpeg'],
        [done.signature!.url, 'image/png'],
      ]) {
        const response = await fetch(`${api.url}${url}`, { headers: { authorization: `Bearer ${admin}` } });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe(type);
        expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(50);
      }
    });

    it('lets only an admin correct a line, records who, when, before and after, and the invoice’s draft lines follow', async () => {
      expect((await as(technician, CORRECT, { input: { entryId: ids.hours, minutes: 60 } })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await as(customer, CORRECT, { input: { entryId: ids.hours, minutes: 60 } })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await as(admin, CORRECT, { input: { entryId: randomUUID(), minutes: 60 } })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect(fieldCodes(await as(admin, CORRECT, { input: { entryId: ids.hours, quantity: 3 } }))).toEqual(['quantity:notForThisKind']);
      expect(fieldCodes(await as(admin, CORRECT, { input: { entryId: ids.note, minutes: 30 } }))).toEqual(['minutes:notForThisKind']);
      expect(fieldCodes(await as(admin, CORRECT, { input: { entryId: ids.hours, minutes: 150 } }))).toEqual(['entryId:nothingChanged']);
      expect(fieldCodes(await as(admin, CORRECT, { input: { entryId: ids.hours, minutes: 0 } }))).toEqual(['minutes:min']);

      const hours = await as<{ correctVisitEntry: { entry: Values } }>(admin, CORRECT, { input: { entryId: ids.hours, minutes: 120 } });
      expect(hours.data?.correctVisitEntry.entry).toMatchObject({ minutes: 120 });
      const part = await as<{ correctVisitEntry: { entry: Values } }>(admin, CORRECT, {
        input: { entryId: ids.part, quantity: 1, unitPriceCents: 7900, text: 'Antena VHF 0,9 m' },
      });
      expect(part.data?.correctVisitEntry.entry).toMatchObject({ text: 'Antena VHF 0,9 m', quantity: 1, unitPriceCents: 7900 });
      expect((await as(admin, CORRECT, { input: { entryId: ids.note, text: 'VHF montada en la consola de babor.' } })).errors).toBeUndefined();

      const job = await record(jobId);
      const [note, worked, used] = job.visits[0].entries;
      expect(note.text).toBe('VHF montada en la consola de babor.');
      expect(worked.corrections).toEqual([
        {
          correctedBy: adminName,
          correctedAt: expect.any(String),
          before: { text: '', minutes: 150, quantity: null, unitPriceCents: null },
          after: { text: '', minutes: 120, quantity: null, unitPriceCents: null },
        },
      ]);
      expect(used.corrections?.map((correction) => [correction.before, correction.after])).toEqual([
        [
          { text: 'Antena VHF 1 m', minutes: null, quantity: 2, unitPriceCents: 8950 },
          { text: 'Antena VHF 0,9 m', minutes: null, quantity: 1, unitPriceCents: 7900 },
        ],
      ]);
      // The invoice starts from the corrected work: 2 h of labour, one antenna at its corrected price.
      expect(job.invoiceDraftLines?.map((line) => [line.description, line.quantity, line.unitPriceCents])).toEqual([
        ['Mano de obra', 2, 6000],
        ['Antena VHF 0,9 m', 1, 7900],
      ]);
      // Corrections are the office's business: the customer reads the corrected values, not the history.
      const seen = await record(jobId, customer);
      expect(seen.visits[0].entries.map((entry) => entry.corrections)).toEqual([null, null, null]);
    });

    it('keeps the record and the checklist’s results once completed, and refuses corrections once invoiced', async () => {
      expect((await as(admin, STATUS, { input: { jobId, status: 'COMPLETED', remainingVisits: 'CANCEL' } })).errors).toBeUndefined();
      const job = await record(jobId);
      expect(job.status).toBe('COMPLETED');
      // Tomorrow's visit, called off with it, leaves the job's list.
      expect(job.visits.map((visit) => visit.state)).toEqual(['DONE']);
      expect(job.visits[0].entries).toHaveLength(3);
      expect(job.visits[0].photos).toHaveLength(1);
      expect(job.checklist.map((item) => item.doneAt !== null)).toEqual([true, false]);
      // Before the invoice the office may still correct.
      expect((await as(admin, CORRECT, { input: { entryId: ids.hours, minutes: 90 } })).errors).toBeUndefined();

      const invoice = await as<{ createInvoice: { invoice: { lines: { description: string; quantity: number }[] } } }>(admin, CREATE_INVOICE, {
        input: { customerId: toGlobalId('User', owner.userId), jobId },
      });
      expect(invoice.errors).toBeUndefined();
      expect(invoice.data!.createInvoice.invoice.lines[0]).toMatchObject({ description: 'Mano de obra', quantity: 1.5 });
      expect(fieldCodes(await as(admin, CORRECT, { input: { entryId: ids.hours, minutes: 60 } }))).toEqual(['entryId:jobInvoiced']);
      expect((await db.query(`SELECT minutes FROM visit_entries WHERE id = $1`, [ids.hours]))[0].minutes).toBe(90);
    });
  });

  describe('a job closed with visits not finished', () => {
    it('asks what happens to them; kept, a completed job’s visit stays booked and is worked; a cancelled job’s cannot be kept', async () => {
      const { jobId, visits } = await jobWithVisits('Revisión de radar', [0, 2]);
      expect((await as(technician, START, { input: { visitId: visits[0] } })).errors).toBeUndefined();
      expect((await as(technician, FINISH, { input: { visitId: visits[0], completeJob: false } })).errors).toBeUndefined();

      const unasked = await as(admin, STATUS, { input: { jobId, status: 'COMPLETED' } });
      expect(fieldCodes(unasked)).toEqual(['remainingVisits:remainingVisitsChoice']);
      expect(unasked.errors?.[0].extensions?.remainingVisits).toBe(1);
      expect(fieldCodes(await as(admin, STATUS, { input: { jobId, status: 'CANCELLED', remainingVisits: 'KEEP' } }))).toEqual([
        'remainingVisits:keepOnlyWhenCompleting',
      ]);
      expect((await record(jobId)).status).toBe('IN_PROGRESS');

      expect((await as(admin, STATUS, { input: { jobId, status: 'COMPLETED', remainingVisits: 'KEEP' } })).errors).toBeUndefined();
      expect((await record(jobId)).visits.map((visit) => visit.state)).toEqual(['DONE', 'PLANNED']);
      // The kept visit is worked as any other; the job stays Completado.
      expect((await as(technician, START, { input: { visitId: visits[1] } })).data).toEqual({ startVisit: { visit: { state: 'UNDER_WAY' } } });
      expect(
        (await as(technician, ENTRY, { input: { visitId: visits[1], id: randomUUID(), kind: 'NOTE', text: 'Radar revisado tras la entrega.' } })).errors,
      ).toBeUndefined();
      expect((await as(technician, FINISH, { input: { visitId: visits[1], completeJob: true } })).data).toEqual({ finishVisit: { visit: { state: 'DONE' } } });
      const job = await record(jobId);
      expect(job.status).toBe('COMPLETED');
      expect(job.visits[1].entries.map((entry) => entry.text)).toEqual(['Radar revisado tras la entrega.']);
      // Finished, it takes no more work.
      expect(fieldCodes(await as(technician, ENTRY, { input: { visitId: visits[1], id: randomUUID(), kind: 'NOTE', text: 'Tarde.' } }))).toEqual([
        'visitId:jobClosed',
      ]);
    });
  });
});
