import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { toGlobalId } from '../common/relay/global-id.js';
import { ManualClock } from '../testing/manual-clock.js';
import { createCustomerFixture, type CustomerFixture } from '../testing/portal-fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../testing/test-smtp-server.js';

const CREATE_TECHNICIAN = `mutation Create($input: InviteStaffInput!) { inviteStaff(input: $input) { member { id name role active hasPassword } } }`;
const DEACTIVATE = `mutation Deactivate($input: ClientIdInput!) { deactivateStaff(input: $input) { member { active } } }`;
const TECHNICIANS = `query T($active: Boolean) { technicians(active: $active, first: 100) { totalCount edges { node { name active } } } }`;
const SET_PASSWORD = `mutation Set($input: SetPasswordInput!) { setPassword(input: $input) { email } }`;
const VISIT_FIELDS =
  'id startsAt endsAt estimatedMinutes jobId jobTitle jobStatus technicians { id name } boat { name berth { marina pontoon number mapUrl } equipment { id } openAlerts { id } } customer { name phone }';
const SCHEDULE = `mutation Schedule($input: ScheduleVisitInput!) { scheduleVisit(input: $input) { visit { ${VISIT_FIELDS} } conflicts { technician { id name } visit { id jobTitle } } } }`;
const MOVE = `mutation Move($input: MoveVisitInput!) { moveVisit(input: $input) { visit { ${VISIT_FIELDS} } conflicts { technician { name } visit { id } } } }`;
const VISITS = `query Visits($from: DateTime!, $to: DateTime!, $technicianId: ID) { visits(from: $from, to: $to, technicianId: $technicianId) { id jobTitle technicians { name } } }`;
const JOB = `query Job($id: ID!) { node(id: $id) { ... on Job { status statusHistory { status } visits { startsAt endsAt } } } }`;
const NODE = `query Node($id: ID!) { node(id: $id) { id } }`;
const TODAY = `{ todayOverview { visitsToday { jobTitle technicians { name } } overrunVisits { jobTitle } } }`;

type FieldError = { field: string; code: string };
type Visit = { id: string; startsAt: string; endsAt: string; jobTitle: string; jobStatus: string; technicians: { id: string; name: string }[] };
type Payload = { visit: Visit | null; conflicts: { technician: { id: string; name: string }; visit: { id: string; jobTitle: string } }[] };

const tokenOf = (mail: ReceivedMail) => /\/set-password\?token=([\w-]+)/.exec(mail.text)![1];
const fieldErrors = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (response.errors?.[0].extensions?.fieldErrors as FieldError[] | undefined)?.map((error) => `${error.field}:${error.code}`);

describe('technicians and the schedule', () => {
  let smtp: TestSmtpServer;
  let api: TestApp;
  let clock: ManualClock;
  let admin: string;
  let customer: CustomerFixture;
  let other: CustomerFixture;
  /** Two technicians with passwords, and their sessions. */
  const crew: Record<'ana' | 'biel', { id: string; token: string; cookie: string }> = {} as never;

  const as = <T>(query: string, variables: Record<string, unknown>, token = admin) => api.graphql<T>(query, variables, { token });
  const mailTo = async (email: string, subject: RegExp) => {
    await api.sendOutbox();
    return smtp.waitFor((mail) => mail.to.includes(email) && subject.test(mail.subject));
  };
  /** A job of a customer's boat in a status, with its timeline's first line. */
  const jobIn = async (fixture: CustomerFixture, status: string, title: string) => {
    const dataSource = api.app.get(DataSource);
    const boatId = Number(Buffer.from(fixture.boatIds[0], 'base64url').toString().split(':')[1]);
    const [{ id }]: { id: number }[] = await dataSource.query(
      `INSERT INTO jobs (boat_id, title, description, status) VALUES ($1, $2, 'A bordo', $3) RETURNING id`,
      [boatId, title, status],
    );
    await dataSource.query(`INSERT INTO job_status_changes (job_id, status, changed_at) VALUES ($1, $2, now())`, [id, status]);
    return toGlobalId('Job', id);
  };
  const schedule = async (input: Record<string, unknown>) => {
    const response = await as<{ scheduleVisit: Payload }>(SCHEDULE, { input: { estimatedMinutes: 120, confirmOverlaps: false, ...input } });
    expect(response.errors).toBeUndefined();
    return response.data!.scheduleVisit;
  };
  const invite = async (name: string, email: string, language: string) => {
    const created = await as<{ inviteStaff: { member: { id: string } } }>(CREATE_TECHNICIAN, {
      input: { name, email, language, phone: '600111222', role: 'TECHNICIAN' },
    });
    expect(created.errors).toBeUndefined();
    const mail = await mailTo(email, /./);
    await api.graphql(SET_PASSWORD, { input: { token: tokenOf(mail), password: `${name}-secret-123` } });
    return { id: created.data!.inviteStaff.member.id, mail, ...(await api.login(email, `${name}-secret-123`)) };
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    clock = new ManualClock();
    api = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://mmt.example' }, { clock });
    admin = (await api.login('admin@demo.com', 'Admin123!')).token;
    customer = await createCustomerFixture(api.app.get(DataSource), 'dueno@example.com');
    other = await createCustomerFixture(api.app.get(DataSource), 'otra@example.com');
    await api.app.get(DataSource).query(`UPDATE users SET language = 'en', phone = '+44 7700 900999' WHERE email = 'otra@example.com'`);
    const ana = await invite('Ana', 'ana@example.com', 'es');
    expect(ana.mail.subject).toBe('Tu acceso como técnico de Mallorca Marine Tech');
    expect(ana.mail.text).toMatch(/https:\/\/mmt\.example\/set-password\?token=/);
    crew.ana = ana;
    crew.biel = await invite('Biel', 'biel@example.com', 'en');
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  it('creates technicians by invitation and lists them to the admins; a technician is not a client', async () => {
    const list = await as<{ technicians: { edges: { node: { name: string; active: boolean } }[] } }>(TECHNICIANS, {});
    expect(list.errors).toBeUndefined();
    expect(list.data!.technicians.edges.map((edge) => edge.node)).toEqual([
      { name: 'Ana', active: true },
      { name: 'Biel', active: true },
      { name: 'Joan Riera', active: true },
    ]);
    const me = await api.graphql<{ me: { role: string } }>('{ me { role } }', {}, { token: crew.ana.token });
    expect(me.data).toEqual({ me: { role: 'TECHNICIAN' } });
    const clients = await as<{ clients: { edges: { node: { email: string } }[] } }>('{ clients(first: 50) { edges { node { email } } } }', {});
    expect(clients.data!.clients.edges.map((edge) => edge.node.email)).not.toContain('ana@example.com');
  });

  it('schedules an approved job as Programado, e-mails the customer the window in their language with an .ics, and shows it on the timeline', async () => {
    await api.app
      .get(DataSource)
      .query(`UPDATE boats SET berth_marina = 'Port Adriano', berth_pontoon = 'D', berth_number = '41' WHERE owner_id = $1`, [other.userId]);
    const jobId = await jobIn(other, 'APPROVED', 'Radar check');
    const saved = await schedule({ jobId, technicianIds: [crew.biel.id], date: '2030-06-12', startTime: '09:00', endTime: '12:00' });
    expect(saved.conflicts).toEqual([]);
    expect(saved.visit).toMatchObject({
      startsAt: '2030-06-12T07:00:00.000Z',
      endsAt: '2030-06-12T10:00:00.000Z',
      jobStatus: 'SCHEDULED',
      technicians: [{ id: crew.biel.id, name: 'Biel' }],
      boat: {
        name: 'Barco 1',
        berth: { marina: 'Port Adriano', pontoon: 'D', number: '41', mapUrl: 'https://www.google.com/maps/search/?api=1&query=Port+Adriano%2C+D%2C+41' },
      },
      customer: { name: 'Cliente otra@example.com', phone: '+44 7700 900999' },
    });
    const job = await api.graphql<{ node: { status: string; statusHistory: { status: string }[]; visits: unknown[] } }>(
      JOB,
      { id: jobId },
      { token: (await api.login(other.email, other.password)).token },
    );
    expect(job.data!.node).toEqual({
      status: 'SCHEDULED',
      statusHistory: [{ status: 'APPROVED' }, { status: 'SCHEDULED' }],
      visits: [{ startsAt: '2030-06-12T07:00:00.000Z', endsAt: '2030-06-12T10:00:00.000Z' }],
    });

    const mail = await mailTo('otra@example.com', /Visit scheduled/);
    expect(mail.subject).toBe('Visit scheduled: "Radar check"');
    expect(mail.text).toContain('on Wednesday, 12 June 2030, 09:00–12:00');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0].filename).toBe('visit.ics');
    const ics = mail.attachments[0].content.toString('utf8');
    expect(ics).toContain('DTSTART:20300612T070000Z');
    expect(ics).toContain('DTEND:20300612T100000Z');
    expect(ics).toContain('LOCATION:Port Adriano\\, D\\, 41');
    expect(ics).toContain('SUMMARY:Mallorca Marine Tech: Radar check');
  });

  it('warns of a technician’s overlapping visits before saving, saves when confirmed, and moves a visit in one edit', async () => {
    const first = await jobIn(customer, 'APPROVED', 'Baterías');
    const second = await jobIn(customer, 'APPROVED', 'Piloto automático');
    const kept = await schedule({ jobId: first, technicianIds: [crew.ana.id], date: '2030-06-13', startTime: '09:00', endTime: '11:00' });

    const warned = await schedule({ jobId: second, technicianIds: [crew.ana.id, crew.biel.id], date: '2030-06-13', startTime: '10:30', endTime: '12:00' });
    expect(warned.visit).toBeNull();
    expect(warned.conflicts).toEqual([{ technician: { id: crew.ana.id, name: 'Ana' }, visit: { id: kept.visit!.id, jobTitle: 'Baterías' } }]);
    // Nothing was saved: the job is still Aprobado.
    expect((await as<{ node: { status: string } }>(JOB, { id: second })).data!.node.status).toBe('APPROVED');

    const confirmed = await schedule({
      jobId: second,
      technicianIds: [crew.ana.id, crew.biel.id],
      date: '2030-06-13',
      startTime: '10:30',
      endTime: '12:00',
      confirmOverlaps: true,
    });
    expect(confirmed.visit).toMatchObject({ jobTitle: 'Piloto automático', jobStatus: 'SCHEDULED' });
    expect(confirmed.conflicts).toHaveLength(1);

    // Moved clear of the other visit: no overlap left, the customer told of the new time.
    const moved = await as<{ moveVisit: Payload }>(MOVE, {
      input: {
        visitId: confirmed.visit!.id,
        technicianIds: [crew.ana.id],
        date: '2030-06-14',
        startTime: '16:00',
        endTime: '18:30',
        estimatedMinutes: 150,
        confirmOverlaps: false,
      },
    });
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.moveVisit).toMatchObject({
      conflicts: [],
      visit: { startsAt: '2030-06-14T14:00:00.000Z', endsAt: '2030-06-14T16:30:00.000Z', technicians: [{ name: 'Ana' }] },
    });
    const mail = await mailTo('dueno@example.com', /Visita cambiada/);
    expect(mail.text).toContain('el viernes, 14 de junio de 2030, de 16:00 a 18:30');
    expect(mail.attachments[0].content.toString('utf8')).toContain('DTSTART:20300614T140000Z');
  });

  it('refuses what cannot be scheduled with field errors: a job not approved, an end before the start, a bad time, someone not a technician', async () => {
    const pending = await jobIn(customer, 'PENDING', 'Sin aprobar');
    const approved = await jobIn(customer, 'APPROVED', 'Aprobado');
    const attempt = (input: Record<string, unknown>) =>
      as(SCHEDULE, {
        input: { jobId: approved, technicianIds: [crew.ana.id], date: '2030-07-01', startTime: '09:00', endTime: '10:00', estimatedMinutes: 60, ...input },
      });
    expect(fieldErrors(await attempt({ jobId: pending }))).toEqual(['jobId:jobNotSchedulable']);
    expect(fieldErrors(await attempt({ endTime: '08:00' }))).toEqual(['endTime:endBeforeStart']);
    expect(fieldErrors(await attempt({ startTime: '9h', date: '2030-02-30' }))).toEqual(expect.arrayContaining(['startTime:isTimeOfDay', 'date:isDateString']));
    expect(fieldErrors(await attempt({ technicianIds: [customer.userId && toGlobalId('User', customer.userId)] }))).toEqual([
      'technicianIds:unknownTechnician',
    ]);
    expect(fieldErrors(await attempt({ technicianIds: [] }))).toEqual(['technicianIds:arrayMinSize']);
  });

  it('lets a technician read only their own visits: not another technician’s, nor jobs, boats or customers', async () => {
    const range = { from: '2030-06-01T00:00:00Z', to: '2030-07-01T00:00:00Z' };
    const titles = async (token: string, variables: Record<string, unknown> = {}) =>
      (await api.graphql<{ visits: Visit[] }>(VISITS, { ...range, ...variables }, { token })).data!.visits.map((visit) => visit.jobTitle);
    expect(await titles(crew.biel.token)).toEqual(['Radar check']);
    expect(await titles(crew.ana.token)).toEqual(['Baterías', 'Piloto automático']);
    // Asking for another technician's visits still gives only their own.
    expect(await titles(crew.ana.token, { technicianId: crew.biel.id })).toEqual(['Baterías', 'Piloto automático']);
    expect(await titles(admin, { technicianId: crew.biel.id })).toEqual(['Radar check']);

    const all = (await as<{ visits: Visit[] }>(VISITS, range)).data!.visits;
    const radar = all.find((visit) => visit.jobTitle === 'Radar check')!;
    const node = async (id: string, token: string) => (await api.graphql<{ node: { id: string } | null }>(NODE, { id }, { token })).data?.node ?? null;
    expect(await node(radar.id, admin)).toEqual({ id: radar.id });
    expect(await node(radar.id, crew.biel.token)).toEqual({ id: radar.id });
    expect(await node(radar.id, crew.ana.token)).toBeNull();
    expect(await node(radar.id, (await api.login(customer.email, customer.password)).token)).toBeNull();
    expect(await node(radar.id, (await api.login(other.email, other.password)).token)).toEqual({ id: radar.id });
    // The job, boat and customer behind a technician's own visit are not theirs to read either.
    const [{ jobId }] = (
      await api.graphql<{ visits: { jobId: string }[] }>('query V($from: DateTime!, $to: DateTime!) { visits(from: $from, to: $to) { jobId } }', range, {
        token: crew.biel.token,
      })
    ).data!.visits;
    expect(await node(jobId, crew.biel.token)).toBeNull();
    expect(await node(other.boatIds[0], crew.biel.token)).toBeNull();
    expect(await node(toGlobalId('User', other.userId), crew.biel.token)).toBeNull();
    const lists = await api.graphql<{ jobs: { totalCount: number }; boats: { totalCount: number }; invoices: { totalCount: number } }>(
      '{ jobs { totalCount } boats { totalCount } invoices { totalCount } }',
      {},
      { token: crew.biel.token },
    );
    expect(lists.data).toEqual({ jobs: { totalCount: 0 }, boats: { totalCount: 0 }, invoices: { totalCount: 0 } });
    const customerAsks = await api.graphql(VISITS, range, { token: (await api.login(customer.email, customer.password)).token });
    expect(customerAsks.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(fieldErrors(await as(VISITS, { from: range.from, to: '2031-01-01T00:00:00Z' }))).toEqual(['to:invalidRange']);
  });

  it('gives each technician a secret calendar link of their visits, which they can revoke', async () => {
    const renewed = await api.graphql<{ renewMaintenanceCalendarFeed: { url: string } }>(
      'mutation { renewMaintenanceCalendarFeed { url } }',
      {},
      { token: crew.ana.token },
    );
    const url = renewed.data!.renewMaintenanceCalendarFeed.url.replace(api.config.publicUrl, api.url);
    clock.advance(Date.parse('2030-06-10T08:00:00Z') - clock.now());
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const calendar = (await response.text()).replace(/\r\n /g, '');
    expect(calendar).toContain('X-WR-CALNAME:Mallorca Marine Tech: mis visitas');
    expect(calendar).toContain('SUMMARY:Barco 1: Baterías');
    expect(calendar).toContain('DTSTART:20300613T070000Z');
    expect(calendar).not.toContain('Radar check');
    await api.graphql('mutation { revokeMaintenanceCalendarFeed { revoked } }', {}, { token: crew.ana.token });
    expect((await fetch(url)).status).toBe(404);
  });

  it("shows the admins today's visits and those that ran over their window", async () => {
    clock.advance(Date.parse('2030-06-13T10:30:00Z') - clock.now());
    const today = await as<{ todayOverview: { visitsToday: { jobTitle: string; technicians: { name: string }[] }[]; overrunVisits: { jobTitle: string }[] } }>(
      TODAY,
      {},
    );
    expect(today.data!.todayOverview.visitsToday).toEqual([{ jobTitle: 'Baterías', technicians: [{ name: 'Ana' }] }]);
    // 09:00–11:00 in Palma (07:00–09:00 UTC) has passed, the job still Programado.
    expect(today.data!.todayOverview.overrunVisits.map((visit) => visit.jobTitle)).toEqual(['Radar check', 'Baterías']);
  });

  it('closes the visits a job leaves unfinished when it is completed or cancelled: those whose time had not come are called off and shown nowhere, and only work still to do clashes', async () => {
    clock.advance(Date.parse('2030-08-06T10:00:00Z') - clock.now());
    const work = (query: string, visitId: string, more: object = {}) => api.graphql(query, { input: { visitId, ...more } }, { token: crew.ana.token });
    const stateOf = async (from: string, to: string) =>
      (
        await as<{ visits: { jobTitle: string; startsAt: string; state: string }[] }>(
          `query V($from: DateTime!, $to: DateTime!) { visits(from: $from, to: $to) { jobTitle startsAt state } }`,
          { from, to },
        )
      ).data!.visits;
    const job = await jobIn(customer, 'APPROVED', 'Electrónica completa');
    const done = await schedule({ jobId: job, technicianIds: [crew.ana.id], date: '2030-08-05', startTime: '09:00', endTime: '11:00' });
    const underWay = await schedule({ jobId: job, technicianIds: [crew.ana.id], date: '2030-08-06', startTime: '09:00', endTime: '13:00' });
    const later = await schedule({ jobId: job, technicianIds: [crew.ana.id], date: '2030-08-08', startTime: '09:00', endTime: '11:00' });
    expect((await work('mutation S($input: VisitIdInput!) { startVisit(input: $input) { visit { id } } }', done.visit!.id)).errors).toBeUndefined();
    expect(
      (await work('mutation F($input: FinishVisitInput!) { finishVisit(input: $input) { visit { id } } }', done.visit!.id, { completeJob: false })).errors,
    ).toBeUndefined();
    expect((await work('mutation S($input: VisitIdInput!) { startVisit(input: $input) { visit { id } } }', underWay.visit!.id)).errors).toBeUndefined();

    // A visit done aboard is history: it does not move.
    const moveDone = await as(MOVE, {
      input: {
        visitId: done.visit!.id,
        technicianIds: [crew.ana.id],
        date: '2030-08-09',
        startTime: '09:00',
        endTime: '10:00',
        estimatedMinutes: 60,
        confirmOverlaps: false,
      },
    });
    expect(fieldErrors(moveDone)).toEqual(['visitId:visitDone']);
    // While the job is open, its later visit keeps Ana busy that morning.
    const other = await jobIn(customer, 'APPROVED', 'Otro barco');
    const clashing = await schedule({ jobId: other, technicianIds: [crew.ana.id], date: '2030-08-08', startTime: '10:00', endTime: '12:00' });
    expect(clashing.conflicts.map((conflict) => conflict.visit.id)).toEqual([later.visit!.id]);

    // Completing it is not allowed to decide silently about its two visits not finished: the choice is asked for.
    const unasked = await as(`mutation U($input: UpdateJobStatusInput!) { updateJobStatus(input: $input) { job { status } } }`, {
      input: { jobId: job, status: 'COMPLETED' },
    });
    expect(fieldErrors(unasked)).toEqual(['remainingVisits:remainingVisitsChoice']);
    expect(unasked.errors?.[0].extensions?.remainingVisits).toBe(2);
    const completed = await as(`mutation U($input: UpdateJobStatusInput!) { updateJobStatus(input: $input) { job { status } } }`, {
      input: { jobId: job, status: 'COMPLETED', remainingVisits: 'CANCEL' },
    });
    expect(completed.errors).toBeUndefined();
    expect(await stateOf('2030-08-04T00:00:00Z', '2030-08-10T00:00:00Z')).toEqual([
      { jobTitle: 'Electrónica completa', startsAt: '2030-08-05T07:00:00.000Z', state: 'DONE' },
      { jobTitle: 'Electrónica completa', startsAt: '2030-08-06T07:00:00.000Z', state: 'CLOSED' },
    ]);
    const owner = (await api.login(customer.email, customer.password)).token;
    const timeline = await api.graphql<{ node: { visits: { id: string; state: string }[] } }>(
      `query J($id: ID!) { node(id: $id) { ... on Job { visits { id state } } } }`,
      { id: job },
      { token: owner },
    );
    expect(timeline.data!.node.visits).toEqual([
      { id: done.visit!.id, state: 'DONE' },
      { id: underWay.visit!.id, state: 'CLOSED' },
    ]);
    // Called off, yet still readable by id (the technician's link to it), as such.
    expect(
      (
        await api.graphql<{ node: { state: string } }>(
          `query N($id: ID!) { node(id: $id) { ... on Visit { state } } }`,
          { id: later.visit!.id },
          { token: crew.ana.token },
        )
      ).data!.node,
    ).toEqual({ state: 'CALLED_OFF' });
    // Nothing left of that job to clash with, nor to move.
    const free = await schedule({ jobId: other, technicianIds: [crew.ana.id], date: '2030-08-08', startTime: '10:00', endTime: '12:00' });
    expect(free).toMatchObject({ conflicts: [], visit: { jobTitle: 'Otro barco' } });
    const moveClosed = await as(MOVE, {
      input: {
        visitId: underWay.visit!.id,
        technicianIds: [crew.ana.id],
        date: '2030-08-09',
        startTime: '09:00',
        endTime: '10:00',
        estimatedMinutes: 60,
        confirmOverlaps: false,
      },
    });
    expect(fieldErrors(moveClosed)).toEqual(['visitId:jobNotSchedulable']);

    // A cancelled job's visit to come is called off too: gone from the week and from Ana's calendar link.
    const cancelled = await as(`mutation U($input: UpdateJobStatusInput!) { updateJobStatus(input: $input) { job { status } } }`, {
      input: { jobId: other, status: 'CANCELLED', remainingVisits: 'CANCEL' },
    });
    expect(cancelled.errors).toBeUndefined();
    expect(await stateOf('2030-08-08T00:00:00Z', '2030-08-09T00:00:00Z')).toEqual([]);
    const feed = await api.graphql<{ renewMaintenanceCalendarFeed: { url: string } }>(
      'mutation { renewMaintenanceCalendarFeed { url } }',
      {},
      { token: crew.ana.token },
    );
    const calendar = await (await fetch(feed.data!.renewMaintenanceCalendarFeed.url.replace(api.config.publicUrl, api.url))).text();
    expect(calendar).toContain('DTSTART:20300806T070000Z');
    expect(calendar).not.toContain('DTSTART:20300808');
  });

  it('deactivates a technician: sessions end, sign-in and renewal refused, and no new visit goes to them', async () => {
    expect((await as(DEACTIVATE, { input: { id: crew.biel.id } })).data).toEqual({ deactivateStaff: { member: { active: false } } });
    expect((await api.graphql('{ me { email } }', {}, { token: crew.biel.token })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await api.graphql('mutation { refreshSession { accessToken } }', {}, { cookie: crew.biel.cookie })).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const refused = await api.graphql('mutation { login(input: { email: "biel@example.com", password: "Biel-secret-123" }) { accessToken } }');
    expect(refused.errors?.[0].extensions?.reason).toBe('ACCOUNT_DISABLED');
    const jobId = await jobIn(customer, 'APPROVED', 'Para Biel');
    const response = await as(SCHEDULE, {
      input: { jobId, technicianIds: [crew.biel.id], date: '2030-07-02', startTime: '09:00', endTime: '10:00', estimatedMinutes: 60 },
    });
    expect(fieldErrors(response)).toEqual(['technicianIds:unknownTechnician']);
    // A customer cannot be deactivated as staff.
    expect((await as(DEACTIVATE, { input: { id: toGlobalId('User', customer.userId) } })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
