import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { intLocalId, toGlobalId } from '../common/relay/global-id.js';
import { createCustomerFixture, type CustomerFixture } from '../testing/portal-fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const START = `mutation Start($input: VisitIdInput!) { startVisit(input: $input) { visit { startedAt jobStatus } } }`;
const TICK = `mutation Tick($input: TickChecklistItemInput!) { tickChecklistItem(input: $input) { item { doneAt } } }`;
const SIGN = `mutation Sign($input: SignVisitInput!) { signVisit(input: $input) { visit { signature { signerName signedAt } } } }`;
const FINISH = `mutation Finish($input: FinishVisitInput!) { finishVisit(input: $input) { visit { finishedAt jobStatus } } }`;
const CHECKLIST = 'mutation S($input: SetJobChecklistInput!) { setJobChecklist(input: $input) { items { id } } }';
/** A 1×1 transparent PNG: a signature stand-in. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

type Answer<T> = { data?: T; errors?: { extensions?: Record<string, unknown> }[] };
type Visit = { startedAt: string; finishedAt: string; jobStatus: string; signature: { signerName: string; signedAt: string } };

/**
 * The phone's offline queue sends an action again when the answer to the first send was lost:
 * start, tick, signature and finish, sent twice in the queue's order, leave what the first did.
 */
describe('the work aboard sent again by the offline queue', () => {
  let api: TestApp;
  let db: DataSource;
  let owner: CustomerFixture;
  let token: string;
  let visitId: string;
  let itemId: string;
  const as = <T>(query: string, variables: Record<string, unknown>) => api.graphql<T>(query, variables, { token }) as Promise<Answer<T>>;
  const twice = async <T>(query: string, variables: Record<string, unknown>) => [await as<T>(query, variables), await as<T>(query, variables)];

  beforeAll(async () => {
    api = await createTestApp();
    db = api.app.get(DataSource);
    const admin = (await api.login('admin@demo.com', 'Admin123!')).token;
    owner = await createCustomerFixture(db, 'replay@example.com');
    token = (await api.login('tecnico@demo.com', 'Tecnico123!')).token;
    const boatId = Number(Buffer.from(owner.boatIds[0], 'base64url').toString().split(':')[1]);
    const [{ id: job }]: { id: number }[] = await db.query(
      `INSERT INTO jobs (boat_id, title, description, status) VALUES ($1, 'Revisión', 'Revisión', 'SCHEDULED') RETURNING id`,
      [boatId],
    );
    await db.query(`INSERT INTO job_status_changes (job_id, status, changed_at) VALUES ($1, 'SCHEDULED', now())`, [job]);
    const [{ id: visit }]: { id: number }[] = await db.query(
      `INSERT INTO visits (job_id, starts_at, ends_at, estimated_minutes) VALUES ($1, now(), now() + interval '2 hours', 120) RETURNING id`,
      [job],
    );
    await db.query(`INSERT INTO visit_technicians (visit_id, technician_id) SELECT $1, id FROM users WHERE email = 'tecnico@demo.com'`, [visit]);
    visitId = toGlobalId('Visit', visit);
    const set = (await api.graphql<{ setJobChecklist: { items: { id: string }[] } }>(
      CHECKLIST,
      { input: { jobId: toGlobalId('Job', job), items: ['Revisar ánodos'] } },
      { token: admin },
    )) as Answer<{
      setJobChecklist: { items: { id: string }[] };
    }>;
    itemId = set.data!.setJobChecklist.items[0].id;
  });
  afterAll(() => api.close());

  it('starts once: the second start answers the first start’s time', async () => {
    const [first, again] = await twice<{ startVisit: { visit: Visit } }>(START, { input: { visitId } });
    expect(first.errors).toBeUndefined();
    expect(again.errors).toBeUndefined();
    expect(again.data!.startVisit.visit.startedAt).toBe(first.data!.startVisit.visit.startedAt);
  });

  it('ticks once: the tick sent again keeps the first tick’s time', async () => {
    const [first, again] = await twice<{ tickChecklistItem: { item: { doneAt: string } } }>(TICK, { input: { itemId, done: true } });
    expect(first.data!.tickChecklistItem.item.doneAt).not.toBeNull();
    expect(again.data!.tickChecklistItem.item.doneAt).toBe(first.data!.tickChecklistItem.item.doneAt);
  });

  it('signs once: the same signature id again is the stored signature; another id is refused', async () => {
    const id = randomUUID();
    const [first, again] = await twice<{ signVisit: { visit: Visit } }>(SIGN, { input: { visitId, id, signerName: 'Pere Armador', pngBase64: PNG } });
    expect(first.errors).toBeUndefined();
    expect(again.errors).toBeUndefined();
    expect(again.data!.signVisit.visit.signature).toEqual(first.data!.signVisit.visit.signature);
    const other = await as(SIGN, { input: { visitId, id: randomUUID(), signerName: 'Otra persona', pngBase64: PNG } });
    expect((other.errors?.[0].extensions?.fieldErrors as { code: string }[])[0].code).toBe('alreadySigned');
  });

  it('finishes once, completing the job: the finish sent again answers the first one, not a closed job', async () => {
    const [first, again] = await twice<{ finishVisit: { visit: Visit } }>(FINISH, { input: { visitId, completeJob: true } });
    expect(first.data!.finishVisit.visit.jobStatus).toBe('COMPLETED');
    expect(again.errors).toBeUndefined();
    expect(again.data!.finishVisit.visit.finishedAt).toBe(first.data!.finishVisit.visit.finishedAt);
    // Sent again after the job was closed: the start and the signature are answered too.
    expect((await as(START, { input: { visitId } })).errors).toBeUndefined();
    const statusChanges: { n: number }[] = await db.query(
      `SELECT count(*)::int AS n FROM job_status_changes WHERE job_id = (SELECT job_id FROM visits WHERE id = $1) AND status = 'COMPLETED'`,
      [intLocalId(visitId, 'Visit')],
    );
    expect(statusChanges[0].n).toBe(1);
  });
});
