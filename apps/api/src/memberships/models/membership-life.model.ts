import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { IsEnum, IsString, MaxLength } from 'class-validator';
import { toGlobalId } from '../../common/relay/global-id.js';
import type { MembershipReconciliationEntity } from '../entities/membership.entity.js';
import { MembershipPlanId } from './membership.model.js';

@InputType({ description: 'The plan from the next period; the current plan undoes a change not yet in effect.' })
export class ChangeMembershipPlanInput {
  @Field(() => ID)
  @IsString()
  @MaxLength(100)
  membershipId: string;

  @Field(() => MembershipPlanId)
  @IsEnum(MembershipPlanId)
  plan: MembershipPlanId;
}

@InputType()
export class ChangeMembershipCardInput {
  @Field(() => ID)
  @IsString()
  @MaxLength(100)
  membershipId: string;
}

@ObjectType()
export class ChangeMembershipCardPayload {
  @Field({ description: "Stripe's page that changes the card or account charged; it comes back to 'Mi membresía'." })
  url: string;
}

@ObjectType({ description: 'A month of the memberships: recurring revenue invoiced (without VAT), members at its end, who joined and who left.' })
export class MembershipMonthFigure {
  @Field({ description: 'YYYY-MM.' })
  month: string;

  @Field(() => Int)
  recurringRevenueCents: number;

  @Field(() => Int)
  members: number;

  @Field(() => Int)
  joined: number;

  @Field(() => Int)
  cancelled: number;
}

@ObjectType({ description: 'Where a membership and its Stripe subscription disagreed.' })
export class ReconciliationDifferenceModel {
  @Field(() => ID, { description: 'The membership.' })
  membershipId: string;

  @Field()
  customerName: string;

  @Field({ description: 'STATUS, PERIOD_END, CANCEL_AT_PERIOD_END, PLAN_PRICE or MISSING_AT_STRIPE.' })
  kind: string;

  @Field()
  ours: string;

  @Field()
  stripe: string;

  @Field({ description: 'Ours now follows Stripe; otherwise it needs a person.' })
  fixed: boolean;
}

@ObjectType({ description: 'A comparison of the memberships with Stripe (at every start and daily).' })
export class MembershipReconciliation {
  @Field(() => ID)
  id: string;

  @Field(() => GraphQLISODateTime)
  ranAt: Date;

  @Field(() => Int, { description: 'Subscriptions compared.' })
  checked: number;

  @Field(() => [ReconciliationDifferenceModel])
  differences: ReconciliationDifferenceModel[];

  @Field(() => String, { nullable: true, description: 'Why the pass stopped (Stripe not answering).' })
  error: string | null;

  static from(entity: MembershipReconciliationEntity): MembershipReconciliation {
    return Object.assign(new MembershipReconciliation(), {
      id: toGlobalId('MembershipReconciliation', entity.id),
      ranAt: entity.ranAt,
      checked: entity.checked,
      differences: entity.differences.map((difference) => ({ ...difference, membershipId: toGlobalId('Membership', difference.membershipId) })),
      error: entity.error,
    });
  }
}
