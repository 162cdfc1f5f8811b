import { paths } from '@mmt/contract';
import { DEFAULT_VAT_RATE, priceLines, type LineFields } from '@mmt/billing';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Stripe from 'stripe';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { dayInPalma } from '../common/calendar.js';
import { badUserInput, conflict, graphQLError, notFound } from '../common/errors/graphql-errors.js';
import type { Viewer } from '../common/viewer.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { InvoiceEntity } from '../invoices/entities/invoice.entity.js';
import { InvoicesService } from '../invoices/invoices.service.js';
import { firstDelivery, StripeCheckout, type WebhookAnswer } from '../invoices/stripe-checkout.js';
import { EmailComposer, type EmailKind } from '../outbox/email-composer.js';
import { Outbox } from '../outbox/outbox.service.js';
import { BusinessTexts, fill } from '../texts/business-texts.js';
import { formatDay, formatMoney } from '../texts/format.js';
import { UserEntity, userTaxIdentity } from '../users/entities/user.entity.js';
import { planName } from './member-prices.js';
import {
  MembershipEntity,
  MembershipInvoiceEntity,
  MembershipPlanEntity,
  MembershipRequestEntity,
  type MembershipStatusValue,
  type PlanIdValue,
} from './entities/membership.entity.js';

/** Memberships that hold a place: paid, or with a charge Stripe is still retrying. */
const HOLDING: MembershipStatusValue[] = ['ACTIVE', 'PAST_DUE'];

/** A charge that fails this many times ends the membership. */
export const MAX_FAILED_PAYMENTS = 3;

/**
 * The most a simplified invoice (no recipient named) may come to, VAT included (RD 1619/2012 art.
 * 4.1): a plan whose month costs more needs the customer's tax identification to be invoiced.
 */
const SIMPLIFIED_INVOICE_LIMIT_CENTS = 40_000;

export type JoinOutcome = { outcome: 'CHECKOUT'; checkoutUrl: string } | { outcome: 'WAITING' | 'APPLIED'; checkoutUrl: null };

/** The month's line of a plan, as invoiced and as charged (Stripe charges the total, VAT included). */
export function monthLine(plan: MembershipPlanEntity, description: string): LineFields {
  return { description, quantity: 1, unitPriceCents: plan.monthlyPriceCents, vatRate: DEFAULT_VAT_RATE };
}

/** What a paid month is called on its invoice: the `invoice:membershipLine` text in the customer's language, filled. */
export function monthDescription(template: string, plan: PlanIdValue, period: { start: Date; end: Date }): string {
  return fill(template, { plan: planName(plan), from: formatDay(dayInPalma(period.start)), to: formatDay(dayInPalma(period.end)) });
}

export const monthTotalCents = (plan: MembershipPlanEntity) => priceLines([monthLine(plan, '')]).totalCents;

/** A plan whose month is over the simplified invoice's limit is invoiced in the customer's name: refused without their tax identification. */
export function requireTaxIdentity(customer: UserEntity, plan: MembershipPlanEntity): void {
  if (!userTaxIdentity(customer) && monthTotalCents(plan) > SIMPLIFIED_INVOICE_LIMIT_CENTS) {
    throw badUserInput([
      { field: 'plan', code: 'taxIdentityRequired', message: 'This plan is invoiced in your name: add your tax identification (NIF, passport…) first' },
    ]);
  }
}

export const fromSeconds = (seconds: number) => new Date(seconds * 1000);

/** A day as the e-mails write it (dd/mm/yyyy), in Palma. */
const dayOf = (instant: Date | null) => (instant ? formatDay(dayInPalma(instant)) : '');

/** The subscription (and our membership's id) an invoice of Stripe's is for. */
function subscriptionOfInvoice(invoice: Stripe.Invoice): { subscriptionId: string | null; membershipId: number | null } {
  const details = invoice.parent?.subscription_details;
  const subscription = details?.subscription;
  return {
    subscriptionId: typeof subscription === 'string' ? subscription : (subscription?.id ?? null),
    membershipId: Number(details?.metadata?.membershipId) || null,
  };
}

/**
 * VIP memberships: joining (Stripe Checkout in subscription mode; the waiting list when a plan is
 * full; an application for the admins when card payments are not set up), Stripe's events driving
 * each membership's state, each paid month invoiced as our own factura, cancelling at the end of the
 * period, and the admins' side (places, members, a membership paid by transfer).
 */
@Injectable()
export class MembershipsService implements OnModuleInit {
  private readonly logger = new Logger('Memberships');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly checkout: StripeCheckout,
    private readonly invoices: InvoicesService,
    private readonly composer: EmailComposer,
    private readonly outbox: Outbox,
    private readonly texts: BusinessTexts,
  ) {}

  onModuleInit(): void {
    this.checkout.handleSubscriptionEvents((event) => this.handleEvent(event));
  }

  plans(): Promise<MembershipPlanEntity[]> {
    return this.dataSource.getRepository(MembershipPlanEntity).find({ order: { position: 'ASC' } });
  }

  /** Members holding a place, per plan: a member changing plan holds one in each until the change takes effect. */
  async placesTaken(manager: EntityManager = this.dataSource.manager): Promise<Map<PlanIdValue, number>> {
    const rows: { plan_id: PlanIdValue; n: number }[] = await manager.query(
      `SELECT held.plan_id, count(*)::int AS n FROM memberships, unnest(array_remove(ARRAY[plan_id, next_plan_id], NULL)) AS held (plan_id) WHERE status = ANY($1) GROUP BY held.plan_id`,
      [HOLDING],
    );
    return new Map(rows.map((row) => [row.plan_id, row.n]));
  }

  /** The customer's membership that has not ended (checkout started or not), else their last one. */
  async membershipOf(customerId: string): Promise<MembershipEntity | null> {
    const rows = await this.dataSource
      .getRepository(MembershipEntity)
      .find({ where: { customerId, status: In(['ACTIVE', 'PAST_DUE', 'ENDED']) }, order: { id: 'DESC' }, take: 5 });
    return rows.find((row) => row.status !== 'ENDED') ?? rows[0] ?? null;
  }

  requestOf(customerId: string): Promise<MembershipRequestEntity | null> {
    return this.dataSource
      .getRepository(MembershipRequestEntity)
      .createQueryBuilder('request')
      .where('request.customer_id = :customerId AND request.closed_at IS NULL', { customerId })
      .getOne();
  }

  /** The membership's invoices, newest first. */
  async invoicesOf(membershipId: number): Promise<InvoiceEntity[]> {
    return this.dataSource
      .getRepository(InvoiceEntity)
      .createQueryBuilder('invoice')
      .innerJoin(MembershipInvoiceEntity, 'month', 'month.invoice_id = invoice.id')
      .where('month.membership_id = :membershipId', { membershipId })
      .orderBy('invoice.id', 'DESC')
      .getMany();
  }

  /** Every membership of a plan that has not ended, oldest first (admins). */
  members(): Promise<MembershipEntity[]> {
    return this.dataSource.getRepository(MembershipEntity).find({ where: { status: In(HOLDING) }, order: { startedAt: 'ASC', id: 'ASC' } });
  }

  /** Open requests, oldest first: the waiting lists and the applications to pay by transfer (admins). */
  openRequests(): Promise<MembershipRequestEntity[]> {
    return this.dataSource
      .getRepository(MembershipRequestEntity)
      .createQueryBuilder('request')
      .where('request.closed_at IS NULL')
      .orderBy('request.created_at', 'ASC')
      .addOrderBy('request.id', 'ASC')
      .getMany();
  }

  /**
   * A customer asks for a plan: Stripe Checkout for its first month when card payments are set up
   * and a place is free; the waiting list when the plan is full; otherwise an application the
   * admins are e-mailed about. Joining twice is refused; asking again for what they already asked is
   * answered as before.
   */
  async join(viewer: Viewer, planId: PlanIdValue): Promise<JoinOutcome> {
    const stripe = this.checkout.client;
    const decided = await this.dataSource.transaction(async (manager) => {
      // The plan's row locked: two customers taking the last place wait their turn.
      const plan = await manager.getRepository(MembershipPlanEntity).findOne({ where: { id: planId }, lock: { mode: 'pessimistic_write' } });
      if (!plan) throw badUserInput([{ field: 'plan', code: 'unknownPlan', message: 'Unknown plan' }]);
      const customer = await manager.getRepository(UserEntity).findOneByOrFail({ id: viewer.id });
      const current = await manager.getRepository(MembershipEntity).findOne({ where: { customerId: customer.id, status: In(['CHECKOUT', ...HOLDING]) } });
      if (current && current.status !== 'CHECKOUT') throw conflict('You are already a member', { reason: 'ALREADY_MEMBER' });
      const request = await manager
        .getRepository(MembershipRequestEntity)
        .createQueryBuilder('request')
        .where('request.customer_id = :id AND request.closed_at IS NULL', { id: customer.id })
        .getOne();
      const taken = (await this.placesTaken(manager)).get(plan.id) ?? 0;
      const full = taken >= plan.capacity;
      if (request && request.planId === plan.id && (request.kind === 'TRANSFER' || full))
        return { outcome: request.kind === 'TRANSFER' ? ('APPLIED' as const) : ('WAITING' as const) };
      if (request) await manager.getRepository(MembershipRequestEntity).update({ id: request.id }, { closedAt: new Date() });
      if (full || !stripe) {
        const kind = full ? 'WAITING' : 'TRANSFER';
        await manager.getRepository(MembershipRequestEntity).insert({ customerId: customer.id, planId: plan.id, kind });
        if (kind === 'TRANSFER') await this.toAdmins(manager, 'membershipApplied', { customer: customer.name, email: customer.email, plan: planName(plan.id) });
        return { outcome: full ? ('WAITING' as const) : ('APPLIED' as const) };
      }
      requireTaxIdentity(customer, plan);
      const repository = manager.getRepository(MembershipEntity);
      // An unfinished checkout is replaced by the new one (another plan, or the same again).
      if (current) await repository.update({ id: current.id }, { planId: plan.id, checkoutSessionId: null });
      const membership =
        current ?? (await repository.save(repository.create({ customerId: customer.id, planId: plan.id, status: 'CHECKOUT', paymentMethod: 'STRIPE' })));
      return { outcome: 'CHECKOUT' as const, plan, customer, membershipId: membership.id };
    });
    if (decided.outcome !== 'CHECKOUT') return { outcome: decided.outcome, checkoutUrl: null };
    const { plan, customer, membershipId } = decided;
    const back = (checkout: 'done' | 'cancelled') => `${this.config.publicUrl}${paths.app.membership.getHref({ checkout })}`;
    try {
      const metadata = { membershipId: String(membershipId), plan: `VIP ${planName(plan.id)}` };
      const session = await stripe!.checkout.sessions.create({
        mode: 'subscription',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'eur',
              unit_amount: monthTotalCents(plan),
              recurring: { interval: 'month' },
              product_data: { name: `VIP ${planName(plan.id)}` },
            },
          },
        ],
        customer_email: customer.email,
        client_reference_id: String(membershipId),
        metadata,
        subscription_data: { metadata },
        locale: customer.language,
        success_url: back('done'),
        cancel_url: back('cancelled'),
      });
      if (!session.url) throw new Error(`Checkout Session ${session.id} has no URL`);
      await this.dataSource.getRepository(MembershipEntity).update({ id: membershipId, status: 'CHECKOUT' }, { checkoutSessionId: session.id });
      return { outcome: 'CHECKOUT', checkoutUrl: session.url };
    } catch (error) {
      this.logger.error({
        msg: 'Stripe Checkout Session for a membership failed',
        membershipId,
        error: error instanceof Error ? error.message : String(error),
      });
      throw graphQLError('BAD_GATEWAY', 'The payment service is not answering. Try again in a moment.');
    }
  }

  /** The member's own: it will not renew; it stays active until the period's end. */
  async cancelAtPeriodEnd(viewer: Viewer, membershipId: number): Promise<MembershipEntity> {
    const repository = this.dataSource.getRepository(MembershipEntity);
    const membership = await repository.findOneBy({ id: membershipId, customerId: viewer.id });
    if (!membership || membership.status === 'CHECKOUT') throw notFound('Membership not found');
    if (membership.status === 'ENDED') throw conflict('This membership has already ended', { reason: 'ENDED' });
    if (membership.cancelAtPeriodEnd) return membership;
    if (membership.stripeSubscriptionId) {
      const stripe = this.checkout.client;
      if (!stripe) throw graphQLError('BAD_GATEWAY', 'The payment service is not set up. Contact us to cancel.');
      try {
        await stripe.subscriptions.update(membership.stripeSubscriptionId, { cancel_at_period_end: true });
      } catch (error) {
        this.logger.error({
          msg: 'Stripe refused to cancel a subscription at period end',
          membershipId,
          error: error instanceof Error ? error.message : String(error),
        });
        throw graphQLError('BAD_GATEWAY', 'The payment service is not answering. Try again in a moment.');
      }
    }
    return this.dataSource.transaction(async (manager) => {
      // Stripe's own event may have set it already (it is sent as Stripe answers): e-mailed once.
      const changed = await manager.getRepository(MembershipEntity).update({ id: membershipId, cancelAtPeriodEnd: false }, { cancelAtPeriodEnd: true });
      const updated = await manager.getRepository(MembershipEntity).findOneByOrFail({ id: membershipId });
      if (changed.affected) await this.toMember(manager, 'membershipCancelling', updated, () => ({ date: dayOf(updated.currentPeriodEnd) }));
      return updated;
    });
  }

  /** Capacity, price, rates and discount of a plan (admins); documents already issued keep theirs. */
  async updatePlan(
    planId: PlanIdValue,
    changes: Partial<Pick<MembershipPlanEntity, 'capacity' | 'monthlyPriceCents' | 'normalRateCents' | 'overtimeRateCents' | 'discountPercent'>>,
  ): Promise<MembershipPlanEntity> {
    const repository = this.dataSource.getRepository(MembershipPlanEntity);
    if (!(await repository.existsBy({ id: planId }))) throw notFound('Plan not found');
    if (Object.keys(changes).length) await repository.update({ id: planId }, changes);
    return repository.findOneByOrFail({ id: planId });
  }

  /**
   * A membership paid by bank transfer, recorded by an admin: active from the day paid for a month,
   * its first month invoiced as paid by transfer; the customer's open request closes.
   */
  async recordTransfer(customerId: string, planId: PlanIdValue, paidOn: string, reference: string | null): Promise<MembershipEntity> {
    return this.dataSource.transaction(async (manager) => {
      const plan = await manager.getRepository(MembershipPlanEntity).findOne({ where: { id: planId }, lock: { mode: 'pessimistic_write' } });
      if (!plan) throw badUserInput([{ field: 'plan', code: 'unknownPlan', message: 'Unknown plan' }]);
      const customer = await manager.getRepository(UserEntity).findOneBy({ id: customerId, role: 'customer' });
      if (!customer) throw badUserInput([{ field: 'customerId', code: 'unknownClient', message: 'Unknown client' }]);
      if (await manager.getRepository(MembershipEntity).existsBy({ customerId, status: In(HOLDING) }))
        throw conflict('This client is already a member', { reason: 'ALREADY_MEMBER' });
      if (((await this.placesTaken(manager)).get(plan.id) ?? 0) >= plan.capacity)
        throw conflict('The plan is full: raise its places first', { reason: 'PLAN_FULL' });
      // A checkout the customer left unfinished gives way to the membership recorded here.
      await manager.getRepository(MembershipEntity).delete({ customerId, status: 'CHECKOUT' });
      const [{ at: paidAt, until }]: { at: Date; until: Date }[] = await manager.query(
        `SELECT ($1::date + time '12:00') AT TIME ZONE 'Europe/Madrid' AS at, (($1::date + interval '1 month') + time '12:00') AT TIME ZONE 'Europe/Madrid' AS until`,
        [paidOn],
      );
      const repository = manager.getRepository(MembershipEntity);
      const membership = await repository.save(
        repository.create({ customerId, planId: plan.id, status: 'ACTIVE', paymentMethod: 'TRANSFER', startedAt: paidAt, currentPeriodEnd: until }),
      );
      await this.invoiceMonth(manager, membership, plan, customer, { start: paidAt, end: until }, { paidAt, method: 'TRANSFER', reference }, null);
      await manager.query('UPDATE membership_requests SET closed_at = now() WHERE customer_id = $1 AND closed_at IS NULL', [customerId]);
      return membership;
    });
  }

  /**
   * Stripe's events of a subscription, signature already checked: each acts once (a replay is a
   * no-op). The first paid invoice starts the membership, each later one renews it, and each
   * becomes our own invoice; failed charges make it past due and, the third, end it; Stripe's
   * cancellation at period end and deletion follow. Events of subscriptions that are not ours are
   * acknowledged and ignored.
   */
  async handleEvent(event: Stripe.Event): Promise<WebhookAnswer> {
    const ended: MembershipEntity[] = [];
    const answer = await this.dataSource.transaction(async (manager): Promise<WebhookAnswer> => {
      if (!(await firstDelivery(manager, event))) return { status: 200, body: { received: true, replay: true } };
      const memberships = manager.getRepository(MembershipEntity);
      const find = async (subscriptionId: string | null, membershipId: number | null) => {
        const found = subscriptionId
          ? await memberships.findOne({ where: { stripeSubscriptionId: subscriptionId }, lock: { mode: 'pessimistic_write' } })
          : null;
        return found ?? (membershipId ? memberships.findOne({ where: { id: membershipId }, lock: { mode: 'pessimistic_write' } }) : null);
      };
      const ignored = () => {
        this.logger.warn({ msg: 'Stripe subscription event for no membership of ours: ignored', event: event.id, type: event.type });
        return { status: 200, body: { received: true, ignored: true } };
      };
      switch (event.type) {
        case 'checkout.session.completed': {
          const session = event.data.object;
          const membership = await find(null, Number(session.metadata?.membershipId) || null);
          if (!membership) return ignored();
          const subscription = typeof session.subscription === 'string' ? session.subscription : (session.subscription?.id ?? null);
          const customer = typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null);
          await memberships.update({ id: membership.id }, { stripeSubscriptionId: subscription, stripeCustomerId: customer });
          return { status: 200, body: { received: true } };
        }
        case 'invoice.paid': {
          const invoice = event.data.object;
          const { subscriptionId, membershipId } = subscriptionOfInvoice(invoice);
          const membership = await find(subscriptionId, membershipId);
          if (!membership) return ignored();
          // A change of plan takes effect with the first month charged after it was asked for.
          const planId = membership.nextPlanId && invoice.billing_reason === 'subscription_cycle' ? membership.nextPlanId : membership.planId;
          const plan = await manager.getRepository(MembershipPlanEntity).findOneByOrFail({ id: planId });
          const problem = (kind: 'AMOUNT_MISMATCH' | 'NOT_PAYABLE', details: Record<string, unknown>) =>
            this.problem(manager, event, kind, invoice, { membership: membership.id, ...details });
          if (membership.status === 'ENDED') return problem('NOT_PAYABLE', { status: membership.status });
          if (invoice.amount_paid !== monthTotalCents(plan) || invoice.currency !== 'eur')
            return problem('AMOUNT_MISMATCH', { expected: monthTotalCents(plan), got: invoice.amount_paid });
          if (await manager.getRepository(MembershipInvoiceEntity).existsBy({ stripeInvoiceId: invoice.id }))
            return { status: 200, body: { received: true, replay: true } };
          const period = invoice.lines.data[0]?.period;
          const start = fromSeconds(period?.start ?? invoice.created);
          const end = fromSeconds(period?.end ?? invoice.created);
          await memberships.update(
            { id: membership.id },
            {
              status: 'ACTIVE',
              planId,
              ...(planId === membership.nextPlanId && { nextPlanId: null }),
              startedAt: membership.startedAt ?? start,
              currentPeriodEnd: end,
              failedPayments: 0,
              stripeSubscriptionId: membership.stripeSubscriptionId ?? subscriptionId,
            },
          );
          const customer = await manager.getRepository(UserEntity).findOneByOrFail({ id: membership.customerId });
          await this.invoiceMonth(
            manager,
            membership,
            plan,
            customer,
            { start, end },
            { paidAt: fromSeconds(event.created), method: 'STRIPE', reference: invoice.id },
            invoice.id,
          );
          await manager.query('UPDATE membership_requests SET closed_at = now() WHERE customer_id = $1 AND closed_at IS NULL', [membership.customerId]);
          return { status: 200, body: { received: true } };
        }
        case 'invoice.payment_failed': {
          const invoice = event.data.object;
          const { subscriptionId, membershipId } = subscriptionOfInvoice(invoice);
          const membership = await find(subscriptionId, membershipId);
          if (!membership) return ignored();
          if (membership.status === 'ENDED' || membership.status === 'CHECKOUT') return { status: 200, body: { received: true } };
          const attempts = Math.max(invoice.attempt_count, membership.failedPayments + 1);
          const plan = await manager.getRepository(MembershipPlanEntity).findOneByOrFail({ id: membership.planId });
          if (attempts >= MAX_FAILED_PAYMENTS) {
            await memberships.update({ id: membership.id }, { status: 'ENDED', failedPayments: attempts, endedAt: fromSeconds(event.created) });
            ended.push(await memberships.findOneByOrFail({ id: membership.id }));
            return { status: 200, body: { received: true } };
          }
          await memberships.update({ id: membership.id }, { status: 'PAST_DUE', failedPayments: attempts });
          await this.toMember(manager, 'membershipPaymentFailed', membership, (customer) => ({
            total: formatMoney(monthTotalCents(plan), customer.language),
            attempt: attempts,
          }));
          return { status: 200, body: { received: true } };
        }
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted': {
          const subscription = event.data.object;
          const membership = await find(subscription.id, Number(subscription.metadata?.membershipId) || null);
          if (!membership) return ignored();
          if (membership.status === 'ENDED' || membership.status === 'CHECKOUT') return { status: 200, body: { received: true } };
          const periodEnd = subscription.items?.data?.[0]?.current_period_end;
          const changes: Partial<MembershipEntity> = {
            cancelAtPeriodEnd: subscription.cancel_at_period_end,
            ...(periodEnd && { currentPeriodEnd: fromSeconds(periodEnd) }),
          };
          if (event.type === 'customer.subscription.deleted' || subscription.status === 'canceled') {
            await memberships.update(
              { id: membership.id },
              { ...changes, status: 'ENDED', endedAt: subscription.ended_at ? fromSeconds(subscription.ended_at) : fromSeconds(event.created) },
            );
            ended.push(await memberships.findOneByOrFail({ id: membership.id }));
            return { status: 200, body: { received: true } };
          }
          const status =
            subscription.status === 'active'
              ? 'ACTIVE'
              : subscription.status === 'past_due' || subscription.status === 'unpaid'
                ? 'PAST_DUE'
                : membership.status;
          await memberships.update({ id: membership.id }, { ...changes, status });
          if (subscription.cancel_at_period_end && !membership.cancelAtPeriodEnd) {
            const updated = await memberships.findOneByOrFail({ id: membership.id });
            await this.toMember(manager, 'membershipCancelling', updated, () => ({ date: dayOf(updated.currentPeriodEnd) }));
          }
          return { status: 200, body: { received: true } };
        }
        default:
          return { status: 200, body: { received: true } };
      }
    });
    for (const membership of ended) await this.afterEnd(membership);
    return answer;
  }

  /**
   * A membership that ended: the member is told, a subscription still running at Stripe (the third
   * failed charge) is cancelled there, and the first on the plan's waiting list is e-mailed.
   */
  async afterEnd(membership: MembershipEntity): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.toMember(manager, 'membershipEnded', membership, () => ({ date: dayOf(membership.endedAt) }));
      await this.tellNextWaiting(manager, membership.planId);
    });
    const stripe = this.checkout.client;
    if (stripe && membership.stripeSubscriptionId && membership.failedPayments >= MAX_FAILED_PAYMENTS) {
      try {
        await stripe.subscriptions.cancel(membership.stripeSubscriptionId);
      } catch (error) {
        this.logger.error({
          msg: 'Could not cancel at Stripe a subscription whose membership ended',
          membershipId: membership.id,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
  }

  /** The first on the waiting list not yet told, when a place is free: e-mailed, once. */
  private async tellNextWaiting(manager: EntityManager, planId: PlanIdValue): Promise<void> {
    const plan = await manager.getRepository(MembershipPlanEntity).findOneByOrFail({ id: planId });
    if (((await this.placesTaken(manager)).get(planId) ?? 0) >= plan.capacity) return;
    const [next]: { id: number; customer_id: string }[] = await manager.query(
      `SELECT id, customer_id FROM membership_requests WHERE plan_id = $1 AND kind = 'WAITING' AND closed_at IS NULL AND notified_at IS NULL ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [planId],
    );
    if (!next) return;
    await manager.query('UPDATE membership_requests SET notified_at = now() WHERE id = $1', [next.id]);
    const customer = await manager.getRepository(UserEntity).findOneByOrFail({ id: next.customer_id });
    const email = await this.composer.compose(manager, 'membershipPlaceFree', customer, {
      plan: planName(planId),
      link: `${this.config.publicUrl}${paths.vip.getHref()}`,
    });
    await this.outbox.enqueue(manager, email);
  }

  /** A month as our own invoice (a factura in our series with its billing record, PDF and e-mail), paid or awaiting a transfer, linked to the membership. */
  async invoiceMonth(
    manager: EntityManager,
    membership: MembershipEntity,
    plan: MembershipPlanEntity,
    customer: UserEntity,
    period: { start: Date; end: Date },
    payment: { paidAt: Date; method: 'STRIPE' | 'TRANSFER'; reference: string | null } | { dueDate: string },
    stripeInvoiceId: string | null,
  ): Promise<InvoiceEntity> {
    const description = monthDescription((await this.texts.texts('invoice', customer.language, manager)).membershipLine, plan.id, period);
    const invoice = await this.invoices.issueDirect(manager, { customer, concept: description, lines: [monthLine(plan, description)], payment });
    await manager.getRepository(MembershipInvoiceEntity).insert({
      invoiceId: invoice.id,
      membershipId: membership.id,
      stripeInvoiceId,
      periodStart: dayInPalma(period.start),
      periodEnd: dayInPalma(period.end),
    });
    return invoice;
  }

  /** Kept as a problem the way the invoices' webhook keeps its own: acknowledged, logged, nothing changed. */
  private async problem(
    manager: EntityManager,
    event: Stripe.Event,
    kind: 'AMOUNT_MISMATCH' | 'NOT_PAYABLE',
    invoice: Stripe.Invoice,
    details: Record<string, unknown>,
  ): Promise<WebhookAnswer> {
    await manager.query('UPDATE stripe_events SET problem = $2, amount_cents = $3, currency = $4, reference = $5 WHERE id = $1', [
      event.id,
      kind,
      invoice.amount_paid,
      invoice.currency,
      invoice.id,
    ]);
    this.logger.error({
      msg: 'Stripe membership payment that does not fit its membership: kept for the admins',
      problem: kind,
      event: event.id,
      reference: invoice.id,
      ...details,
    });
    return { status: 200, body: { received: true, problem: kind } };
  }

  /** An e-mail to the member about their membership, in their language, with the link to 'Mi membresía'. */
  async toMember(
    manager: EntityManager,
    kind: EmailKind,
    membership: MembershipEntity,
    values: (customer: UserEntity) => Record<string, string | number>,
  ): Promise<void> {
    const customer = await manager.getRepository(UserEntity).findOneByOrFail({ id: membership.customerId });
    const link = `${this.config.publicUrl}${paths.app.membership.getHref()}`;
    await this.outbox.enqueue(manager, await this.composer.compose(manager, kind, customer, { plan: planName(membership.planId), link, ...values(customer) }));
  }

  private async toAdmins(manager: EntityManager, kind: EmailKind, values: Record<string, string>): Promise<void> {
    const admins = await manager.getRepository(UserEntity).find({ where: { role: 'admin' }, order: { email: 'ASC' } });
    const link = `${this.config.publicUrl}${paths.admin.vip.getHref()}`;
    const emails = await Promise.all(
      admins.filter((admin) => !admin.deactivatedAt).map((admin) => this.composer.compose(manager, kind, admin, { ...values, link })),
    );
    await this.outbox.enqueue(manager, ...emails);
  }
}
