import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MONEY_BOUNDS } from '@mmt/billing';
import { DataSource } from 'typeorm';
import { todayInPalma } from '../common/calendar.js';
import { toGlobalId } from '../common/relay/global-id.js';
import { createCustomerFixture, type CustomerFixture } from '../testing/portal-fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const CREATE_INVOICE = `mutation I($input: CreateInvoiceInput!) { createInvoice(input: $input) { invoice { id number amountCents } } }`;
const RECTIFY = `mutation R($input: CreateRectifyingInvoiceInput!) { createRectifyingInvoice(input: $input) { invoice { number } } }`;
const SEND_QUOTE = `mutation Q($input: SendQuoteInput!) { sendQuote(input: $input) { quote { id } } }`;
const CREATE_PART = `mutation P($input: PartInput!) { createPart(input: $input) { part { id } } }`;
const LABOUR = `mutation L($input: LabourRateInput!) { updateLabourRate(input: $input) { labourRate { priceCents } } }`;
const ENTRY = `mutation E($input: AddVisitEntryInput!) { addVisitEntry(input: $input) { entry { id } } }`;
const START = `mutation S($input: VisitIdInput!) { startVisit(input: $input) { visit { startedAt } } }`;
const DRAFT = `query D($id: ID!) { node(id: $id) { ... on Job { invoiceDraftLines { netCents } } } }`;

type Response = { errors?: { message: string; extensions?: Record<string, unknown> }[] };
type FieldError = { field: string; code: string; params?: Record<string, string> };
const fieldErrorsOf = (response: Response) => response.errors?.[0].extensions?.fieldErrors as FieldError[] | undefined;
const codesOf = (response: Response) => fieldErrorsOf(response)?.map((error) => `${error.field}:${error.code}`);
const inDays = (days: number) => todayInPalma(new Date(Date.now() + days * 86_400_000));

/**
 * The outside probe's amounts: every way an amount comes in is bounded with a field error the web
 * translates (its code and the bound, in euros, as `params.max`), and none reaches a column that
 * cannot hold it: no INTERNAL_SERVER_ERROR on any path.
 */
describe('money has bounds', () => {
  let api: TestApp;
  let db: DataSource;
  let admin: string;
  let technician: string;
  let customer: CustomerFixture;
  let customerId: string;

  const as = <T = Record<string, unknown>>(token: string, query: string, variables: Record<string, unknown>) => api.graphql<T>(query, variables, { token });
  const probe = { description: 'Probe', quantity: 99_999, unitPriceCents: 100_000_000 };
  /** A job of the customer's boat in `status`, with one visit of the demo technician today. */
  const jobWithVisit = async (title: string, status: string) => {
    const boatId = Number(Buffer.from(customer.boatIds[0], 'base64url').toString().split(':')[1]);
    const [{ id: job }]: { id: number }[] = await db.query(`INSERT INTO jobs (boat_id, title, description, status) VALUES ($1, $2, 'Probe', $3) RETURNING id`, [
      boatId,
      title,
      status,
    ]);
    await db.query(`INSERT INTO job_status_changes (job_id, status, changed_at) VALUES ($1, $2, now())`, [job, status]);
    const [{ id: visit }]: { id: number }[] = await db.query(
      `INSERT INTO visits (job_id, starts_at, ends_at, estimated_minutes) VALUES ($1, now(), now() + interval '2 hours', 120) RETURNING id`,
      [job],
    );
    await db.query(`INSERT INTO visit_technicians (visit_id, technician_id) SELECT $1, id FROM users WHERE email = 'tecnico@demo.com'`, [visit]);
    return { job, jobId: toGlobalId('Job', job), visit, visitId: toGlobalId('Visit', visit) };
  };

  beforeAll(async () => {
    api = await createTestApp();
    db = api.app.get(DataSource);
    admin = (await api.login('admin@demo.com', 'Admin123!')).token;
    technician = (await api.login('tecnico@demo.com', 'Tecnico123!')).token;
    customer = await createCustomerFixture(db, 'bounds@example.com');
    await db.query(`UPDATE users SET tax_id = '12345678Z', tax_id_kind = 'NIF', tax_id_country = 'ES' WHERE id = $1`, [customer.userId]);
    customerId = toGlobalId('User', customer.userId);
  });
  afterAll(() => api.close());

  it("refuses an admin invoice line past the bounds with the line's and the total's field errors, and the bound in euros", async () => {
    const refused = await as(admin, CREATE_INVOICE, { input: { customerId, lines: [probe] } });
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(refused)).toEqual([
      expect.objectContaining({ field: 'lines', code: 'totalTooHigh', params: { max: String(MONEY_BOUNDS.documentCents / 100) } }),
      expect.objectContaining({ field: 'lines.0.unitPriceCents', code: 'lineTooHigh', params: { max: String(MONEY_BOUNDS.documentCents / 100) } }),
    ]);
    const tooMany = await as(admin, CREATE_INVOICE, { input: { customerId, lines: [{ description: 'x', quantity: 100_000, unitPriceCents: 100_000_001 }] } });
    expect(fieldErrorsOf(tooMany)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'lines.0.quantity', code: 'quantityTooHigh', params: { max: String(MONEY_BOUNDS.quantity) } }),
        expect.objectContaining({ field: 'lines.0.unitPriceCents', code: 'amountTooHigh', params: { max: String(MONEY_BOUNDS.unitPriceCents / 100) } }),
      ]),
    );
    // Lines each within the bounds whose sum is not: refused on the lines as a whole.
    const many = Array.from({ length: 11 }, (_, i) => ({ description: `Line ${i}`, quantity: 1, unitPriceCents: MONEY_BOUNDS.unitPriceCents }));
    expect(codesOf(await as(admin, CREATE_INVOICE, { input: { customerId, lines: many } }))).toEqual(['lines:totalTooHigh']);
    // At the bound, VAT included, it is issued and stored whole.
    const atBound = Math.floor(MONEY_BOUNDS.documentCents / 1.21);
    const issued = await as<{ createInvoice: { invoice: { amountCents: number } } }>(admin, CREATE_INVOICE, {
      input: { customerId, lines: [{ description: 'Refit', quantity: 10, unitPriceCents: Math.floor(atBound / 10) }] },
    });
    expect(issued.errors).toBeUndefined();
    expect(issued.data!.createInvoice.invoice.amountCents).toBeLessThanOrEqual(MONEY_BOUNDS.documentCents);
  });

  it('refuses the same on a quote and on a rectifying invoice', async () => {
    const job = await jobWithVisit('Quote probe', 'PENDING');
    expect(codesOf(await as(admin, SEND_QUOTE, { input: { jobId: job.jobId, validUntil: inDays(10), lines: [probe] } }))).toEqual([
      'lines:totalTooHigh',
      'lines.0.unitPriceCents:lineTooHigh',
    ]);
    const original = await as<{ createInvoice: { invoice: { id: string } } }>(admin, CREATE_INVOICE, {
      input: { customerId, lines: [{ description: 'Revisión', quantity: 1, unitPriceCents: 10_000 }] },
    });
    expect(original.errors).toBeUndefined();
    const rectified = await as(admin, RECTIFY, { input: { invoiceId: original.data!.createInvoice.invoice.id, reason: 'Importe', lines: [probe] } });
    expect(codesOf(rectified)).toEqual(['lines:totalTooHigh', 'lines.0.unitPriceCents:lineTooHigh']);
  });

  it('bounds the price list: a part and the hourly rate', async () => {
    const part = await as(admin, CREATE_PART, { input: { name: 'Probe', priceCents: MONEY_BOUNDS.partPriceCents + 1, vatRate: 21 } });
    expect(fieldErrorsOf(part)).toEqual([
      expect.objectContaining({ field: 'priceCents', code: 'amountTooHigh', params: { max: String(MONEY_BOUNDS.partPriceCents / 100) } }),
    ]);
    const rate = await as(admin, LABOUR, { input: { priceCents: MONEY_BOUNDS.hourlyRateCents + 1, vatRate: 21 } });
    expect(fieldErrorsOf(rate)).toEqual([
      expect.objectContaining({ field: 'priceCents', code: 'amountTooHigh', params: { max: String(MONEY_BOUNDS.hourlyRateCents / 100) } }),
    ]);
  });

  it("refuses a technician's part that would take the job's work past what one invoice holds, and stores nothing", async () => {
    const { visitId, visit } = await jobWithVisit('Part probe', 'SCHEDULED');
    expect((await as(technician, START, { input: { visitId } })).errors).toBeUndefined();
    const free = { visitId, kind: 'PART', text: 'Probe', vatRate: 21 };
    // The probe's own line: 9,999 × 10,000,000 cents.
    const probeLine = await as(technician, ENTRY, {
      input: { ...free, id: randomUUID(), quantity: MONEY_BOUNDS.partQuantity, unitPriceCents: MONEY_BOUNDS.partPriceCents },
    });
    expect(fieldErrorsOf(probeLine)).toEqual([
      expect.objectContaining({ field: 'quantity', code: 'workTotalTooHigh', params: { max: String(MONEY_BOUNDS.documentCents / 100) } }),
    ]);
    // Each part within the bounds, until the job's work as a whole would not be.
    const each = { ...free, quantity: 80, unitPriceCents: MONEY_BOUNDS.partPriceCents }; // 8,000,000 € + VAT
    expect((await as(technician, ENTRY, { input: { ...each, id: randomUUID() } })).errors).toBeUndefined();
    expect(codesOf(await as(technician, ENTRY, { input: { ...each, id: randomUUID() } }))).toEqual(['quantity:workTotalTooHigh']);
    expect((await db.query(`SELECT count(*)::int AS n FROM visit_entries WHERE visit_id = $1`, [visit]))[0].n).toBe(1);
  });

  it('answers a clear error, not a 500, when the work recorded on a completed job comes to more than one invoice holds', async () => {
    const { job, jobId, visit } = await jobWithVisit('Invoice probe', 'COMPLETED');
    // Recorded before these bounds existed: the outside probe's part line.
    await db.query(
      `INSERT INTO visit_entries (id, visit_id, kind, text, quantity, unit_price_cents, vat_rate) VALUES ($1, $2, 'PART', 'Probe', 9999, 10000000, 21)`,
      [randomUUID(), visit],
    );
    const refused = await as(admin, CREATE_INVOICE, { input: { customerId, jobId } });
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(refused)).toEqual([
      expect.objectContaining({ field: 'jobId', code: 'workTotalTooHigh', params: { max: String(MONEY_BOUNDS.documentCents / 100) } }),
    ]);
    expect((await db.query(`SELECT count(*)::int AS n FROM invoices WHERE job_id = $1`, [job]))[0].n).toBe(0);
    // Its draft lines, past what their Int amounts hold, say the same.
    expect(codesOf(await as(admin, DRAFT, { id: jobId }))).toEqual(['invoiceDraftLines:workTotalTooHigh']);
  });
});
