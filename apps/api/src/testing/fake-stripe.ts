// A small server that answers like Stripe's API for Checkout Sessions, serves a checkout page with
// a pay button and a cancel link, and on pay sends the `checkout.session.completed` webhook signed
// exactly as Stripe signs it (Stripe-Signature: t=…,v1=HMAC-SHA256(secret, `${t}.${body}`)), then
// redirects to the session's success_url. For the API tests (imported) and the browser tests
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
}

export interface FakeStripe {
  url: string;
  port: number;
  sessions: Map<string, FakeCheckoutSession>;
  /** What the pay button does: completes the session and delivers the signed webhook; resolves with the webhook's answer. */
  pay(sessionId: string): Promise<{ status: number; body: string; event: string }>;
  close(): Promise<void>;
}

/** The Stripe-Signature header for a payload, as Stripe computes it. */
export function stripeSignature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** A checkout.session.completed event for a session, as Stripe sends it. */
export function completedEvent(session: FakeCheckoutSession): { id: string; payload: string } {
  const id = `evt_${randomBytes(12).toString('hex')}`;
  const event = {
    id,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'checkout.session.completed',
    data: { object: session },
  };
  return { id, payload: JSON.stringify(event) };
}

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

export async function startFakeStripe({ port = 0, webhookUrl, webhookSecret }: { port?: number; webhookUrl: string; webhookSecret: string }): Promise<FakeStripe> {
  const sessions = new Map<string, FakeCheckoutSession>();
  let base = '';

  async function pay(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent ??= `pi_${randomBytes(12).toString('hex')}`;
    const { id, payload } = completedEvent(session);
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': stripeSignature(payload, webhookSecret), 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
      body: payload,
    });
    return { status: response.status, body: await response.text(), event: id };
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
        line_items?: Record<string, { quantity?: string; price_data?: { currency?: string; unit_amount?: string } }>;
      };
      const items = Object.values(form.line_items ?? {});
      if (!form.success_url || !form.cancel_url || items.length === 0) {
        return json(response, 400, { error: { type: 'invalid_request_error', message: 'Missing required param: line_items, success_url or cancel_url.' } });
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
      };
      sessions.set(id, session);
      return json(response, 200, session);
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/(cs_test_\w+)$/.exec(url.pathname);
    if (request.method === 'GET' && sessionPath) {
      const session = sessions.get(sessionPath[1]);
      return session ? json(response, 200, session) : json(response, 404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
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
<p>${escapeHtml(session.metadata.invoiceNumber ?? session.id)}: <strong data-testid="amount">${escapeHtml(amount)}</strong></p>
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
  return { url: base, port: actualPort, sessions, pay, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakeStripe({
    port: Number(process.env.PORT ?? 12111),
    webhookUrl: process.env.WEBHOOK_URL ?? 'http://127.0.0.1:3000/webhooks/stripe',
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? '',
  });
  console.log(`fake Stripe on ${fake.url}`);
}
