import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import { ConsoleLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { PublicResponseCache } from './common/cache/public-response-cache.js';
import type { AppConfig } from './config/app-config.js';
import { prepareDatabase } from './database/prepare-database.js';
import { registerStripeWebhook, StripeCheckout } from './invoices/stripe-checkout.js';
import { OutboxWorker } from './outbox/outbox.worker.js';
import { registerGraphqlIde } from './web/graphql-ide.js';
import { registerWebApp } from './web/web-app.js';

export interface CreateAppOptions {
  config: AppConfig;
  databaseUrl: string;
  schemaFile?: string;
  serveWeb?: boolean;
}

/** Builds the whole server (not yet listening, database not yet prepared). Used by main and by tests. */
export async function createApp({ config, databaseUrl, schemaFile, serveWeb = true }: CreateAppOptions): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({ bodyLimit: 1_000_000, trustProxy: process.env.TRUST_PROXY === 'true' });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot({ config, databaseUrl, schemaFile }), adapter, {
    logger: new ConsoleLogger({ json: config.logJson, logLevels: ['log', 'warn', 'error', 'fatal'] }),
    bufferLogs: true,
  });
  const fastify = app.getHttpAdapter().getInstance();

  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", 'https:'],
        frameSrc: ["'self'", 'https:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: config.production && config.cookieSecure,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.get(PublicResponseCache).register(fastify);
  await registerStripeWebhook(fastify, app.get(StripeCheckout));
  if (config.graphqlIde) await registerGraphqlIde(fastify);
  if (serveWeb) await registerWebApp(fastify, config.webDistDir);
  return app;
}

/** Connects, migrates and seeds, then starts listening and sending the outbox. */
export async function startApp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  await prepareDatabase(app.get<DataSource>(getDataSourceToken()), { seedDemo: config.seedDemo });
  await app.listen({ port: config.port, host: config.host });
  app.get(OutboxWorker).start();
}
