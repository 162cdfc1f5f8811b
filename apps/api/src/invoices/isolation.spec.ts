import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { createCustomerFixture, type CustomerFixture } from '../testing/portal-fixtures.js';
import { todayInPalma } from '../common/calendar.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/test-smtp-server.js';

const inDays = (days: number) => todayInPalma(new Date(Date.now() + days * 86_400_000));

/**
 * Two customers, each with a job, a quote, an invoice and a set-password link: nothing of one
 * reaches the other through any path of the API (lists, node(id), nested fields, PDFs, mutations).
 */
describe('isolation between two customers', () => {
  let smtp: TestSmtpServer;
  let api: TestApp;
  let admin: string;
  let alice: CustomerFixture & { token: string; jobId: string; quoteId: string; invoiceId: string; userGlobalId: string };
  let bob: CustomerFixture & { token: string };

  const as = <T = Record<string, unknown>>(token: string, query: string, variables: Record<string, unknown> = {}) =>
    api.graphql<T>(query, variables, { token });

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await createTestApp({ smtpUrl: smtp.url });
    const dataSource = api.app.get(DataSource);
    admin = (await api.login('admin@demo.com', 'Admin123!')).token;
    const a = await createCustomerFixture(dataSource, 'alice@example.com');
    const b = await createCustomerFixture(dataSource, 'bob@example.com');
    const aliceToken = (await api.login(a.email, a.password)).token;
    const job = (
      await as<{ requestJob: { job: { id: string } } }>(aliceToken, 'mutation($i: RequestJobInput!) { requestJob(input: $i) { job { id } } }', {
        i: { boatId: a.boatIds[0], title: 'Alice job' },
      })
    ).data!.requestJob.job.id;
    const quote = (
      await as<{ sendQuote: { quote: { id: string } } }>(admin, 'mutation($i: SendQuoteInput!) { sendQuote(input: $i) { quote { id } } }', {
        i: { jobId: job, validUntil: inDays(10), lines: [{ description: 'Secret work', quantity: 1, unitPriceCents: 12345 }] },
      })
    ).data!.sendQuote.quote.id;
    const userGlobalId = Buffer.from(`User:${a.userId}`).toString('base64url');
    const invoice = (
      await as<{ createInvoice: { invoice: { id: string } } }>(admin, 'mutation($i: CreateInvoiceInput!) { createInvoice(input: $i) { invoice { id } } }', {
        i: { customerId: userGlobalId, lines: [{ description: 'Secret invoice', quantity: 1, unitPriceCents: 12345 }] },
      })
    ).data!.createInvoice.invoice.id;
    alice = { ...a, token: aliceToken, jobId: job, quoteId: quote, invoiceId: invoice, userGlobalId };
    bob = { ...b, token: (await api.login(b.email, b.password)).token };
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  it('lists: jobs, invoices and boats of the other never appear, whatever the filters', async () => {
    const lists = await as<{
      jobs: { edges: { node: { id: string } }[] };
      invoices: { edges: { node: { id: string } }[] };
      boats: { edges: { node: { id: string } }[] };
    }>(
      bob.token,
      'query($c: ID) { jobs(customerId: $c, first: 100) { edges { node { id } } } invoices(customerId: $c, first: 100) { edges { node { id } } } boats(first: 100) { edges { node { id } } } }',
      { c: alice.userGlobalId },
    );
    expect(lists.data).toEqual({ jobs: { edges: [] }, invoices: { edges: [] }, boats: { edges: expect.any(Array) } });
    expect(JSON.stringify(lists.data)).not.toContain(alice.boatIds[0]);
    const filtered = await as<{ jobs: { totalCount: number } }>(bob.token, 'query($b: ID) { jobs(boatId: $b) { totalCount } }', { b: alice.boatIds[0] });
    expect(filtered.data?.jobs.totalCount).toBe(0);
  });

  it("node(id): the other customer's job (and its timeline and quote), quote, invoice, boat and user are null", async () => {
    for (const id of [alice.jobId, alice.quoteId, alice.invoiceId, alice.boatIds[0], alice.userGlobalId]) {
      const response = await as<{ node: unknown }>(
        bob.token,
        `query($id: ID!) { node(id: $id) { id ... on Job { statusHistory { status } quote { id } invoice { id } } ... on Quote { totalCents job { id } } ... on Invoice { amountCents } ... on Boat { jobs { totalCount } } ... on User { email invoices { totalCount } jobs { totalCount } boats { totalCount } } } }`,
        { id },
      );
      expect(response.errors).toBeUndefined();
      expect(response.data?.node).toBeNull();
    }
    // Alice herself reads them all.
    const own = await as<{ node: { quote: { id: string } } }>(alice.token, 'query($id: ID!) { node(id: $id) { ... on Job { quote { id } } } }', {
      id: alice.jobId,
    });
    expect(own.data?.node.quote.id).toBe(alice.quoteId);
  });

  it("nested fields: Bob's own objects lead nowhere near Alice's", async () => {
    const me = await as<{ me: { id: string } }>(bob.token, '{ me { id } }');
    const nested = await as<{ node: { invoices: { edges: { node: { id: string } }[] }; jobs: { edges: { node: { id: string } }[] } } }>(
      bob.token,
      'query($id: ID!) { node(id: $id) { ... on User { invoices { edges { node { id } } } jobs { edges { node { id } } } } } }',
      { id: me.data!.me.id },
    );
    const ids = JSON.stringify(nested.data);
    for (const id of [alice.jobId, alice.invoiceId, alice.quoteId]) expect(ids).not.toContain(id);
  });

  it("mutations and PDFs: NOT_FOUND (404) for the other customer's quote and invoice", async () => {
    expect(
      (await as(bob.token, 'mutation($i: ApproveQuoteInput!) { approveQuote(input: $i) { quote { id } } }', { i: { quoteId: alice.quoteId } })).errors?.[0]
        .extensions?.code,
    ).toBe('NOT_FOUND');
    expect(
      (await as(bob.token, 'mutation($i: DeclineQuoteInput!) { declineQuote(input: $i) { quote { id } } }', { i: { quoteId: alice.quoteId, reason: 'x' } }))
        .errors?.[0].extensions?.code,
    ).toBe('NOT_FOUND');
    expect(
      (await as(bob.token, 'mutation($i: PayInvoiceInput!) { payInvoice(input: $i) { checkoutUrl } }', { i: { invoiceId: alice.invoiceId } })).errors?.[0]
        .extensions?.code,
    ).toBe('NOT_FOUND');
    for (const path of [`/invoices/${alice.invoiceId}.pdf`, `/quotes/${alice.quoteId}.pdf`]) {
      const foreign = await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${bob.token}` } });
      expect(foreign.status).toBe(404);
      expect(await foreign.text()).not.toContain('Secret');
      expect((await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${alice.token}` } })).status).toBe(200);
    }
  });

  it('set-password links: a link of one customer only ever e-mails its owner, and tells nobody else anything', async () => {
    await api.app.get(DataSource).query(`UPDATE users SET password_hash = NULL WHERE id = $1`, [alice.userId]);
    await as(admin, 'mutation($i: ClientIdInput!) { resendInvitation(input: $i) { client { id } } }', { i: { id: alice.userGlobalId } });
    await api.sendOutbox();
    const mail = await smtp.waitFor((m) => m.to.includes('alice@example.com') && /set-password/.test(m.text));
    const token = /token=([\w-]+)/.exec(mail.text)![1];
    // Bob, holding it (signed in or not), learns nothing beyond what the link itself is for, and any new link goes to Alice.
    const seen = await as<{ passwordLink: { state: string; email: string | null } }>(
      bob.token,
      'query($t: String!) { passwordLink(token: $t) { state email } }',
      { t: token },
    );
    expect(seen.data?.passwordLink).toEqual({ state: 'VALID', email: 'alice@example.com' });
    await api.app
      .get(DataSource)
      .query(`UPDATE one_time_links SET created_at = now() - interval '1 hour', expires_at = now() - interval '1 minute' WHERE user_id = $1`, [alice.userId]);
    await as(bob.token, 'mutation($i: RequestPasswordLinkInput!) { requestPasswordLink(input: $i) { requested } }', { i: { token } });
    await api.sendOutbox();
    await smtp.waitFor((m) => m.to.includes('alice@example.com') && /nuevo enlace/.test(m.text));
    expect(smtp.received.some((m) => m.to.includes('bob@example.com'))).toBe(false);
    // No operation lists links; their tokens are stored only as hashes.
    const rows: { token_hash: string }[] = await api.app.get(DataSource).query('SELECT token_hash FROM one_time_links WHERE user_id = $1', [alice.userId]);
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
  });
});
