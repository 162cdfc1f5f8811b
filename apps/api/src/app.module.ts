import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from './auth/auth.module.js';
import { BoatsModule } from './boats/boats.module.js';
import { BlogModule } from './blog/blog.module.js';
import { CacheModule } from './common/cache/cache.module.js';
import { PublicResponseCache } from './common/cache/public-response-cache.js';
import { Clock } from './common/clock.js';
import { Scheduler } from './common/scheduler.js';
import { GraphQLErrorFilter } from './common/errors/graphql-error.filter.js';
import { createValidationPipe } from './common/errors/validation.pipe.js';
import { graphqlOptions } from './common/graphql/graphql-options.js';
import { JwtAuthGuard } from './common/guards/jwt-auth.guard.js';
import { RolesGuard } from './common/guards/roles.guard.js';
import { RateLimitModule } from './common/rate-limit/rate-limit.module.js';
import { RelayModule } from './common/relay/relay.module.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { CompanyModule } from './company/company.module.js';
import { ClientsModule } from './clients/clients.module.js';
import { ContentModule } from './content/content.module.js';
import { dataSourceOptions } from './database/data-source-options.js';
import type { DatabaseUrls } from './database/serving-role.js';
import { HealthModule } from './health/health.module.js';
import { InvoicesModule } from './invoices/invoices.module.js';
import { EquipmentModule } from './equipment/equipment.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { MaintenanceModule } from './maintenance/maintenance.module.js';
import { CalendarFeedsModule } from './calendar-feeds/calendar-feeds.module.js';
import { MonitoringModule } from './monitoring/monitoring.module.js';
import { OverviewModule } from './overview/overview.module.js';
import { TelemetryModule } from './telemetry/telemetry.module.js';
import { OutboxModule } from './outbox/outbox.module.js';
import { QuotesModule } from './quotes/quotes.module.js';
import { ScheduleModule } from './schedule/schedule.module.js';
import { VisitWorkModule } from './visit-work/visit-work.module.js';
import { SetupModule } from './setup/setup.module.js';
import { StaffModule } from './staff/staff.module.js';
import { MembershipsModule } from './memberships/memberships.module.js';
import { BusinessTextsModule } from './texts/business-texts.js';
import { UsersModule } from './users/users.module.js';

export interface AppModuleOptions {
  config: AppConfig;
  /** The pool serves as database.app; startApp() prepares the database as database.owner. */
  database: DatabaseUrls;
  /** Write the schema here (codegen); otherwise it lives in memory. */
  schemaFile?: string;
  /** Time as the app waits on it; tests bring one they move on themselves. */
  clock?: Clock;
}

/** The app's DatabaseUrls (for startApp()). */
export const DATABASE_URLS = Symbol('DATABASE_URLS');

@Module({})
export class AppModule {
  static forRoot({ config, database, schemaFile, clock = new Clock() }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        // Connected, migrated and seeded by prepareDatabase() before the server listens.
        TypeOrmModule.forRoot({ ...dataSourceOptions(database.app), manualInitialization: true }),
        CacheModule,
        RateLimitModule,
        RelayModule,
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          inject: [PublicResponseCache],
          useFactory: (cache: PublicResponseCache) => graphqlOptions(config, cache, schemaFile),
        }),
        HealthModule,
        BusinessTextsModule,
        OutboxModule,
        UsersModule,
        AuthModule,
        ClientsModule,
        ContentModule,
        CompanyModule,
        BoatsModule,
        JobsModule,
        EquipmentModule,
        MaintenanceModule,
        CalendarFeedsModule,
        QuotesModule,
        InvoicesModule,
        BlogModule,
        TelemetryModule,
        MonitoringModule,
        OverviewModule,
        SetupModule,
        StaffModule,
        ScheduleModule,
        VisitWorkModule,
        MembershipsModule,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: Clock, useValue: clock },
        Scheduler,
        { provide: DATABASE_URLS, useValue: database },
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: GraphQLErrorFilter },
      ],
      exports: [APP_CONFIG, Clock],
      global: true,
    };
  }
}
