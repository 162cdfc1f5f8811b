import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { MemberPricingModule } from './member-prices.js';
import { MembershipsResolver } from './memberships.resolver.js';
import { MembershipsService } from './memberships.service.js';

/** VIP memberships: plans, joining through Stripe Checkout, the subscription's events, monthly invoices, 'Socios VIP'. */
@Module({
  imports: [InvoicesModule, OutboxModule, MemberPricingModule],
  providers: [MembershipsService, MembershipsResolver],
  exports: [MembershipsService],
})
export class MembershipsModule {}
