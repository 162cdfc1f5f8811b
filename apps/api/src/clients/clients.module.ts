import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CalendarFeedsModule } from '../calendar-feeds/calendar-feeds.module.js';
import { OneTimeLinksModule } from '../one-time-links/one-time-links.service.js';
import { ClientsResolver } from './clients.resolver.js';
import { ClientsService } from './clients.service.js';

@Module({
  imports: [AuthModule, OneTimeLinksModule, CalendarFeedsModule],
  providers: [ClientsService, ClientsResolver],
  exports: [ClientsService],
})
export class ClientsModule {}
