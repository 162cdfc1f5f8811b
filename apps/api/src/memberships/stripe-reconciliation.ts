import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Stripe from 'stripe';
import { In, MoreThan, Not, IsNull, type DataSource } from 'typeorm';
import { StripeCheckout } from '../invoices/stripe-checkout.js';
import { UsersService } from '../users/users.service.js';
import {
  MembershipEntity,
  MembershipPlanEntity,
  MembershipReconciliationEntity,
  type MembershipStatusValue,
  type ReconciliationDifference,
} from './entities/membership.entity.js';
import { fromSeconds, monthTotalCents } from './membership-month.js';
import { MembershipsService } from './memberships.service.js';

/** Ended memberships are still compared this long: a subscription Stripe keeps charging after we ended it is found. */
const ENDED_LOOKBACK_MS = 40 * 24 * 3_600_000;

const STRIPE_STATUS: Partial<Record<Stripe.Subscription.Status, MembershipStatusValue>> = {
  active: 'ACTIVE',
  past_due: 'PAST_DUE',
  unpaid: 'PAST_DUE',
  canceled: 'ENDED',
};

const isMissing = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;

/**
 * Stripe and our memberships compared (at every start and daily): Stripe charges, so where they
 * disagree on state, period end or cancellation ours follows Stripe's (a webhook that never
 * arrived); what needs a person (a subscription missing at Stripe, one still charging a membership
 * we ended, a price that is neither plan's) is recorded, unchanged. Every pass is kept, with what
 * it found, for the admins' 'Socios VIP'.
 */
@Injectable()
export class StripeReconciliation {
  private readonly logger = new Logger('Memberships');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly checkout: StripeCheckout,
    private readonly memberships: MembershipsService,
    private readonly users: UsersService,
  ) {}

  /** One pass; null when Stripe is not set up (nothing to compare). */
  async reconcile(): Promise<MembershipReconciliationEntity | null> {
    const stripe = this.checkout.client;
    if (!stripe) return null;
    const rows = await this.dataSource.getRepository(MembershipEntity).find({
      where: [
        { stripeSubscriptionId: Not(IsNull()), status: In(['ACTIVE', 'PAST_DUE']) },
        { stripeSubscriptionId: Not(IsNull()), status: 'ENDED', endedAt: MoreThan(new Date(Date.now() - ENDED_LOOKBACK_MS)) },
      ],
      order: { id: 'ASC' },
    });
    const differences: ReconciliationDifference[] = [];
    let error: string | null = null;
    for (const membership of rows) {
      try {
        differences.push(...(await this.compare(stripe, membership)));
      } catch (failure) {
        // Stripe not answering stops the pass: what was compared so far is kept.
        error = failure instanceof Error ? failure.message : String(failure);
        this.logger.error({ msg: 'Reconciliation with Stripe stopped', membershipId: membership.id, error });
        break;
      }
    }
    const repository = this.dataSource.getRepository(MembershipReconciliationEntity);
    const saved = await repository.save(repository.create({ checked: rows.length, differences, error }));
    if (differences.length) this.logger.warn({ msg: 'Memberships and Stripe disagreed', differences });
    return saved;
  }

  /** The latest passes, newest first (admins). */
  latest(count: number): Promise<MembershipReconciliationEntity[]> {
    return this.dataSource.getRepository(MembershipReconciliationEntity).find({ order: { id: 'DESC' }, take: count });
  }

  private async compare(stripe: Stripe, membership: MembershipEntity): Promise<ReconciliationDifference[]> {
    const customerName = (await this.users.userById(membership.customerId)).name;
    const found = (kind: string, ours: string, theirs: string, fixed: boolean): ReconciliationDifference => ({
      membershipId: membership.id,
      customerName,
      kind,
      ours,
      stripe: theirs,
      fixed,
    });
    let subscription: Stripe.Subscription;
    try {
      subscription = await stripe.subscriptions.retrieve(membership.stripeSubscriptionId!);
    } catch (failure) {
      if (!isMissing(failure)) throw failure;
      return membership.status === 'ENDED' ? [] : [found('MISSING_AT_STRIPE', membership.status, 'missing', false)];
    }
    const status = STRIPE_STATUS[subscription.status] ?? membership.status;
    if (membership.status === 'ENDED') return status === 'ENDED' ? [] : [found('STATUS', 'ENDED', subscription.status, false)];
    const differences: ReconciliationDifference[] = [];
    const changes: Partial<MembershipEntity> = {};
    if (status !== membership.status) {
      differences.push(found('STATUS', membership.status, subscription.status, true));
      changes.status = status;
      if (status === 'ENDED') changes.endedAt = fromSeconds(subscription.ended_at ?? subscription.canceled_at ?? Math.floor(Date.now() / 1000));
    }
    if (subscription.cancel_at_period_end !== membership.cancelAtPeriodEnd) {
      differences.push(found('CANCEL_AT_PERIOD_END', String(membership.cancelAtPeriodEnd), String(subscription.cancel_at_period_end), true));
      changes.cancelAtPeriodEnd = subscription.cancel_at_period_end;
    }
    const [item] = subscription.items.data;
    const periodEnd = item?.current_period_end ? fromSeconds(item.current_period_end) : null;
    if (periodEnd && periodEnd.getTime() !== membership.currentPeriodEnd?.getTime()) {
      differences.push(found('PERIOD_END', membership.currentPeriodEnd?.toISOString() ?? '', periodEnd.toISOString(), true));
      changes.currentPeriodEnd = periodEnd;
    }
    const plans = await this.dataSource.getRepository(MembershipPlanEntity).findBy({ id: In([membership.planId, membership.nextPlanId ?? membership.planId]) });
    const expected = plans.find((plan) => plan.id === (membership.nextPlanId ?? membership.planId))!;
    const charged = item?.price.unit_amount ?? null;
    if (status !== 'ENDED' && charged !== monthTotalCents(expected))
      differences.push(found('PLAN_PRICE', String(monthTotalCents(expected)), String(charged), false));
    if (Object.keys(changes).length) {
      // Only if nothing changed it meanwhile (a webhook arriving now wins).
      const updated = await this.dataSource
        .getRepository(MembershipEntity)
        .update({ id: membership.id, status: membership.status, cancelAtPeriodEnd: membership.cancelAtPeriodEnd }, changes);
      if (!updated.affected) return [];
      if (changes.status === 'ENDED')
        await this.memberships.afterEnd(await this.dataSource.getRepository(MembershipEntity).findOneByOrFail({ id: membership.id }));
    }
    return differences;
  }
}
