import { paths } from '@mmt/contract';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { dayInPalma } from '../common/calendar.js';
import { badUserInput, conflict, graphQLError, notFound } from '../common/errors/graphql-errors.js';
import type { Viewer } from '../common/viewer.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { StripeCheckout } from '../invoices/stripe-checkout.js';
import { formatDay, formatMoney } from '../texts/format.js';
import { UsersService } from '../users/users.service.js';
import { planName } from './member-prices.js';
import { MembershipEntity, MembershipPlanEntity, type PlanIdValue } from './entities/membership.entity.js';
import { MembershipMail } from './membership-mail.js';
import { monthTotalCents, requireTaxIdentity } from './membership-month.js';
import { MembershipPlaces } from './membership-places.js';

const unreachable = () => graphQLError('BAD_GATEWAY', 'The payment service is not answering. Try again in a moment.');

/**
 * What a member changes in their membership: the plan, from the next period (the month paid
 * stays as it is, and its invoice too), and the card Stripe charges (Stripe's billing portal).
 */
@Injectable()
export class MembershipChanges {
  private readonly logger = new Logger('Memberships');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly checkout: StripeCheckout,
    private readonly places: MembershipPlaces,
    private readonly mail: MembershipMail,
    private readonly users: UsersService,
  ) {}

  /**
   * The member's plan from the next period. The new plan's place is held from now (the plan's row
   * locked, as when joining); asking for the plan they have undoes a change not yet in effect.
   * A subscription at Stripe charges the new price from its next invoice, without proration.
   * Confirmed by e-mail, in the member's language.
   */
  async changePlan(viewer: Viewer, membershipId: number, planId: PlanIdValue): Promise<MembershipEntity> {
    const current = await this.dataSource.getRepository(MembershipEntity).findOneBy({ id: membershipId, customerId: viewer.id });
    if (!current || current.status === 'CHECKOUT') throw notFound('Membership not found');
    if (current.status === 'ENDED') throw conflict('This membership has already ended', { reason: 'ENDED' });
    if (current.status === 'PAST_DUE') throw conflict('Settle the failed payment before changing plan', { reason: 'PAST_DUE' });
    if (current.cancelAtPeriodEnd) throw conflict('This membership ends at the end of the period: it cannot change plan', { reason: 'CANCELLING' });
    const next = planId === current.planId ? null : planId;
    if (next === current.nextPlanId) {
      if (next === null) throw conflict('This is already your plan', { reason: 'SAME_PLAN' });
      return current;
    }
    const plan = await this.dataSource.transaction(async (manager) => {
      const chosen = await manager.getRepository(MembershipPlanEntity).findOne({ where: { id: planId }, lock: { mode: 'pessimistic_write' } });
      if (!chosen) throw badUserInput([{ field: 'plan', code: 'unknownPlan', message: 'Unknown plan' }]);
      if (next) {
        requireTaxIdentity(await this.users.userById(viewer.id, manager), chosen);
        const taken = (await this.places.placesTaken(manager)).get(next) ?? 0;
        if (taken >= chosen.capacity) throw conflict('This plan is full', { reason: 'PLAN_FULL' });
      }
      // Held at once, so that no one else takes the place while Stripe is asked.
      await manager.getRepository(MembershipEntity).update({ id: current.id }, { nextPlanId: next });
      return chosen;
    });
    if (current.stripeSubscriptionId) {
      try {
        await this.chargeFromNextPeriod(current.stripeSubscriptionId, plan);
      } catch (error) {
        await this.dataSource.getRepository(MembershipEntity).update({ id: current.id }, { nextPlanId: current.nextPlanId });
        this.logger.error({ msg: 'Stripe refused a change of plan', membershipId: current.id, error: error instanceof Error ? error.message : String(error) });
        throw unreachable();
      }
    }
    return this.dataSource.transaction(async (manager) => {
      const updated = await manager.getRepository(MembershipEntity).findOneByOrFail({ id: current.id });
      // Undoing a change is confirmed too: from the plan they had chosen back to the one they have.
      await this.mail.toMember(manager, 'membershipPlanChanging', { ...updated, planId: plan.id }, (customer) => ({
        from: planName(current.nextPlanId ?? current.planId),
        date: updated.currentPeriodEnd ? formatDay(dayInPalma(updated.currentPeriodEnd)) : '',
        total: formatMoney(monthTotalCents(plan), customer.language),
      }));
      return updated;
    });
  }

  /**
   * Stripe's billing portal, on the page that changes the card (or SEPA account) the subscription
   * is charged to; it comes back to 'Mi membresía'. Only for a membership Stripe charges.
   */
  async changeCardUrl(viewer: Viewer, membershipId: number): Promise<string> {
    const membership = await this.dataSource.getRepository(MembershipEntity).findOneBy({ id: membershipId, customerId: viewer.id });
    if (!membership || membership.status === 'CHECKOUT') throw notFound('Membership not found');
    if (membership.status === 'ENDED') throw conflict('This membership has already ended', { reason: 'ENDED' });
    if (membership.paymentMethod !== 'STRIPE' || !membership.stripeCustomerId)
      throw conflict('This membership is paid by bank transfer', { reason: 'TRANSFER' });
    const stripe = this.checkout.client;
    if (!stripe) throw graphQLError('BAD_GATEWAY', 'The payment service is not set up. Contact us to change your card.');
    const customer = await this.users.userById(viewer.id);
    try {
      const session = await stripe.billingPortal.sessions.create({
        customer: membership.stripeCustomerId,
        return_url: `${this.config.publicUrl}${paths.app.membership.getHref()}`,
        locale: customer.language,
        flow_data: { type: 'payment_method_update' },
      });
      return session.url;
    } catch (error) {
      this.logger.error({ msg: 'Stripe billing portal session failed', membershipId, error: error instanceof Error ? error.message : String(error) });
      throw unreachable();
    }
  }

  /** The subscription's one item at the plan's price from its next invoice: the month paid is not prorated. */
  private async chargeFromNextPeriod(subscriptionId: string, plan: MembershipPlanEntity): Promise<void> {
    const stripe = this.checkout.client!;
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const [item] = subscription.items.data;
    const price = await stripe.prices.create({
      currency: 'eur',
      unit_amount: monthTotalCents(plan),
      recurring: { interval: 'month' },
      product_data: { name: `VIP ${planName(plan.id)}` },
    });
    await stripe.subscriptions.update(subscriptionId, {
      items: [{ id: item.id, price: price.id }],
      proration_behavior: 'none',
      metadata: { ...subscription.metadata, plan: `VIP ${planName(plan.id)}` },
    });
  }
}
