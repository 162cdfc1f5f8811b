import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { freePort } from '../testing/global-setup.js';
import { completedEvent, startFakeStripe, stripeSignature, type FakeStripe } from '../testing/fake-stripe.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/test-smtp-server.js';

const PAY = `mutation Pay($input: PayInvoiceInput!) { payInvoice(input: $input) { checkoutUrl invoice { number status } } }`;
const CREATE = `mutation Create($input: CreateInvoiceInput!) { createInvoice(input: $input) { invoice { id } } }`;
const INVOICES = `query Invoices($first: Int = 50) { invoices(first: $first) { edges { node { id number status amountCents paymentMethod paidAt payableByCard } } } }`;

type InvoiceNode = { id: string; number: string; status: string; amountCents: number; paymentMethod: string | null; payableByCard: boolean };

describe('paying invoices online with Stripe Checkout', () => {
  // Test-only keys, made up here: nothing secret lives in the repository.
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(24).toString('base64url')}`;
  let stripe: FakeStripe;
  let smtp: TestSmtpServer;
  let api: TestApp;
  let token: string;

  const invoices = async () =>
    (await api.graphql<{ invoices: { edges: { node: InvoiceNode }[] } }>(INVOICES, {}, { token })).data!.invoices.edges.map((edge) => edge.node);
  const postWebhook = (payload: string, signature: string) =>
    fetch(`${api.url}/webhooks/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
  const checkoutFor = async (invoice: InvoiceNode) => {
    const response = await api.graphql<{ payInvoice: { checkoutUrl: string } }>(PAY, { input: { invoiceId: invoice.id } }, { token });
    expect(response.errors).toBeUndefined();
    const url = response.data!.payInvoice.checkoutUrl;
    return stripe.sessions.get(url.split('/').pop()!)!;
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    const port = await freePort();
    stripe = await startFakeStripe({ webhookUrl: `http://127.0.0.1:${port}/webhooks/stripe`, webhookSecret });
    api = await createTestApp({ port, smtpUrl: smtp.url, publicUrl: 'https://mmt.example', stripe: { secretKey, webhookSecret, apiUrl: stripe.url } });
    token = (await api.login('customer@demo.com', 'Customer123!')).token;
    // Enough Pendiente invoices for every test.
    const admin = (await api.login('admin@demo.com', 'Admin123!')).token;
    const [{ id }]: { id: string }[] = await api.app.get(DataSource).query(`SELECT id FROM users WHERE email = 'customer@demo.com'`);
    for (const description of ['Antifouling', 'Rigging check', 'Bilge pump', 'Shore power']) {
      await api.graphql(
        CREATE,
        { input: { customerId: Buffer.from(`User:${id}`).toString('base64url'), lines: [{ description, quantity: 1, unitPriceCents: 25000 }] } },
        { token: admin },
      );
    }
  });
  afterAll(async () => {
    await api.close();
    await stripe.close();
    await smtp.close();
  });

  it('offers card payment on unpaid invoices only, and tells the admins it is set up', async () => {
    const all = await invoices();
    expect(all.length).toBeGreaterThan(0);
    for (const invoice of all)
      expect({ status: invoice.status, card: invoice.payableByCard }).toEqual({
        status: invoice.status,
        card: invoice.status === 'PENDING' || invoice.status === 'OVERDUE',
      });
    const { token: admin } = await api.login('admin@demo.com', 'Admin123!');
    expect(
      (await api.graphql<{ healthFigures: { cardPayments: boolean } }>('{ healthFigures { cardPayments } }', {}, { token: admin })).data?.healthFigures
        .cardPayments,
    ).toBe(true);
  });

  it("creates a Checkout Session for the invoice's total and returns its page", async () => {
    const invoice = (await invoices()).find((i) => i.status === 'PENDING')!;
    const response = await api.graphql<{ payInvoice: { checkoutUrl: string; invoice: unknown } }>(PAY, { input: { invoiceId: invoice.id } }, { token });
    expect(response.data?.payInvoice.invoice).toEqual({ number: invoice.number, status: 'PENDING' });
    const url = response.data!.payInvoice.checkoutUrl;
    expect(url).toMatch(new RegExp(`^${stripe.url}/c/pay/cs_test_\\w+$`));
    const session = stripe.sessions.get(url.split('/').pop()!)!;
    expect(session).toMatchObject({
      amount_total: invoice.amountCents,
      currency: 'eur',
      mode: 'payment',
      customer_email: 'customer@demo.com',
      locale: 'en',
      metadata: { invoiceNumber: invoice.number },
      success_url: `https://mmt.example/app/invoices?payment=paid&invoice=${invoice.number}`,
      cancel_url: `https://mmt.example/app/invoices?payment=cancelled&invoice=${invoice.number}`,
    });
    const page = await (await fetch(url)).text();
    expect(page).toContain('Cancel and go back');
  });

  it("marks the invoice Pagado when Stripe's signed webhook says it was paid, e-mails the customer, and ignores a replay", async () => {
    const invoice = (await invoices()).find((i) => i.status === 'PENDING')!;
    const session = await checkoutFor(invoice);
    const delivery = await stripe.pay(session.id);
    expect(delivery.status).toBe(200);
    const paid = (await invoices()).find((i) => i.id === invoice.id)!;
    expect(paid).toMatchObject({ status: 'PAID', paymentMethod: 'STRIPE' });
    await api.sendOutbox();
    await smtp.waitFor((mail) => mail.to.includes('customer@demo.com') && mail.subject === `Payment received: invoice ${invoice.number}`);

    // The same event again (Stripe retries): a no-op.
    const replayPayload = JSON.stringify({ ...JSON.parse(completedEvent(session).payload), id: delivery.event });
    const replay = await postWebhook(replayPayload, stripeSignature(replayPayload, webhookSecret));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, replay: true });
    await api.sendOutbox();
    expect(smtp.received.filter((mail) => mail.subject === `Payment received: invoice ${invoice.number}`)).toHaveLength(1);
    const events: { n: number }[] = await api.app.get(DataSource).query('SELECT count(*)::int AS n FROM stripe_events WHERE id = $1', [delivery.event]);
    expect(events[0].n).toBe(1);
  });

  it('refuses a webhook whose signature is wrong, or signed with another secret, or stale', async () => {
    const invoice = (await invoices()).find((i) => i.status === 'PENDING')!;
    const session = await checkoutFor(invoice);
    Object.assign(session, { status: 'complete', payment_status: 'paid' });
    const { payload } = completedEvent(session);
    expect((await postWebhook(payload, 'nonsense')).status).toBe(400);
    expect((await postWebhook(payload, stripeSignature(payload, 'whsec_another'))).status).toBe(400);
    expect((await postWebhook(payload, stripeSignature(payload, webhookSecret, Math.floor(Date.now() / 1000) - 3600))).status).toBe(400);
    // Signed over the exact bytes: the same JSON re-serialised with other spacing does not pass.
    expect((await postWebhook(JSON.stringify(JSON.parse(payload), null, 2), stripeSignature(payload, webhookSecret))).status).toBe(400);
    expect((await invoices()).find((i) => i.id === invoice.id)!.status).toBe('PENDING');
  });

  it("acknowledges a payment whose amount is not the invoice's (Stripe stops resending it), leaves the invoice unpaid and shows the admins; refuses an unknown invoice", async () => {
    const invoice = (await invoices()).find((i) => i.status === 'PENDING')!;
    const session = await checkoutFor(invoice);
    Object.assign(session, { status: 'complete', payment_status: 'paid', amount_total: invoice.amountCents - 100, payment_intent: 'pi_short_123' });
    const short = completedEvent(session);
    const acknowledged = await postWebhook(short.payload, stripeSignature(short.payload, webhookSecret));
    expect(acknowledged.status).toBe(200);
    expect(await acknowledged.json()).toEqual({ received: true, problem: 'AMOUNT_MISMATCH' });
    // Sent again (Stripe retries what it was not sure of): a replay, nothing twice.
    expect(await (await postWebhook(short.payload, stripeSignature(short.payload, webhookSecret))).json()).toEqual({ received: true, replay: true });
    expect((await invoices()).find((i) => i.id === invoice.id)!.status).toBe('PENDING');

    const { token: admin } = await api.login('admin@demo.com', 'Admin123!');
    const PROBLEMS = 'query P($id: ID!) { node(id: $id) { ... on Invoice { paymentProblems { kind amountCents currency reference } } } }';
    const seen = await api.graphql<{ node: { paymentProblems: unknown[] } }>(PROBLEMS, { id: invoice.id }, { token: admin });
    expect(seen.data?.node.paymentProblems).toEqual([
      { kind: 'AMOUNT_MISMATCH', amountCents: invoice.amountCents - 100, currency: 'eur', reference: 'pi_short_123' },
    ]);
    // The customer is not shown the admins' notes.
    expect((await api.graphql<{ node: { paymentProblems: unknown[] } }>(PROBLEMS, { id: invoice.id }, { token })).data?.node.paymentProblems).toEqual([]);

    Object.assign(session, { amount_total: invoice.amountCents, metadata: { invoiceId: '999999' } });
    const unknown = completedEvent(session);
    expect((await postWebhook(unknown.payload, stripeSignature(unknown.payload, webhookSecret))).status).toBe(400);
    const events: { n: number }[] = await api.app.get(DataSource).query('SELECT count(*)::int AS n FROM stripe_events WHERE id = $1', [unknown.id]);
    expect(events[0].n).toBe(0);
  });

  it('keeps a second payment of an invoice already paid as a problem to refund, acknowledged', async () => {
    const invoice = (await invoices()).filter((i) => i.status === 'PENDING').at(-1)!;
    const first = await checkoutFor(invoice);
    const second = await checkoutFor(invoice);
    for (const session of [first, second]) Object.assign(session, { status: 'complete', payment_status: 'paid' });
    const paid = completedEvent(first);
    expect((await postWebhook(paid.payload, stripeSignature(paid.payload, webhookSecret))).status).toBe(200);
    const twice = completedEvent(second);
    const again = await postWebhook(twice.payload, stripeSignature(twice.payload, webhookSecret));
    expect(await again.json()).toEqual({ received: true, problem: 'NOT_PAYABLE' });
    const { token: admin } = await api.login('admin@demo.com', 'Admin123!');
    const seen = await api.graphql<{ node: { status: string; paymentProblems: { kind: string }[] } }>(
      'query P($id: ID!) { node(id: $id) { ... on Invoice { status paymentProblems { kind } } } }',
      { id: invoice.id },
      { token: admin },
    );
    expect(seen.data?.node).toEqual({ status: 'PAID', paymentProblems: [{ kind: 'NOT_PAYABLE' }] });
  });

  it('leaves the invoice Pendiente when the checkout is cancelled', async () => {
    const invoice = (await invoices()).find((i) => i.status === 'PENDING')!;
    const session = await checkoutFor(invoice);
    const page = await (await fetch(session.url)).text();
    expect(page).toContain(`href="${session.cancel_url.replace(/&/g, '&#38;')}"`);
    expect((await invoices()).find((i) => i.id === invoice.id)!.status).toBe('PENDING');
  });
});
