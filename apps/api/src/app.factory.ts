import fastifyCookie from '@fastify/cookie';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppModule, DATABASE_URLS } from './app.module.js';
import { BlogService } from './blog/blog.service.js';
import { PublicDataChanges } from './common/cache/public-data-changes.js';
import { PublicDataListener } from './common/cache/public-data-listener.js';
import { Clock } from './common/clock.js';
import { Scheduler } from './common/scheduler.js';
import { StripeReconciliation } from './memberships/stripe-reconciliation.js';
import { TransferRenewals } from './memberships/transfer-renewals.js';
import { AlertsService } from './alerts/alerts.service.js';
import { MaintenanceService } from './maintenance/maintenance.service.js';
import { ReadingPartitions } from './telemetry/reading-partitions.js';
import { CompanyService } from './company/company.service.js';
import { SiteTextsService } from './content/site-texts.service.js';
import { PublicResponseCache } from './common/cache/public-response-cache.js';
import { createAppLogger } from './common/logging/app-logger.js';
import type { AppConfig } from './config/app-config.js';
import { prepareDatabase } from './database/prepare-database.js';
import type { DatabaseUrls } from './database/serving-role.js';
import { warnOfDemoAdmin } from './auth/demo-accounts.js';
import { contentSecurityPolicy } from './web/content-security-policy.js';
import { registerStripeWebhook, StripeCheckout } from './invoices/stripe-checkout.js';
import { AeatSender } from './invoices/verifactu/aeat-sender.js';
import { CertificateAlerts } from './invoices/verifactu/aeat-certificate-alerts.js';
import { BillingChain } from './invoices/verifactu/billing-chain.js';
import { SystemDeclarations } from './invoices/verifactu/declaration.service.js';
import { ChainEnvironment } from './invoices/verifactu/chain-environment.js';
import { MetricsRoute } from './monitoring/metrics.route.js';
import { OutboxWorker } from './outbox/outbox.worker.js';
import { registerGraphqlIde } from './web/graphql-ide.js';
import { registerSecurityHeaders } from './web/security-headers.js';
import { TelemetryRoute } from './telemetry/telemetry.route.js';
import { CalendarFeedRoute } from './calendar-feeds/calendar-feed.route.js';
import { registerWebApp } from './web/web-app.js';
import { FirstAdminSetup } from './setup/first-admin-setup.service.js';
import { UsersService } from './users/users.service.js';

export interface CreateAppOptions {
  config: AppConfig;
  database: DatabaseUrls;
  schemaFile?: string;
  serveWeb?: boolean;
  clock?: Clock;
}

/** Builds the whole server (not yet listening, database not yet prepared). Used by main and by tests. */
export async function createApp({ config, database, schemaFile, serveWeb = true, clock }: CreateAppOptions): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({ bodyLimit: 1_000_000, trustProxy: config.trustProxy });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot({ config, database, schemaFile, clock }), adapter, {
    logger: createAppLogger(config.logFormat, { logLevels: ['log', 'warn', 'error', 'fatal'] }),
  });
  const fastify = app.getHttpAdapter().getInstance();
  closeConnectionsWhenDraining(fastify);

  await app.register(fastifyCookie);
  registerSecurityHeaders(fastify, {
    contentSecurityPolicy: { directives: await contentSecurityPolicy(config, serveWeb ? config.webDistDir : null) },
    // The legacy twin of frame-ancestors 'none'.
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: config.production && config.cookieSecure,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // Two ways to serve HTTP, on purpose. GraphQL and the signed-in API's files are Nest resolvers
  // and controllers (guards, roles, DI). The routes below are plain Fastify, all registered here and
  // nowhere else, each because Nest's pipeline would cost or hide what it needs: hooks that run
  // ahead of every route (the metrics' timing, the public GraphQL cache's hits), the telemetry
  // ingest's speed, body limit and device answers, a calendar app's secret link with no session,
  // the Stripe webhook's raw body (its signature), the GraphQL IDE's assets and the web app.
  app.get(MetricsRoute).register(fastify);
  app.get(PublicResponseCache).register(fastify);
  app.get(TelemetryRoute).register(fastify);
  app.get(CalendarFeedRoute).register(fastify);
  await registerStripeWebhook(fastify, app.get(StripeCheckout));
  if (config.graphqlIde) await registerGraphqlIde(fastify);
  if (serveWeb) {
    await registerWebApp(fastify, config.webDistDir, {
      texts: app.get(SiteTextsService),
      company: app.get(CompanyService),
      blog: app.get(BlogService),
      changes: app.get(PublicDataChanges),
      users: app.get(UsersService),
      baseUrl: config.publicUrl,
      clock: app.get(Clock),
    });
  }
  return app;
}

/**
 * Once the server is closing (SIGTERM), every answer closes its connection: a kept-alive socket
 * would otherwise hold the shutdown open until the client drops it (~10 s), after its last request.
 */
function closeConnectionsWhenDraining(fastify: FastifyInstance): void {
  let closing = false;
  fastify.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * Migrates as the owner (when this process has its URL), connects as the serving role and seeds,
 * makes the billing system's declaration of its version, adopts the VERI*FACTU environment, listens
 * for changes of public data (every replica's writes), prints the first admin's setup link on a
 * database with no admin (setup/), then serves, verifies the billing chains and starts the
 * scheduled jobs (the outbox, the AEAT sender, the certificate's watch…).
 */
export async function startApp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const dataSource = app.get<DataSource>(getDataSourceToken());
  const { owner } = app.get<DatabaseUrls>(DATABASE_URLS);
  await prepareDatabase(dataSource, { ownerUrl: owner, seedDemo: config.seedDemo, recordSystem: config.verifactu.system });
  // Each version of the billing system has its declaración responsable from its first start.
  await app.get(SystemDeclarations).makeCurrent();
  if (config.production) await warnOfDemoAdmin(app.get(UsersService));
  // Before serving: every record made from now on goes to the configured environment's chain (a change is recorded).
  await app.get(ChainEnvironment).adopt();
  await app.get(PublicDataListener).start();
  // Before serving, so that a new install's setup link is in the log by the time the site answers
  // (a health check, or the person who started it, looks then).
  await app.get(FirstAdminSetup).announce();
  await app.listen({ port: config.port, host: config.host });
  // VERI*FACTU: the chains are verified at every start (a break is logged as an error and shown to
  // the admins); a certificate problem in production is e-mailed to the admins.
  await app.get(BillingChain).verify();
  await app.get(CertificateAlerts).check();
  scheduleJobs(app, config);
}

/** Every recurring job of the API, with its interval from configuration. */
function scheduleJobs(app: NestFastifyApplication, config: AppConfig): void {
  const scheduler = app.get(Scheduler);
  const outbox = app.get(OutboxWorker);
  scheduler.every('outbox', config.outbox.pollIntervalMs, () => outbox.drain());
  if (config.verifactu.certificatePath) {
    const sender = app.get(AeatSender);
    scheduler.every('AEAT records', config.verifactu.pollIntervalMs, () => sender.drain());
  }
  const certificate = app.get(CertificateAlerts);
  scheduler.every('certificate alerts', config.schedule.certificateCheckMs, () => certificate.check());
  const maintenance = app.get(MaintenanceService);
  scheduler.every('maintenance reminders', config.schedule.maintenanceRemindersMs, () => maintenance.sendReminders());
  const alerts = app.get(AlertsService);
  scheduler.every('silent boats', config.schedule.silentBoatsMs, () => alerts.sweepSilentBoats());
  const partitions = app.get(ReadingPartitions);
  scheduler.every('telemetry partitions', config.schedule.readingPartitionsMs, () => partitions.createAhead());
  // Memberships: Stripe and ours compared at every start and daily; transfer memberships renewed or ended.
  const reconciliation = app.get(StripeReconciliation);
  scheduler.every('Stripe reconciliation', config.schedule.membershipsMs, () => reconciliation.reconcile(), { atStart: true });
  const renewals = app.get(TransferRenewals);
  scheduler.every('transfer memberships', config.schedule.membershipsMs, () => renewals.run(), { atStart: true });
}
