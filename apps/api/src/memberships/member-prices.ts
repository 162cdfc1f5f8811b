import { priceLines, type LineFields } from '@mmt/billing';
import { Global, Module } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { MemberPricing } from '../billing/member-pricing.js';
import { MembershipEntity, MembershipPlanEntity, type PlanIdValue } from './entities/membership.entity.js';

/** The plans' names, the same in both languages. */
export const planName = (plan: PlanIdValue) => (plan === 'GOLD' ? 'Gold' : 'Silver');

/** The plan of the customer's membership while it holds (active, or a charge being retried; cancelled ones until their end); null for a non-member. */
export async function memberPlanOf(manager: EntityManager, customerId: string): Promise<MembershipPlanEntity | null> {
  const membership = await manager.getRepository(MembershipEntity).findOneBy({ customerId, status: In(['ACTIVE', 'PAST_DUE']) });
  return membership && manager.getRepository(MembershipPlanEntity).findOneBy({ id: membership.planId });
}

/**
 * The lines with the plan's discount added as a discount line per VAT rate of theirs (a negative
 * line, as the Reglamento de facturación allows a discount to be shown), so each rate's base and
 * VAT come down by the discount. The lines keep the prices written on them: a later change of the
 * plan's discount never changes a document already made.
 */
export function withMemberDiscount(lines: LineFields[], plan: MembershipPlanEntity, description: string): LineFields[] {
  if (plan.discountPercent === 0) return lines;
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

/** Member prices for the domains below memberships (billing/member-pricing.ts): global, as they may not import this module. */
@Global()
@Module({ providers: [{ provide: MemberPricing, useValue: { planOf: memberPlanOf, planName, withDiscount: withMemberDiscount } satisfies MemberPricing }], exports: [MemberPricing] })
export class MemberPricingModule {}
