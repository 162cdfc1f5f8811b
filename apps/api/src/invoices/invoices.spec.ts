import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { companySeed, type Company } from '@mmt/company';
import { DataSource } from 'typeorm';
import { PublicDataChanges } from '../common/cache/public-data-changes.js';
import { createCustomerFixture, type CustomerFixture } from '../testing/portal-fixtures.js';
import { CompanyService } from '../company/company.service.js';
import { todayInPalma } from '../common/calendar.js';
import { pdfText } from '../testing/pdf-text.js';
import { statementsDuring } from '../testing/sql-statements.js';
import { companyDetailsInput, UPDATE_COMPANY_DETAILS } from '../testing/company-details.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/test-smtp-server.js';
import { UserEntity } from '../users/entities/user.entity.js';
import { issueInvoice } from './invoice-numbering.js';

const INVOICE_FIELDS = `id number isRectifying invoiceType issueDate dueDate concept status amountCents taxBaseCents vatCents currency paidAt paymentMethod pdfUrl
  billedTo { name taxIdentity { kind number country } address { line postalCode city countryCode } } lines { description quantity unitPriceCents vatRate netCents } vat { rate baseCents vatCents }
  boat { name } job { title } customer { email } rectifies { number } rectifiedBy { number } rectificationReason`;
const LIST_FIELDS = 'id number status issueDate dueDate concept amountCents taxBaseCents vatCents pdfUrl lines { netCents } boat { name } job { title }';
const INVOICES = `query Invoices($status: InvoiceStatus, $customerId: ID, $first: Int = 100) { invoices(status: $status, customerId: $customerId, first: $first) { totalCount edges { node { ${LIST_FIELDS} } } } }`;
const CREATE = `mutation Create($input: CreateInvoiceInput!) { createInvoice(input: $input) { invoice { ${INVOICE_FIELDS} } } }`;
const RECTIFY = `mutation Rectify($input: CreateRectifyingInvoiceInput!) { createRectifyingInvoice(input: $input) { invoice { ${INVOICE_FIELDS} } } }`;
const MARK_PAID = `mutation MarkPaid($input: MarkInvoicePaidInput!) { markInvoicePaid(input: $input) { invoice { status paidAt paymentMethod } } }`;
const PAY = `mutation Pay($input: PayInvoiceInput!) { payInvoice(input: $input) { checkoutUrl invoice { number status } } }`;
const NODE = `query Node($id: ID!) { node(id: $id) { id ... on Invoice { number } ... on Job { invoice { number } } ... on User { invoices { totalCount } } } }`;
const REQUEST_JOB = `mutation R($input: RequestJobInput!) { requestJob(input: $input) { job { id } } }`;
const SEND_QUOTE = `mutation S($input: SendQuoteInput!) { sendQuote(input: $input) { quote { id } } }`;
const APPROVE = `mutation A($input: ApproveQuoteInput!) { approveQuote(input: $input) { quote { status } } }`;
const UPDATE_STATUS = `mutation U($input: UpdateJobStatusInput!) { updateJobStatus(input: $input) { job { status } } }`;

interface InvoiceNode {
  id: string;
  number: string;
  status: string;
  issueDate: string;
  dueDate: string;
  concept: string;
  amountCents: number;
  taxBaseCents: number;
  vatCents: number;
  paymentMethod: string | null;
  pdfUrl: string;
  lines: { netCents: number }[];
  vat: { rate: number; baseCents: number; vatCents: number }[];
  boat: { name: string } | null;
  job: { title: string } | null;
  rectifies: { number: string } | null;
  rectifiedBy: { number: string } | null;
}
type InvoicesData = { invoices: { totalCount: number; edges: { node: InvoiceNode }[] } };
type FieldError = { field: string; code: string };

const fieldErrors = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (response.errors?.[0].extensions?.fieldErrors as FieldError[] | undefined)?.map((error) => `${error.field}:${error.code}`);
const userId = (id: string) => Buffer.from(`User:${id}`).toString('base64url');
const inDays = (days: number) => todayInPalma(new Date(Date.now() + days * 86_400_000));
const year = () => todayInPalma().slice(0, 4);

describe('invoices', () => {
  let smtp: TestSmtpServer;
  let api: TestApp;
  let admin: string;
  let demo: string;
  let english: string;
  let other: CustomerFixture;
  let otherToken: string;
  let otherId: string;

  const as = <T = Record<string, unknown>>(token: string, query: string, variables: Record<string, unknown> = {}) =>
    api.graphql<T>(query, variables, { token });
  const invoicesOf = async (token: string, variables: Record<string, unknown> = {}) => {
    const response = await as<InvoicesData>(token, INVOICES, variables);
    expect(response.errors).toBeUndefined();
    return response.data!.invoices.edges.map((edge) => edge.node);
  };
  const create = async (input: Record<string, unknown>) => {
    const response = await as<{ createInvoice: { invoice: InvoiceNode } }>(admin, CREATE, { input });
    expect(response.errors).toBeUndefined();
    return response.data!.createInvoice.invoice;
  };
  const pdf = (path: string, token?: string) => fetch(`${api.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  /** A job of the fixture customer taken through a quote to Completado. */
  const completedJob = async (title: string) => {
    const job = (await as<{ requestJob: { job: { id: string } } }>(otherToken, REQUEST_JOB, { input: { boatId: other.boatIds[0], title } })).data!.requestJob
      .job.id;
    const quote = (
      await as<{ sendQuote: { quote: { id: string } } }>(admin, SEND_QUOTE, {
        input: {
          jobId: job,
          validUntil: inDays(10),
          lines: [
            { description: 'Mano de obra (horas)', quantity: 2, unitPriceCents: 5900 },
            { description: 'Fusible ANL 150 A', quantity: 3, unitPriceCents: 1250, vatRate: 10 },
          ],
        },
      })
    ).data!.sendQuote.quote.id;
    await as(otherToken, APPROVE, { input: { quoteId: quote } });
    await as(admin, UPDATE_STATUS, { input: { jobId: job, status: 'IN_PROGRESS' } });
    await as(admin, UPDATE_STATUS, { input: { jobId: job, status: 'COMPLETED' } });
    return job;
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://mmt.example' });
    const dataSource = api.app.get(DataSource);
    other = await createCustomerFixture(dataSource, 'otro@cliente.com');
    otherId = userId(other.userId);
    await dataSource.query(
      `UPDATE users SET tax_id = 'B07000003', tax_id_kind = 'NIF', tax_id_country = 'ES', name = 'Náutica Otro S.L.', address_line = 'Carrer del Moll 1', postal_code = '07001', city = 'Palma', country_code = 'ES' WHERE id = $1`,
      [other.userId],
    );
    admin = (await api.login('admin@demo.com', 'Admin123!')).token;
    demo = (await api.login('cliente@demo.com', 'Cliente123!')).token;
    english = (await api.login('customer@demo.com', 'Customer123!')).token;
    otherToken = (await api.login(other.email, other.password)).token;
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  it("seeds real facturas: lines, VAT and due dates; one of the Spanish customer's is overdue; the English customer has their own", async () => {
    const mine = await invoicesOf(demo);
    expect(mine).toHaveLength(3);
    expect(mine.map((invoice) => invoice.status).sort()).toEqual(['OVERDUE', 'PAID', 'PENDING']);
    for (const invoice of mine) {
      expect(invoice.number).toMatch(/^INV-\d{4}-\d{3}$/);
      expect(invoice.lines.length).toBeGreaterThan(0);
      expect(invoice.taxBaseCents).toBe(invoice.lines.reduce((sum, line) => sum + line.netCents, 0));
      expect(invoice.amountCents).toBe(invoice.taxBaseCents + invoice.vatCents);
      expect(invoice.dueDate > invoice.issueDate).toBe(true);
    }
    const overdue = mine.find((invoice) => invoice.status === 'OVERDUE')!;
    expect(overdue.dueDate < todayInPalma()).toBe(true);
    expect(overdue).toMatchObject({ concept: 'Reparación de radar', boat: { name: 'Blue Horizon' }, job: { title: 'Reparación de radar' } });
    expect((await invoicesOf(demo, { status: 'OVERDUE' })).map((invoice) => invoice.id)).toEqual([overdue.id]);
    const theirs = await invoicesOf(english);
    expect(theirs.map((invoice) => [invoice.concept, invoice.status])).toEqual([
      ['Shore power inlet replacement', 'PENDING'],
      ['Annual engine service', 'PAID'],
    ]);
  });

  it("adds up what unpaid invoices leave to collect, over the viewer's own, one customer's (admins) or everyone's, never another customer's", async () => {
    const TOTALS =
      'query Totals($customerId: ID) { invoiceTotals(customerId: $customerId) { outstandingInvoices outstandingCents overdueInvoices overdueCents } }';
    const totals = async (token: string, customerId?: string) => {
      const response = await as<{ invoiceTotals: Record<string, number> }>(token, TOTALS, { customerId });
      expect(response.errors).toBeUndefined();
      return response.data!.invoiceTotals;
    };
    const expected = (invoices: InvoiceNode[]) => {
      const unpaid = invoices.filter((invoice) => invoice.status === 'PENDING' || invoice.status === 'OVERDUE');
      const overdue = unpaid.filter((invoice) => invoice.status === 'OVERDUE');
      const sum = (list: InvoiceNode[]) => list.reduce((total, invoice) => total + invoice.amountCents, 0);
      return { outstandingInvoices: unpaid.length, outstandingCents: sum(unpaid), overdueInvoices: overdue.length, overdueCents: sum(overdue) };
    };
    const mine = await invoicesOf(demo);
    expect(await totals(demo)).toEqual(expected(mine));
    expect((await totals(demo)).overdueInvoices).toBe(1);
    expect(await totals(admin)).toEqual(expected(await invoicesOf(admin)));
    const [{ id: demoRowId }]: { id: string }[] = await api.app.get(DataSource).query(`SELECT id FROM users WHERE email = 'cliente@demo.com'`);
    expect(await totals(admin, userId(demoRowId))).toEqual(expected(mine));
    expect(await totals(otherToken, userId(demoRowId))).toEqual({ outstandingInvoices: 0, outstandingCents: 0, overdueInvoices: 0, overdueCents: 0 });
    expect(await totals(admin, 'nope')).toEqual({ outstandingInvoices: 0, outstandingCents: 0, overdueInvoices: 0, overdueCents: 0 });
  });

  it("lists a page of invoices in one statement that never reads their lines; asked for, the whole page's lines come in one more", async () => {
    const dataSource = api.app.get(DataSource);
    const page = (fields: string) => `{ invoices(first: 20) { totalCount edges { node { number ${fields} } } } }`;
    const reading = (table: RegExp, statements: string[]) => statements.filter((statement) => table.test(statement));
    const bare = await statementsDuring(dataSource, () => as(demo, page('amountCents')));
    let lined: InvoicesData | null = null;
    const withLines = await statementsDuring(dataSource, async () => {
      lined = (await as<InvoicesData>(demo, page('lines { netCents } vat { rate baseCents vatCents }'))).data;
    });
    expect(reading(/\binvoices\b/, bare)).toHaveLength(1);
    expect(reading(/invoice_lines/, bare)).toEqual([]);
    expect(reading(/\binvoices\b/, withLines)).toHaveLength(1);
    expect(reading(/invoice_lines/, withLines)).toHaveLength(1);
    const { edges } = lined!.invoices;
    expect(edges).toHaveLength(3);
    for (const { node } of edges) {
      expect(node.lines.length).toBeGreaterThan(0);
      expect(node.vat.reduce((sum, rate) => sum + rate.baseCents, 0)).toBe(node.lines.reduce((sum, line) => sum + line.netCents, 0));
    }
  });

  it('pages newest first and still counts past the last page', async () => {
    const all = await invoicesOf(demo);
    const PAGE = 'query Page($after: String) { invoices(first: 2, after: $after) { totalCount edges { node { id } } pageInfo { hasNextPage endCursor } } }';
    type PageData = { invoices: { totalCount: number; edges: { node: { id: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } };
    const first = (await as<PageData>(demo, PAGE)).data!.invoices;
    const second = (await as<PageData>(demo, PAGE, { after: first.pageInfo.endCursor })).data!.invoices;
    expect([...first.edges, ...second.edges].map((edge) => edge.node.id)).toEqual(all.map((invoice) => invoice.id));
    expect([first.totalCount, first.pageInfo.hasNextPage, second.totalCount, second.pageInfo.hasNextPage]).toEqual([3, true, 3, false]);
    const beyond = (await as<PageData>(demo, PAGE, { after: Buffer.from('offset:9').toString('base64url') })).data!.invoices;
    expect(beyond).toMatchObject({ totalCount: 3, edges: [] });
  });

  it("issues an invoice from a completed job with its approved quote's lines, VAT per rate in cents, and e-mails it with the PDF", async () => {
    const job = await completedJob('Cambio de fusibles');
    const invoice = await create({ customerId: otherId, jobId: job });
    // 2 × 59,00 = 118,00 at 21 % → 24,78; 3 × 12,50 = 37,50 at 10 % → 3,75.
    expect(invoice).toMatchObject({
      number: expect.stringMatching(new RegExp(`^INV-${year()}-\\d{3}$`)),
      status: 'PENDING',
      issueDate: todayInPalma(),
      dueDate: inDays(30),
      concept: 'Cambio de fusibles',
      vat: [
        { rate: 21, baseCents: 11800, vatCents: 2478 },
        { rate: 10, baseCents: 3750, vatCents: 375 },
      ],
      taxBaseCents: 15550,
      vatCents: 2853,
      amountCents: 18403,
      boat: { name: 'Barco 1' },
      job: { title: 'Cambio de fusibles' },
    });
    await api.sendOutbox();
    const mail = await smtp.waitFor((m) => m.to.includes('otro@cliente.com') && m.subject.includes(invoice.number));
    expect(mail.subject).toBe(`Factura ${invoice.number} de Mallorca Marine Tech`);
    expect(mail.text.replace(/\u00a0/g, ' ')).toContain('por 184,03 €');
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`${invoice.number}.pdf`, 'application/pdf']]);
    expect(await pdfText(mail.attachments[0].content)).toContain('184,03 €');

    const twice = await as(admin, CREATE, { input: { customerId: otherId, jobId: job } });
    expect(fieldErrors(twice)).toEqual(['jobId:jobInvoiced']);
    const jobNode = await as<{ node: { invoice: { number: string } } }>(otherToken, NODE, { id: job });
    expect(jobNode.data?.node.invoice.number).toBe(invoice.number);
  });

  it("refuses a job that is not completed or not the customer's, an invoice without lines or with nothing to pay, and a boat of someone else", async () => {
    const pending = (await as<{ requestJob: { job: { id: string } } }>(otherToken, REQUEST_JOB, { input: { boatId: other.boatIds[0], title: 'Sin terminar' } }))
      .data!.requestJob.job.id;
    expect(fieldErrors(await as(admin, CREATE, { input: { customerId: otherId, jobId: pending } }))).toEqual(['jobId:jobNotCompleted']);
    const demoJob = (await as<{ jobs: { edges: { node: { id: string } }[] } }>(demo, '{ jobs(status: COMPLETED) { edges { node { id } } } }')).data!.jobs
      .edges[0].node.id;
    expect(fieldErrors(await as(admin, CREATE, { input: { customerId: otherId, jobId: demoJob } }))).toEqual(['jobId:unknownJob']);
    expect(fieldErrors(await as(admin, CREATE, { input: { customerId: otherId } }))).toEqual(['lines:isNotEmpty']);
    expect(
      fieldErrors(await as(admin, CREATE, { input: { customerId: otherId, lines: [{ description: 'Gratis', quantity: 1, unitPriceCents: 0 }] } })),
    ).toEqual(['lines:totalNotPositive']);
    const demoBoat = (await as<{ boats: { edges: { node: { id: string } }[] } }>(demo, '{ boats { edges { node { id } } } }')).data!.boats.edges[0].node.id;
    expect(
      fieldErrors(
        await as(admin, CREATE, { input: { customerId: otherId, boatId: demoBoat, lines: [{ description: 'x', quantity: 1, unitPriceCents: 100 }] } }),
      ),
    ).toEqual(['boatId:unknownBoat']);
    expect(fieldErrors(await as(admin, CREATE, { input: { customerId: 'bm9wZQ', lines: [{ description: 'x', quantity: 1, unitPriceCents: 100 }] } }))).toEqual([
      'customerId:unknownClient',
    ]);
    expect(
      fieldErrors(
        await as(admin, CREATE, { input: { customerId: otherId, dueDate: inDays(-1), lines: [{ description: 'x', quantity: 1, unitPriceCents: 100 }] } }),
      ),
    ).toEqual(['dueDate:notInPast']);
  });

  it('numbers invoices correlatively and without gaps when many are issued at the same moment', async () => {
    const before = await invoicesOf(admin);
    const lastNumber = Math.max(
      ...before.filter((invoice) => invoice.number.startsWith(`INV-${year()}-`)).map((invoice) => Number(invoice.number.slice(-3))),
      0,
    );
    // Cold caches of wording and company details (as after any mutation): each issuer reads them
    // under the counter's lock, through its own transaction, while the others hold the pool's connections.
    api.app.get(PublicDataChanges).changed();
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        as<{ createInvoice: { invoice: { number: string } } }>(admin, CREATE, {
          input: { customerId: otherId, lines: [{ description: `Concurrente ${i}`, quantity: 1, unitPriceCents: 1000 + i }] },
        }),
      ),
    );
    const numbers = created.map((response) => {
      expect(response.errors).toBeUndefined();
      return Number(response.data!.createInvoice.invoice.number.slice(-3));
    });
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => lastNumber + 1 + i));

    // A transaction that fails after taking a number gives it back.
    const dataSource = api.app.get(DataSource);
    const customer = await dataSource.getRepository(UserEntity).findOneByOrFail({ id: other.userId });
    await dataSource
      .transaction(async (manager) => {
        await issueInvoice(
          manager,
          {
            series: 'INV',
            customer,
            boatId: null,
            jobId: null,
            issueDate: todayInPalma(),
            dueDate: inDays(30),
            concept: 'x',
            lines: [{ description: 'x', quantity: 1, unitPriceCents: 1, vatRate: 21 }],
          },
          api.config.verifactu.system,
        );
        throw new Error('the e-mail could not be queued');
      })
      .catch(() => undefined);
    const next = await create({ customerId: otherId, lines: [{ description: 'Después del fallo', quantity: 1, unitPriceCents: 500 }] });
    expect(Number(next.number.slice(-3))).toBe(lastNumber + 13);
  });

  it('records a payment made by transfer on its day, tells the customer, and refuses a second one', async () => {
    const invoice = await create({ customerId: otherId, lines: [{ description: 'Revisión', quantity: 1, unitPriceCents: 10000 }] });
    expect(fieldErrors(await as(admin, MARK_PAID, { input: { invoiceId: invoice.id, paidOn: inDays(1), method: 'TRANSFER' } }))).toEqual([
      'paidOn:notInFuture',
    ]);
    const paid = await as<{ markInvoicePaid: { invoice: { status: string; paidAt: string; paymentMethod: string } } }>(admin, MARK_PAID, {
      input: { invoiceId: invoice.id, paidOn: inDays(-2), method: 'TRANSFER', reference: 'Transferencia 4711' },
    });
    expect(paid.data?.markInvoicePaid.invoice).toMatchObject({ status: 'PAID', paymentMethod: 'TRANSFER' });
    expect(todayInPalma(new Date(paid.data!.markInvoicePaid.invoice.paidAt))).toBe(inDays(-2));
    await api.sendOutbox();
    await smtp.waitFor((m) => m.to.includes('otro@cliente.com') && m.subject === `Pago recibido: factura ${invoice.number}`);
    const again = await as(admin, MARK_PAID, { input: { invoiceId: invoice.id, paidOn: inDays(0), method: 'CASH' } });
    expect(again.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'ALREADY_PAID' });
    expect((await as(otherToken, MARK_PAID, { input: { invoiceId: invoice.id, paidOn: inDays(0), method: 'CASH' } })).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
  });

  it('corrects an issued invoice with a rectifying one in its own series that refers to it; the original is never edited', async () => {
    const original = await create({ customerId: otherId, lines: [{ description: 'Horas (mal contadas)', quantity: 5, unitPriceCents: 5900 }] });
    const response = await as<{ createRectifyingInvoice: { invoice: InvoiceNode & { rectificationReason: string } } }>(admin, RECTIFY, {
      input: { invoiceId: original.id, reason: 'Eran 3 horas, no 5', lines: [{ description: 'Horas', quantity: 3, unitPriceCents: 5900 }] },
    });
    expect(response.errors).toBeUndefined();
    const rectifying = response.data!.createRectifyingInvoice.invoice;
    expect(rectifying).toMatchObject({
      number: expect.stringMatching(new RegExp(`^RECT-${year()}-\\d{3}$`)),
      isRectifying: true,
      status: 'PENDING',
      amountCents: 21417, // 177,00 + 21 % = 214,17
      rectifies: { number: original.number },
      rectificationReason: 'Eran 3 horas, no 5',
    });
    const after = (await as<{ node: InvoiceNode }>(admin, `query($id: ID!) { node(id: $id) { ... on Invoice { ${INVOICE_FIELDS} } } }`, { id: original.id }))
      .data!.node;
    expect(after).toMatchObject({ status: 'RECTIFIED', amountCents: original.amountCents, lines: original.lines, rectifiedBy: { number: rectifying.number } });
    const twice = await as(admin, RECTIFY, {
      input: { invoiceId: original.id, reason: 'Otra vez', lines: [{ description: 'Horas', quantity: 1, unitPriceCents: 1 }] },
    });
    expect(twice.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'ALREADY_RECTIFIED' });
    expect((await as(otherToken, PAY, { input: { invoiceId: original.id } })).errors?.[0].extensions?.reason).toBe('RECTIFIED');
    const text = await pdfText(Buffer.from(await (await pdf(rectifying.pdfUrl, otherToken)).arrayBuffer()));
    expect(text).toContain('FACTURA RECTIFICATIVA');
    expect(text).toContain(`Rectifica la factura ${original.number}`);
    expect(text).toContain('Motivo: Eran 3 horas, no 5');
    // The replaced invoice asks for nothing: the rectifying one is what is paid.
    const replaced = (await pdfText(Buffer.from(await (await pdf(original.pdfUrl, otherToken)).arrayBuffer()))).replace(/\s+/g, ' ');
    expect(replaced).toContain(`Factura rectificada y sustituida por la factura ${rectifying.number}: no hay nada que pagar por esta.`);
    expect(replaced).not.toContain('IBAN');

    // A paid invoice's correction keeps its payment.
    const paid = await create({ customerId: otherId, lines: [{ description: 'Pagada', quantity: 1, unitPriceCents: 1000 }] });
    await as(admin, MARK_PAID, { input: { invoiceId: paid.id, paidOn: inDays(0), method: 'CARD' } });
    const corrected = await as<{ createRectifyingInvoice: { invoice: InvoiceNode } }>(admin, RECTIFY, {
      input: { invoiceId: paid.id, reason: 'Concepto', lines: [{ description: 'Pagada (bien)', quantity: 1, unitPriceCents: 1000 }] },
    });
    expect(corrected.data?.createRectifyingInvoice.invoice).toMatchObject({ status: 'PAID', paymentMethod: 'CARD' });
  });

  it('prints a complete Spanish invoice: issuer and customer with their tax ids and addresses, dates, lines, tax base and VAT per rate, total, payment instructions', async () => {
    const job = await completedJob('Instalación de cargador');
    const invoice = await create({ customerId: otherId, jobId: job, dueDate: inDays(15) });
    const response = await pdf(invoice.pdfUrl, otherToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.number}.pdf"`);
    const text = await pdfText(Buffer.from(await response.arrayBuffer()));
    const day = (iso: string) => iso.split('-').reverse().join('/');
    for (const expected of [
      'Mallorca Marine Tech S.L.',
      `NIF: ${companySeed.taxId}`,
      'Registro Mercantil de Mallorca',
      'Moll Vell, 3',
      'FACTURA',
      invoice.number,
      `Fecha de emisión ${day(todayInPalma())}`.replace(' ', ' '),
      day(inDays(15)),
      'Náutica Otro S.L.',
      'NIF: B07000003',
      'Carrer del Moll 1',
      '07001 Palma, España',
      'Mano de obra (horas)',
      'Base imponible al 21 %',
      'IVA 21 %',
      'Base imponible al 10 %',
      'IVA 10 %',
      '24,78 €',
      '3,75 €',
      '155,50 €',
      '184,03 €',
      'IBAN ES91 2100 0418 4502 0005 1332',
    ]) {
      expect(text.replace(/ {2,}/g, ' ')).toContain(expected.replace(/ {2,}/g, ' '));
    }
    const english = await pdfText(Buffer.from(await (await pdf(`${invoice.pdfUrl}?lang=en`, otherToken)).arrayBuffer()));
    expect(english).toContain('INVOICE');
    expect(english).toContain('Tax base at 21 %');
    expect(english).toContain('€184.03');
  });

  it('issues a simplified invoice (F2) to a customer without identification up to 400 € VAT included, and refuses more saying what is missing, issuing nothing', async () => {
    const anonymous = await createCustomerFixture(api.app.get(DataSource), 'sin-nif@correo.es');
    const id = userId(anonymous.userId);
    const count = async () => Number((await api.app.get(DataSource).query(`SELECT count(*) AS n FROM invoices`))[0].n);
    const before = await count();
    // 330,58 € + 21 % = 400,00 €: the most a simplified invoice comes to.
    const simplified = await create({ customerId: id, lines: [{ description: 'Revisión', quantity: 1, unitPriceCents: 33058 }] });
    expect(simplified).toMatchObject({ amountCents: 40000, invoiceType: 'F2', billedTo: { taxIdentity: null } });
    const over = await as(admin, CREATE, { input: { customerId: id, lines: [{ description: 'Revisión', quantity: 1, unitPriceCents: 33059 }] } });
    expect(fieldErrors(over)).toEqual(['customerId:taxIdentityRequired']);
    expect(over.errors?.[0].message).toMatch(/tax identification/);
    expect(await count()).toBe(before + 1);
    // The next number was not used up by the refusal.
    const next = await create({ customerId: id, lines: [{ description: 'Fusible', quantity: 1, unitPriceCents: 1000 }] });
    expect(Number(next.number.slice(-3))).toBe(Number(simplified.number.slice(-3)) + 1);

    // A business is identified and prints its address; a 0 % line says why.
    await api.app.get(DataSource).query(`UPDATE users SET tax_id = 'B07999998', tax_id_kind = 'NIF', tax_id_country = 'ES' WHERE id = $1`, [anonymous.userId]);
    expect(
      fieldErrors(await as(admin, CREATE, { input: { customerId: id, lines: [{ description: 'Revisión', quantity: 1, unitPriceCents: 1000 }] } })),
    ).toEqual(['customerId:billingAddressRequired']);
    await api.app
      .get(DataSource)
      .query(`UPDATE users SET address_line = 'Moll Vell 3', postal_code = '07012', city = 'Palma', country_code = 'ES' WHERE id = $1`, [anonymous.userId]);
    expect(
      fieldErrors(
        await as(admin, CREATE, { input: { customerId: id, lines: [{ description: 'Exportación', quantity: 1, unitPriceCents: 1000, vatRate: 0 }] } }),
      ),
    ).toEqual(['lines.0.zeroVatCause:zeroVatCauseRequired']);
    expect(
      fieldErrors(
        await as(admin, CREATE, {
          input: { customerId: id, lines: [{ description: 'Cable', quantity: 1, unitPriceCents: 1000, vatRate: 21, zeroVatCause: 'E1' }] },
        }),
      ),
    ).toEqual(['lines.0.zeroVatCause:zeroVatCauseOnlyAtZero']);
    const full = await create({ customerId: id, lines: [{ description: 'Revisión', quantity: 1, unitPriceCents: 50000 }] });
    expect(full).toMatchObject({ invoiceType: 'F1', billedTo: { taxIdentity: { kind: 'NIF', number: 'B07999998', country: 'ES' } } });
    // Bad debts (R3) rectify only invoices naming a Spanish NIF; a simplified invoice is rectified by an R5.
    const credit = await as<{ createRectifyingInvoice: { invoice: { invoiceType: string } } }>(admin, RECTIFY, {
      input: { invoiceId: simplified.id, reason: 'Devuelto', method: 'DIFFERENCES', cause: 'R1' },
    });
    expect(credit.data?.createRectifyingInvoice.invoice.invoiceType).toBe('R5');
  });

  it('prints whom a full invoice names (a passport with its country, an EU VAT number) and the legal mention of each 0 % cause, the reverse charge included', async () => {
    const dataSource = api.app.get(DataSource);
    const british = await createCustomerFixture(dataSource, 'oliver@yacht.uk');
    await dataSource.query(
      `UPDATE users SET name = 'Oliver Grant', tax_id = '533380006', tax_id_kind = 'PASSPORT', tax_id_country = 'GB', language = 'en' WHERE id = $1`,
      [british.userId],
    );
    const toBritish = await create({ customerId: userId(british.userId), lines: [{ description: 'Autopilot service', quantity: 1, unitPriceCents: 80000 }] });
    const english = await pdfText(Buffer.from(await (await pdf(toBritish.pdfUrl, admin)).arrayBuffer()));
    expect(english).toContain('Passport (United Kingdom): 533380006');

    const german = await createCustomerFixture(dataSource, 'werft@example.de');
    await dataSource.query(
      `UPDATE users SET name = 'Werft Nord GmbH', tax_id = 'DE811569869', tax_id_kind = 'EU_VAT', tax_id_country = 'DE', address_line = 'Am Sandtorkai 41', postal_code = '20457', city = 'Hamburg', country_code = 'DE' WHERE id = $1`,
      [german.userId],
    );
    const toGerman = await create({
      customerId: userId(german.userId),
      lines: [
        { description: 'Reparación de radar (horas)', quantity: 4, unitPriceCents: 5900, vatRate: 0, zeroVatCause: 'N2' },
        { description: 'Suministros a buque de alta mar', quantity: 1, unitPriceCents: 10000, vatRate: 0, zeroVatCause: 'E3' },
      ],
    });
    expect(toGerman).toMatchObject({
      amountCents: 33600,
      vatCents: 0,
      vat: [
        { rate: 0, baseCents: 10000 },
        { rate: 0, baseCents: 23600 },
      ],
    });
    const spanish = (await pdfText(Buffer.from(await (await pdf(`${toGerman.pdfUrl}?lang=es`, admin)).arrayBuffer()))).replace(/\s+/g, ' ');
    for (const expected of [
      'NIF-IVA: DE811569869',
      'Base al 0 % (E3)',
      'Base al 0 % (N2)',
      'E3: Operación exenta de IVA, asimilada a la exportación (art. 22 de la Ley 37/1992, del IVA).',
      'N2: Operación no sujeta al IVA español por las reglas de localización',
      'Inversión del sujeto pasivo',
    ]) {
      expect(spanish).toContain(expected);
    }
  });

  it("writes the PDF in the customer's language unless the page asks for another", async () => {
    const [invoice] = await invoicesOf(english);
    const text = async (query: string) => pdfText(Buffer.from(await (await pdf(`${invoice.pdfUrl}${query}`, english)).arrayBuffer()));
    expect(await text('')).toContain('INVOICE');
    expect(await text('?lang=fr')).toContain('INVOICE');
    expect(await text('?lang=es')).toContain('FACTURA');
    expect(Buffer.from(await (await pdf(invoice.pdfUrl, english)).arrayBuffer()).toString('latin1')).toContain('/Lang (en)');
  });

  it("keeps a customer's invoices from another customer through every path: list, node, nested fields, PDF, payment", async () => {
    const [mine] = await invoicesOf(demo);
    const otherInvoices = await invoicesOf(otherToken);
    expect(otherInvoices.map((invoice) => invoice.id)).not.toContain(mine.id);
    expect((await as<{ node: unknown }>(otherToken, NODE, { id: mine.id })).data?.node).toBeNull();
    const [{ id: demoRowId }]: { id: string }[] = await api.app.get(DataSource).query(`SELECT id FROM users WHERE email = 'cliente@demo.com'`);
    expect(await invoicesOf(otherToken, { customerId: userId(demoRowId) })).toEqual([]);
    expect((await pdf(mine.pdfUrl, otherToken)).status).toBe(404);
    expect((await pdf(mine.pdfUrl)).status).toBe(401);
    expect((await as(otherToken, PAY, { input: { invoiceId: mine.id } })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const demoUser = (await as<{ me: { id: string } }>(demo, '{ me { id } }')).data!.me.id;
    expect((await as<{ node: unknown }>(otherToken, NODE, { id: demoUser })).data?.node).toBeNull();
    for (const id of [other.boatIds[0], 'nope', Buffer.from('Invoice:999999').toString('base64url')])
      expect((await pdf(`/invoices/${id}.pdf`, demo)).status).toBe(404);
  });

  it('without Stripe configured, offers no card payment: no invoice is payable by card, paying says so and changes nothing, the admins see it off', async () => {
    const payable = await as<{ invoices: { edges: { node: { status: string; payableByCard: boolean } }[] } }>(
      demo,
      '{ invoices(first: 100) { edges { node { status payableByCard } } } }',
    );
    expect(payable.data!.invoices.edges.some((edge) => edge.node.status === 'PENDING')).toBe(true);
    expect(payable.data!.invoices.edges.filter((edge) => edge.node.payableByCard)).toEqual([]);
    const pending = (await invoicesOf(demo, { status: 'PENDING' }))[0];
    const response = await as(demo, PAY, { input: { invoiceId: pending.id } });
    expect(response.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'CARD_PAYMENT_OFF' });
    expect((await invoicesOf(demo, { status: 'PENDING' })).map((invoice) => invoice.number)).toContain(pending.number);
    // Nor does its PDF: the transfer only.
    const printed = (await pdfText(Buffer.from(await (await pdf(pending.pdfUrl, demo)).arrayBuffer()))).replace(/\s+/g, ' ');
    expect(printed).toContain(`Transferencia bancaria a ${companySeed.bankAccount.bank}, IBAN ${companySeed.bankAccount.iban}`);
    expect(printed).not.toContain('tarjeta');
    const paid = (await invoicesOf(demo, { status: 'PAID' }))[0];
    expect((await as(demo, PAY, { input: { invoiceId: paid.id } })).errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'ALREADY_PAID' });
    expect((await as<{ healthFigures: { cardPayments: boolean } }>(admin, '{ healthFigures { cardPayments } }')).data?.healthFigures.cardPayments).toBe(false);
  });

  it('prints the issuer as it was when the invoice was issued: an edit of the company details shows only on invoices issued after it', async () => {
    const company = api.app.get(CompanyService);
    const text = async (invoice: InvoiceNode) =>
      (await pdfText(Buffer.from(await (await pdf(invoice.pdfUrl, otherToken)).arrayBuffer()))).replace(/ {2,}/g, ' ');
    /** What the PDF prints of its issuer: name and tax id (header and footer), address, IBAN. */
    const printed = (issuer: Company) => [
      `${issuer.legalName} · NIF ${issuer.taxId}`,
      `NIF: ${issuer.taxId}`,
      issuer.address.street,
      `${issuer.address.postalCode} ${issuer.address.city}`,
      `IBAN ${issuer.bankAccount.iban}`,
    ];
    /** Saves every detail as the settings form does; returns the new version. */
    const save = async (details: Company, version: number) => {
      const response = await as<{ updateCompanyDetails: { companyDetails: { version: number } } }>(admin, UPDATE_COMPANY_DETAILS, {
        input: companyDetailsInput({ ...details, version }),
      });
      expect(response.errors).toBeUndefined();
      return response.data!.updateCompanyDetails.companyDetails.version;
    };
    const { details: before, version } = await company.current();
    const old = await create({ customerId: otherId, lines: [{ description: 'Antes del cambio', quantity: 1, unitPriceCents: 1000 }] });
    const edited = {
      ...before,
      legalName: 'Naviera Nueva S.L.',
      taxId: 'B07123458',
      address: { ...before.address, street: 'Passeig Marítim, 44', postalCode: '07014' },
      bankAccount: { bank: 'Banco Nuevo', iban: 'ES79 2100 0813 6101 2345 6789' },
    };
    const saved = await save(edited, version);
    // Until the API's cached details are the new ones, printing the current details would still look right.
    const deadline = Date.now() + 5000;
    while ((await company.details()).legalName !== edited.legalName && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));

    const oldText = await text(old);
    const newText = await text(await create({ customerId: otherId, lines: [{ description: 'Después del cambio', quantity: 1, unitPriceCents: 1000 }] }));
    for (const line of printed(before)) expect(oldText).toContain(line);
    for (const line of printed(edited)) expect(oldText).not.toContain(line);
    for (const line of printed(edited)) expect(newText).toContain(line);
    expect(newText).not.toContain(before.legalName);

    await save(before, saved);
  });
});
