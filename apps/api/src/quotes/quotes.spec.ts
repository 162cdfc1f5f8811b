import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { createCustomerFixture, type CustomerFixture } from '../testing/portal-fixtures.js';
import { todayInPalma } from '../common/calendar.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/test-smtp-server.js';

const REQUEST_JOB = `mutation R($input: RequestJobInput!) { requestJob(input: $input) { job { id status } } }`;
const SEND_QUOTE = `mutation S($input: SendQuoteInput!) {
  sendQuote(input: $input) { quote { id number status validUntil taxBaseCents vatCents totalCents vat { rate baseCents vatCents } lines { description quantity unitPriceCents vatRate netCents } job { id status } } }
}`;
const APPROVE = `mutation A($input: ApproveQuoteInput!) { approveQuote(input: $input) { quote { status decidedAt job { status } } } }`;
const DECLINE = `mutation D($input: DeclineQuoteInput!) { declineQuote(input: $input) { quote { status declineReason job { status } } } }`;
const UPDATE_STATUS = `mutation U($input: UpdateJobStatusInput!) { updateJobStatus(input: $input) { job { status nextStatuses statusHistory { status note } } } }`;
const JOB = `query J($id: ID!) { node(id: $id) { ... on Job { status nextStatuses customer { email } quote { id status totalCents } statusHistory { status note } } } }`;
const QUOTE_NODE = `query Q($id: ID!) { node(id: $id) { ... on Quote { number totalCents } } }`;
const JOBS = `query Jobs($status: JobStatus, $customerId: ID, $boatId: ID) { jobs(status: $status, customerId: $customerId, boatId: $boatId, first: 100) { totalCount edges { node { id title customer { email } } } } }`;

type FieldError = { field: string; code: string };
const fieldErrors = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (response.errors?.[0].extensions?.fieldErrors as FieldError[] | undefined)?.map((error) => `${error.field}:${error.code}`);
const codeOf = (response: { errors?: { extensions?: Record<string, unknown> }[] }) => response.errors?.[0].extensions?.code;
const reasonOf = (response: { errors?: { extensions?: Record<string, unknown> }[] }) => response.errors?.[0].extensions?.reason;

const inDays = (days: number) => {
  const date = new Date(`${todayInPalma()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const LINES = [
  { description: 'Diagnóstico del radar', quantity: 1.5, unitPriceCents: 6500 },
  { description: 'Cable coaxial RG-213', quantity: 12.35, unitPriceCents: 333 },
  { description: 'Manual impreso', quantity: 1, unitPriceCents: 1999, vatRate: 4 },
];

describe('jobs and quotes', () => {
  let smtp: TestSmtpServer;
  let api: TestApp;
  let admin: string;
  let customer: CustomerFixture;
  let customerToken: string;
  let other: CustomerFixture;
  let otherToken: string;

  const as = <T = Record<string, unknown>>(token: string, query: string, variables: Record<string, unknown>) => api.graphql<T>(query, variables, { token });
  const newJob = async (title: string) => {
    const response = await as<{ requestJob: { job: { id: string } } }>(customerToken, REQUEST_JOB, { input: { boatId: customer.boatIds[0], title } });
    return response.data!.requestJob.job.id;
  };
  const sendQuote = async (jobId: string, validUntil = inDays(30)) => {
    const response = await as<{ sendQuote: { quote: { id: string; number: string; totalCents: number } } }>(admin, SEND_QUOTE, {
      input: { jobId, lines: LINES, validUntil },
    });
    expect(response.errors).toBeUndefined();
    return response.data!.sendQuote.quote;
  };
  const mailTo = async (email: string, subject: RegExp) => {
    await api.sendOutbox();
    return smtp.waitFor((mail) => mail.to.includes(email) && subject.test(mail.subject));
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://mmt.example' });
    const dataSource = api.app.get(DataSource);
    customer = await createCustomerFixture(dataSource, 'armador@example.com');
    other = await createCustomerFixture(dataSource, 'vecino@example.com');
    await dataSource.query(`UPDATE users SET language = 'en', name = 'Peter Owner' WHERE email = 'armador@example.com'`);
    admin = (await api.login('admin@demo.com', 'Admin123!')).token;
    customerToken = (await api.login(customer.email, customer.password)).token;
    otherToken = (await api.login(other.email, other.password)).token;
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  it('tells the admins of a new job request, in their language', async () => {
    await newJob('Radar loses the signal');
    const mail = await mailTo('admin@demo.com', /Nueva solicitud de trabajo/);
    expect(mail.subject).toBe('Nueva solicitud de trabajo: «Radar loses the signal»');
    expect(mail.text).toContain('Peter Owner ha pedido un trabajo para su barco Barco 1');
    expect(mail.text).toMatch(/https:\/\/mmt\.example\/admin\/jobs\/\w+/);
  });

  it('sends a quote with totals worked out on the server in cents, and e-mails the customer', async () => {
    const jobId = await newJob('Radar overhaul');
    const response = await as<{ sendQuote: { quote: Record<string, unknown> } }>(admin, SEND_QUOTE, {
      input: { jobId, lines: LINES, validUntil: inDays(30), note: 'Parts in stock.' },
    });
    expect(response.errors).toBeUndefined();
    // 1.5 × 65.00 = 97.50; 12.35 × 3.33 = 41.13 (41.1255); base 21 % = 138.63 → VAT 29.11; 19.99 at 4 % → 0.80.
    expect(response.data!.sendQuote.quote).toMatchObject({
      status: 'SENT',
      lines: [
        { description: 'Diagnóstico del radar', quantity: 1.5, unitPriceCents: 6500, vatRate: 21, netCents: 9750 },
        { description: 'Cable coaxial RG-213', quantity: 12.35, unitPriceCents: 333, vatRate: 21, netCents: 4113 },
        { description: 'Manual impreso', quantity: 1, unitPriceCents: 1999, vatRate: 4, netCents: 1999 },
      ],
      vat: [
        { rate: 21, baseCents: 13863, vatCents: 2911 },
        { rate: 4, baseCents: 1999, vatCents: 80 },
      ],
      taxBaseCents: 15862,
      vatCents: 2991,
      totalCents: 18853,
      job: { id: jobId, status: 'QUOTED' },
    });
    const mail = await mailTo('armador@example.com', /Quote for/);
    expect(mail.subject).toBe('Quote for "Radar overhaul"');
    expect(mail.text).toContain('€188.53, VAT included');
    expect(mail.text).toContain(`https://mmt.example/app/jobs/${jobId}`);
    // A second quote for the same job while it is Presupuestado: refused.
    expect(fieldErrors(await as(admin, SEND_QUOTE, { input: { jobId, lines: LINES, validUntil: inDays(30) } }))).toEqual(['status:invalidTransition']);
  });

  it('refuses a quote without lines, with a rate that is not Spanish VAT, or valid until a past day', async () => {
    const jobId = await newJob('Bad quote');
    const errors = fieldErrors(
      await as(admin, SEND_QUOTE, { input: { jobId, lines: [{ description: '', quantity: 0, unitPriceCents: -1, vatRate: 7 }], validUntil: inDays(-1) } }),
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        'lines.0.description:isNotEmpty',
        'lines.0.quantity:min',
        'lines.0.unitPriceCents:min',
        'lines.0.vatRate:isIn',
        'validUntil:notInPast',
      ]),
    );
    expect(fieldErrors(await as(admin, SEND_QUOTE, { input: { jobId, lines: [], validUntil: inDays(1) } }))).toEqual(['lines:arrayMinSize']);
    expect(
      fieldErrors(await as(admin, SEND_QUOTE, { input: { jobId, lines: [{ description: 'x', quantity: 1.005, unitPriceCents: 1 }], validUntil: inDays(1) } })),
    ).toEqual(['lines.0.quantity:isNumber']);
  });

  it('lets the customer approve: the job becomes Aprobado, the admins are told, and it cannot be answered twice', async () => {
    const jobId = await newJob('Autopilot service');
    const quote = await sendQuote(jobId);
    const approved = await as<{ approveQuote: { quote: { status: string; decidedAt: string; job: { status: string } } } }>(customerToken, APPROVE, {
      input: { quoteId: quote.id },
    });
    expect(approved.data?.approveQuote.quote).toMatchObject({ status: 'APPROVED', job: { status: 'APPROVED' } });
    const mail = await mailTo('admin@demo.com', /Presupuesto aprobado: «Autopilot service»/);
    expect(mail.text.replace(/\u00a0/g, ' ')).toContain(`Peter Owner ha aprobado el presupuesto ${quote.number} (188,53 €)`);
    expect(reasonOf(await as(customerToken, APPROVE, { input: { quoteId: quote.id } }))).toBe('QUOTE_DECIDED');
    expect(reasonOf(await as(customerToken, DECLINE, { input: { quoteId: quote.id, reason: 'Too late' } }))).toBe('QUOTE_DECIDED');
    const job = await as<{ node: { statusHistory: { status: string }[] } }>(customerToken, JOB, { id: jobId });
    expect(job.data?.node.statusHistory.map((change) => change.status)).toEqual(['PENDING', 'QUOTED', 'APPROVED']);
  });

  it('refuses to approve an expired quote', async () => {
    const jobId = await newJob('Expired quote');
    const quote = await sendQuote(jobId, inDays(0));
    await api.app
      .get(DataSource)
      .query(`UPDATE quotes SET valid_until = current_date - 1 WHERE id = $1`, [Number(Buffer.from(quote.id, 'base64url').toString().split(':')[1])]);
    const response = await as(customerToken, APPROVE, { input: { quoteId: quote.id } });
    expect(codeOf(response)).toBe('CONFLICT');
    expect(reasonOf(response)).toBe('QUOTE_EXPIRED');
    const job = await as<{ node: { status: string; quote: { status: string } } }>(customerToken, JOB, { id: jobId });
    expect(job.data?.node).toMatchObject({ status: 'QUOTED', quote: { status: 'EXPIRED' } });
  });

  it('lets the customer decline with a reason: back to Pendiente with the reason on the timeline, and a new quote can follow', async () => {
    const jobId = await newJob('Solar panels');
    const quote = await sendQuote(jobId);
    expect(fieldErrors(await as(customerToken, DECLINE, { input: { quoteId: quote.id, reason: '  ' } }))).toEqual(['reason:isNotEmpty']);
    const declined = await as<{ declineQuote: { quote: unknown } }>(customerToken, DECLINE, { input: { quoteId: quote.id, reason: 'Found a cheaper panel' } });
    expect(declined.data?.declineQuote.quote).toEqual({ status: 'DECLINED', declineReason: 'Found a cheaper panel', job: { status: 'PENDING' } });
    const mail = await mailTo('admin@demo.com', /Presupuesto rechazado: «Solar panels»/);
    expect(mail.text).toContain('Motivo: Found a cheaper panel');
    const job = await as<{ node: { statusHistory: { status: string; note: string | null }[] } }>(customerToken, JOB, { id: jobId });
    expect(job.data?.node.statusHistory).toEqual([
      { status: 'PENDING', note: null },
      { status: 'QUOTED', note: null },
      { status: 'PENDING', note: 'Found a cheaper panel' },
    ]);
    const second = await sendQuote(jobId);
    const latest = await as<{ node: { quote: { id: string } } }>(customerToken, JOB, { id: jobId });
    expect(latest.data?.node.quote.id).toBe(second.id);
  });

  it("hides a customer's quotes and jobs from another customer through every path", async () => {
    const jobId = await newJob('Private job');
    const quote = await sendQuote(jobId);
    expect((await as<{ node: unknown }>(otherToken, QUOTE_NODE, { id: quote.id })).data?.node).toBeNull();
    expect((await as<{ node: unknown }>(otherToken, JOB, { id: jobId })).data?.node).toBeNull();
    expect(codeOf(await as(otherToken, APPROVE, { input: { quoteId: quote.id } }))).toBe('NOT_FOUND');
    expect(codeOf(await as(otherToken, DECLINE, { input: { quoteId: quote.id, reason: 'Not mine' } }))).toBe('NOT_FOUND');
    const jobs = await as<{ jobs: { edges: { node: { id: string } }[] } }>(otherToken, JOBS, {
      customerId: Buffer.from(`User:${customer.userId}`).toString('base64url'),
    });
    expect(jobs.data?.jobs.edges).toEqual([]);
    const pdf = await fetch(`${api.url}/quotes/${quote.id}.pdf`, { headers: { authorization: `Bearer ${otherToken}` } });
    expect(pdf.status).toBe(404);
    expect((await as<{ node: { number: string } }>(customerToken, QUOTE_NODE, { id: quote.id })).data?.node.number).toBe(quote.number);
  });

  it('moves a job by hand with a note that reaches the customer, and refuses moves that make no sense', async () => {
    const jobId = await newJob('Battery bank');
    const quote = await sendQuote(jobId);
    await as(customerToken, APPROVE, { input: { quoteId: quote.id } });
    const started = await as<{ updateJobStatus: { job: { status: string; nextStatuses: string[] } } }>(admin, UPDATE_STATUS, {
      input: { jobId, status: 'IN_PROGRESS', note: 'Batteries arrive on Monday.' },
    });
    expect(started.data?.updateJobStatus.job).toMatchObject({ status: 'IN_PROGRESS', nextStatuses: ['COMPLETED', 'CANCELLED'] });
    const mail = await mailTo('armador@example.com', /"Battery bank": In progress/);
    expect(mail.text).toContain('The job "Battery bank" on your boat Barco 1 is now "In progress".');
    expect(mail.text).toContain('Note: Batteries arrive on Monday.');

    const done = await as<{ updateJobStatus: { job: { statusHistory: { status: string; note: string | null }[] } } }>(admin, UPDATE_STATUS, {
      input: { jobId, status: 'COMPLETED' },
    });
    expect(done.data?.updateJobStatus.job.statusHistory.map((change) => change.status)).toEqual(['PENDING', 'QUOTED', 'APPROVED', 'IN_PROGRESS', 'COMPLETED']);
    const back = await as(admin, UPDATE_STATUS, { input: { jobId, status: 'PENDING' } });
    expect(codeOf(back)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(back)).toEqual(['status:invalidTransition']);
    expect(back.errors?.[0].extensions).toMatchObject({ from: 'COMPLETED', to: 'PENDING' });
    // Presupuestado only comes with a quote.
    const fresh = await newJob('No quote yet');
    expect(fieldErrors(await as(admin, UPDATE_STATUS, { input: { jobId: fresh, status: 'QUOTED' } }))).toEqual(['status:invalidTransition']);
    expect(codeOf(await as(customerToken, UPDATE_STATUS, { input: { jobId: fresh, status: 'CANCELLED' } }))).toBe('FORBIDDEN');
  });

  it("lets an admin open a job on a customer's boat and filter every job by status, customer and boat", async () => {
    const opened = await as<{ requestJob: { job: { id: string; status: string } } }>(admin, REQUEST_JOB, {
      input: { boatId: other.boatIds[0], title: 'Opened by the office' },
    });
    expect(opened.data?.requestJob.job.status).toBe('PENDING');
    const otherId = Buffer.from(`User:${other.userId}`).toString('base64url');
    const byCustomer = await as<{ jobs: { edges: { node: { title: string; customer: { email: string } } }[] } }>(admin, JOBS, { customerId: otherId });
    expect(byCustomer.data?.jobs.edges[0].node).toEqual({
      id: opened.data!.requestJob.job.id,
      title: 'Opened by the office',
      customer: { email: 'vecino@example.com' },
    });
    expect(byCustomer.data?.jobs.edges.every((edge) => edge.node.customer.email === 'vecino@example.com')).toBe(true);
    const byBoat = await as<{ jobs: { totalCount: number } }>(admin, JOBS, { boatId: other.boatIds[0], status: 'PENDING' });
    expect(byBoat.data?.jobs.totalCount).toBe(1);
    const completed = await as<{ jobs: { edges: { node: { customer: { email: string } } }[] } }>(admin, JOBS, { status: 'COMPLETED' });
    expect(completed.data!.jobs.edges.length).toBeGreaterThanOrEqual(3);
  });
});
