import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource } from 'typeorm';
import { conflict, graphQLError, notFound } from '../common/errors/graphql-errors.js';
import type { Viewer } from '../common/viewer.js';
import { StripeCheckout } from '../invoices/stripe-checkout.js';
import { MembershipEntity, MembershipPlanEntity, type PlanIdValue } from './entities/membership.entity.js';
import { MembershipMail } from './membership-mail.js';
import { dayOf, MAX_FAILED_PAYMENTS } from './membership-month.js';
import { HOLDING, MembershipPlaces } from './membership-places.js';

/**
 * VIP memberships: the plans and who is a member, cancelling at the end of the period, what
 * follows a membership's end, and the plans' settings (admins). Joining is in
 * membership-joining.ts, Stripe's events in subscription-events.ts, the places and waiting lists in
 * membership-places.ts, the monthly invoices in membership-invoices.ts.
 */
@Injectable()
export class MembershipsService {
  private readonly logger = new Logger('Memberships');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly checkout: StripeCheckout,
    private readonly places: MembershipPlaces,
    private readonly mail: MembershipMail,
  ) {}

  plans(): Promise<MembershipPlanEntity[]> {
    return this.dataSource.getRepository(MembershipPlanEntity).find({ order: { position: 'ASC' } });
  }

  /** The customer's membership that has not ended (checkout started or not), else their last one. */
  async membershipOf(customerId: string): Promise<MembershipEntity | null> {
    const rows = await this.dataSource
      .getRepository(MembershipEntity)
      .find({ where: { customerId, status: In(['ACTIVE', 'PAST_DUE', 'ENDED']) }, order: { id: 'DESC' }, take: 5 });
    return rows.find((row) => row.status !== 'ENDED') ?? rows[0] ?? null;
  }

  /** Every membership of a plan that has not ended, oldest first (admins). */
  members(): Promise<MembershipEntity[]> {
    return this.dataSource.getRepository(MembershipEntity).find({ where: { status: In(HOLDING) }, order: { startedAt: 'ASC', id: 'ASC' } });
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
      if (changed.affected) await this.mail.toMember(manager, 'membershipCancelling', updated, () => ({ date: dayOf(updated.currentPeriodEnd) }));
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
   * A membership that ended: the member is told, a subscription still running at Stripe (the third
   * failed charge) is cancelled there, and the first on the plan's waiting list is e-mailed.
   */
  async afterEnd(membership: MembershipEntity): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.mail.toMember(manager, 'membershipEnded', membership, () => ({ date: dayOf(membership.endedAt) }));
      await this.places.tellNextWaiting(manager, membership.planId);
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
}
