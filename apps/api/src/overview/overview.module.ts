import { Module } from '@nestjs/common';
import { TodayOverviewResolver } from './today-overview.resolver.js';

/** The admins' panel: what needs the company today, across jobs, invoices and boats. */
@Module({ providers: [TodayOverviewResolver] })
export class OverviewModule {}
