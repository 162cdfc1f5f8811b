import { Args, Mutation, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUser } from '../common/decorators/auth.decorators.js';
import { notFound } from '../common/errors/graphql-errors.js';
import { intLocalId } from '../common/relay/global-id.js';
import type { Viewer } from '../common/viewer.js';
import { MembershipChanges } from './membership-changes.js';
import { MembershipFigures } from './membership-figures.js';
import { MembershipsResolver } from './memberships.resolver.js';
import {
  ChangeMembershipCardInput,
  ChangeMembershipCardPayload,
  ChangeMembershipPlanInput,
  MembershipMonthFigure,
  MembershipReconciliation,
} from './models/membership-life.model.js';
import { MembershipPayload, VipMembers } from './models/membership.model.js';
import { StripeReconciliation } from './stripe-reconciliation.js';

/** How many reconciliations 'Socios VIP' shows. */
const RECONCILIATIONS_SHOWN = 5;

const membershipIdOf = (globalId: string) => {
  const id = intLocalId(globalId, 'Membership');
  if (id === null) throw notFound('Membership not found');
  return id;
};

/** A membership's changes by its member, and the admins' figures and reconciliations on 'Socios VIP'. */
@Resolver(() => VipMembers)
export class MembershipLifeResolver {
  constructor(
    private readonly changes: MembershipChanges,
    private readonly figures: MembershipFigures,
    private readonly reconciliation: StripeReconciliation,
    private readonly memberships: MembershipsResolver,
  ) {}

  @Mutation(() => MembershipPayload, {
    description: "Changes the viewer's plan from the next period (the month paid and its invoice stay as they are); confirmed by e-mail.",
  })
  async changeMembershipPlan(@Args('input') input: ChangeMembershipPlanInput, @CurrentUser() viewer: Viewer): Promise<MembershipPayload> {
    const membership = await this.changes.changePlan(viewer, membershipIdOf(input.membershipId), input.plan);
    return { membership: await this.memberships.model(membership) };
  }

  @Mutation(() => ChangeMembershipCardPayload, { description: "Stripe's page to change the card or account the viewer's membership is charged to." })
  async changeMembershipCard(@Args('input') input: ChangeMembershipCardInput, @CurrentUser() viewer: Viewer): Promise<ChangeMembershipCardPayload> {
    return { url: await this.changes.changeCardUrl(viewer, membershipIdOf(input.membershipId)) };
  }

  @ResolveField(() => [MembershipMonthFigure], { description: 'The twelve months to this one: recurring revenue, members, who joined and who left.' })
  months(): Promise<MembershipMonthFigure[]> {
    return this.figures.lastTwelveMonths();
  }

  @ResolveField(() => [MembershipReconciliation], { description: 'The latest comparisons with Stripe, newest first.' })
  async reconciliations(): Promise<MembershipReconciliation[]> {
    return (await this.reconciliation.latest(RECONCILIATIONS_SHOWN)).map(MembershipReconciliation.from);
  }
}
