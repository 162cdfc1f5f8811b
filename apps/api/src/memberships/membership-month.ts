import { DEFAULT_VAT_RATE, priceLines, type LineFields } from '@mmt/billing';
import { dayInPalma } from '../common/calendar.js';
import { badUserInput } from '../common/errors/graphql-errors.js';
import { fill } from '../texts/business-texts.js';
import { formatDay } from '../texts/format.js';
import { userTaxIdentity, type UserEntity } from '../users/entities/user.entity.js';
import type { MembershipPlanEntity, PlanIdValue } from './entities/membership.entity.js';
import { planName } from './member-prices.js';

/** A charge that fails this many times ends the membership. */
export const MAX_FAILED_PAYMENTS = 3;

/**
 * The most a simplified invoice (no recipient named) may come to, VAT included (RD 1619/2012 art.
 * 4.1): a plan whose month costs more needs the customer's tax identification to be invoiced.
 */
const SIMPLIFIED_INVOICE_LIMIT_CENTS = 40_000;

/** The month's line of a plan, as invoiced and as charged (Stripe charges the total, VAT included). */
export function monthLine(plan: MembershipPlanEntity, description: string): LineFields {
  return { description, quantity: 1, unitPriceCents: plan.monthlyPriceCents, vatRate: DEFAULT_VAT_RATE };
}

/** What a paid month is called on its invoice: the `invoice:membershipLine` text in the customer's language, filled. */
export function monthDescription(template: string, plan: PlanIdValue, period: { start: Date; end: Date }): string {
  return fill(template, { plan: planName(plan), from: formatDay(dayInPalma(period.start)), to: formatDay(dayInPalma(period.end)) });
}

export const monthTotalCents = (plan: MembershipPlanEntity) => priceLines([monthLine(plan, '')]).totalCents;

/** A plan whose month is over the simplified invoice's limit is invoiced in the customer's name: refused without their tax identification. */
export function requireTaxIdentity(customer: UserEntity, plan: MembershipPlanEntity): void {
  if (!userTaxIdentity(customer) && monthTotalCents(plan) > SIMPLIFIED_INVOICE_LIMIT_CENTS) {
    throw badUserInput([
      { field: 'plan', code: 'taxIdentityRequired', message: 'This plan is invoiced in your name: add your tax identification (NIF, passport…) first' },
    ]);
  }
}

export const fromSeconds = (seconds: number) => new Date(seconds * 1000);

/** A day as the e-mails write it (dd/mm/yyyy), in Palma. */
export const dayOf = (instant: Date | null) => (instant ? formatDay(dayInPalma(instant)) : '');
