import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { UsersModule } from '../users/users.module.js';
import { MembershipChanges } from './membership-changes.js';
import { MembershipFigures } from './membership-figures.js';
import { MembershipInvoices } from './membership-invoices.js';
import { MembershipJoining } from './membership-joining.js';
import { MembershipLifeResolver } from './membership-life.resolver.js';
import { MembershipMail } from './membership-mail.js';
import { MembershipPlaces } from './membership-places.js';
import { MemberPricingModule } from './member-prices.js';
import { MembershipsResolver } from './memberships.resolver.js';
import { MembershipsService } from './memberships.service.js';
import { MemberPriority } from './priority.js';
import { StripeReconciliation } from './stripe-reconciliation.js';
import { SubscriptionEvents } from './subscription-events.js';
import { TransferRenewals } from './transfer-renewals.js';

/**
 * VIP memberships: plans, joining through Stripe Checkout, the subscription's events, monthly invoices,
 * changes of plan and card, transfer renewals, the reconciliation with Stripe, 'Socios VIP' and its
 * figures, members' priority.
 */
@Module({
  imports: [InvoicesModule, JobsModule, OutboxModule, UsersModule, MemberPricingModule],
  providers: [
    MembershipsService,
    MembershipJoining,
    SubscriptionEvents,
    MembershipPlaces,
    MembershipInvoices,
    MembershipMail,
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
