import { paths } from '../../../shared/paths';

export type PlanId = 'silver' | 'gold';

/** The VIP plans of spec §6 and §9 (euros, without VAT). */
export interface VipPlan {
  id: PlanId;
  monthlyPrice: number;
  normalRate: number;
  overtimeRate: number;
  /** 0.1 = 10 % */
  discount: number;
  featured: boolean;
}

export const vipPlans: readonly VipPlan[] = [
  { id: 'silver', monthlyPrice: 299, normalRate: 59, overtimeRate: 89, discount: 0.1, featured: false },
  { id: 'gold', monthlyPrice: 999, normalRate: 49, overtimeRate: 79, discount: 0.2, featured: true },
];

/** Where 'Apply' leads: the plan in the customer's 'Mi membresía' (the sign-in page first for a visitor, who comes back to it). */
export function joinHref(plan: PlanId): string {
  return paths.app.membership.getHref({ join: plan === 'gold' ? 'GOLD' : 'SILVER' });
}

/** Whole euros in the language's format: "€299" / "299 €". */
export function formatEuros(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(amount);
}

/** "10%" / "10 %". */
export function formatPercent(ratio: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(ratio);
}
