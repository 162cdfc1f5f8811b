import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { MembershipsResolver } from './memberships.resolver.js';
import { MembershipsService } from './memberships.service.js';
import { MemberPriority } from './priority.js';

/** VIP memberships: plans, joining through Stripe Checkout, the subscription's events, monthly invoices, 'Socios VIP', members' priority. */
@Module({
  imports: [InvoicesModule, JobsModule, OutboxModule],
  providers: [MembershipsService, MembershipsResolver, MemberPriority],
  exports: [MembershipsService, MemberPriority],
})
export class MembershipsModule {}
