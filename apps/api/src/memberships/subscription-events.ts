import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Stripe from 'stripe';
import type { DataSource, EntityManager } from 'typeorm';
import { firstDelivery, StripeCheckout, type WebhookAnswer } from '../invoices/stripe-checkout.js';
import { formatMoney } from '../texts/format.js';
import { MembershipEntity, MembershipInvoiceEntity, MembershipPlanEntity } from './entities/membership.entity.js';
import { MembershipInvoices } from './membership-invoices.js';
import { MembershipMail } from './membership-mail.js';
import { dayOf, fromSeconds, MAX_FAILED_PAYMENTS, monthTotalCents } from './membership-month.js';
import { MembershipPlaces } from './membership-places.js';
import { MembershipsService } from './memberships.service.js';

/** The subscription (and our membership's id) an invoice of Stripe's is for. */
function subscriptionOfInvoice(invoice: Stripe.Invoice): { subscriptionId: string | null; membershipId: number | null } {
  const details = invoice.parent?.subscription_details;
  const subscription = details?.subscription;
  return {
    subscriptionId: typeof subscription === 'string' ? subscription : (subscription?.id ?? null),
    membershipId: Number(details?.metadata?.membershipId) || null,
  };
}

/** Stripe's events of the memberships' subscriptions (handed over by the invoices' webhook): each membership's state follows them. */
@Injectable()
export class SubscriptionEvents implements OnModuleInit {
  private readonly logger = new Logger('Memberships');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly checkout: StripeCheckout,
    private readonly memberships: MembershipsService,
    private readonly monthInvoices: MembershipInvoices,
    private readonly places: MembershipPlaces,
    private readonly mail: MembershipMail,
  ) {}

  onModuleInit(): void {
    this.checkout.handleSubscriptionEvents((event) => this.handleEvent(event));
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
          await this.monthInvoices.invoiceMonth(
            manager,
            membership,
            plan,
            { start, end },
            { paidAt: fromSeconds(event.created), method: 'STRIPE', reference: invoice.id },
            invoice.id,
          );
          await this.places.closeRequestsOf(manager, membership.customerId);
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
          await this.mail.toMember(manager, 'membershipPaymentFailed', membership, (customer) => ({
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
            await this.mail.toMember(manager, 'membershipCancelling', updated, () => ({ date: dayOf(updated.currentPeriodEnd) }));
          }
          return { status: 200, body: { received: true } };
        }
        default:
          return { status: 200, body: { received: true } };
      }
    });
    for (const membership of ended) await this.memberships.afterEnd(membership);
    return answer;
  }

  /** Kept as a problem as the invoices' webhook keeps its own: acknowledged, logged, nothing changed. */
  private async problem(
    manager: EntityManager,
    event: Stripe.Event,
    kind: 'AMOUNT_MISMATCH' | 'NOT_PAYABLE',
    invoice: Stripe.Invoice,
    details: Record<string, unknown>,
  ): Promise<WebhookAnswer> {
    await this.checkout.keepProblem(manager, event, {
      invoiceId: null,
      kind,
      amountCents: invoice.amount_paid,
      currency: invoice.currency,
      reference: invoice.id,
    });
    this.logger.error({
      msg: 'Stripe membership payment that does not fit its membership: kept for the admins',
      problem: kind,
      event: event.id,
      reference: invoice.id,
      ...details,
    });
    return { status: 200, body: { received: true, problem: kind } };
  }
}
