import type { LineFields } from '@mmt/billing';
import type { EntityManager } from 'typeorm';
import type { MembershipPlanEntity } from '../memberships/entities/membership.entity.js';

/**
 * Member prices, for the domains that price documents and sit below memberships in the domains'
 * order (apps/api/src/domains.ts): memberships issues invoices, so quotes and invoices may not load
 * it. They inject this token; memberships provides it (memberships/member-prices.ts).
 */
export abstract class MemberPricing {
  /** The plan of the customer's membership while it holds; null for a non-member. */
  abstract planOf(manager: EntityManager, customerId: string): Promise<MembershipPlanEntity | null>;
  /** The plan's name, the same in both languages. */
  abstract planName(plan: MembershipPlanEntity['id']): string;
  /** The lines with the plan's discount added, a discount line per VAT rate. */
  abstract withDiscount(lines: LineFields[], plan: MembershipPlanEntity, description: string): LineFields[];
}
