import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { nextCalendarDay, todayInPalma } from '../common/calendar.js';
import { toGlobalId } from '../common/relay/global-id.js';
import { loadConfig } from '../config/app-config.js';
import { issueInvoice } from '../invoices/invoice-numbering.js';
import { statementsDuring } from '../testing/sql-statements.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { UserEntity } from '../users/entities/user.entity.js';
import { lastTwelveMonths } from './today-overview.resolver.js';

const FIGURES = `{ deskFigures {
  months { month invoicedCents collectedCents recordedLabourMinutes billedLabourMinutes }
  outstanding { totalCents upTo30Cents from31To60Cents from61To90Cents over90Cents }
  topServices { description netCents invoices }
  quarterVat { year quarter rates { rate zeroVatCause baseCents vatCents } }
} }`;
const TODAY = `{ todayOverview { uninvoicedJobs uninvoicedCents maintenanceDueThisWeek verifactuPending verifactuRejected overdueInvoices overdueCents } }`;

type Month = { month: string; invoicedCents: number; collectedCents: number; recordedLabourMinutes: number; billedLabourMinutes: number };
type Figures = {
  months: Month[];
  outstanding: { totalCents: number; upTo30Cents: number; from31To60Cents: number; from61To90Cents: number; over90Cents: number };
  topServices: { description: string; netCents: number; invoices: number }[];
  quarterVat: { year: number; quarter: number; rates: { rate: number; zeroVatCause: string | null; baseCents: number; vatCents: number }[] };
};
type Today = {
  uninvoicedJobs: number;
  uninvoicedCents: number;
  maintenanceDueThisWeek: number;
  verifactuPending: number;
  verifactuRejected: number;
  overdueInvoices: number;
  overdueCents: number;
};

/** An invoice the test issues: its lines (at one rate each), when, and when it was paid. */
interface Built {
  issueDate: string;
  lines: { description: string; quantity: number; unitPriceCents: number; vatRate: number; zeroVatCause?: 'E5' }[];
  paidOn?: string;
}

const daysAgo = (days: number) => nextCalendarDay(todayInPalma(), -days);
/** The first day of the month `back` months before this one. */
const monthStart = (back: number) => `${lastTwelveMonths(todayInPalma())[11 - back]}-01`;
const gross = (invoice: Built) =>
  invoice.lines.reduce((sum, line) => {
    const net = Math.round(line.quantity * line.unitPriceCents);
    return sum + net + Math.round((net * line.vatRate) / 100);
  }, 0);

describe("the admins' desk figures", () => {
  let api: TestApp;
  let admin: string;
  let db: DataSource;
  const ask = async <T>(query: string, key: string): Promise<T> => {
    const response = await api.graphql<Record<string, T>>(query, {}, { token: admin });
    expect(response.errors).toBeUndefined();
    return response.data![key];
  };
  const figures = () => ask<Figures>(FIGURES, 'deskFigures');
  const today = () => ask<Today>(TODAY, 'todayOverview');

  beforeAll(async () => {
    api = await createTestApp();
    admin = (await api.login('admin@demo.com', 'Admin123!')).token;
    db = api.app.get(DataSource);
  });
  afterAll(() => api.close());

  it('builds a month of invoices and each figure moves by exactly what they come to', async () => {
    const before = await figures();
    expect(before.months.map((month) => month.month)).toEqual(lastTwelveMonths(todayInPalma()));

    const labour = 'Mano de obra';
    // A VIP member's hours, at their plan's overtime rate, are labour too.
    const memberLabour = 'Mano de obra, tarifa VIP Gold fuera de horario';
    const twoMonthsAgo = monthStart(2);
    const built: Built[] = [
      // A month of work two months back: labour and parts, most paid the same month or the next.
      {
        issueDate: nextCalendarDay(twoMonthsAgo, 2),
        lines: [
          { description: labour, quantity: 2.5, unitPriceCents: 6000, vatRate: 21 },
          { description: 'Antifouling del escritorio', quantity: 1, unitPriceCents: 30000, vatRate: 21 },
        ],
        paidOn: nextCalendarDay(twoMonthsAgo, 9),
      },
      {
        issueDate: nextCalendarDay(twoMonthsAgo, 11),
        lines: [{ description: 'Carta náutica del escritorio', quantity: 2, unitPriceCents: 1500, vatRate: 4 }],
        paidOn: nextCalendarDay(monthStart(1), 4),
      },
      {
        issueDate: nextCalendarDay(twoMonthsAgo, 19),
        lines: [
          { description: labour, quantity: 1, unitPriceCents: 6000, vatRate: 21 },
          { description: memberLabour, quantity: 0.5, unitPriceCents: 7900, vatRate: 21 },
        ],
      },
      // Unpaid at each age.
      { issueDate: daysAgo(10), lines: [{ description: 'Revisión del escritorio', quantity: 1, unitPriceCents: 11100, vatRate: 21 }] },
      // Either side of the first boundary.
      { issueDate: daysAgo(30), lines: [{ description: 'Límite del escritorio', quantity: 1, unitPriceCents: 1000, vatRate: 21 }] },
      { issueDate: daysAgo(31), lines: [{ description: 'Límite del escritorio', quantity: 1, unitPriceCents: 2000, vatRate: 21 }] },
      { issueDate: daysAgo(45), lines: [{ description: 'Revisión del escritorio', quantity: 1, unitPriceCents: 22200, vatRate: 10 }] },
      { issueDate: daysAgo(75), lines: [{ description: 'Revisión del escritorio', quantity: 1, unitPriceCents: 33300, vatRate: 21 }] },
      { issueDate: daysAgo(120), lines: [{ description: 'Revisión del escritorio', quantity: 1, unitPriceCents: 44400, vatRate: 21 }] },
      // Today, the quarter's rates (an intra-EU supply at 0 % E5), and the service that brings most.
      {
        issueDate: todayInPalma(),
        lines: [
          { description: 'Instalación del escritorio', quantity: 1, unitPriceCents: 9_000_000, vatRate: 21 },
          { description: 'Envío del escritorio', quantity: 1, unitPriceCents: 5000, vatRate: 0, zeroVatCause: 'E5' },
        ],
        paidOn: todayInPalma(),
      },
    ];
    const customer = await db.getRepository(UserEntity).findOneByOrFail({ email: 'cliente@demo.com' });
    await db.transaction(async (manager) => {
      for (const invoice of built) {
        await issueInvoice(
          manager,
          {
            series: 'INV',
            customer,
            boatId: null,
            jobId: null,
            issueDate: invoice.issueDate,
            dueDate: nextCalendarDay(invoice.issueDate, 30),
            concept: invoice.lines[0].description,
            lines: invoice.lines,
            payment: invoice.paidOn ? { paidAt: new Date(`${invoice.paidOn}T12:00:00Z`), method: 'TRANSFER', reference: null } : undefined,
          },
          loadConfig({}).verifactu.system,
        );
      }
    });
    // Hours recorded aboard today, on a visit of a demo job.
    const [visit]: { id: number }[] = await db.query(`SELECT id FROM visits ORDER BY id LIMIT 1`);
    await db.query(`INSERT INTO visit_entries (id, visit_id, kind, minutes) VALUES ($1, $2, 'HOURS', 95), ($3, $2, 'HOURS', 40)`, [
      randomUUID(),
      visit.id,
      randomUUID(),
    ]);

    const after = await figures();
    const month = (day: string) => day.slice(0, 7);
    for (const [index, row] of after.months.entries()) {
      const was = before.months[index];
      const invoiced = built.filter((invoice) => month(invoice.issueDate) === row.month).reduce((sum, invoice) => sum + gross(invoice), 0);
      const collected = built.filter((invoice) => invoice.paidOn && month(invoice.paidOn) === row.month).reduce((sum, invoice) => sum + gross(invoice), 0);
      const billed = built
        .filter((invoice) => month(invoice.issueDate) === row.month)
        .flatMap((invoice) => invoice.lines)
        .filter((line) => line.description === labour || line.description === memberLabour)
        .reduce((sum, line) => sum + line.quantity * 60, 0);
      const recorded = row.month === month(todayInPalma()) ? 135 : 0;
      expect({
        month: row.month,
        invoiced: row.invoicedCents - was.invoicedCents,
        collected: row.collectedCents - was.collectedCents,
        billed: row.billedLabourMinutes - was.billedLabourMinutes,
        recorded: row.recordedLabourMinutes - was.recordedLabourMinutes,
      }).toEqual({
        month: row.month,
        invoiced,
        collected,
        billed,
        recorded,
      });
    }
    // Two months back: 2.5 h + 1 h of labour billed, and half an hour at a member's rate.
    expect(after.months[9].billedLabourMinutes - before.months[9].billedLabourMinutes).toBe(240);

    const unpaid = (from: number, to: number) =>
      built
        .filter((invoice) => !invoice.paidOn)
        .filter((invoice) => {
          const age = Math.round((Date.parse(todayInPalma()) - Date.parse(invoice.issueDate)) / 86_400_000);
          return age >= from && age <= to;
        })
        .reduce((sum, invoice) => sum + gross(invoice), 0);
    expect({
      total: after.outstanding.totalCents - before.outstanding.totalCents,
      upTo30: after.outstanding.upTo30Cents - before.outstanding.upTo30Cents,
      from31To60: after.outstanding.from31To60Cents - before.outstanding.from31To60Cents,
      from61To90: after.outstanding.from61To90Cents - before.outstanding.from61To90Cents,
      over90: after.outstanding.over90Cents - before.outstanding.over90Cents,
    }).toEqual({ total: unpaid(0, 10_000), upTo30: unpaid(0, 30), from31To60: unpaid(31, 60), from61To90: unpaid(61, 90), over90: unpaid(91, 10_000) });
    const { outstanding } = after;
    expect(outstanding.upTo30Cents + outstanding.from31To60Cents + outstanding.from61To90Cents + outstanding.over90Cents).toBe(outstanding.totalCents);
    // The same total the invoices list's outstanding figure gives.
    const [{ pending }]: { pending: string }[] = await db.query(`SELECT coalesce(sum(amount_cents), 0) AS pending FROM invoices WHERE status = 'PENDING'`);
    expect(outstanding.totalCents).toBe(Number(pending));

    expect(after.topServices[0]).toEqual({ description: 'Instalación del escritorio', netCents: 9_000_000, invoices: 1 });
    expect(after.topServices.find((service) => service.description === 'Revisión del escritorio')).toEqual({
      description: 'Revisión del escritorio',
      netCents: 111_000,
      invoices: 4,
    });

    // This quarter's VAT: what the libro registro totals, per rate.
    const { year, quarter, rates } = after.quarterVat;
    const csv = await (await fetch(`${api.url}/invoices/ledger.csv?year=${year}&quarter=${quarter}`, { headers: { authorization: `Bearer ${admin}` } })).text();
    const cents = (value: string) => Math.round(Number(value.replace(',', '.')) * 100);
    const ledgerTotals = csv
      .split('\r\n')
      .map((row) => row.split(';'))
      .filter((cells) => /^TOTAL \d/.test(cells[3] ?? ''))
      .map((cells) => ({
        rate: Number(cells[8].split(' ')[0]),
        zeroVatCause: cells[8].split(' ')[1] ?? null,
        baseCents: cents(cells[9]),
        vatCents: cents(cells[10]),
      }));
    expect(rates).toEqual(ledgerTotals);
    expect(rates.find((rate) => rate.zeroVatCause === 'E5')?.baseCents).toBeGreaterThanOrEqual(5000);
    const twentyOne = (figures: Figures) => figures.quarterVat.rates.find((rate) => rate.rate === 21)?.vatCents ?? 0;
    const thisQuarter = built.filter((invoice) => invoice.issueDate >= `${year}-${String((quarter - 1) * 3 + 1).padStart(2, '0')}-01`);
    expect(twentyOne(after) - twentyOne(before)).toBe(
      thisQuarter
        .flatMap((invoice) => invoice.lines)
        .filter((line) => line.vatRate === 21)
        .reduce((sum, line) => sum + Math.round((Math.round(line.quantity * line.unitPriceCents) * 21) / 100), 0),
    );
  });

  it('counts completed work not invoiced at what its invoice comes to, and drops it once invoiced', async () => {
    const before = await today();
    const [boat]: { id: number }[] = await db.query(
      `SELECT b.id FROM boats b JOIN users u ON u.id = b.owner_id WHERE u.email = 'cliente@demo.com' ORDER BY b.id LIMIT 1`,
    );
    const [job]: { id: number }[] = await db.query(
      `INSERT INTO jobs (boat_id, title, status) VALUES ($1, 'Trabajo del escritorio', 'COMPLETED') RETURNING id`,
      [boat.id],
    );
    const [visit]: { id: number }[] = await db.query(
      `INSERT INTO visits (job_id, starts_at, ends_at, estimated_minutes) VALUES ($1, now() - interval '3 hours', now() - interval '1 hour', 120) RETURNING id`,
      [job.id],
    );
    await db.query(`INSERT INTO visit_entries (id, visit_id, kind, minutes) VALUES ($1, $2, 'HOURS', 90)`, [randomUUID(), visit.id]);
    await db.query(
      `INSERT INTO visit_entries (id, visit_id, kind, text, quantity, unit_price_cents, vat_rate) VALUES ($1, $2, 'PART', 'Fusible', 2, 350, 21)`,
      [randomUUID(), visit.id],
    );

    const waiting = await today();
    expect(waiting.uninvoicedJobs).toBe(before.uninvoicedJobs + 1);
    const listed = await api.graphql<{ jobsToInvoice: { totalCount: number; edges: { node: { title: string } }[] } }>(
      `{ jobsToInvoice(first: 50) { totalCount edges { node { title } } } }`,
      {},
      { token: admin },
    );
    expect(listed.data!.jobsToInvoice.totalCount).toBe(waiting.uninvoicedJobs);
    expect(listed.data!.jobsToInvoice.edges.map((edge) => edge.node.title)).toContain('Trabajo del escritorio');

    const issued = await api.graphql<{ createInvoice: { invoice: { amountCents: number } } }>(
      `mutation C($input: CreateInvoiceInput!) { createInvoice(input: $input) { invoice { amountCents } } }`,
      {
        input: {
          customerId: toGlobalId('User', (await db.getRepository(UserEntity).findOneByOrFail({ email: 'cliente@demo.com' })).id),
          jobId: toGlobalId('Job', job.id),
        },
      },
      { token: admin },
    );
    expect(issued.errors).toBeUndefined();
    // What the desk said the work comes to is what its invoice came to.
    expect(waiting.uninvoicedCents - before.uninvoicedCents).toBe(issued.data!.createInvoice.invoice.amountCents);
    const invoiced = await today();
    expect(invoiced.uninvoicedJobs).toBe(before.uninvoicedJobs);
    expect(invoiced.uninvoicedCents).toBe(before.uninvoicedCents);
  });

  it('counts maintenance due this week and VERI*FACTU records to look at as their filtered lists do', async () => {
    const overview = await today();
    const due = await api.graphql<{ maintenanceDue: { totalCount: number; edges: { node: { state: string; dueOn: string | null } }[] } }>(
      `{ maintenanceDue(thisWeek: true, first: 100) { totalCount edges { node { state dueOn } } } }`,
      {},
      { token: admin },
    );
    expect(due.data!.maintenanceDue.totalCount).toBe(overview.maintenanceDueThisWeek);
    const sunday = nextCalendarDay(todayInPalma(), (7 - new Date(`${todayInPalma()}T00:00:00Z`).getUTCDay()) % 7);
    for (const { node } of due.data!.maintenanceDue.edges) expect(node.state === 'OVERDUE' || (node.dueOn !== null && node.dueOn <= sunday)).toBe(true);

    const records = await api.graphql<{
      billingRecords: { totalCount: number; edges: { node: { aeat: { status: string | null } } }[] };
      verifactuStatus: { pending: number };
    }>(
      `{ billingRecords(needsAttention: true, first: 100) { totalCount edges { node { aeat { status } } } } verifactuStatus { pending } }`,
      {},
      { token: admin },
    );
    expect(records.errors).toBeUndefined();
    expect(records.data!.billingRecords.totalCount).toBe(overview.verifactuPending + overview.verifactuRejected);
    // The records waiting are the sending queue's.
    expect(overview.verifactuPending).toBe(records.data!.verifactuStatus.pending);
    expect(overview.verifactuPending).toBeGreaterThan(0);
  });

  it('reads the uninvoiced work of many completed jobs in as many statements as of one (no queries per job or per hours entry)', async () => {
    const [boat]: { id: number }[] = await db.query(
      `SELECT b.id FROM boats b JOIN users u ON u.id = b.owner_id WHERE u.email = 'cliente@demo.com' ORDER BY b.id LIMIT 1`,
    );
    /** A completed job with two visits, each with hours and a part. */
    const completedWork = async (title: string) => {
      const [job]: { id: number }[] = await db.query(`INSERT INTO jobs (boat_id, title, status) VALUES ($1, $2, 'COMPLETED') RETURNING id`, [boat.id, title]);
      for (const hoursAgo of [30, 6]) {
        const [visit]: { id: number }[] = await db.query(
          `INSERT INTO visits (job_id, starts_at, ends_at, estimated_minutes, started_at, finished_at)
           VALUES ($1, now() - make_interval(hours => $2), now() - make_interval(hours => $2 - 2), 120, now() - make_interval(hours => $2), now() - make_interval(hours => $2 - 2))
           RETURNING id`,
          [job.id, hoursAgo],
        );
        await db.query(`INSERT INTO visit_entries (id, visit_id, kind, minutes) VALUES ($1, $2, 'HOURS', 60), ($3, $2, 'HOURS', 45)`, [
          randomUUID(),
          visit.id,
          randomUUID(),
        ]);
        await db.query(
          `INSERT INTO visit_entries (id, visit_id, kind, text, quantity, unit_price_cents, vat_rate) VALUES ($1, $2, 'PART', 'Fusible', 1, 350, 21)`,
          [randomUUID(), visit.id],
        );
      }
    };
    const statements = async () => {
      let figures: Today | undefined;
      const run = await statementsDuring(db, async () => {
        figures = await today();
      });
      return { count: run.length, figures: figures! };
    };
    await completedWork('Trabajo uno');
    const one = await statements();
    for (const title of ['Trabajo dos', 'Trabajo tres', 'Trabajo cuatro', 'Trabajo cinco']) await completedWork(title);
    const five = await statements();
    expect(five.figures.uninvoicedJobs).toBe(one.figures.uninvoicedJobs + 4);
    // Each job: 3.5 hours at the list rate and two fuses, VAT included.
    expect(five.figures.uninvoicedCents - one.figures.uninvoicedCents).toBe(4 * Math.round((3.5 * 6000 + 700) * 1.21));
    expect(five.count).toBe(one.count);
  });

  it("is the admins' only", async () => {
    const customer = (await api.login('cliente@demo.com', 'Cliente123!')).token;
    for (const query of [FIGURES, TODAY, '{ jobsToInvoice { totalCount } }'])
      expect((await api.graphql(query, {}, { token: customer })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
