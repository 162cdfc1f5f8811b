import type { LineFields } from '@mmt/billing';
import type { EntityManager } from 'typeorm';
import type { MembershipPlanEntity } from '../memberships/entities/membership.entity.js';

/** When a labour line's hours are worked: in business hours (the normal rate) or outside them (the overtime rate). */
export type LabourTime = 'BUSINESS_HOURS' | 'OUT_OF_HOURS';

/** The wording member prices put on a document, in the customer's language (the `invoice` texts). */
/** The plan a customer held at an instant, from their memberships read once (null: not a member then). */
export type PlanAt = (customerId: string, at: Date) => MembershipPlanEntity | null;

export interface MemberWords {
  labour: string;
  memberLabour: string;
  memberOvertime: string;
  memberDiscount: string;
}

/**
 * Member prices, for the domains that price documents and sit below memberships in the domains'
 * order (apps/api/src/domains.ts): memberships issues invoices, so quotes, invoices and the work
 * aboard may not load it. They inject this token; memberships provides it (memberships/member-prices.ts).
 */
export abstract class MemberPricing {
  /** The plan's name, the same in both languages. */
  abstract planName(plan: MembershipPlanEntity['id']): string;
  /** The lines with the plan's discount added, a discount line per VAT rate. */
  abstract withDiscount(lines: LineFields[], plan: MembershipPlanEntity, words: Pick<MemberWords, 'memberDiscount'>): LineFields[];
  /** Lines as an admin wrote them, labour priced at the customer's plan rates (else `listRate`), then the plan's discount. */
  abstract pricedLines(
    manager: EntityManager,
    customerId: string,
    lines: (LineFields & { labour?: LabourTime })[],
    words: Pick<MemberWords, 'memberDiscount'>,
    listRate: () => Promise<number>,
  ): Promise<LineFields[]>;
  /** The plan each of these customers held at an instant (work done then): their memberships and plans read once, picked by date in memory. */
  abstract plansAt(manager: EntityManager, customerIds: readonly string[]): Promise<PlanAt>;
}
