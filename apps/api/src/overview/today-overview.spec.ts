import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { queryBehindTriggers } from '../testing/table-contents.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const OVERVIEW = `{ todayOverview { newJobRequests quotesAwaitingCustomer approvedNotStarted overdueInvoices overdueCents alertedBoats { boatName ownerName openAlerts } } }`;
const REQUEST_JOB = `mutation R($input: RequestJobInput!) { requestJob(input: $input) { job { id } } }`;

type Overview = {
  newJobRequests: number;
  quotesAwaitingCustomer: number;
  approvedNotStarted: number;
  overdueInvoices: number;
  overdueCents: number;
  alertedBoats: { boatName: string; ownerName: string; openAlerts: number }[];
};

describe("the admins' today overview", () => {
  let api: TestApp;
  let admin: string;
  const overview = async () => {
    const response = await api.graphql<{ todayOverview: Overview }>(OVERVIEW, {}, { token: admin });
    expect(response.errors).toBeUndefined();
    return response.data!.todayOverview;
  };

  beforeAll(async () => {
    api = await createTestApp();
    admin = (await api.login('admin@demo.com', 'Admin123!')).token;
  });
  afterAll(() => api.close());

  it('counts what waits on the company, and follows each change', async () => {
    const before = await overview();
    // The demo: Mallorca Spirit's battery alert is open; Blue Horizon's radar repair is overdue.
    expect(before.alertedBoats).toEqual(expect.arrayContaining([{ boatName: 'Mallorca Spirit', ownerName: 'Cliente Demo', openAlerts: 1 }]));
    expect(before.overdueInvoices).toBeGreaterThanOrEqual(1);

    const customer = (await api.login('cliente@demo.com', 'Cliente123!')).token;
    const boats = await api.graphql<{ boats: { edges: { node: { id: string } }[] } }>('{ boats { edges { node { id } } } }', {}, { token: customer });
    await api.graphql(REQUEST_JOB, { input: { boatId: boats.data!.boats.edges[0].node.id, title: 'Revisar el plotter' } }, { token: customer });
    const db = api.app.get(DataSource);
    const [pending]: { id: number; amount_cents: number }[] = await db.query(
      `SELECT id, amount_cents FROM invoices WHERE status = 'PENDING' AND due_date >= current_date ORDER BY id LIMIT 1`,
    );
    // Fallen due: an issued invoice's dates are fixed for the app, so its owner moves this one behind the database's guard.
    await queryBehindTriggers(api.databaseUrl, 'invoices', `UPDATE invoices SET due_date = current_date - 10 WHERE id = $1`, [pending.id]);

    const after = await overview();
    expect(after.newJobRequests).toBe(before.newJobRequests + 1);
    expect(after.overdueInvoices).toBe(before.overdueInvoices + 1);
    expect(after.overdueCents).toBe(before.overdueCents + pending.amount_cents);
    expect(after.quotesAwaitingCustomer).toBe(before.quotesAwaitingCustomer);
  });

  it("is the admins' only", async () => {
    const customer = (await api.login('cliente@demo.com', 'Cliente123!')).token;
    expect((await api.graphql(OVERVIEW, {}, { token: customer })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
