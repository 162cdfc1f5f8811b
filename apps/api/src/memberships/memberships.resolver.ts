import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { isUUID } from 'class-validator';
import { CurrentUser, Public, Roles } from '../common/decorators/auth.decorators.js';
import { badUserInput, notFound } from '../common/errors/graphql-errors.js';
import { intLocalId, localId } from '../common/relay/global-id.js';
import type { Viewer } from '../common/viewer.js';
import { Invoice } from '../invoices/models/invoice.model.js';
import { UsersService } from '../users/users.service.js';
import type { MembershipEntity, MembershipPlanEntity, MembershipRequestEntity } from './entities/membership.entity.js';
import { MembershipInvoices } from './membership-invoices.js';
import { MembershipJoining } from './membership-joining.js';
import { monthTotalCents } from './membership-month.js';
import { MembershipPlaces } from './membership-places.js';
import { MembershipsService } from './memberships.service.js';
import {
  CancelMembershipInput,
  JoinMembershipInput,
  JoinMembershipOutcome,
  JoinMembershipPayload,
  Membership,
  MembershipPayload,
  MembershipPlan,
  MembershipPlanPayload,
  MembershipRequest,
  MyMembership,
  RecordTransferMembershipInput,
  UpdateMembershipPlanInput,
  VipMembers,
} from './models/membership.model.js';

@Resolver(() => Membership)
export class MembershipsResolver {
  constructor(
    private readonly memberships: MembershipsService,
    private readonly joining: MembershipJoining,
    private readonly places: MembershipPlaces,
    private readonly monthInvoices: MembershipInvoices,
    private readonly users: UsersService,
  ) {}

  @Public()
  @Query(() => [MembershipPlan], { description: 'The VIP plans with their places left.' })
  async membershipPlans(): Promise<MembershipPlan[]> {
    return (await this.planModels()).list;
  }

  @Query(() => MyMembership, { description: "The viewer's membership (or their last one) and their open request." })
  async myMembership(@CurrentUser() viewer: Viewer): Promise<MyMembership> {
    const [membership, request] = await Promise.all([this.memberships.membershipOf(viewer.id), this.places.requestOf(viewer.id)]);
    const [models] = await this.models(membership ? [membership] : [], request ? [request] : []);
    return { membership: models.memberships[0] ?? null, request: models.requests[0] ?? null };
  }

  @Roles('admin')
  @Query(() => VipMembers, { description: "'Socios VIP': the plans and their places, the members, the waiting lists and applications (admins only)." })
  async vipMembers(): Promise<VipMembers> {
    const [members, requests] = await Promise.all([this.memberships.members(), this.places.openRequests()]);
    const [models, plans] = await this.models(members, requests);
    return { plans: plans.list, members: models.memberships, requests: models.requests };
  }

  @ResolveField(() => [Invoice], { description: "The membership's monthly invoices, newest first." })
  async invoices(@Parent() membership: Membership): Promise<Invoice[]> {
    // The membership reached here only through a query that already checked who may read it.
    return (await this.monthInvoices.invoicesOf(membership.rowId)).map(Invoice.from);
  }

  @Roles('customer')
  @Mutation(() => JoinMembershipPayload, {
    description:
      'Joins a plan (customers only): Stripe Checkout, the waiting list when it is full, or an application for the admins when card payments are not set up.',
  })
  async joinMembership(@Args('input') input: JoinMembershipInput, @CurrentUser() viewer: Viewer): Promise<JoinMembershipPayload> {
    const joined = await this.joining.join(viewer, input.plan);
    return { outcome: joined.outcome as JoinMembershipOutcome, checkoutUrl: joined.checkoutUrl };
  }

  @Mutation(() => MembershipPayload, { description: "Cancels the viewer's membership at the end of the period paid: no more charges, active until then." })
  async cancelMembership(@Args('input') input: CancelMembershipInput, @CurrentUser() viewer: Viewer): Promise<MembershipPayload> {
    const id = intLocalId(input.membershipId, 'Membership');
    if (id === null) throw notFound('Membership not found');
    return { membership: await this.model(await this.memberships.cancelAtPeriodEnd(viewer, id)) };
  }

  @Roles('admin')
  @Mutation(() => MembershipPayload, {
    description: 'Records a membership paid by bank transfer (admins only): active for a month from the day paid, its invoice issued as paid.',
  })
  async recordTransferMembership(@Args('input') input: RecordTransferMembershipInput): Promise<MembershipPayload> {
    const customerId = localId(input.customerId, 'User');
    if (!customerId || !isUUID(customerId)) throw badUserInput([{ field: 'customerId', code: 'unknownClient', message: 'Unknown client' }]);
    return { membership: await this.model(await this.joining.recordTransfer(customerId, input.plan, input.paidOn, input.reference ?? null)) };
  }

  @Roles('admin')
  @Mutation(() => MembershipPlanPayload, { description: "Changes a plan's places, price, rates or discount (admins only)." })
  async updateMembershipPlan(@Args('input') input: UpdateMembershipPlanInput): Promise<MembershipPlanPayload> {
    const { plan: planId, ...changes } = input;
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined && value !== null));
    await this.memberships.updatePlan(planId, defined);
    return { plan: (await this.planModels()).byId.get(planId)! };
  }

  private async planModels(): Promise<{ list: MembershipPlan[]; byId: Map<string, MembershipPlan>; entities: Map<string, MembershipPlanEntity> }> {
    const [plans, taken] = await Promise.all([this.memberships.plans(), this.places.placesTaken()]);
    const list = plans.map((plan) => MembershipPlan.from(plan, taken.get(plan.id) ?? 0));
    return { list, byId: new Map(list.map((plan) => [plan.plan, plan])), entities: new Map(plans.map((plan) => [plan.id, plan])) };
  }

  /** One membership's model (for the mutations' payloads). */
  async model(membership: MembershipEntity): Promise<Membership> {
    const [models] = await this.models([membership], []);
    return models.memberships[0];
  }

  /** Models of these memberships and requests, their customers read in one query. */
  private async models(memberships: MembershipEntity[], requests: MembershipRequestEntity[]) {
    const plans = await this.planModels();
    const ids = [...new Set([...memberships, ...requests].map((row) => row.customerId))];
    const customers = new Map((await this.users.findByIds(ids)).map((user) => [user.id, user]));
    const models = {
      memberships: memberships.map((row) =>
        Membership.from(row, plans.byId.get(row.planId)!, customers.get(row.customerId)!, monthTotalCents(plans.entities.get(row.nextPlanId ?? row.planId)!)),
      ),
      requests: requests.map((row) => MembershipRequest.from(row, customers.get(row.customerId)!)),
    };
    return [models, plans] as const;
  }
}
