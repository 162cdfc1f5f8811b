import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { statementsDuring } from '../testing/sql-statements.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { createCustomerFixture, type CustomerFixture } from '../testing/portal-fixtures.js';

const BOATS = `{
  boats { totalCount edges { node { id name type lengthMeters year imageUrl vitalSigns { batteryPercent temperatureCelsius humidityPercent recordedAt } } } }
}`;
const BOAT = `query Boat($id: ID!) {
  boat(id: $id) {
    id name
    jobs(first: 10) { totalCount edges { node { id title status statusHistory { status changedAt } } } }
    readingSeries(period: WEEK) { vitalSign buckets { start } }
    history { kind occurredAt job { title } invoice { number } }
  }
}`;
const NODE = `query Node($id: ID!) { node(id: $id) { id ... on Boat { name } } }`;
/** A page of boats with their jobs (and each job's boat and history): the shape the SQL-count test measures. */
const BOATS_WITH_JOBS = `query BoatsWithJobs($first: Int!) {
  boats(first: $first) { edges { node { name vitalSigns { batteryPercent } jobs(first: 2) { totalCount edges { node { title status statusHistory { status } } } } } } }
}`;

type BoatsData = { boats: { totalCount: number; edges: { node: { id: string; name: string; vitalSigns: { batteryPercent: number } | null } }[] } };

describe('boats', () => {
  let api: TestApp;
  let demo: { token: string };
  let other: CustomerFixture;
  let otherToken: string;

  beforeAll(async () => {
    api = await createTestApp();
    other = await createCustomerFixture(api.app.get(DataSource), 'otro@cliente.com', 2);
    demo = await api.login('cliente@demo.com', 'Cliente123!');
    otherToken = (await api.login(other.email, other.password)).token;
  });
  afterAll(() => api.close());

  it("lists the demo customer's three seeded boats with their current vital signs", async () => {
    const response = await api.graphql<BoatsData>(BOATS, {}, { token: demo.token });
    expect(response.errors).toBeUndefined();
    expect(response.data?.boats.totalCount).toBe(3);
    expect(response.data?.boats.edges.map((edge) => edge.node.name).sort()).toEqual(['Blue Horizon', 'Mallorca Spirit', 'Sea Breeze']);
    for (const { node } of response.data!.boats.edges) {
      expect(node.vitalSigns?.batteryPercent).toBeGreaterThanOrEqual(0);
      expect(node.vitalSigns?.batteryPercent).toBeLessThanOrEqual(100);
    }
    // The demo shows one warning: Mallorca Spirit's battery is under 20 % whatever the hour.
    const battery = Object.fromEntries(response.data!.boats.edges.map(({ node }) => [node.name, node.vitalSigns!.batteryPercent]));
    expect(battery['Mallorca Spirit']).toBeLessThan(20);
    expect(battery['Sea Breeze']).toBeGreaterThanOrEqual(20);
    expect(battery['Blue Horizon']).toBeGreaterThanOrEqual(20);
  });

  it('numbers the demo boats 1 to 3', async () => {
    const ids: { id: number }[] = await api.app
      .get(DataSource)
      .query("SELECT b.id FROM boats b JOIN users u ON u.id = b.owner_id WHERE u.email = 'cliente@demo.com' ORDER BY b.id");
    expect(ids.map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it('pages the boats by name with cursors, the total on every page, also past the last one', async () => {
    const PAGE =
      'query Page($first: Int, $after: String) { boats(first: $first, after: $after) { totalCount edges { cursor node { name } } pageInfo { hasNextPage endCursor } } }';
    type PageData = {
      boats: { totalCount: number; edges: { cursor: string; node: { name: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
    };
    const first = await api.graphql<PageData>(PAGE, { first: 2 }, { token: demo.token });
    const second = await api.graphql<PageData>(PAGE, { first: 2, after: first.data!.boats.pageInfo.endCursor }, { token: demo.token });
    const past = await api.graphql<PageData>(PAGE, { first: 2, after: second.data!.boats.edges[0].cursor }, { token: demo.token });
    const names = [...first.data!.boats.edges, ...second.data!.boats.edges].map((edge) => edge.node.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toHaveLength(3);
    expect([first, second, past].map((page) => page.data!.boats.totalCount)).toEqual([3, 3, 3]);
    expect([first, second].map((page) => page.data!.boats.pageInfo.hasNextPage)).toEqual([true, false]);
    expect(past.data!.boats.edges).toEqual([]);
  });

  it('shows each customer only their own boats', async () => {
    const response = await api.graphql<BoatsData>(BOATS, {}, { token: otherToken });
    expect(response.data?.boats.totalCount).toBe(2);
    expect(response.data?.boats.edges.map((edge) => edge.node.id).sort()).toEqual([...other.boatIds].sort());
  });

  it("opens one's own boat with its jobs, their status history, readings and history", async () => {
    const list = await api.graphql<BoatsData>(BOATS, {}, { token: demo.token });
    const seaBreeze = list.data!.boats.edges.find((edge) => edge.node.name === 'Sea Breeze')!.node;
    const response = await api.graphql<{
      boat: {
        jobs: { totalCount: number; edges: { node: { title: string; status: string; statusHistory: { status: string }[] } }[] };
        readingSeries: { vitalSign: string; buckets: { start: string }[] }[];
        history: { kind: string; job: { title: string } | null; invoice: { number: string } | null }[];
      };
    }>(BOAT, { id: seaBreeze.id }, { token: demo.token });
    expect(response.errors).toBeUndefined();
    const boat = response.data!.boat;
    expect(boat.jobs.totalCount).toBe(2);
    const engine = boat.jobs.edges.find((edge) => edge.node.title === 'Revisión de motor')!.node;
    expect(engine.status).toBe('COMPLETED');
    expect(engine.statusHistory.map((change) => change.status)).toEqual(['PENDING', 'IN_PROGRESS', 'COMPLETED']);
    // A week of hourly buckets of each vital sign, oldest first.
    expect(boat.readingSeries.map((series) => series.vitalSign)).toEqual(['BATTERY_PERCENT', 'TEMPERATURE_CELSIUS', 'HUMIDITY_PERCENT']);
    for (const { buckets } of boat.readingSeries) {
      expect(buckets.length).toBeGreaterThanOrEqual(160);
      expect(buckets.length).toBeLessThanOrEqual(170);
      const times = buckets.map((bucket) => Date.parse(bucket.start));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
    }
    expect(boat.history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'JOB_COMPLETED', job: { title: 'Revisión de motor' } }),
        expect.objectContaining({ kind: 'INVOICE_PAID', invoice: { number: expect.stringMatching(/^INV-\d{4}-001$/) } }),
      ]),
    );
  });

  it("gives NOT_FOUND for another customer's boat, and for ids that are not boats", async () => {
    for (const id of [other.boatIds[0], other.jobIds[0], 'not-an-id', Buffer.from('Boat:999999').toString('base64url')]) {
      const response = await api.graphql(BOAT, { id }, { token: demo.token });
      expect(response.data).toBeNull();
      expect(response.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect(JSON.stringify(response)).not.toContain('Barco 1');
    }
  });

  it("resolves node(id) for one's own boat and null for another customer's or anonymously", async () => {
    const own = await api.graphql<{ node: { id: string; name: string } | null }>(NODE, { id: other.boatIds[0] }, { token: otherToken });
    expect(own.data?.node).toEqual({ id: other.boatIds[0], name: 'Barco 1' });
    const foreign = await api.graphql<{ node: unknown }>(NODE, { id: other.boatIds[0] }, { token: demo.token });
    expect(foreign.data?.node).toBeNull();
    const anonymous = await api.graphql<{ node: unknown }>(NODE, { id: other.boatIds[0] });
    expect(anonymous.data?.node).toBeNull();
  });

  it("lets an admin read every customer's boats, jobs and invoices (the admin screens build on it)", async () => {
    const admin = await api.login('admin@demo.com', 'Admin123!');
    const totals = await api.graphql<{ boats: { totalCount: number }; jobs: { totalCount: number }; invoices: { totalCount: number } }>(
      '{ boats { totalCount } jobs { totalCount } invoices { totalCount } }',
      {},
      { token: admin.token },
    );
    const [counts]: { boats: number; jobs: number; invoices: number }[] = await api.app
      .get(DataSource)
      .query('SELECT (SELECT count(*) FROM boats)::int AS boats, (SELECT count(*) FROM jobs)::int AS jobs, (SELECT count(*) FROM invoices)::int AS invoices');
    expect(counts.boats).toBeGreaterThanOrEqual(5); // the demo customer's 3 and the other customer's 2
    expect(totals.data).toEqual({ boats: { totalCount: counts.boats }, jobs: { totalCount: counts.jobs }, invoices: { totalCount: counts.invoices } });
    const foreign = await api.graphql<{ boat: { name: string } }>(BOAT, { id: other.boatIds[0] }, { token: admin.token });
    expect(foreign.data?.boat.name).toBe('Barco 1');
  });

  it('refuses anonymous callers', async () => {
    const response = await api.graphql(BOATS);
    expect(response.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('reads a page of boats with their jobs in a constant number of SQL queries (no N+1)', async () => {
    const dataSource = api.app.get(DataSource);
    const few = await createCustomerFixture(dataSource, 'pocos@cliente.com', 3);
    const many = await createCustomerFixture(dataSource, 'muchos@cliente.com', 25);
    const fewToken = (await api.login(few.email, few.password)).token;
    const manyToken = (await api.login(many.email, many.password)).token;

    let manyResponse: Awaited<ReturnType<TestApp['graphql']>> | undefined;
    const fewQueries = (await statementsDuring(dataSource, () => api.graphql(BOATS_WITH_JOBS, { first: 2 }, { token: fewToken }))).length;
    const manyQueries = (
      await statementsDuring(dataSource, async () => {
        manyResponse = await api.graphql(BOATS_WITH_JOBS, { first: 20 }, { token: manyToken });
      })
    ).length;
    expect(manyResponse?.errors).toBeUndefined();
    expect((manyResponse?.data as { boats: { edges: unknown[] } }).boats.edges).toHaveLength(20);
    expect(manyQueries).toBe(fewQueries);
    // Auth (session check), boats page + count, latest readings, jobs, their status histories.
    expect(manyQueries).toBeLessThanOrEqual(7);
  });
});
