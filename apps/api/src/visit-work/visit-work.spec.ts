import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import jpeg from 'jpeg-js';
import { DataSource } from 'typeorm';
import { hashPassword } from '../auth/password.js';
import { toGlobalId } from '../common/relay/global-id.js';
import { pdfText } from '../testing/pdf-text.js';
import { createCustomerFixture, type CustomerFixture } from '../testing/portal-fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const ENTRY = `mutation Entry($input: AddVisitEntryInput!) { addVisitEntry(input: $input) { entry { id kind text minutes quantity unitPriceCents vatRate } } }`;
const PHOTO = `mutation Photo($input: AddVisitPhotoInput!) { addVisitPhoto(input: $input) { photo { id width height url } } }`;
const START = `mutation Start($input: VisitIdInput!) { startVisit(input: $input) { visit { startedAt jobStatus } } }`;
const FINISH = `mutation Finish($input: FinishVisitInput!) { finishVisit(input: $input) { visit { finishedAt jobStatus } } }`;
const SIGN = `mutation Sign($input: SignVisitInput!) { signVisit(input: $input) { visit { signature { signerName url } } } }`;
const CREATE_PART = `mutation Part($input: PartInput!) { createPart(input: $input) { part { id name priceCents vatRate active } } }`;
const JOB = `query Job($id: ID!) { node(id: $id) { ... on Job { status invoiceDraftLines { description quantity unitPriceCents vatRate netCents } checklist { label doneAt }
  visits { entries { id kind text } photos { id url } signature { signerName } } } } }`;
const CREATE_INVOICE = `mutation Invoice($input: CreateInvoiceInput!) { createInvoice(input: $input) { invoice { number lines { description quantity unitPriceCents vatRate } } } }`;

/** A 1×1 transparent PNG: a signature stand-in. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A camera-like JPEG: `width`×`height`, with an EXIF segment (a GPS position's stand-in) after its start marker. */
function cameraJpeg(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([Math.floor((((i / 4) % width) * 255) / width), 90, 160, 255], i);
  const encoded = jpeg.encode({ width, height, data }, 60).data;
  const exif = Buffer.concat([Buffer.from('Exif\0\0'), Buffer.from('GPS 39.5696N 2.6502E secret-position')]);
  const segment = Buffer.concat([Buffer.from([0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 0xff]), exif]);
  return Buffer.concat([encoded.subarray(0, 2), segment, encoded.subarray(2)]);
}

describe('the work aboard: visits started and finished, entries, photos, signatures, invoices and work reports', () => {
  let api: TestApp;
  let db: DataSource;
  let admin: string;
  let owner: CustomerFixture;
  let stranger: CustomerFixture;
  const tokens: Record<'joan' | 'marc' | 'owner' | 'stranger', string> = {} as never;
  let visitId: string;
  let otherVisitId: string;
  let jobId: string;

  const as = <T>(token: string, query: string, variables: Record<string, unknown>) => api.graphql<T>(query, variables, { token });
  const codeOf = (response: { errors?: { extensions?: Record<string, unknown> }[] }) => response.errors?.[0].extensions?.code;
  const fieldCodes = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
    (response.errors?.[0].extensions?.fieldErrors as { code: string }[] | undefined)?.map((error) => error.code);
  const get = (path: string, token: string) => fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  /** A Programado job of a customer's boat with one visit of a technician, today. */
  const visitOf = async (fixture: CustomerFixture, technicianEmail: string, title: string) => {
    const boatId = Number(Buffer.from(fixture.boatIds[0], 'base64url').toString().split(':')[1]);
    const [{ id: job }]: { id: number }[] = await db.query(
      `INSERT INTO jobs (boat_id, title, description, status) VALUES ($1, $2, 'Revisión', 'SCHEDULED') RETURNING id`,
      [boatId, title],
    );
    await db.query(`INSERT INTO job_status_changes (job_id, status, changed_at) VALUES ($1, 'SCHEDULED', now())`, [job]);
    const [{ id: visit }]: { id: number }[] = await db.query(
      `INSERT INTO visits (job_id, starts_at, ends_at, estimated_minutes) VALUES ($1, now(), now() + interval '2 hours', 120) RETURNING id`,
      [job],
    );
    await db.query(`INSERT INTO visit_technicians (visit_id, technician_id) SELECT $1, id FROM users WHERE email = $2`, [visit, technicianEmail]);
    return { jobId: toGlobalId('Job', job), visitId: toGlobalId('Visit', visit) };
  };

  beforeAll(async () => {
    api = await createTestApp();
    db = api.app.get(DataSource);
    admin = (await api.login('admin@demo.com', 'Admin123!')).token;
    await db.query(`INSERT INTO users (email, name, password_hash, role) VALUES ('marc@example.com', 'Marc', $1, 'technician')`, [
      await hashPassword('Marc-secret-123'),
    ]);
    owner = await createCustomerFixture(db, 'armador@example.com');
    // Identified: the job's invoice comes to more than a simplified one may.
    await db.query(`UPDATE users SET tax_id = '12345678Z', tax_id_kind = 'NIF', tax_id_country = 'ES' WHERE id = $1`, [owner.userId]);
    stranger = await createCustomerFixture(db, 'ajena@example.com');
    tokens.joan = (await api.login('tecnico@demo.com', 'Tecnico123!')).token;
    tokens.marc = (await api.login('marc@example.com', 'Marc-secret-123')).token;
    tokens.owner = (await api.login(owner.email, owner.password)).token;
    tokens.stranger = (await api.login(stranger.email, stranger.password)).token;
    ({ jobId, visitId } = await visitOf(owner, 'tecnico@demo.com', 'Revisión de baterías'));
    ({ visitId: otherVisitId } = await visitOf(stranger, 'marc@example.com', 'Otro trabajo'));
  });
  afterAll(() => api.close());

  it('starts a visit: the job goes En progreso', async () => {
    const started = await as<{ startVisit: { visit: { startedAt: string; jobStatus: string } } }>(tokens.joan, START, { input: { visitId } });
    expect(started.errors).toBeUndefined();
    expect(started.data!.startVisit.visit).toMatchObject({ jobStatus: 'IN_PROGRESS', startedAt: expect.any(String) });
  });

  it('stores an entry sent twice with the same id once, and returns the one stored', async () => {
    const id = randomUUID();
    const input = { visitId, id, kind: 'NOTE', audience: 'CUSTOMER', text: 'Baterías de servicio sulfatadas; cambiadas.' };
    const first = await as<{ addVisitEntry: { entry: { id: string } } }>(tokens.joan, ENTRY, { input });
    const again = await as<{ addVisitEntry: { entry: { id: string; text: string } } }>(tokens.joan, ENTRY, { input: { ...input, text: 'changed on the way' } });
    expect(first.errors).toBeUndefined();
    expect(again.data!.addVisitEntry.entry).toEqual(expect.objectContaining({ id, text: 'Baterías de servicio sulfatadas; cambiadas.' }));
    expect((await db.query(`SELECT count(*)::int AS n FROM visit_entries WHERE id = $1`, [id]))[0].n).toBe(1);
    // Sent at once (two tabs, a retry racing the first send): still one row.
    const twin = randomUUID();
    await Promise.all([1, 2].map(() => as(tokens.joan, ENTRY, { input: { visitId, id: twin, kind: 'HOURS', minutes: 90 } })));
    expect((await db.query(`SELECT count(*)::int AS n FROM visit_entries WHERE id = $1`, [twin]))[0].n).toBe(1);
  });

  it('keeps technicians and customers to their own visits: another technician’s visit, another customer’s photos and report are not found', async () => {
    const entry = { visitId: otherVisitId, id: randomUUID(), kind: 'NOTE', text: 'Not mine' };
    expect(codeOf(await as(tokens.joan, ENTRY, { input: entry }))).toBe('NOT_FOUND');
    expect(codeOf(await as(tokens.joan, START, { input: { visitId: otherVisitId } }))).toBe('NOT_FOUND');
    expect(codeOf(await as(tokens.owner, ENTRY, { input: { ...entry, visitId } }))).toBe('FORBIDDEN');
    // An id already used on another visit is not taken over.
    const marcs = await as<{ addVisitEntry: { entry: { id: string } } }>(tokens.marc, ENTRY, { input: entry });
    expect(marcs.errors).toBeUndefined();
    expect(codeOf(await as(tokens.joan, ENTRY, { input: { ...entry, visitId } }))).toBe('CONFLICT');

    const photo = await as<{ addVisitPhoto: { photo: { url: string } } }>(tokens.marc, PHOTO, {
      input: { visitId: otherVisitId, id: randomUUID(), jpegBase64: cameraJpeg(40, 30).toString('base64') },
    });
    const url = photo.data!.addVisitPhoto.photo.url;
    expect((await get(url, tokens.marc)).status).toBe(200);
    expect((await get(url, tokens.stranger)).status).toBe(200);
    expect((await get(url, admin)).status).toBe(200);
    expect((await get(url, tokens.joan)).status).toBe(404);
    expect((await get(url, tokens.owner)).status).toBe(404);
    expect((await fetch(`${api.url}${url}`)).status).toBe(401);
    const [{ job_id }]: { job_id: number }[] = await db.query('SELECT job_id FROM visits WHERE id = $1', [
      Number(Buffer.from(otherVisitId, 'base64url').toString().split(':')[1]),
    ]);
    expect((await get(`/jobs/${toGlobalId('Job', job_id)}/work-report.pdf`, tokens.owner)).status).toBe(404);
    expect((await get(`/jobs/${toGlobalId('Job', job_id)}/work-report.pdf`, tokens.marc)).status).toBe(404);
    expect((await get(`/jobs/${toGlobalId('Job', job_id)}/work-report.pdf`, tokens.stranger)).status).toBe(200);
  });

  it('refuses photos over 700 KB or not JPEG with a field error; stores the others resized, without their metadata', async () => {
    const send = (bytes: Buffer) =>
      as<{ addVisitPhoto: { photo: { width: number; height: number; url: string } } }>(tokens.joan, PHOTO, {
        input: { visitId, id: randomUUID(), jpegBase64: bytes.toString('base64') },
      });
    const tooBig = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(701 * 1024)]);
    expect(fieldCodes(await send(tooBig))).toEqual(['photoTooLarge']);
    expect(fieldCodes(await send(Buffer.from(PNG, 'base64')))).toEqual(['photoType']);
    expect(fieldCodes(await send(Buffer.from('\xff\xd8\xffnot really a jpeg', 'latin1')))).toEqual(['photoType']);

    const original = cameraJpeg(2400, 1200);
    expect(original.includes('secret-position')).toBe(true);
    const stored = await send(original);
    expect(stored.errors).toBeUndefined();
    expect(stored.data!.addVisitPhoto.photo).toMatchObject({ width: 1600, height: 800 });
    const served = Buffer.from(await (await get(stored.data!.addVisitPhoto.photo.url, tokens.owner)).arrayBuffer());
    expect(served.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(served.includes('Exif')).toBe(false);
    expect(served.includes('secret-position')).toBe(false);
    expect(jpeg.decode(served, { useTArray: true })).toMatchObject({ width: 1600, height: 800 });
  });

  it('makes the visits’ hours and parts the lines of the job’s invoice: hours at the hourly rate, parts at their price, VAT per line', async () => {
    const part = await as<{ createPart: { part: { id: string } } }>(admin, CREATE_PART, {
      input: { name: 'Batería AGM 100 Ah', priceCents: 24_000, vatRate: 21 },
    });
    expect(part.errors).toBeUndefined();
    expect(codeOf(await as(tokens.joan, CREATE_PART, { input: { name: 'x', priceCents: 1, vatRate: 21 } }))).toBe('FORBIDDEN');
    await as(admin, 'mutation { updateLabourRate(input: { priceCents: 5000, vatRate: 21 }) { labourRate { priceCents } } }', {});
    const partId = part.data!.createPart.part.id;
    for (const input of [
      { kind: 'PART', partId, quantity: 2 },
      { kind: 'PART', text: 'Terminales de latón', quantity: 4, unitPriceCents: 350, vatRate: 10 },
      { kind: 'HOURS', minutes: 45 },
    ]) {
      expect((await as(tokens.joan, ENTRY, { input: { visitId, id: randomUUID(), ...input } })).errors).toBeUndefined();
    }
    // A later price does not change what was used.
    await as(admin, 'mutation P($input: UpdatePartInput!) { updatePart(input: $input) { part { id } } }', {
      input: { id: partId, name: 'Batería AGM 100 Ah', priceCents: 99_900, vatRate: 21, active: true },
    });
    const job = await as<{ node: { invoiceDraftLines: unknown[] } }>(admin, JOB, { id: jobId });
    expect(job.data!.node.invoiceDraftLines).toEqual([
      // 90 min (the racing twin) + 45 min at 50 €/h.
      { description: 'Mano de obra', quantity: 2.25, unitPriceCents: 5000, vatRate: 21, netCents: 11_250 },
      { description: 'Batería AGM 100 Ah', quantity: 2, unitPriceCents: 24_000, vatRate: 21, netCents: 48_000 },
      { description: 'Terminales de latón', quantity: 4, unitPriceCents: 350, vatRate: 10, netCents: 1400 },
    ]);
    expect((await as<{ node: { invoiceDraftLines: unknown } }>(tokens.owner, JOB, { id: jobId })).data!.node.invoiceDraftLines).toBeNull();
  });

  it('collects the signature, finishes the visit and completes the job; the invoice is issued from the recorded lines', async () => {
    expect(
      fieldCodes(await as(tokens.joan, SIGN, { input: { visitId, signerName: 'Armador', pngBase64: Buffer.from('not a png').toString('base64') } })),
    ).toEqual(['signatureInvalid']);
    const signed = await as<{ signVisit: { visit: { signature: { url: string } } } }>(tokens.joan, SIGN, {
      input: { visitId, signerName: 'Pere Armador', pngBase64: PNG },
    });
    expect(signed.data!.signVisit.visit.signature).toMatchObject({ signerName: 'Pere Armador' });
    expect((await get(signed.data!.signVisit.visit.signature.url, tokens.owner)).headers.get('content-type')).toBe('image/png');
    expect((await get(signed.data!.signVisit.visit.signature.url, tokens.stranger)).status).toBe(404);

    const finished = await as<{ finishVisit: { visit: { finishedAt: string; jobStatus: string } } }>(tokens.joan, FINISH, {
      input: { visitId, completeJob: true },
    });
    expect(finished.errors).toBeUndefined();
    expect(finished.data!.finishVisit.visit.jobStatus).toBe('COMPLETED');
    // Closed: nothing more is recorded on it.
    expect(fieldCodes(await as(tokens.joan, ENTRY, { input: { visitId, id: randomUUID(), kind: 'NOTE', text: 'late' } }))).toEqual(['jobClosed']);

    const invoice = await as<{ createInvoice: { invoice: { lines: { description: string }[] } } }>(admin, CREATE_INVOICE, {
      input: { customerId: toGlobalId('User', owner.userId), jobId },
    });
    expect(invoice.errors).toBeUndefined();
    expect(invoice.data!.createInvoice.invoice.lines.map((line) => line.description)).toEqual(['Mano de obra', 'Batería AGM 100 Ah', 'Terminales de latón']);
  });

  it('shows the customer the work report, and downloads it as a PDF in their language with the company’s details', async () => {
    const job = await as<{ node: { visits: { entries: { text: string }[]; photos: unknown[]; signature: { signerName: string } }[] } }>(tokens.owner, JOB, {
      id: jobId,
    });
    expect(job.data!.node.visits[0].entries.map((entry) => entry.text)).toContain('Baterías de servicio sulfatadas; cambiadas.');
    expect(job.data!.node.visits[0].photos).toHaveLength(1);
    expect(job.data!.node.visits[0].signature).toEqual({ signerName: 'Pere Armador' });
    const response = await get(`/jobs/${jobId}/work-report.pdf`, tokens.owner);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('PARTE DE TRABAJO');
    expect(text).toContain('Revisión de baterías');
    expect(text).toContain('Baterías de servicio sulfatadas; cambiadas.');
    expect(text).toContain('2,25 h');
    expect(text).toContain('2 × Batería AGM 100 Ah');
    expect(text).toContain('Firmado por Pere Armador');
    expect(text).toMatch(/Mallorca Marine Tech/);
    const english = await pdfText(Buffer.from(await (await get(`/jobs/${jobId}/work-report.pdf?lang=en`, tokens.owner)).arrayBuffer()));
    expect(english).toContain('WORK REPORT');
    expect(english).toContain('Signed by Pere Armador');
  });

  it('keeps a job’s checklist: the admins list it, its technician ticks it, another technician cannot', async () => {
    const { jobId: checklistJob, visitId: checklistVisit } = await visitOf(owner, 'tecnico@demo.com', 'Con lista');
    const set = await as<{ setJobChecklist: { items: { id: string; label: string }[] } }>(
      admin,
      'mutation S($input: SetJobChecklistInput!) { setJobChecklist(input: $input) { items { id label } } }',
      {
        input: { jobId: checklistJob, items: ['Revisar ánodos', 'Probar bomba de achique'] },
      },
    );
    expect(set.data!.setJobChecklist.items.map((item) => item.label)).toEqual(['Revisar ánodos', 'Probar bomba de achique']);
    const tick = 'mutation T($input: TickChecklistItemInput!) { tickChecklistItem(input: $input) { item { doneAt } } }';
    const itemId = set.data!.setJobChecklist.items[0].id;
    expect(codeOf(await as(tokens.marc, tick, { input: { itemId, done: true } }))).toBe('NOT_FOUND');
    const ticked = await as<{ tickChecklistItem: { item: { doneAt: string | null } } }>(tokens.joan, tick, { input: { itemId, done: true } });
    expect(ticked.data!.tickChecklistItem.item.doneAt).not.toBeNull();
    const visit = await as<{ node: { checklist: { label: string; doneAt: string | null }[] } }>(
      tokens.joan,
      'query V($id: ID!) { node(id: $id) { ... on Visit { checklist { label doneAt } } } }',
      { id: checklistVisit },
    );
    expect(visit.data!.node.checklist.map((item) => [item.label, item.doneAt !== null])).toEqual([
      ['Revisar ánodos', true],
      ['Probar bomba de achique', false],
    ]);
  });
});
