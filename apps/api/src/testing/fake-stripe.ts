// A small server that answers like Stripe's API for Checkout Sessions and subscriptions, serves a
// checkout page with a pay button and a cancel link, and on pay sends the `checkout.session.completed`
// webhook (and, for a subscription, `invoice.paid`) signed exactly as Stripe signs it
// (Stripe-Signature: t=…,v1=HMAC-SHA256(secret, `${t}.${body}`)), then redirects to the session's
// success_url. A subscription's later life (renewals, failed charges and retries, the end of a
// period) is driven by the test through `renew`, `failCharge`, `retryCharge` and `endPeriod`; a new price
// for the next period (`/v1/prices`, then the subscription's item) and the billing portal's 'update the
// payment method' page are there too. For the API tests (imported) and the browser tests
// (`node apps/api/src/testing/fake-stripe.ts` with PORT, WEBHOOK_URL and STRIPE_WEBHOOK_SECRET).
// Erasable TypeScript only, and no relative imports: Node runs it without a build.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_total: number;
  currency: string;
  mode: string;
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  client_reference_id: string | null;
  customer_email: string | null;
  locale: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
  created: number;
  customer: string | null;
  subscription: string | null;
  /** Subscription mode: copied to the subscription, and so to its invoices (as Stripe does). */
  subscription_data: { metadata: Record<string, string> } | null;
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'active' | 'past_due' | 'canceled';
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: { id: string; object: 'subscription_item'; quantity: number; current_period_start: number; current_period_end: number; price: FakePrice }[];
  };
  created: number;
}

export interface FakePrice {
  id: string;
  object: 'price';
  currency: string;
  unit_amount: number;
  recurring: { interval: 'month' };
  product_name: string;
}

/** A billing portal session opened on its 'update the payment method' page. */
export interface FakePortalSession {
  id: string;
  object: 'billing_portal.session';
  customer: string;
  return_url: string;
  locale: string | null;
  flow: string | null;
  url: string;
}

export interface FakeInvoice {
  id: string;
  object: 'invoice';
  customer: string;
  status: 'open' | 'paid';
  currency: string;
  amount_due: number;
  amount_paid: number;
  attempt_count: number;
  billing_reason: 'subscription_create' | 'subscription_cycle';
  parent: { type: 'subscription_details'; subscription_details: { subscription: string; metadata: Record<string, string> } };
  lines: { object: 'list'; data: { id: string; object: 'line_item'; amount: number; currency: string; period: { start: number; end: number } }[] };
  created: number;
}

type Delivery = { status: number; body: string; event: string };

export interface FakeStripe {
  url: string;
  port: number;
  sessions: Map<string, FakeCheckoutSession>;
  subscriptions: Map<string, FakeSubscription>;
  invoices: Map<string, FakeInvoice>;
  portalSessions: Map<string, FakePortalSession>;
  /** Each customer's payment method, as the billing portal last saved it. */
  paymentMethods: Map<string, string>;
  /**
   * What the pay button does: completes the session and delivers the signed webhook; resolves with
   * the webhook's answer. A subscription's session starts the subscription and pays its first
   * invoice: two webhooks, the last answer (or the first refused).
   */
  pay(sessionId: string): Promise<Delivery>;
  /** The next month: a new invoice, paid (`invoice.paid`). */
  renew(subscriptionId: string): Promise<Delivery>;
  /** The next month's charge fails, or its retry fails again (`invoice.payment_failed`, and the subscription past due). */
  failCharge(subscriptionId: string): Promise<Delivery>;
  /** A retry of the failed charge succeeds (`invoice.paid`, and the subscription active again). */
  retryCharge(subscriptionId: string): Promise<Delivery>;
  /** The period ends: a subscription cancelled at period end is deleted (`customer.subscription.deleted`). */
  endPeriod(subscriptionId: string): Promise<Delivery>;
  /** Any event, signed and delivered as Stripe would. */
  deliver(type: string, object: object): Promise<Delivery>;
  /** Resolves when the webhooks sent after answering an API call (a subscription's update or cancellation) have been answered. */
  delivered(): Promise<void>;
  close(): Promise<void>;
}

/** The Stripe-Signature header for a payload, as Stripe computes it. */
export function stripeSignature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** An event of this type about this object, as Stripe sends it. */
export function stripeEvent(type: string, object: object): { id: string; payload: string } {
  const id = `evt_${randomBytes(12).toString('hex')}`;
  const event = {
    id,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
  return { id, payload: JSON.stringify(event) };
}

/** A checkout.session.completed event for a session, as Stripe sends it. */
export function completedEvent(session: FakeCheckoutSession): { id: string; payload: string } {
  return stripeEvent('checkout.session.completed', session);
}

/** A month later, in seconds (Stripe's monthly billing keeps the day of the month). */
function nextMonth(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (`line_items[0][price_data][unit_amount]=…`) back into objects. */
function parseForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = result as Record<string, unknown>;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return result;
}

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => resolve(body));
  });

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` }).end(JSON.stringify(body));

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startFakeStripe({
  port = 0,
  webhookUrl,
  webhookSecret,
}: {
  port?: number;
  webhookUrl: string;
  webhookSecret: string;
}): Promise<FakeStripe> {
  const sessions = new Map<string, FakeCheckoutSession>();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices = new Map<string, FakeInvoice>();
  const prices = new Map<string, FakePrice>();
  const portalSessions = new Map<string, FakePortalSession>();
  const paymentMethods = new Map<string, string>();
  let base = '';
  /** Webhooks sent after an API answer, still on their way. */
  const inFlight = new Set<Promise<Delivery>>();
  const afterAnswer = (type: string, object: object) => {
    const delivery = deliver(type, object);
    inFlight.add(delivery);
    return delivery.finally(() => inFlight.delete(delivery));
  };

  async function deliver(type: string, object: object): Promise<Delivery> {
    const { id, payload } = stripeEvent(type, object);
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': stripeSignature(payload, webhookSecret),
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: payload,
    });
    return { status: response.status, body: await response.text(), event: id };
  }

  const subscriptionOf = (id: string) => {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`no subscription ${id}`);
    return subscription;
  };

  /** The subscription's invoice for its current period. */
  function invoiceFor(subscription: FakeSubscription, reason: FakeInvoice['billing_reason']): FakeInvoice {
    const [item] = subscription.items.data;
    const amount = item.price.unit_amount * item.quantity;
    const invoice: FakeInvoice = {
      id: stripeId('in'),
      object: 'invoice',
      customer: subscription.customer,
      status: 'open',
      currency: item.price.currency,
      amount_due: amount,
      amount_paid: 0,
      attempt_count: 0,
      billing_reason: reason,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      lines: {
        object: 'list',
        data: [
          {
            id: stripeId('il'),
            object: 'line_item',
            amount,
            currency: item.price.currency,
            period: { start: item.current_period_start, end: item.current_period_end },
          },
        ],
      },
      created: Math.floor(Date.now() / 1000),
    };
    invoices.set(invoice.id, invoice);
    return invoice;
  }

  const paid = (invoice: FakeInvoice) => Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, attempt_count: invoice.attempt_count + 1 });

  /** The last invoice of the subscription still open (a charge that failed). */
  const openInvoiceOf = (subscription: FakeSubscription) =>
    [...invoices.values()].reverse().find((invoice) => invoice.parent.subscription_details.subscription === subscription.id && invoice.status === 'open');

  async function deliverAll(events: [string, object][]): Promise<Delivery> {
    let last: Delivery | null = null;
    for (const [type, object] of events) {
      last = await deliver(type, object);
      if (last.status >= 300) return last;
    }
    return last!;
  }

  async function pay(sessionId: string): Promise<Delivery> {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    session.status = 'complete';
    session.payment_status = 'paid';
    if (session.mode !== 'subscription') {
      session.payment_intent ??= stripeId('pi');
      return deliver('checkout.session.completed', session);
    }
    const now = Math.floor(Date.now() / 1000);
    const subscription: FakeSubscription = {
      id: stripeId('sub'),
      object: 'subscription',
      customer: session.customer ?? stripeId('cus'),
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      metadata: session.subscription_data?.metadata ?? {},
      items: {
        object: 'list',
        data: [
          {
            id: stripeId('si'),
            object: 'subscription_item',
            quantity: 1,
            current_period_start: now,
            current_period_end: nextMonth(now),
            price: {
              id: stripeId('price'),
              object: 'price',
              currency: session.currency,
              unit_amount: session.amount_total,
              recurring: { interval: 'month' },
              product_name: session.metadata.plan ?? '',
            },
          },
        ],
      },
      created: now,
    };
    subscriptions.set(subscription.id, subscription);
    Object.assign(session, { customer: subscription.customer, subscription: subscription.id });
    return deliverAll([
      ['checkout.session.completed', session],
      ['invoice.paid', paid(invoiceFor(subscription, 'subscription_create'))],
    ]);
  }

  async function renew(subscriptionId: string): Promise<Delivery> {
    const subscription = subscriptionOf(subscriptionId);
    const [item] = subscription.items.data;
    Object.assign(item, { current_period_start: item.current_period_end, current_period_end: nextMonth(item.current_period_end) });
    return deliver('invoice.paid', paid(invoiceFor(subscription, 'subscription_cycle')));
  }

  async function failCharge(subscriptionId: string): Promise<Delivery> {
    const subscription = subscriptionOf(subscriptionId);
    let invoice = openInvoiceOf(subscription);
    if (!invoice) {
      const [item] = subscription.items.data;
      Object.assign(item, { current_period_start: item.current_period_end, current_period_end: nextMonth(item.current_period_end) });
      invoice = invoiceFor(subscription, 'subscription_cycle');
    }
    invoice.attempt_count += 1;
    subscription.status = 'past_due';
    return deliverAll([
      ['invoice.payment_failed', invoice],
      ['customer.subscription.updated', subscription],
    ]);
  }

  async function retryCharge(subscriptionId: string): Promise<Delivery> {
    const subscription = subscriptionOf(subscriptionId);
    const invoice = openInvoiceOf(subscription);
    if (!invoice) throw new Error(`no failed charge on ${subscriptionId}`);
    subscription.status = 'active';
    return deliverAll([
      ['invoice.paid', paid(invoice)],
      ['customer.subscription.updated', subscription],
    ]);
  }

  const cancel = (subscription: FakeSubscription) =>
    Object.assign(subscription, {
      status: 'canceled',
      ended_at: Math.floor(Date.now() / 1000),
      canceled_at: subscription.canceled_at ?? Math.floor(Date.now() / 1000),
    });

  async function endPeriod(subscriptionId: string): Promise<Delivery> {
    const subscription = subscriptionOf(subscriptionId);
    if (!subscription.cancel_at_period_end) return renew(subscriptionId);
    return deliver('customer.subscription.deleted', cancel(subscription));
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const body = await read(request);
    if (url.pathname.startsWith('/v1/') && !/^Bearer sk_test_\w+/.test(request.headers.authorization ?? '')) {
      return json(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const form = parseForm(body) as {
        mode?: string;
        success_url?: string;
        cancel_url?: string;
        customer_email?: string;
        client_reference_id?: string;
        locale?: string;
        metadata?: Record<string, string>;
        subscription_data?: { metadata?: Record<string, string> };
        line_items?: Record<string, { quantity?: string; price_data?: { currency?: string; unit_amount?: string; recurring?: { interval?: string } } }>;
      };
      const items = Object.values(form.line_items ?? {});
      if (!form.success_url || !form.cancel_url || items.length === 0) {
        return json(response, 400, { error: { type: 'invalid_request_error', message: 'Missing required param: line_items, success_url or cancel_url.' } });
      }
      const recurring = items.every((item) => item.price_data?.recurring?.interval === 'month');
      if ((form.mode === 'subscription') !== recurring) {
        return json(response, 400, {
          error: { type: 'invalid_request_error', message: 'You must provide at least one recurring price in `subscription` mode, and only in it.' },
        });
      }
      const id = `cs_test_${randomBytes(16).toString('hex')}`;
      const session: FakeCheckoutSession = {
        id,
        object: 'checkout.session',
        amount_total: items.reduce((sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1), 0),
        currency: items[0].price_data?.currency ?? 'eur',
        mode: form.mode ?? 'payment',
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        client_reference_id: form.client_reference_id ?? null,
        customer_email: form.customer_email ?? null,
        locale: form.locale ?? null,
        metadata: form.metadata ?? {},
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        url: `${base}/c/pay/${id}`,
        created: Math.floor(Date.now() / 1000),
        customer: null,
        subscription: null,
        subscription_data: form.mode === 'subscription' ? { metadata: form.subscription_data?.metadata ?? {} } : null,
      };
      sessions.set(id, session);
      return json(response, 200, session);
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/(cs_test_\w+)$/.exec(url.pathname);
    if (request.method === 'GET' && sessionPath) {
      const session = sessions.get(sessionPath[1]);
      return session ? json(response, 200, session) : json(response, 404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
    }
    const subscriptionPath = /^\/v1\/subscriptions\/(sub_\w+)$/.exec(url.pathname);
    const subscription = subscriptionPath && subscriptions.get(subscriptionPath[1]);
    if (subscriptionPath && !subscription) return json(response, 404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
    if (subscription && request.method === 'GET') return json(response, 200, subscription);
    if (subscription && request.method === 'POST') {
      const form = parseForm(body) as {
        cancel_at_period_end?: string;
        proration_behavior?: string;
        metadata?: Record<string, string>;
        items?: Record<string, { id?: string; price?: string }>;
      };
      if (form.cancel_at_period_end !== undefined) {
        subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
        subscription.canceled_at = subscription.cancel_at_period_end ? Math.floor(Date.now() / 1000) : null;
      }
      // A new price for the item: only from the next invoice (proration_behavior=none), the only change this stand-in takes.
      for (const change of Object.values(form.items ?? {})) {
        const item = subscription.items.data.find((each) => each.id === change.id);
        const price = change.price ? prices.get(change.price) : undefined;
        if (!item || !price)
          return json(response, 400, { error: { type: 'invalid_request_error', message: `No such subscription item or price: ${change.id} ${change.price}` } });
        if (form.proration_behavior !== 'none')
          return json(response, 400, { error: { type: 'invalid_request_error', message: 'This stand-in changes prices without proration only.' } });
        item.price = price;
      }
      if (form.metadata) subscription.metadata = { ...subscription.metadata, ...form.metadata };
      // Stripe answers, then tells the webhook (which may arrive before or after the answer is read).
      json(response, 200, subscription);
      await afterAnswer('customer.subscription.updated', subscription);
      return;
    }
    if (subscription && request.method === 'DELETE') {
      json(response, 200, cancel(subscription));
      await afterAnswer('customer.subscription.deleted', subscription);
      return;
    }
    if (request.method === 'POST' && url.pathname === '/v1/prices') {
      const form = parseForm(body) as { currency?: string; unit_amount?: string; recurring?: { interval?: string }; product_data?: { name?: string } };
      if (!form.currency || !form.unit_amount || form.recurring?.interval !== 'month' || !form.product_data?.name) {
        return json(response, 400, {
          error: { type: 'invalid_request_error', message: 'A monthly price needs currency, unit_amount, recurring[interval] and product_data[name].' },
        });
      }
      const price: FakePrice = {
        id: stripeId('price'),
        object: 'price',
        currency: form.currency,
        unit_amount: Number(form.unit_amount),
        recurring: { interval: 'month' },
        product_name: form.product_data.name,
      };
      prices.set(price.id, price);
      return json(response, 200, price);
    }
    if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      const form = parseForm(body) as { customer?: string; return_url?: string; locale?: string; flow_data?: { type?: string } };
      if (!form.customer || !form.return_url)
        return json(response, 400, { error: { type: 'invalid_request_error', message: 'Missing required param: customer or return_url.' } });
      const id = stripeId('bps');
      const portal: FakePortalSession = {
        id,
        object: 'billing_portal.session',
        customer: form.customer,
        return_url: form.return_url,
        locale: form.locale ?? null,
        flow: form.flow_data?.type ?? null,
        url: `${base}/p/session/${id}`,
      };
      portalSessions.set(id, portal);
      return json(response, 200, portal);
    }
    const portalPage = /^\/p\/session\/(bps_\w+)$/.exec(url.pathname);
    const portal = portalPage && portalSessions.get(portalPage[1]);
    if (portalPage && !portal) return response.writeHead(404).end('No such portal session');
    if (portal && request.method === 'GET') {
      return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Fake Stripe billing portal</title></head>
<body style="font-family: sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem">
<h1>Fake Stripe billing portal</h1>
<p>Update the payment method of ${escapeHtml(portal.customer)}</p>
<form method="post"><button type="submit">Save card 4242</button></form>
<p><a href="${escapeHtml(portal.return_url)}">Return</a></p>
</body></html>`);
    }
    if (portal && request.method === 'POST') {
      paymentMethods.set(portal.customer, stripeId('pm'));
      return response.writeHead(303, { location: portal.return_url }).end();
    }
    const page = /^\/c\/pay\/(cs_test_\w+)$/.exec(url.pathname);
    const session = page && sessions.get(page[1]);
    if (page && !session) return response.writeHead(404).end('No such checkout session');
    if (request.method === 'GET' && session) {
      const amount = new Intl.NumberFormat('en-GB', { style: 'currency', currency: session.currency.toUpperCase() }).format(session.amount_total / 100);
      return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Fake Stripe Checkout</title></head>
<body style="font-family: sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem">
<h1>Fake Stripe Checkout</h1>
<p>${escapeHtml(session.metadata.invoiceNumber ?? session.metadata.plan ?? session.id)}: <strong data-testid="amount">${escapeHtml(amount)}</strong>${session.mode === 'subscription' ? ' / month' : ''}</p>
<form method="post"><button type="submit">Pay ${escapeHtml(amount)}</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Cancel and go back</a></p>
</body></html>`);
    }
    if (request.method === 'POST' && session) {
      const delivery = await pay(session.id);
      if (delivery.status >= 300) return response.writeHead(502, { 'content-type': 'text/plain' }).end(`Webhook refused: ${delivery.status} ${delivery.body}`);
      return response.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) }).end();
    }
    return json(response, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${url.pathname})` } });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.address() as { port: number }).port;
  base = `http://127.0.0.1:${actualPort}`;
  return {
    url: base,
    port: actualPort,
    sessions,
    subscriptions,
    invoices,
    portalSessions,
    paymentMethods,
    pay,
    renew,
    failCharge,
    retryCharge,
    endPeriod,
    deliver,
    delivered: async () => {
      await Promise.all([...inFlight]);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakeStripe({
    port: Number(process.env.PORT ?? 12111),
    webhookUrl: process.env.WEBHOOK_URL ?? 'http://127.0.0.1:3000/webhooks/stripe',
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? '',
  });
  console.log(`fake Stripe on ${fake.url}`);
}
