import { paths } from '@mmt/contract';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource } from 'typeorm';
import { badUserInput, conflict, graphQLError } from '../common/errors/graphql-errors.js';
import type { Viewer } from '../common/viewer.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { StripeCheckout } from '../invoices/stripe-checkout.js';
import { UsersService } from '../users/users.service.js';
import { MembershipEntity, MembershipPlanEntity, MembershipRequestEntity, type PlanIdValue } from './entities/membership.entity.js';
import { planName } from './member-prices.js';
import { MembershipInvoices } from './membership-invoices.js';
import { MembershipMail } from './membership-mail.js';
import { monthTotalCents, requireTaxIdentity } from './membership-month.js';
import { HOLDING, MembershipPlaces } from './membership-places.js';

export type JoinOutcome = { outcome: 'CHECKOUT'; checkoutUrl: string } | { outcome: 'WAITING' | 'APPLIED'; checkoutUrl: null };

/**
 * Becoming a member: a customer joins (Stripe Checkout in subscription mode; the waiting list when
 * a plan is full; an application for the admins when card payments are not set up), or an admin
 * records a membership paid by bank transfer.
 */
@Injectable()
export class MembershipJoining {
  private readonly logger = new Logger('Memberships');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly checkout: StripeCheckout,
    private readonly users: UsersService,
    private readonly places: MembershipPlaces,
    private readonly monthInvoices: MembershipInvoices,
    private readonly mail: MembershipMail,
  ) {}

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
      const customer = await this.users.userById(viewer.id, manager);
      const current = await manager.getRepository(MembershipEntity).findOne({ where: { customerId: customer.id, status: In(['CHECKOUT', ...HOLDING]) } });
      if (current && current.status !== 'CHECKOUT') throw conflict('You are already a member', { reason: 'ALREADY_MEMBER' });
      const request = await this.places.requestOf(customer.id, manager);
      const taken = (await this.places.placesTaken(manager)).get(plan.id) ?? 0;
      const full = taken >= plan.capacity;
      if (request && request.planId === plan.id && (request.kind === 'TRANSFER' || full))
        return { outcome: request.kind === 'TRANSFER' ? ('APPLIED' as const) : ('WAITING' as const) };
      if (request) await manager.getRepository(MembershipRequestEntity).update({ id: request.id }, { closedAt: new Date() });
      if (full || !stripe) {
        const kind = full ? 'WAITING' : 'TRANSFER';
        await manager.getRepository(MembershipRequestEntity).insert({ customerId: customer.id, planId: plan.id, kind });
        if (kind === 'TRANSFER')
          await this.mail.toAdmins(manager, 'membershipApplied', { customer: customer.name, email: customer.email, plan: planName(plan.id) });
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

  /**
   * A membership paid by bank transfer, recorded by an admin: active from the day paid for a month,
   * its first month invoiced as paid by transfer; the customer's open request closes.
   */
  async recordTransfer(customerId: string, planId: PlanIdValue, paidOn: string, reference: string | null): Promise<MembershipEntity> {
    return this.dataSource.transaction(async (manager) => {
      const plan = await manager.getRepository(MembershipPlanEntity).findOne({ where: { id: planId }, lock: { mode: 'pessimistic_write' } });
      if (!plan) throw badUserInput([{ field: 'plan', code: 'unknownPlan', message: 'Unknown plan' }]);
      const customer = await this.users.findWithRole(customerId, ['customer'], manager);
      if (!customer) throw badUserInput([{ field: 'customerId', code: 'unknownClient', message: 'Unknown client' }]);
      if (await manager.getRepository(MembershipEntity).existsBy({ customerId, status: In(HOLDING) }))
        throw conflict('This client is already a member', { reason: 'ALREADY_MEMBER' });
      if (((await this.places.placesTaken(manager)).get(plan.id) ?? 0) >= plan.capacity)
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
      await this.monthInvoices.invoiceMonth(manager, membership, plan, { start: paidAt, end: until }, { paidAt, method: 'TRANSFER', reference }, null);
      await this.places.closeRequestsOf(manager, customerId);
      return membership;
    });
  }
}
