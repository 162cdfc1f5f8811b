import { priceLines, type LineFields } from '@mmt/billing';
import { Global, Module } from '@nestjs/common';
import { In, Not, type EntityManager } from 'typeorm';
import { MemberPricing, type LabourTime, type MemberWords, type PlanAt } from '../billing/member-pricing.js';
import { fill } from '../texts/business-texts.js';
import { MembershipEntity, MembershipPlanEntity, type PlanIdValue } from './entities/membership.entity.js';

/** The plans' names, the same in both languages. */
export const planName = (plan: PlanIdValue) => (plan === 'GOLD' ? 'Gold' : 'Silver');

/** The plan of the customer's membership while it holds (active, or a charge being retried; cancelled ones until their end); null for a non-member. */
export async function memberPlanOf(manager: EntityManager, customerId: string): Promise<MembershipPlanEntity | null> {
  const membership = await manager.getRepository(MembershipEntity).findOneBy({ customerId, status: In(['ACTIVE', 'PAST_DUE']) });
  return membership && manager.getRepository(MembershipPlanEntity).findOneBy({ id: membership.planId });
}

/**
 * The plan a customer held at an instant (work done then): a membership started by then and not
 * ended before it (one that ended stops member prices from that date). For many instants at once,
 * the customers' memberships (not checkouts) and their plans are read once, newest start first.
 */
export async function memberPlansAt(manager: EntityManager, customerIds: readonly string[]): Promise<PlanAt> {
  const memberships = customerIds.length
    ? await manager.getRepository(MembershipEntity).find({
        where: { customerId: In([...new Set(customerIds)]), status: Not('CHECKOUT') },
        order: { startedAt: 'DESC', id: 'DESC' },
      })
    : [];
  const plans = memberships.length ? await manager.getRepository(MembershipPlanEntity).findBy({ id: In([...new Set(memberships.map((m) => m.planId))]) }) : [];
  return (customerId, at) => {
    const held = memberships.find(
      (membership) =>
        membership.customerId === customerId &&
        membership.startedAt !== null &&
        membership.startedAt.getTime() <= at.getTime() &&
        (membership.endedAt === null || membership.endedAt.getTime() > at.getTime()),
    );
    return (held && plans.find((plan) => plan.id === held.planId)) ?? null;
  };
}

/** The plan's hourly rate for labour worked in business hours or outside them. */
export const memberRate = (plan: MembershipPlanEntity, time: LabourTime) => (time === 'BUSINESS_HOURS' ? plan.normalRateCents : plan.overtimeRateCents);

/** The discount line's wording: 'VIP Gold member discount (20 %)'. */
const discountWording = (plan: MembershipPlanEntity, words: Pick<MemberWords, 'memberDiscount'>) =>
  fill(words.memberDiscount, { plan: planName(plan.id), percent: plan.discountPercent });

/**
 * The lines with the plan's discount added as a discount line per VAT rate of theirs (a negative
 * line, as the Reglamento de facturación allows a discount to be shown), so each rate's base and
 * VAT come down by the discount. The lines keep the prices written on them: a later change of the
 * plan's discount never changes a document already made.
 */
export function withMemberDiscount(lines: LineFields[], plan: MembershipPlanEntity, words: Pick<MemberWords, 'memberDiscount'>): LineFields[] {
  if (plan.discountPercent === 0) return lines;
  const description = discountWording(plan, words);
  const discounts = priceLines(lines)
    .vat.filter(({ baseCents }) => baseCents > 0)
    .map(({ rate, zeroVatCause, baseCents }): LineFields => ({
      description,
      quantity: 1,
      unitPriceCents: -Math.round((baseCents * plan.discountPercent) / 100),
      vatRate: rate,
      ...(zeroVatCause && { zeroVatCause }),
    }));
  return [...lines, ...discounts];
}

/**
 * Lines as an admin wrote them, with their labour lines priced: at a member's plan rate (normal in
 * business hours, overtime outside them), else at the list hourly rate (`listRate`, the price
 * list's); then a member's discount.
 */
export async function memberPricedLines(
  manager: EntityManager,
  customerId: string,
  lines: (LineFields & { labour?: LabourTime })[],
  words: Pick<MemberWords, 'memberDiscount'>,
  listRate: () => Promise<number>,
): Promise<LineFields[]> {
  const plan = await memberPlanOf(manager, customerId);
  const list = !plan && lines.some((line) => line.labour) ? await listRate() : 0;
  const priced = lines.map(({ labour, ...line }): LineFields => (labour ? { ...line, unitPriceCents: plan ? memberRate(plan, labour) : list } : line));
  return plan ? withMemberDiscount(priced, plan, words) : priced;
}

/** Member prices for the domains below memberships (billing/member-pricing.ts): global, as they may not import this module. */
@Global()
@Module({
  providers: [
    {
      provide: MemberPricing,
      useValue: { planName, withDiscount: withMemberDiscount, pricedLines: memberPricedLines, plansAt: memberPlansAt } satisfies MemberPricing,
    },
  ],
  exports: [MemberPricing],
})
export class MemberPricingModule {}
