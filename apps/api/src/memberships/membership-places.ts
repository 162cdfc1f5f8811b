import { paths } from '@mmt/contract';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { EmailComposer } from '../outbox/email-composer.js';
import { Outbox } from '../outbox/outbox.service.js';
import { UsersService } from '../users/users.service.js';
import { MembershipPlanEntity, MembershipRequestEntity, type MembershipStatusValue, type PlanIdValue } from './entities/membership.entity.js';
import { planName } from './member-prices.js';

/** Memberships that hold a place: paid, or with a charge Stripe is still retrying. */
export const HOLDING: MembershipStatusValue[] = ['ACTIVE', 'PAST_DUE'];

/**
 * The plans' places and the requests waiting for one: who holds a place, the open requests (the
 * waiting lists and the applications to pay by transfer), and the first waiting told when a place
 * comes free.
 */
@Injectable()
export class MembershipPlaces {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly composer: EmailComposer,
    private readonly outbox: Outbox,
  ) {}

  /** Members holding a place, per plan: a member changing plan holds one in each until the change takes effect. */
  async placesTaken(manager: EntityManager = this.dataSource.manager): Promise<Map<PlanIdValue, number>> {
    const rows: { plan_id: PlanIdValue; n: number }[] = await manager.query(
      `SELECT held.plan_id, count(*)::int AS n FROM memberships, unnest(array_remove(ARRAY[plan_id, next_plan_id], NULL)) AS held (plan_id) WHERE status = ANY($1) GROUP BY held.plan_id`,
      [HOLDING],
    );
    return new Map(rows.map((row) => [row.plan_id, row.n]));
  }

  /** The customer's open request, if any. */
  requestOf(customerId: string, manager: EntityManager = this.dataSource.manager): Promise<MembershipRequestEntity | null> {
    return manager
      .getRepository(MembershipRequestEntity)
      .createQueryBuilder('request')
      .where('request.customer_id = :customerId AND request.closed_at IS NULL', { customerId })
      .getOne();
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

  /** The customer's open request closes: they became a member. */
  async closeRequestsOf(manager: EntityManager, customerId: string): Promise<void> {
    await manager.query('UPDATE membership_requests SET closed_at = now() WHERE customer_id = $1 AND closed_at IS NULL', [customerId]);
  }

  /** The first on the waiting list not yet told, when a place is free: e-mailed, once. */
  async tellNextWaiting(manager: EntityManager, planId: PlanIdValue): Promise<void> {
    const plan = await manager.getRepository(MembershipPlanEntity).findOneByOrFail({ id: planId });
    if (((await this.placesTaken(manager)).get(planId) ?? 0) >= plan.capacity) return;
    const [next]: { id: number; customer_id: string }[] = await manager.query(
      `SELECT id, customer_id FROM membership_requests WHERE plan_id = $1 AND kind = 'WAITING' AND closed_at IS NULL AND notified_at IS NULL ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [planId],
    );
    if (!next) return;
    await manager.query('UPDATE membership_requests SET notified_at = now() WHERE id = $1', [next.id]);
    const customer = await this.users.userById(next.customer_id, manager);
    const email = await this.composer.compose(manager, 'membershipPlaceFree', customer, {
      plan: planName(planId),
      link: `${this.config.publicUrl}${paths.vip.getHref()}`,
    });
    await this.outbox.enqueue(manager, email);
  }
}
