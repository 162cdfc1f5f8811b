import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { MembershipChanges } from './membership-changes.js';
import { MembershipFigures } from './membership-figures.js';
import { MembershipLifeResolver } from './membership-life.resolver.js';
import { MemberPricingModule } from './member-prices.js';
import { MembershipsResolver } from './memberships.resolver.js';
import { MembershipsService } from './memberships.service.js';
import { MemberPriority } from './priority.js';
import { StripeReconciliation } from './stripe-reconciliation.js';
import { TransferRenewals } from './transfer-renewals.js';

/**
 * VIP memberships: plans, joining through Stripe Checkout, the subscription's events, monthly invoices,
 * changes of plan and card, transfer renewals, the reconciliation with Stripe, 'Socios VIP' and its
 * figures, members' priority.
 */
@Module({
  imports: [InvoicesModule, JobsModule, OutboxModule, MemberPricingModule],
  providers: [
    MembershipsService,
    MembershipsResolver,
    MembershipChanges,
    MembershipFigures,
    StripeReconciliation,
    TransferRenewals,
    MembershipLifeResolver,
    MemberPriority,
  ],
  exports: [MembershipsService, StripeReconciliation, TransferRenewals, MemberPriority],
})
export class MembershipsModule {}
