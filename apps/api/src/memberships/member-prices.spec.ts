import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { todayInPalma } from '../common/calendar.js';
import { toGlobalId as globalId } from '../common/relay/global-id.js';
import { ManualClock } from '../testing/manual-clock.js';
import { statementsDuring } from '../testing/sql-statements.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/test-smtp-server.js';

const HOURS = `{ businessHours { days opens closes } }`;
const SET_HOURS = `mutation H($input: BusinessHoursInput!) { updateBusinessHours(input: $input) { days opens closes } }`;
const RECORD = `mutation R($input: RecordTransferMembershipInput!) { recordTransferMembership(input: $input) { membership { state } } }`;
const REQUEST = `mutation($i: RequestJobInput!) { requestJob(input: $i) { job { id priority } } }`;
const QUOTE = `mutation($i: SendQuoteInput!) { sendQuote(input: $i) { quote { totalCents lines { description quantity unitPriceCents vatRate } } } }`;
const DRAFT = `query($id: ID!) { node(id: $id) { ... on Job { invoiceDraftLines { description quantity unitPriceCents vatRate } } } }`;
const INVOICE = `mutation($i: CreateInvoiceInput!) { createInvoice(input: $i) { invoice { id amountCents lines { description quantity unitPriceCents vatRate } } } }`;
const JOBS = `{ jobs(status: PENDING, first: 50) { edges { node { title priority } } } }`;
const VISITS = `query($from: DateTime!, $to: DateTime!) { visits(from: $from, to: $to) { jobTitle jobPriority } }`;
const DESK = `{ todayOverview { priorityJobs { title } alertedBoats { boatName priority } } }`;

type Line = { description: string; quantity: number; unitPriceCents: number; vatRate: number };

/** List labour: 60 €/h + 21 % (the price list's, as migrated). Gold: 49/79 €/h, 20 % off; Silver: 59/89 €/h, 10 % off. */
const LIST_RATE = 6000;

/** Palma is at UTC+2 in June. */
const palma = (day: string, time: string) => new Date(`${day}T${time}:00+02:00`);

describe('VIP member prices and priority', () => {
  let smtp: TestSmtpServer;
  let api: TestApp;
  let db: DataSource;
  let admin: string;
  const clock = new ManualClock();
  const people: Record<'gold' | 'silver' | 'plain', { id: string; token: string; boatId: string; boatRowId: number }> = {} as never;

  const as = async <T>(token: string, query: string, variables: Record<string, unknown> = {}) => {
    const response = await api.graphql<T>(query, variables, { token });
    expect(response.errors).toBeUndefined();
    return response.data!;
  };
  const at = (instant: Date) => clock.advance(instant.getTime() - clock.now());
  const request = async (who: keyof typeof people, title: string) =>
    (
      await as<{ requestJob: { job: { id: string; priority: boolean } } }>(people[who].token, REQUEST, {
        i: { boatId: people[who].boatId, title, description: 'Help aboard' },
      })
    ).requestJob.job;

  /** A customer with a boat (the demo customer's password), a VIP member of `plan` from today when given. */
  async function customer(email: string, name: string, plan?: 'GOLD' | 'SILVER') {
    const [{ id }]: { id: string }[] = await db.query(
      `INSERT INTO users (email, name, role, language, password_hash, phone, tax_id, tax_id_kind, tax_id_country)
       SELECT $1, $2, 'customer', 'en', password_hash, '+34 600 111 222', '12345678Z', 'NIF', 'ES' FROM users WHERE email = 'customer@demo.com' RETURNING id`,
      [email, name],
    );
    const [{ id: boatRowId }]: { id: number }[] = await db.query(
      `INSERT INTO boats (owner_id, name, type, length_meters, year) VALUES ($1, $2, 'SAILBOAT', 12, 2015) RETURNING id`,
      [id, `${name}'s boat`],
    );
    const token = (await api.login(email, 'Customer123!')).token;
    if (plan) await as(admin, RECORD, { input: { customerId: globalId('User', id), plan, paidOn: todayInPalma() } });
    return { id, token, boatId: globalId('Boat', boatRowId), boatRowId };
  }

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://mmt.example' }, { clock });
    db = api.app.get(DataSource);
    admin = (await api.login('admin@demo.com', 'Admin123!')).token;
    // A Monday morning, in business hours, for every request until a test moves the clock.
    at(palma('2030-06-10', '10:00'));
    people.gold = await customer('gold@prices.example', 'Gold Owner', 'GOLD');
    people.silver = await customer('silver@prices.example', 'Silver Owner', 'SILVER');
    people.plain = await customer('plain@prices.example', 'Plain Owner');
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  it('keeps business hours as a company setting only admins change, closing after they open', async () => {
    expect(await as(admin, HOURS)).toEqual({ businessHours: { days: [1, 2, 3, 4, 5], opens: '08:00', closes: '18:00' } });
    const backwards = await api.graphql(SET_HOURS, { input: { days: [1, 2], opens: '18:00', closes: '08:00' } }, { token: admin });
    expect(backwards.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'closes', code: 'closesBeforeOpens' }] });
    const badDay = await api.graphql(SET_HOURS, { input: { days: [0], opens: '08:00', closes: '18:00' } }, { token: admin });
    expect(badDay.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(
      (await api.graphql(SET_HOURS, { input: { days: [1], opens: '08:00', closes: '18:00' } }, { token: people.gold.token })).errors?.[0].extensions?.code,
    ).toBe('FORBIDDEN');
    expect(await as(admin, SET_HOURS, { input: { days: [5, 1, 2, 3, 4], opens: '08:00', closes: '18:00' } })).toEqual({
      updateBusinessHours: { days: [1, 2, 3, 4, 5], opens: '08:00', closes: '18:00' },
    });
  });

  it("prices a quote's labour lines at the member's normal and overtime rates with the plan's discount, and a non-member's at the list rate", async () => {
    const quote = async (who: keyof typeof people) => {
      const job = await request(who, `Quote for ${who}`);
      const lines = [
        { description: 'Diagnosis', quantity: 2, unitPriceCents: 1, labour: 'BUSINESS_HOURS' },
        { description: 'Night call-out', quantity: 1, unitPriceCents: 1, labour: 'OUT_OF_HOURS' },
        { description: 'Fuse', quantity: 1, unitPriceCents: 1000 },
      ];
      const validUntil = todayInPalma(new Date(Date.now() + 30 * 86_400_000));
      return (await as<{ sendQuote: { quote: { totalCents: number; lines: Line[] } } }>(admin, QUOTE, { i: { jobId: job.id, validUntil, lines } })).sendQuote
        .quote;
    };
    const gold = await quote('gold');
    expect(gold.lines).toEqual([
      { description: 'Diagnosis', quantity: 2, unitPriceCents: 4900, vatRate: 21 },
      { description: 'Night call-out', quantity: 1, unitPriceCents: 7900, vatRate: 21 },
      { description: 'Fuse', quantity: 1, unitPriceCents: 1000, vatRate: 21 },
      // 20 % of 9800 + 7900 + 1000.
      { description: 'VIP Gold member discount (20 %)', quantity: 1, unitPriceCents: -3740, vatRate: 21 },
    ]);
    expect(gold.totalCents).toBe(Math.round(14960 * 1.21));
    const silver = await quote('silver');
    expect(silver.lines.map((line) => line.unitPriceCents)).toEqual([5900, 8900, 1000, -(11800 + 8900 + 1000) / 10]);
    const plain = await quote('plain');
    expect(plain.lines).toEqual([
      { description: 'Diagnosis', quantity: 2, unitPriceCents: LIST_RATE, vatRate: 21 },
      { description: 'Night call-out', quantity: 1, unitPriceCents: LIST_RATE, vatRate: 21 },
      { description: 'Fuse', quantity: 1, unitPriceCents: 1000, vatRate: 21 },
    ]);
  });

  it("prices technicians' hours at the member's rates by how much of each visit fell in business hours, discounts the lines, stops when the membership ended, and keeps an issued invoice's prices when the plan changes", async () => {
    const job = await request('gold', 'Engine overhaul');
    const jobRowId = Number(Buffer.from(job.id, 'base64').toString().split(':')[1]);
    // Wednesday 16:00–20:00 (two hours in, two out), 240 minutes recorded; Saturday 10:00–11:00 (out), 60 minutes; a part.
    const visit = async (from: Date, to: Date, minutes: number) => {
      const [{ id }]: { id: number }[] = await db.query(
        `INSERT INTO visits (job_id, starts_at, ends_at, estimated_minutes, started_at, finished_at) VALUES ($1, $2, $3, 60, $2, $3) RETURNING id`,
        [jobRowId, from, to],
      );
      await db.query(`INSERT INTO visit_entries (id, visit_id, kind, minutes, created_at) VALUES (gen_random_uuid(), $1, 'HOURS', $2, $3)`, [id, minutes, to]);
      return id;
    };
    const wednesday = await visit(palma('2030-06-12', '16:00'), palma('2030-06-12', '20:00'), 240);
    await visit(palma('2030-06-15', '10:00'), palma('2030-06-15', '11:00'), 60);
    await db.query(
      `INSERT INTO visit_entries (id, visit_id, kind, text, quantity, unit_price_cents, vat_rate, created_at) VALUES (gen_random_uuid(), $1, 'PART', 'Impeller', 1, 5000, 21, $2)`,
      [wednesday, palma('2030-06-12', '19:00')],
    );
    const draft = async () => (await as<{ node: { invoiceDraftLines: Line[] } }>(admin, DRAFT, { id: job.id })).node.invoiceDraftLines;
    expect(await draft()).toEqual([
      { description: 'Labour, VIP Gold rate in business hours', quantity: 2, unitPriceCents: 4900, vatRate: 21 },
      { description: 'Labour, VIP Gold overtime rate (out of hours)', quantity: 3, unitPriceCents: 7900, vatRate: 21 },
      { description: 'Impeller', quantity: 1, unitPriceCents: 5000, vatRate: 21 },
      // 20 % of 9800 + 23700 + 5000.
      { description: 'VIP Gold member discount (20 %)', quantity: 1, unitPriceCents: -7700, vatRate: 21 },
    ]);

    // The membership ended on Thursday: Saturday's hour is at the list rate; the discount follows Wednesday's work.
    await db.query(`UPDATE memberships SET status = 'ENDED', ended_at = $2 WHERE customer_id = $1`, [people.gold.id, palma('2030-06-13', '12:00')]);
    expect(await draft()).toEqual([
      { description: 'Labour', quantity: 1, unitPriceCents: LIST_RATE, vatRate: 21 },
      { description: 'Labour, VIP Gold rate in business hours', quantity: 2, unitPriceCents: 4900, vatRate: 21 },
      { description: 'Labour, VIP Gold overtime rate (out of hours)', quantity: 2, unitPriceCents: 7900, vatRate: 21 },
      { description: 'Impeller', quantity: 1, unitPriceCents: 5000, vatRate: 21 },
      { description: 'VIP Gold member discount (20 %)', quantity: 1, unitPriceCents: -(6000 + 9800 + 15800 + 5000) / 5, vatRate: 21 },
    ]);
    await db.query(`UPDATE memberships SET status = 'ACTIVE', ended_at = NULL WHERE customer_id = $1`, [people.gold.id]);

    // The invoice from the completed job takes the draft as it stands.
    await db.query(`UPDATE jobs SET status = 'COMPLETED' WHERE id = $1`, [jobRowId]);
    const invoice = (
      await as<{ createInvoice: { invoice: { id: string; amountCents: number; lines: Line[] } } }>(admin, INVOICE, {
        i: { customerId: globalId('User', people.gold.id), jobId: job.id },
      })
    ).createInvoice.invoice;
    expect(invoice.lines.map((line) => line.unitPriceCents)).toEqual([4900, 7900, 5000, -7700]);
    expect(invoice.amountCents).toBe(Math.round(30800 * 1.21));

    // New rates and discount apply from now on: the invoice issued keeps its prices.
    await as(admin, `mutation($i: UpdateMembershipPlanInput!) { updateMembershipPlan(input: $i) { plan { plan } } }`, {
      i: { plan: 'GOLD', normalRateCents: 5500, overtimeRateCents: 9900, discountPercent: 25 },
    });
    const stored = (
      await as<{ node: { amountCents: number; lines: Line[] } }>(
        admin,
        `query($id: ID!) { node(id: $id) { ... on Invoice { amountCents lines { description quantity unitPriceCents vatRate } } } }`,
        { id: invoice.id },
      )
    ).node;
    expect(stored).toEqual({ amountCents: invoice.amountCents, lines: invoice.lines });
    await as(admin, `mutation($i: UpdateMembershipPlanInput!) { updateMembershipPlan(input: $i) { plan { plan } } }`, {
      i: { plan: 'GOLD', normalRateCents: 4900, overtimeRateCents: 7900, discountPercent: 20 },
    });
  });

  it("reads a member's draft lines in as many statements for many hours entries as for one (the memberships read once, not per entry)", async () => {
    /** A Gold member's job with `visits` visits of Monday in business hours, each with two hours entries. */
    const job = async (title: string, visits: number) => {
      const created = await request('gold', title);
      const jobRowId = Number(Buffer.from(created.id, 'base64').toString().split(':')[1]);
      for (let day = 0; day < visits; day += 1) {
        const [from, to] = [palma(`2030-06-${10 + day * 7}`, '09:00'), palma(`2030-06-${10 + day * 7}`, '11:00')];
        const [{ id }]: { id: number }[] = await db.query(
          `INSERT INTO visits (job_id, starts_at, ends_at, estimated_minutes, started_at, finished_at) VALUES ($1, $2, $3, 120, $2, $3) RETURNING id`,
          [jobRowId, from, to],
        );
        await db.query(
          `INSERT INTO visit_entries (id, visit_id, kind, minutes, created_at) VALUES (gen_random_uuid(), $1, 'HOURS', 60, $2), (gen_random_uuid(), $1, 'HOURS', 60, $2)`,
          [id, to],
        );
      }
      return created.id;
    };
    const draft = async (id: string) => {
      let lines: Line[] = [];
      const statements = await statementsDuring(db, async () => {
        lines = (await as<{ node: { invoiceDraftLines: Line[] } }>(admin, DRAFT, { id })).node.invoiceDraftLines;
      });
      return { lines, statements: statements.length };
    };
    const [one, three] = [await job('One visit', 1), await job('Three visits', 3)];
    await draft(one);
    const [few, many] = [await draft(one), await draft(three)];
    expect(few.lines[0]).toEqual({ description: 'Labour, VIP Gold rate in business hours', quantity: 2, unitPriceCents: 4900, vatRate: 21 });
    expect(many.lines[0]).toEqual({ description: 'Labour, VIP Gold rate in business hours', quantity: 6, unitPriceCents: 4900, vatRate: 21 });
    expect(many.statements).toBe(few.statements);
  });

  it("adds the plan's discount to an invoice not made from a quote and prices its labour lines", async () => {
    const create = async (who: keyof typeof people, lines: unknown[]) =>
      (await as<{ createInvoice: { invoice: { lines: Line[] } } }>(admin, INVOICE, { i: { customerId: globalId('User', people[who].id), lines } }))
        .createInvoice.invoice.lines;
    expect(
      await create('silver', [
        { description: 'Call-out', quantity: 1, unitPriceCents: 1, labour: 'OUT_OF_HOURS' },
        { description: 'Cable', quantity: 2, unitPriceCents: 1500, vatRate: 10 },
      ]),
    ).toEqual([
      { description: 'Call-out', quantity: 1, unitPriceCents: 8900, vatRate: 21 },
      { description: 'Cable', quantity: 2, unitPriceCents: 1500, vatRate: 10 },
      { description: 'VIP Silver member discount (10 %)', quantity: 1, unitPriceCents: -890, vatRate: 21 },
      { description: 'VIP Silver member discount (10 %)', quantity: 1, unitPriceCents: -300, vatRate: 10 },
    ]);
    expect((await create('plain', [{ description: 'Cable', quantity: 1, unitPriceCents: 1500 }])).map((line) => line.unitPriceCents)).toEqual([1500]);
  });

  it('marks Gold requests priority at any hour and Silver ones in business hours, puts them first on the desk, the jobs list and the schedule, and e-mails the admins at once for Gold out of hours', async () => {
    await db.query(`UPDATE jobs SET status = 'CANCELLED' WHERE status IN ('PENDING', 'QUOTED', 'APPROVED', 'SCHEDULED', 'IN_PROGRESS')`);
    at(palma('2030-06-19', '10:00')); // a Wednesday, in business hours
    expect((await request('plain', 'Plain, morning')).priority).toBe(false);
    expect((await request('silver', 'Silver, morning')).priority).toBe(true);
    expect((await request('gold', 'Gold, morning')).priority).toBe(true);
    at(palma('2030-06-19', '22:30')); // out of hours
    expect((await request('silver', 'Silver, night')).priority).toBe(false);
    expect((await request('gold', 'Gold, night')).priority).toBe(true);

    await api.sendOutbox();
    // admin@demo.com reads Spanish.
    const toAdmin = smtp.received.filter((mail) => mail.to.includes('admin@demo.com') && mail.subject.includes('night'));
    const urgent = toAdmin.filter((mail) => mail.subject === 'PRIORIDAD, socio VIP Gold fuera de horario: «Gold, night»');
    expect(urgent).toHaveLength(1);
    expect(urgent[0].text).toContain('Teléfono: +34 600 111 222');
    // Silver at night is an ordinary request.
    expect(toAdmin.map((mail) => mail.subject).sort()).toEqual([
      'Nueva solicitud de trabajo: «Silver, night»',
      'PRIORIDAD, socio VIP Gold fuera de horario: «Gold, night»',
    ]);

    const list = (await as<{ jobs: { edges: { node: { title: string; priority: boolean } }[] } }>(admin, JOBS)).jobs.edges.map((edge) => edge.node.title);
    expect(list).toEqual(['Gold, night', 'Gold, morning', 'Silver, morning', 'Silver, night', 'Plain, morning']);
    const desk = (await as<{ todayOverview: { priorityJobs: { title: string }[] } }>(admin, DESK)).todayOverview;
    expect(desk.priorityJobs.map((job) => job.title)).toEqual(['Silver, morning', 'Gold, morning', 'Gold, night']);

    // In the schedule, of two visits at the same time, the priority job's comes first.
    const starts = palma('2030-06-20', '09:00');
    for (const title of ['Plain, morning', 'Gold, night']) {
      await db.query(`INSERT INTO visits (job_id, starts_at, ends_at, estimated_minutes) SELECT id, $2, $3, 60 FROM jobs WHERE title = $1`, [
        title,
        starts,
        new Date(starts.getTime() + 3_600_000),
      ]);
    }
    const day = { from: palma('2030-06-20', '00:00').toISOString(), to: palma('2030-06-21', '00:00').toISOString() };
    const visits = (await as<{ visits: { jobTitle: string; jobPriority: boolean }[] }>(admin, VISITS, day)).visits;
    expect(visits).toEqual([
      { jobTitle: 'Gold, night', jobPriority: true },
      { jobTitle: 'Plain, morning', jobPriority: false },
    ]);
  });

  it("puts members' alerted boats first on the desk: Gold's at any hour, Silver's raised in business hours", async () => {
    const raise = (who: keyof typeof people, raisedAt: Date) =>
      db.query(`INSERT INTO boat_alerts (boat_id, kind, threshold, value, raised_at) VALUES ($1, 'LOW_BATTERY', 20, 10, $2)`, [
        people[who].boatRowId,
        raisedAt,
      ]);
    await raise('plain', palma('2030-06-19', '09:00'));
    await raise('silver', palma('2030-06-19', '23:00'));
    await raise('gold', palma('2030-06-19', '23:30'));
    const boats = (await as<{ todayOverview: { alertedBoats: { boatName: string; priority: boolean }[] } }>(admin, DESK)).todayOverview.alertedBoats.filter(
      (boat) => boat.boatName.endsWith("Owner's boat"),
    );
    expect(boats).toEqual([
      { boatName: "Gold Owner's boat", priority: true },
      { boatName: "Plain Owner's boat", priority: false },
      { boatName: "Silver Owner's boat", priority: false },
    ]);
  });
});
