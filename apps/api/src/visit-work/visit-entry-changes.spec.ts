import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { toGlobalId } from '../common/relay/global-id.js';
import { pdfText } from '../testing/pdf-text.js';
import { createCustomerFixture, type CustomerFixture } from '../testing/portal-fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const ENTRY = `mutation Entry($input: AddVisitEntryInput!) { addVisitEntry(input: $input) { entry { id audience } } }`;
const UPDATE = `mutation Update($input: UpdateVisitEntryInput!) { updateVisitEntry(input: $input) { entry { id text audience minutes quantity unitPriceCents fromPriceList } } }`;
const REMOVE = `mutation Remove($input: RemoveVisitEntryInput!) { removeVisitEntry(input: $input) { removedEntryId } }`;
const START = `mutation Start($input: VisitIdInput!) { startVisit(input: $input) { visit { id } } }`;
const FINISH = `mutation Finish($input: FinishVisitInput!) { finishVisit(input: $input) { visit { state jobStatus } } }`;
const VISIT = `query V($id: ID!) { node(id: $id) { ... on Visit { state nextVisitOfJobAt entries { id text audience } } } }`;
const JOB_ENTRIES = `query J($id: ID!) { node(id: $id) { ... on Job { visits { entries { text } } } } }`;

describe('correcting the work aboard: notes for the customer or the office, entries changed and removed until the visit is finished', () => {
  let api: TestApp;
  let db: DataSource;
  let owner: CustomerFixture;
  let admin: string;
  let joan: string;
  let marc: string;
  let customer: string;
  let jobId: string;
  let firstVisit: string;
  let secondVisit: string;
  const as = <T>(token: string, query: string, variables: Record<string, unknown>) => api.graphql<T>(query, variables, { token });
  const codeOf = (response: { errors?: { extensions?: Record<string, unknown> }[] }) => response.errors?.[0].extensions?.code;
  const fieldCodes = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
    (response.errors?.[0].extensions?.fieldErrors as { code: string }[] | undefined)?.map((error) => error.code);
  const add = async (input: Record<string, unknown>, visitId = firstVisit) => {
    const id = randomUUID();
    const answer = await as<{ addVisitEntry: { entry: { audience: string } } }>(joan, ENTRY, { input: { visitId, id, ...input } });
    expect(answer.errors).toBeUndefined();
    return { id, audience: answer.data!.addVisitEntry.entry.audience };
  };

  beforeAll(async () => {
    api = await createTestApp();
    db = api.app.get(DataSource);
    admin = (await api.login('admin@demo.com', 'Admin123!')).token;
    owner = await createCustomerFixture(db, 'notas@example.com');
    await createCustomerFixture(db, 'marc@example.com');
    await db.query(`UPDATE users SET role = 'technician' WHERE email = 'marc@example.com'`);
    joan = (await api.login('tecnico@demo.com', 'Tecnico123!')).token;
    marc = (await api.login('marc@example.com', owner.password)).token;
    customer = (await api.login(owner.email, owner.password)).token;
    // A job of two visits of the demo technician: today's and tomorrow's.
    const [{ id: job }]: { id: number }[] = await db.query(
      `INSERT INTO jobs (boat_id, title, description, status) VALUES ($1, 'Red NMEA 2000', '', 'SCHEDULED') RETURNING id`,
      [Number(Buffer.from(owner.boatIds[0], 'base64url').toString().split(':')[1])],
    );
    const visits: { id: number }[] = await db.query(
      `INSERT INTO visits (job_id, starts_at, ends_at, estimated_minutes) VALUES ($1, now(), now() + interval '2 hours', 120), ($1, now() + interval '1 day', now() + interval '26 hours', 120) RETURNING id`,
      [job],
    );
    await db.query(`INSERT INTO visit_technicians (visit_id, technician_id) SELECT v, id FROM users, unnest($1::int[]) v WHERE email = 'tecnico@demo.com'`, [
      visits.map((visit) => visit.id),
    ]);
    jobId = toGlobalId('Job', job);
    [firstVisit, secondVisit] = visits.map((visit) => toGlobalId('Visit', visit.id));
    expect((await as(joan, START, { input: { visitId: firstVisit } })).errors).toBeUndefined();
  });
  afterAll(() => api.close());

  it('keeps a note for the office out of the customer’s job, visit entries and work report; one for the customer reaches them', async () => {
    const internal = await add({ kind: 'NOTE', text: 'No signal on the pontoon' });
    expect(internal.audience).toBe('OFFICE');
    expect((await add({ kind: 'NOTE', audience: 'CUSTOMER', text: 'Tendida la red troncal' })).audience).toBe('CUSTOMER');
    const seenBy = async (token: string) =>
      (await as<{ node: { visits: { entries: { text: string }[] }[] } }>(token, JOB_ENTRIES, { id: jobId })).data!.node.visits.flatMap((visit) =>
        visit.entries.map((entry) => entry.text),
      );
    expect(await seenBy(customer)).toEqual(['Tendida la red troncal']);
    expect(await seenBy(admin)).toEqual(['No signal on the pontoon', 'Tendida la red troncal']);
    const pdf = await fetch(`${api.url}/jobs/${jobId}/work-report.pdf`, { headers: { authorization: `Bearer ${customer}` } });
    const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('Tendida la red troncal');
    expect(text).not.toContain('No signal');
    // Turned into a customer's note, it reaches them.
    expect((await as(joan, UPDATE, { input: { id: internal.id, audience: 'CUSTOMER', text: 'Sin cobertura en el pantalán' } })).errors).toBeUndefined();
    expect(await seenBy(customer)).toEqual(['Sin cobertura en el pantalán', 'Tendida la red troncal']);
  });

  it('corrects hours and a part: only their own fields change, a price-list part keeps the list’s name and price', async () => {
    const [{ id: part }]: { id: number }[] = await db.query(
      `INSERT INTO parts (name, price_cents, vat_rate) VALUES ('Conector en T NMEA 2000', 1890, 21) RETURNING id`,
    );
    const hours = await add({ kind: 'HOURS', minutes: 60 });
    const used = await add({ kind: 'PART', partId: toGlobalId('Part', part), quantity: 2 });
    const changedHours = await as<{ updateVisitEntry: { entry: { minutes: number } } }>(joan, UPDATE, { input: { id: hours.id, minutes: 135 } });
    expect(changedHours.data!.updateVisitEntry.entry.minutes).toBe(135);
    const changedPart = await as<{ updateVisitEntry: { entry: unknown } }>(joan, UPDATE, { input: { id: used.id, quantity: 3, text: 'Something else' } });
    expect(changedPart.data!.updateVisitEntry.entry).toMatchObject({ text: 'Conector en T NMEA 2000', quantity: 3, unitPriceCents: 1890, fromPriceList: true });
    expect(fieldCodes(await as(joan, UPDATE, { input: { id: hours.id, minutes: 0 } }))).toEqual(['min']);
    // Another technician's visit's entry is not found, not changed.
    expect(codeOf(await as(marc, UPDATE, { input: { id: hours.id, minutes: 30 } }))).toBe('NOT_FOUND');
    expect(codeOf(await as(marc, REMOVE, { input: { id: hours.id } }))).toBe('NOT_FOUND');
    expect((await db.query(`SELECT minutes FROM visit_entries WHERE id = $1`, [hours.id]))[0].minutes).toBe(135);
  });

  it('removes an entry; removing it again (a queued removal sent twice) is not an error', async () => {
    const wrong = await add({ kind: 'HOURS', minutes: 600 });
    for (let time = 0; time < 2; time++) {
      const removed = await as<{ removeVisitEntry: { removedEntryId: string } }>(joan, REMOVE, { input: { id: wrong.id } });
      expect(removed.data!.removeVisitEntry.removedEntryId).toBe(wrong.id);
    }
    expect((await db.query(`SELECT count(*)::int AS n FROM visit_entries WHERE id = $1`, [wrong.id]))[0].n).toBe(0);
  });

  it('says another visit of the job is still booked, finishes this one without completing the job unless asked, then refuses changes', async () => {
    const visit = await as<{ node: { nextVisitOfJobAt: string | null; entries: { id: string }[] } }>(joan, VISIT, { id: firstVisit });
    const [{ startsAt }]: { startsAt: Date }[] = await db.query(`SELECT starts_at AS "startsAt" FROM visits WHERE id = $1`, [
      Number(Buffer.from(secondVisit, 'base64url').toString().split(':')[1]),
    ]);
    expect(new Date(visit.data!.node.nextVisitOfJobAt!).getTime()).toBe(startsAt.getTime());
    // Completing the job is never what a client left out: the choice is required.
    expect(codeOf(await as(joan, FINISH, { input: { visitId: firstVisit } }))).toBeDefined();
    const finished = await as<{ finishVisit: { visit: { state: string; jobStatus: string } } }>(joan, FINISH, {
      input: { visitId: firstVisit, completeJob: false },
    });
    expect(finished.data!.finishVisit.visit).toEqual({ state: 'DONE', jobStatus: 'IN_PROGRESS' });
    const entryId = visit.data!.node.entries[0].id;
    expect(fieldCodes(await as(joan, UPDATE, { input: { id: entryId, text: 'late' } }))).toEqual(['visitFinished']);
    expect(fieldCodes(await as(joan, REMOVE, { input: { id: entryId } }))).toEqual(['visitFinished']);
    // The job's last visit has none after it.
    expect((await as<{ node: { nextVisitOfJobAt: string | null } }>(joan, VISIT, { id: secondVisit })).data!.node.nextVisitOfJobAt).toBeNull();
  });
});
