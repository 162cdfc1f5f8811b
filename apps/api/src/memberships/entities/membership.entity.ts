import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

export type PlanIdValue = 'SILVER' | 'GOLD';
/** CHECKOUT: sent to Stripe Checkout, not paid yet (holds no place). Cancelled at period end is ACTIVE or PAST_DUE with cancelAtPeriodEnd. */
export type MembershipStatusValue = 'CHECKOUT' | 'ACTIVE' | 'PAST_DUE' | 'ENDED';
export type MembershipPaymentValue = 'STRIPE' | 'TRANSFER';
export type MembershipRequestKindValue = 'WAITING' | 'TRANSFER';

@Entity('membership_plans')
export class MembershipPlanEntity {
  @PrimaryColumn({ type: 'text' })
  id: PlanIdValue;

  @Column({ type: 'integer' })
  position: number;

  /** Without VAT. */
  @Column({ name: 'monthly_price_cents', type: 'integer' })
  monthlyPriceCents: number;

  @Column({ name: 'normal_rate_cents', type: 'integer' })
  normalRateCents: number;

  @Column({ name: 'overtime_rate_cents', type: 'integer' })
  overtimeRateCents: number;

  @Column({ name: 'discount_percent', type: 'integer' })
  discountPercent: number;

  /** Places: members (active or past due) the plan takes. */
  @Column({ type: 'integer' })
  capacity: number;
}

@Entity('memberships')
export class MembershipEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ name: 'customer_id', type: 'uuid' })
  customerId: string;

  @Column({ name: 'plan_id', type: 'text' })
  planId: PlanIdValue;

  /** The plan chosen for the next period: it holds a place from now, and takes over at the next renewal. */
  @Column({ name: 'next_plan_id', type: 'text', nullable: true })
  nextPlanId: PlanIdValue | null;

  @Column({ type: 'text' })
  status: MembershipStatusValue;

  @Column({ name: 'cancel_at_period_end', type: 'boolean', default: false })
  cancelAtPeriodEnd: boolean;

  @Column({ name: 'payment_method', type: 'text' })
  paymentMethod: MembershipPaymentValue;

  @Column({ name: 'checkout_session_id', type: 'text', nullable: true })
  checkoutSessionId: string | null;

  @Column({ name: 'stripe_subscription_id', type: 'text', nullable: true })
  stripeSubscriptionId: string | null;

  @Column({ name: 'stripe_customer_id', type: 'text', nullable: true })
  stripeCustomerId: string | null;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  /** When the paid period ends: the next charge, or the end of a membership cancelled at period end. */
  @Column({ name: 'current_period_end', type: 'timestamptz', nullable: true })
  currentPeriodEnd: Date | null;

  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  /** Stripe's attempts at the month's charge that failed (reset when one succeeds). */
  @Column({ name: 'failed_payments', type: 'integer', default: 0 })
  failedPayments: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A month of a membership, invoiced: the factura in our series, and the Stripe invoice it came from. */
@Entity('membership_invoices')
export class MembershipInvoiceEntity {
  @PrimaryColumn({ name: 'invoice_id', type: 'integer' })
  invoiceId: number;

  @Column({ name: 'membership_id', type: 'integer' })
  membershipId: number;

  @Column({ name: 'stripe_invoice_id', type: 'text', nullable: true })
  stripeInvoiceId: string | null;

  @Column({ name: 'period_start', type: 'date' })
  periodStart: string;

  @Column({ name: 'period_end', type: 'date' })
  periodEnd: string;
}

/** A customer waiting for the admins (an application to pay by transfer) or for a place (the waiting list). */
@Entity('membership_requests')
export class MembershipRequestEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ name: 'customer_id', type: 'uuid' })
  customerId: string;

  @Column({ name: 'plan_id', type: 'text' })
  planId: PlanIdValue;

  @Column({ type: 'text' })
  kind: MembershipRequestKindValue;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** When a waiting customer was told a place had freed. */
  @Column({ name: 'notified_at', type: 'timestamptz', nullable: true })
  notifiedAt: Date | null;

  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt: Date | null;
}

/** What one comparison of our memberships with Stripe's subscriptions found, and whether it was put right. */
export interface ReconciliationDifference {
  membershipId: number;
  customerName: string;
  /** STATUS, PERIOD_END, CANCEL_AT_PERIOD_END, PLAN_PRICE, MISSING_AT_STRIPE. */
  kind: string;
  ours: string;
  stripe: string;
  fixed: boolean;
}

/** A reconciliation with Stripe (at start and daily), kept for the admins. */
@Entity('membership_reconciliations')
export class MembershipReconciliationEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @CreateDateColumn({ name: 'ran_at', type: 'timestamptz' })
  ranAt: Date;

  /** Subscriptions compared. */
  @Column({ type: 'integer' })
  checked: number;

  @Column({ type: 'jsonb' })
  differences: ReconciliationDifference[];

  /** Stripe did not answer: nothing was compared. */
  @Column({ type: 'text', nullable: true })
  error: string | null;
}
