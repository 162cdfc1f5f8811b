import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { freePort } from '../testing/global-setup.js';
import { startFakeStripe, stripeEvent, stripeSignature, type FakeStripe } from '../testing/fake-stripe.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/test-smtp-server.js';

const JOIN = `mutation Join($input: JoinMembershipInput!) { joinMembership(input: $input) { outcome checkoutUrl } }`;
const CANCEL = `mutation Cancel($input: CancelMembershipInput!) { cancelMembership(input: $input) { membership { state } } }`;
const MINE = `{ myMembership {
  membership { id state payment startedAt currentPeriodEnd nextChargeCents failedPayments plan { plan monthlyTotalCents }
    invoices { number status amountCents paymentMethod } }
  request { plan kind notifiedAt } } }`;
const VIP = `{ vipMembers { plans { plan capacity placesLeft } members { customerEmail state payment plan { plan } } requests { customerEmail customerId kind plan notifiedAt } } }`;
const UPDATE_PLAN = `mutation U($input: UpdateMembershipPlanInput!) { updateMembershipPlan(input: $input) { plan { plan capacity placesLeft } } }`;
const RECORD = `mutation R($input: RecordTransferMembershipInput!) { recordTransferMembership(input: $input) { membership { state payment nextChargeCents customerEmail invoices { status paymentMethod amountCents } } } }`;

type Mine = {
  membership: null | {
    id: string;
    state: string;
    payment: string;
    startedAt: string;
    currentPeriodEnd: string;
    nextChargeCents: number | null;
    failedPayments: number;
    plan: { plan: string; monthlyTotalCents: number };
    invoices: { number: string; status: string; amountCents: number; paymentMethod: string }[];
  };
  request: null | { plan: string; kind: string; notifiedAt: string | null };
};

/** Gold: 999 € a month + 21 % VAT; Silver: 299 € + 21 %. */
const GOLD_TOTAL = 120_879;
const SILVER_TOTAL = 36_179;
const DAY = 24 * 3600 * 1000;

/** A customer account with the demo customer's password, with or without a tax identification. */
async function addCustomer(api: TestApp, email: string, name: string, identified = false): Promise<string> {
  await api.app.get(DataSource).query(
    `INSERT INTO users (email, name, role, language, password_hash, tax_id, tax_id_kind, tax_id_country)
     SELECT $1, $2, 'customer', 'en', password_hash, CASE WHEN $3 THEN $4 END, CASE WHEN $3 THEN 'NIF' END, CASE WHEN $3 THEN 'ES' END FROM users WHERE email = 'customer@demo.com'`,
    [email, name, identified, '12345678Z'],
  );
  return (await api.login(email, 'Customer123!')).token;
}

describe('VIP memberships with Stripe subscriptions', () => {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(24).toString('base64url')}`;
  let stripe: FakeStripe;
  let smtp: TestSmtpServer;
  let api: TestApp;
  let customer: string;
  let admin: string;

  const mine = async (token = customer) => {
    const response = await api.graphql<{ myMembership: Mine }>(MINE, {}, { token });
    expect(response.errors).toBeUndefined();
    return response.data!.myMembership;
  };
  const join = (plan: string, token = customer) =>
    api.graphql<{ joinMembership: { outcome: string; checkoutUrl: string | null } }>(JOIN, { input: { plan } }, { token });
  /** Joins and pays the first month at the fake Checkout: the subscription's id. */
  const joinAndPay = async (plan: string, token: string) => {
    const joined = await join(plan, token);
    expect(joined.data?.joinMembership.outcome).toBe('CHECKOUT');
    const session = stripe.sessions.get(joined.data!.joinMembership.checkoutUrl!.split('/').pop()!)!;
    expect((await stripe.pay(session.id)).status).toBe(200);
    return stripe.sessions.get(session.id)!.subscription!;
  };
  const mails = async (subject: string) => {
    await api.sendOutbox();
    return smtp.received.filter((mail) => mail.subject === subject);
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    const port = await freePort();
    stripe = await startFakeStripe({ webhookUrl: `http://127.0.0.1:${port}/webhooks/stripe`, webhookSecret });
    api = await createTestApp({ port, smtpUrl: smtp.url, publicUrl: 'https://mmt.example', stripe: { secretKey, webhookSecret, apiUrl: stripe.url } });
    customer = (await api.login('customer@demo.com', 'Customer123!')).token;
    admin = (await api.login('admin@demo.com', 'Admin123!')).token;
  });
  afterAll(async () => {
    await api.close();
    await stripe.close();
    await smtp.close();
  });

  let subscription: string;

  it('joins Gold through Stripe Checkout in subscription mode; the first month becomes our own paid invoice, with its VERI*FACTU record, PDF and e-mail', async () => {
    const joined = await join('GOLD');
    expect(joined.errors).toBeUndefined();
    expect(joined.data?.joinMembership.outcome).toBe('CHECKOUT');
    const session = stripe.sessions.get(joined.data!.joinMembership.checkoutUrl!.split('/').pop()!)!;
    expect(session).toMatchObject({
      mode: 'subscription',
      amount_total: GOLD_TOTAL,
      currency: 'eur',
      customer_email: 'customer@demo.com',
      success_url: 'https://mmt.example/app/membership?checkout=done',
      cancel_url: 'https://mmt.example/app/membership?checkout=cancelled',
    });
    expect(session.subscription_data?.metadata.membershipId).toMatch(/^\d+$/);
    // Not a member until Stripe says the first month is paid.
    expect((await mine()).membership).toBeNull();

    const paidAt = Date.now();
    expect((await stripe.pay(session.id)).status).toBe(200);
    subscription = stripe.sessions.get(session.id)!.subscription!;
    const { membership } = await mine();
    expect(membership).toMatchObject({
      state: 'ACTIVE',
      payment: 'STRIPE',
      nextChargeCents: GOLD_TOTAL,
      failedPayments: 0,
      plan: { plan: 'GOLD', monthlyTotalCents: GOLD_TOTAL },
    });
    const periodEnd = new Date(membership!.currentPeriodEnd).getTime();
    expect(periodEnd - paidAt).toBeGreaterThan(27 * DAY);
    expect(periodEnd - paidAt).toBeLessThan(32 * DAY);
    const stripeInvoice = [...stripe.invoices.values()].find((invoice) => invoice.parent.subscription_details.subscription === subscription)!;
    expect(membership!.invoices).toEqual([
      { number: expect.stringMatching(/^INV-\d{4}-\d{3}$/), status: 'PAID', amountCents: GOLD_TOTAL, paymentMethod: 'STRIPE' },
    ]);

    const [invoice] = membership!.invoices;
    const [{ payment_reference }]: { payment_reference: string }[] = await api.app
      .get(DataSource)
      .query('SELECT payment_reference FROM invoices WHERE number = $1', [invoice.number]);
    expect(payment_reference).toBe(stripeInvoice.id);
    const records: { kind: string; invoice_type: string; description: string }[] = await api.app
      .get(DataSource)
      .query('SELECT r.kind, r.invoice_type, r.description FROM billing_records r JOIN invoices i ON i.id = r.invoice_id WHERE i.number = $1', [
        invoice.number,
      ]);
    // Over 400 € a full invoice (F1), naming the customer by their passport.
    expect(records).toEqual([{ kind: 'ALTA', invoice_type: 'F1', description: expect.stringContaining('VIP Gold membership') }]);
    const [mail] = await mails(`Invoice ${invoice.number} from Mallorca Marine Tech`);
    expect(mail.to).toEqual(['customer@demo.com']);
    expect(mail.text).toContain('already paid');
    expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
  });

  it('refuses joining twice, whatever the plan', async () => {
    for (const plan of ['GOLD', 'SILVER']) {
      const again = await join(plan);
      expect(again.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'ALREADY_MEMBER' });
    }
  });

  it('ignores a replayed invoice.paid and refuses one not signed by Stripe', async () => {
    const stripeInvoice = [...stripe.invoices.values()].find((invoice) => invoice.parent.subscription_details.subscription === subscription)!;
    const { id, payload } = stripeEvent('invoice.paid', stripeInvoice);
    const post = (signature: string) =>
      fetch(`${api.url}/webhooks/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
    // A new event about the same Stripe invoice, then that event again: one invoice of ours, still.
    expect(await (await post(stripeSignature(payload, webhookSecret))).json()).toEqual({ received: true, replay: true });
    expect(await (await post(stripeSignature(payload, webhookSecret))).json()).toEqual({ received: true, replay: true });
    expect((await post(stripeSignature(payload, 'whsec_another'))).status).toBe(400);
    expect((await mine()).membership!.invoices).toHaveLength(1);
    const events: { n: number }[] = await api.app.get(DataSource).query('SELECT count(*)::int AS n FROM stripe_events WHERE id = $1', [id]);
    expect(events[0].n).toBe(1);
  });

  it('renews each month: another invoice, and the period moves on a month', async () => {
    const before = await mine();
    expect((await stripe.renew(subscription)).status).toBe(200);
    const after = (await mine()).membership!;
    expect(after.state).toBe('ACTIVE');
    expect(after.invoices).toHaveLength(2);
    expect(after.invoices[0].number).not.toBe(after.invoices[1].number);
    const moved = new Date(after.currentPeriodEnd).getTime() - new Date(before.membership!.currentPeriodEnd).getTime();
    expect(moved).toBeGreaterThan(27 * DAY);
    expect(moved).toBeLessThan(32 * DAY);
  });

  it("goes past due when a charge fails (the member told), and active again when Stripe's retry succeeds", async () => {
    expect((await stripe.failCharge(subscription)).status).toBe(200);
    expect((await mine()).membership).toMatchObject({ state: 'PAST_DUE', failedPayments: 1 });
    const [told] = await mails('Your Gold membership: the payment failed');
    expect(told.to).toEqual(['customer@demo.com']);
    expect(told.text).toContain('attempt 1 of 3');
    expect((await mine()).membership!.invoices).toHaveLength(2);

    expect((await stripe.retryCharge(subscription)).status).toBe(200);
    const recovered = (await mine()).membership!;
    expect(recovered).toMatchObject({ state: 'ACTIVE', failedPayments: 0 });
    expect(recovered.invoices).toHaveLength(3);
  });

  it('cancels at the end of the period: active until then (no next charge), confirmed by e-mail once, then ended', async () => {
    const { membership } = await mine();
    // Another customer cannot touch it: to them it does not exist.
    const other = (await api.login('cliente@demo.com', 'Cliente123!')).token;
    expect((await api.graphql(CANCEL, { input: { membershipId: membership!.id } }, { token: other })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await mine()).membership!.state).toBe('ACTIVE');
    const cancelled = await api.graphql<{ cancelMembership: { membership: { state: string } } }>(
      CANCEL,
      { input: { membershipId: membership!.id } },
      { token: customer },
    );
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data?.cancelMembership.membership.state).toBe('CANCELLING');
    expect(stripe.subscriptions.get(subscription)!.cancel_at_period_end).toBe(true);
    expect((await mine()).membership).toMatchObject({ state: 'CANCELLING', nextChargeCents: null });
    // Stripe's own customer.subscription.updated arrives too: still one confirmation.
    await stripe.delivered();
    expect(await mails(`Your Gold membership ends on ${formatDay(membership!.currentPeriodEnd)}`)).toHaveLength(1);

    expect((await stripe.endPeriod(subscription)).status).toBe(200);
    const ended = (await mine()).membership!;
    expect(ended.state).toBe('ENDED');
    expect(ended.invoices).toHaveLength(3);
    expect(await mails('Your Gold membership has ended')).toHaveLength(1);
  });

  it('puts customers on the waiting list of a full plan, e-mails the first when a place frees, and ends a membership after three failed charges', async () => {
    // The demo's Silver member holds one of the two places: one left.
    const adminSets = await api.graphql<{ updateMembershipPlan: { plan: unknown } }>(UPDATE_PLAN, { input: { plan: 'SILVER', capacity: 2 } }, { token: admin });
    expect(adminSets.data?.updateMembershipPlan.plan).toEqual({ plan: 'SILVER', capacity: 2, placesLeft: 1 });
    const first = await addCustomer(api, 'first@example.com', 'First Member');
    const waiting = await addCustomer(api, 'waiting@example.com', 'Wai Ting');
    const later = await addCustomer(api, 'later@example.com', 'Later Comer');
    const firstSubscription = await joinAndPay('SILVER', first);
    expect((await mine(first)).membership).toMatchObject({
      state: 'ACTIVE',
      plan: { plan: 'SILVER' },
      invoices: [{ amountCents: SILVER_TOTAL, status: 'PAID' }],
    });

    expect((await join('SILVER', waiting)).data?.joinMembership).toEqual({ outcome: 'WAITING', checkoutUrl: null });
    expect((await join('SILVER', later)).data?.joinMembership).toEqual({ outcome: 'WAITING', checkoutUrl: null });
    // Asking again keeps their place in the queue.
    expect((await join('SILVER', waiting)).data?.joinMembership.outcome).toBe('WAITING');
    expect((await mine(waiting)).request).toEqual({ plan: 'SILVER', kind: 'WAITING', notifiedAt: null });
    const vip = (
      await api.graphql<{ vipMembers: { plans: { plan: string; placesLeft: number }[]; requests: { customerEmail: string; kind: string }[] } }>(
        VIP,
        {},
        { token: admin },
      )
    ).data!.vipMembers;
    expect(vip.plans.find((plan) => plan.plan === 'SILVER')!.placesLeft).toBe(0);
    expect(vip.requests.map((request) => [request.customerEmail, request.kind])).toEqual([
      ['waiting@example.com', 'WAITING'],
      ['later@example.com', 'WAITING'],
    ]);

    for (const attempt of [1, 2]) {
      expect((await stripe.failCharge(firstSubscription)).status).toBe(200);
      expect((await mine(first)).membership).toMatchObject({ state: 'PAST_DUE', failedPayments: attempt });
    }
    expect((await stripe.failCharge(firstSubscription)).status).toBe(200);
    expect((await mine(first)).membership).toMatchObject({ state: 'ENDED', failedPayments: 3 });
    // Ended at Stripe too, so that it charges no more.
    expect(stripe.subscriptions.get(firstSubscription)!.status).toBe('canceled');
    await stripe.delivered();
    const placeFree = await mails('A place in Silver is free');
    expect(placeFree.map((mail) => mail.to)).toEqual([['waiting@example.com']]);
    expect((await mine(waiting)).request?.notifiedAt).not.toBeNull();
    expect((await mine(later)).request?.notifiedAt).toBeNull();

    // The place is theirs to take: now the checkout.
    expect((await join('SILVER', waiting)).data?.joinMembership.outcome).toBe('CHECKOUT');
  });

  it('asks for a tax identification before a plan invoiced over 400 € (Gold)', async () => {
    const anonymous = await addCustomer(api, 'noid@example.com', 'No Id');
    const refused = await join('GOLD', anonymous);
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'plan', code: 'taxIdentityRequired' }] });
    const identified = await addCustomer(api, 'withid@example.com', 'With Id', true);
    expect((await join('GOLD', identified)).data?.joinMembership.outcome).toBe('CHECKOUT');
  });
});

describe('VIP memberships without Stripe: paid by bank transfer', () => {
  let smtp: TestSmtpServer;
  let api: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://mmt.example', stripe: null });
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  it('sends the application to the admins, who record the membership paid by transfer: active, invoiced as paid', async () => {
    const customer = (await api.login('customer@demo.com', 'Customer123!')).token;
    const admin = (await api.login('admin@demo.com', 'Admin123!')).token;
    expect((await api.graphql<{ joinMembership: unknown }>(JOIN, { input: { plan: 'SILVER' } }, { token: customer })).data?.joinMembership).toEqual({
      outcome: 'APPLIED',
      checkoutUrl: null,
    });
    await api.sendOutbox();
    const applied = smtp.received.filter((mail) => mail.subject.startsWith('Solicitud VIP:') || mail.subject.startsWith('VIP application:'));
    expect(applied.map((mail) => mail.to)).toEqual([['admin@demo.com']]);
    expect(applied[0].text).toContain('https://mmt.example/admin/vip');

    const vip = (await api.graphql<{ vipMembers: { requests: { customerId: string; kind: string; plan: string }[] } }>(VIP, {}, { token: admin })).data!
      .vipMembers;
    expect(vip.requests).toMatchObject([{ kind: 'TRANSFER', plan: 'SILVER' }]);
    const input = { customerId: vip.requests[0].customerId, plan: 'SILVER', paidOn: new Date().toISOString().slice(0, 10), reference: 'TRF-001' };
    // Customers cannot record memberships.
    expect((await api.graphql(RECORD, { input }, { token: customer })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const recorded = await api.graphql<{ recordTransferMembership: { membership: unknown } }>(RECORD, { input }, { token: admin });
    expect(recorded.errors).toBeUndefined();
    expect(recorded.data?.recordTransferMembership.membership).toEqual({
      state: 'ACTIVE',
      payment: 'TRANSFER',
      nextChargeCents: null,
      customerEmail: 'customer@demo.com',
      invoices: [{ status: 'PAID', paymentMethod: 'TRANSFER', amountCents: SILVER_TOTAL }],
    });
    const after = (await api.graphql<{ vipMembers: { requests: unknown[]; members: { customerEmail: string }[] } }>(VIP, {}, { token: admin })).data!
      .vipMembers;
    expect(after.requests).toEqual([]);
    expect(after.members.filter((member) => member.customerEmail === 'customer@demo.com')).toEqual([
      { customerEmail: 'customer@demo.com', state: 'ACTIVE', payment: 'TRANSFER', plan: { plan: 'SILVER' } },
    ]);
    expect((await api.graphql(RECORD, { input }, { token: admin })).errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'ALREADY_MEMBER' });
  });

  it("gives a member's quote the plan's discount, a line per VAT rate; a non-member's quote stays at list prices", async () => {
    const admin = (await api.login('admin@demo.com', 'Admin123!')).token;
    // customer@demo.com is a Silver member (10 %) since the test above; cliente@demo.com is not a member.
    const quoteFor = async (email: string, password: string) => {
      const token = (await api.login(email, password)).token;
      const boats = await api.graphql<{ boats: { edges: { node: { id: string } }[] } }>('{ boats(first: 1) { edges { node { id } } } }', {}, { token });
      const job = await api.graphql<{ requestJob: { job: { id: string } } }>(
        'mutation($i: RequestJobInput!) { requestJob(input: $i) { job { id } } }',
        {
          i: { boatId: boats.data!.boats.edges[0].node.id, title: 'Engine service', description: 'Yearly engine service' },
        },
        { token },
      );
      const validUntil = new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10);
      const lines = [
        { description: 'Labour (hours)', quantity: 2, unitPriceCents: 5900 },
        { description: 'Oil filter', quantity: 1, unitPriceCents: 2000, vatRate: 10 },
      ];
      const sent = await api.graphql<{ sendQuote: { quote: { totalCents: number; lines: unknown[] } } }>(
        'mutation($i: SendQuoteInput!) { sendQuote(input: $i) { quote { totalCents lines { description quantity unitPriceCents vatRate } } } }',
        { i: { jobId: job.data!.requestJob.job.id, validUntil, lines } },
        { token: admin },
      );
      expect(sent.errors).toBeUndefined();
      return sent.data!.sendQuote.quote;
    };
    const member = await quoteFor('customer@demo.com', 'Customer123!');
    expect(member.lines).toEqual([
      { description: 'Labour (hours)', quantity: 2, unitPriceCents: 5900, vatRate: 21 },
      { description: 'Oil filter', quantity: 1, unitPriceCents: 2000, vatRate: 10 },
      { description: 'VIP Silver member discount (10 %)', quantity: 1, unitPriceCents: -1180, vatRate: 21 },
      { description: 'VIP Silver member discount (10 %)', quantity: 1, unitPriceCents: -200, vatRate: 10 },
    ]);
    // 10620 + 21 % and 1800 + 10 %.
    expect(member.totalCents).toBe(12850 + 1980);
    const other = await quoteFor('cliente@demo.com', 'Cliente123!');
    expect(other.lines).toHaveLength(2);
    expect(other.totalCents).toBe(14278 + 2200);
  });
});

/** dd/mm/yyyy in Palma, as the e-mails write a day. */
function formatDay(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso));
}
