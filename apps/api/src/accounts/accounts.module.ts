import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CalendarFeedsModule } from '../calendar-feeds/calendar-feeds.module.js';
import { OneTimeLinksModule } from '../one-time-links/one-time-links.service.js';
import { UsersModule } from '../users/users.module.js';
import { AccountsService } from './accounts.service.js';

/** People's accounts (customers, technicians, admins): one service for the clients' and the staff's pages. */
@Module({
  imports: [AuthModule, OneTimeLinksModule, CalendarFeedsModule, UsersModule],
  providers: [AccountsService],
  exports: [AccountsService],
})
export class AccountsModule {}
