import { paths } from '@mmt/contract';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { IsNull, Not, type DataSource, type EntityManager } from 'typeorm';
import { graphQLError } from '../common/errors/graphql-errors.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { UsersService } from '../users/users.service.js';
import { InvoiceEntity, StripeEventEntity, type PaymentProblemKind } from './entities/invoice.entity.js';
import { InvoicesService } from './invoices.service.js';

/** The web's page the customer comes back to, with what happened. */
const returnUrl = (publicUrl: string, invoice: InvoiceEntity, outcome: 'paid' | 'cancelled') =>
  `${publicUrl}${paths.app.invoices.getHref({ payment: outcome, invoice: invoice.number })}`;

export type WebhookAnswer = { status: number; body: Record<string, unknown> };
/** What a subscription's events (memberships) are handed to, once their signature is checked. */
export type SubscriptionEventHandler = (event: Stripe.Event) => Promise<WebhookAnswer>;

const subscriptionEvents = new Set(['invoice.paid', 'invoice.payment_failed', 'customer.subscription.updated', 'customer.subscription.deleted']);

/**
 * Records a Stripe event as received in the caller's transaction: false when it was received before
 * (Stripe resends what it was not sure of), so that each event acts once.
 */
export async function firstDelivery(manager: EntityManager, event: Stripe.Event): Promise<boolean> {
  const fresh: unknown[] = await manager.query(
    `INSERT INTO stripe_events (id, type, invoice_id) VALUES ($1, $2, NULL) ON CONFLICT (id) DO NOTHING RETURNING id`,
    [event.id, event.type],
  );
  return fresh.length > 0;
}

function stripeClient(config: NonNullable<AppConfig['stripe']>): Stripe {
  const api = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(api && { host: api.hostname, port: api.port, protocol: api.protocol.replace(':', '') as 'http' | 'https' }),
  });
}

/** Paying invoices online with Stripe Checkout, when STRIPE_SECRET_KEY is set. */
@Injectable()
export class StripeCheckout {
  private readonly logger = new Logger('Stripe');
  private readonly stripe: Stripe | null;
  private subscriptionHandler: SubscriptionEventHandler | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly invoices: InvoicesService,
    private readonly users: UsersService,
  ) {
    this.stripe = config.stripe ? stripeClient(config.stripe) : null;
  }

  /** Whether customers can pay by card (STRIPE_SECRET_KEY set); without it they pay by bank transfer. */
  get enabled(): boolean {
    return this.stripe !== null;
  }

  /** Stripe's client, when configured: for the other products sold through it (memberships). */
  get client(): Stripe | null {
    return this.stripe;
  }

  /** Where the events of subscriptions go (one handler: the memberships'). */
  handleSubscriptionEvents(handler: SubscriptionEventHandler): void {
    this.subscriptionHandler = handler;
  }

  /** A Checkout Session for the invoice's total: its URL. */
  async start(invoice: InvoiceEntity): Promise<string> {
    if (!this.stripe) throw graphQLError('CONFLICT', 'Card payment is not set up: pay by bank transfer.', { reason: 'CARD_PAYMENT_OFF' });
    const customer = await this.users.userById(invoice.customerId);
    try {
      const session = await this.stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'eur', unit_amount: invoice.amountCents, product_data: { name: invoice.number, description: invoice.concept } },
          },
        ],
        customer_email: customer.email,
        client_reference_id: String(invoice.id),
        metadata: { invoiceId: String(invoice.id), invoiceNumber: invoice.number },
        locale: customer.language,
        success_url: returnUrl(this.config.publicUrl, invoice, 'paid'),
        cancel_url: returnUrl(this.config.publicUrl, invoice, 'cancelled'),
      });
      if (!session.url) throw new Error(`Checkout Session ${session.id} has no URL`);
      return session.url;
    } catch (error) {
      this.logger.error({ msg: 'Stripe Checkout Session failed', invoice: invoice.number, error: error instanceof Error ? error.message : String(error) });
      throw graphQLError('BAD_GATEWAY', 'The payment service is not answering. Try again in a moment.');
    }
  }

  /**
   * POST /webhooks/stripe. The signature is checked on the raw body, so only Stripe can mark an
   * invoice paid; an event seen before is a no-op; an unknown invoice is refused (400, logged). A
   * payment that cannot settle its invoice (an amount that is not the invoice's, an invoice already
   * paid or rectified) is acknowledged, so Stripe stops resending it, leaves the invoice as it was
   * and is kept as a problem the admins see on the invoice.
   */
  async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookAnswer> {
    if (!this.stripe || !this.config.stripe) return { status: 404, body: { error: 'Stripe is not configured' } };
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.config.stripe.webhookSecret);
    } catch (error) {
      this.logger.warn({ msg: 'Stripe webhook refused: bad signature', error: error instanceof Error ? error.message : String(error) });
      return { status: 400, body: { error: 'Invalid signature' } };
    }
    const ofSubscription = subscriptionEvents.has(event.type) || (event.type === 'checkout.session.completed' && event.data.object.mode === 'subscription');
    if (ofSubscription && this.subscriptionHandler) return this.subscriptionHandler(event);
    if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded')
      return { status: 200, body: { received: true } };
    const session = event.data.object;
    if (session.payment_status !== 'paid') return { status: 200, body: { received: true } };
    const invoiceId = Number(session.metadata?.invoiceId);
    const reference = typeof session.payment_intent === 'string' ? session.payment_intent : session.id;
    try {
      return await this.dataSource.transaction(async (manager) => {
        if (!(await firstDelivery(manager, event))) return { status: 200, body: { received: true, replay: true } };
        const invoice = Number.isInteger(invoiceId) ? await manager.getRepository(InvoiceEntity).findOneBy({ id: invoiceId }) : null;
        if (!invoice) throw new WebhookRefusal('unknown invoice', { event: event.id, invoiceId: session.metadata?.invoiceId ?? null });
        const problem = async (kind: PaymentProblemKind, details: Record<string, unknown>) => {
          await this.keepProblem(manager, event, { invoiceId: invoice.id, kind, amountCents: session.amount_total, currency: session.currency, reference });
          this.logger.error({
            msg: 'Stripe payment that does not settle its invoice: kept for the admins',
            problem: kind,
            event: event.id,
            invoice: invoice.number,
            reference,
            ...details,
          });
          return { status: 200, body: { received: true, problem: kind } };
        };
        if (session.amount_total !== invoice.amountCents || session.currency !== 'eur') {
          return problem('AMOUNT_MISMATCH', { expected: invoice.amountCents, got: session.amount_total, currency: session.currency });
        }
        await manager.query('UPDATE stripe_events SET invoice_id = $2 WHERE id = $1', [event.id, invoice.id]);
        const outcome = await this.invoices.recordPayment(manager, invoice.id, { paidAt: new Date(event.created * 1000), method: 'STRIPE', reference });
        if (outcome !== 'recorded') return problem('NOT_PAYABLE', { status: outcome });
        this.logger.log({ msg: 'invoice paid online', invoice: invoice.number, reference });
        return { status: 200, body: { received: true } };
      });
    } catch (error) {
      if (!(error instanceof WebhookRefusal)) throw error;
      this.logger.error({ msg: `Stripe webhook refused: ${error.message}`, ...error.details });
      return { status: 400, body: { error: error.message } };
    }
  }

  /** The payments that could not settle this invoice, oldest first. */
  problemsOf(invoiceId: number): Promise<StripeEventEntity[]> {
    return this.dataSource.getRepository(StripeEventEntity).find({ where: { invoiceId, problem: Not(IsNull()) }, order: { receivedAt: 'ASC' } });
  }

  /**
   * Keeps an event (already recorded by `firstDelivery`, in the caller's transaction) as a payment
   * that did not fit what it paid: for the admins, with what was paid; nothing else changes.
   */
  async keepProblem(
    manager: EntityManager,
    event: Stripe.Event,
    problem: { invoiceId: number | null; kind: PaymentProblemKind; amountCents: number | null; currency: string | null; reference: string },
  ): Promise<void> {
    await manager.query('UPDATE stripe_events SET invoice_id = $2, problem = $3, amount_cents = $4, currency = $5, reference = $6 WHERE id = $1', [
      event.id,
      problem.invoiceId,
      problem.kind,
      problem.amountCents,
      problem.currency,
      problem.reference,
    ]);
  }
}

class WebhookRefusal extends Error {
  constructor(
    message: string,
    readonly details: Record<string, unknown>,
  ) {
    super(message);
  }
}

/**
 * The webhook's route, in a Fastify scope of its own where bodies stay raw bytes (the signature is
 * over them): every other route keeps its JSON parsing.
 */
export async function registerStripeWebhook(fastify: FastifyInstance, checkout: StripeCheckout): Promise<void> {
  await fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1_000_000 }, (_request, body, done) => done(null, body));
    scope.post('/webhooks/stripe', async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      const result = await checkout.handleWebhook(request.body as Buffer, Array.isArray(signature) ? signature[0] : signature);
      return reply.status(result.status).header('cache-control', 'no-store').send(result.body);
    });
  });
}
