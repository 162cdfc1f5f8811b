import { applyDecorators } from '@nestjs/common';
import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsEnum, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsCalendarDate, IsNotInFuture } from '../../common/validation/dates.js';
import { toGlobalId } from '../../common/relay/global-id.js';
import type { MembershipEntity, MembershipPlanEntity, MembershipRequestEntity } from '../entities/membership.entity.js';
import { planName } from '../member-prices.js';
import { monthTotalCents } from '../membership-month.js';

export enum MembershipPlanId {
  SILVER = 'SILVER',
  GOLD = 'GOLD',
}
registerEnumType(MembershipPlanId, { name: 'MembershipPlanId', description: 'VIP Silver or VIP Gold.' });

export enum MembershipState {
  ACTIVE = 'ACTIVE',
  PAST_DUE = 'PAST_DUE',
  CANCELLING = 'CANCELLING',
  ENDED = 'ENDED',
}
registerEnumType(MembershipState, {
  name: 'MembershipState',
  description: 'Paid; a charge failed and is being retried; cancelled at the end of its period (still active until then); ended.',
});

export enum MembershipPayment {
  STRIPE = 'STRIPE',
  TRANSFER = 'TRANSFER',
}
registerEnumType(MembershipPayment, { name: 'MembershipPayment', description: 'Charged monthly by Stripe (card or SEPA debit), or paid by bank transfer.' });

export enum MembershipRequestKind {
  WAITING = 'WAITING',
  TRANSFER = 'TRANSFER',
}
registerEnumType(MembershipRequestKind, {
  name: 'MembershipRequestKind',
  description: 'On the waiting list of a full plan; or an application to pay by bank transfer.',
});

export enum JoinMembershipOutcome {
  CHECKOUT = 'CHECKOUT',
  WAITING = 'WAITING',
  APPLIED = 'APPLIED',
}
registerEnumType(JoinMembershipOutcome, {
  name: 'JoinMembershipOutcome',
  description: 'Go to checkoutUrl to pay; on the waiting list (the plan is full); or the application reached the admins (payment by transfer).',
});

@ObjectType({ description: 'A VIP plan: its price (without VAT), rates, discount and places.' })
export class MembershipPlan {
  @Field(() => ID)
  id: string;

  @Field(() => MembershipPlanId)
  plan: MembershipPlanId;

  @Field()
  name: string;

  @Field(() => Int, { description: 'A month, without VAT.' })
  monthlyPriceCents: number;

  @Field(() => Int, { description: 'A month, VAT included: what is charged.' })
  monthlyTotalCents: number;

  @Field(() => Int)
  normalRateCents: number;

  @Field(() => Int)
  overtimeRateCents: number;

  @Field(() => Int)
  discountPercent: number;

  @Field(() => Int)
  capacity: number;

  @Field(() => Int)
  placesLeft: number;

  static from(entity: MembershipPlanEntity, taken: number): MembershipPlan {
    return Object.assign(new MembershipPlan(), {
      id: toGlobalId('MembershipPlan', entity.id),
      plan: entity.id as MembershipPlanId,
      name: planName(entity.id),
      monthlyPriceCents: entity.monthlyPriceCents,
      monthlyTotalCents: monthTotalCents(entity),
      normalRateCents: entity.normalRateCents,
      overtimeRateCents: entity.overtimeRateCents,
      discountPercent: entity.discountPercent,
      capacity: entity.capacity,
      placesLeft: Math.max(0, entity.capacity - taken),
    });
  }
}

@ObjectType({ description: "A customer's VIP membership." })
export class Membership {
  @Field(() => ID)
  id: string;

  rowId: number;

  @Field(() => MembershipPlan)
  plan: MembershipPlan;

  @Field(() => MembershipState)
  state: MembershipState;

  @Field(() => MembershipPlanId, { nullable: true, description: 'The plan chosen for the next period, not yet in effect.' })
  nextPlan: MembershipPlanId | null;

  @Field(() => MembershipPayment)
  payment: MembershipPayment;

  @Field(() => GraphQLISODateTime, { nullable: true })
  startedAt: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'The end of the paid period: the next charge, or the day a cancelled membership ends.' })
  currentPeriodEnd: Date | null;

  @Field(() => Int, {
    nullable: true,
    description: "What the next charge will be (VAT included, the next plan's when changing); none when it will not renew or is paid by transfer.",
  })
  nextChargeCents: number | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  endedAt: Date | null;

  @Field(() => Int, { description: 'Failed attempts at the current charge.' })
  failedPayments: number;

  @Field()
  customerName: string;

  @Field()
  customerEmail: string;

  static from(entity: MembershipEntity, plan: MembershipPlan, customer: { name: string; email: string }, planTotalCents: number): Membership {
    const state =
      entity.status === 'ENDED'
        ? MembershipState.ENDED
        : entity.cancelAtPeriodEnd
          ? MembershipState.CANCELLING
          : entity.status === 'PAST_DUE'
            ? MembershipState.PAST_DUE
            : MembershipState.ACTIVE;
    return Object.assign(new Membership(), {
      id: toGlobalId('Membership', entity.id),
      rowId: entity.id,
      plan,
      state,
      nextPlan: entity.nextPlanId as MembershipPlanId | null,
      payment: entity.paymentMethod as MembershipPayment,
      startedAt: entity.startedAt,
      currentPeriodEnd: entity.currentPeriodEnd,
      nextChargeCents: entity.paymentMethod === 'STRIPE' && (state === MembershipState.ACTIVE || state === MembershipState.PAST_DUE) ? planTotalCents : null,
      endedAt: entity.endedAt,
      failedPayments: entity.failedPayments,
      customerName: customer.name,
      customerEmail: customer.email,
    });
  }
}

@ObjectType({ description: 'A customer on a waiting list, or applying to pay by transfer.' })
export class MembershipRequest {
  @Field(() => ID)
  id: string;

  @Field(() => MembershipPlanId)
  plan: MembershipPlanId;

  @Field(() => MembershipRequestKind)
  kind: MembershipRequestKind;

  @Field(() => ID, { description: 'The customer (a User).' })
  customerId: string;

  @Field()
  customerName: string;

  @Field()
  customerEmail: string;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When they were e-mailed that a place was free.' })
  notifiedAt: Date | null;

  static from(entity: MembershipRequestEntity, customer: { name: string; email: string }): MembershipRequest {
    return Object.assign(new MembershipRequest(), {
      id: toGlobalId('MembershipRequest', entity.id),
      plan: entity.planId as MembershipPlanId,
      kind: entity.kind as MembershipRequestKind,
      customerId: toGlobalId('User', entity.customerId),
      customerName: customer.name,
      customerEmail: customer.email,
      createdAt: entity.createdAt,
      notifiedAt: entity.notifiedAt,
    });
  }
}

@ObjectType({ description: "The viewer's membership (or last one), their open request, and whether they can pay by card." })
export class MyMembership {
  @Field(() => Membership, { nullable: true })
  membership: Membership | null;

  @Field(() => MembershipRequest, { nullable: true })
  request: MembershipRequest | null;
}

@ObjectType({ description: 'The VIP members, places and requests (admins).' })
export class VipMembers {
  @Field(() => [MembershipPlan])
  plans: MembershipPlan[];

  @Field(() => [Membership], { description: 'Members holding a place (active, past due or cancelling), oldest first.' })
  members: Membership[];

  @Field(() => [MembershipRequest], { description: 'Waiting lists and applications to pay by transfer, oldest first.' })
  requests: MembershipRequest[];
}

@InputType()
export class JoinMembershipInput {
  @Field(() => MembershipPlanId)
  @IsEnum(MembershipPlanId)
  plan: MembershipPlanId;
}

@ObjectType()
export class JoinMembershipPayload {
  @Field(() => JoinMembershipOutcome)
  outcome: JoinMembershipOutcome;

  @Field(() => String, { nullable: true, description: 'Stripe Checkout, when the outcome is CHECKOUT.' })
  checkoutUrl: string | null;
}

@InputType()
export class CancelMembershipInput {
  @Field(() => ID)
  @IsString()
  @MaxLength(100)
  membershipId: string;
}

@InputType()
export class RecordTransferMembershipInput {
  @Field(() => ID, { description: 'The customer (a User).' })
  @IsString()
  @MaxLength(100)
  customerId: string;

  @Field(() => MembershipPlanId)
  @IsEnum(MembershipPlanId)
  plan: MembershipPlanId;

  @Field({ description: 'YYYY-MM-DD, not after today: the first month runs from this day.' })
  @IsString()
  @MaxLength(10)
  @IsCalendarDate()
  @IsNotInFuture()
  paidOn: string;

  @Field(() => String, { nullable: true, description: "The transfer's reference." })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  reference?: string;
}

@ObjectType()
export class MembershipPayload {
  @Field(() => Membership)
  membership: Membership;
}

/** An optional amount in cents a plan can take (its column is an integer). */
const OptionalCents = (min = 0) => applyDecorators(IsOptional(), IsInt(), Min(min), Max(10_000_000));

@InputType({ description: 'What changes of a plan; documents already issued keep their amounts.' })
export class UpdateMembershipPlanInput {
  @Field(() => MembershipPlanId)
  @IsEnum(MembershipPlanId)
  plan: MembershipPlanId;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(10_000)
  capacity?: number;

  @Field(() => Int, { nullable: true })
  @OptionalCents(100)
  monthlyPriceCents?: number;

  @Field(() => Int, { nullable: true })
  @OptionalCents()
  normalRateCents?: number;

  @Field(() => Int, { nullable: true })
  @OptionalCents()
  overtimeRateCents?: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100)
  discountPercent?: number;
}

@ObjectType()
export class MembershipPlanPayload {
  @Field(() => MembershipPlan)
  plan: MembershipPlan;
}
