import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

/** Everything the API reads from the environment, parsed once at start-up. */
export interface AppConfig {
  production: boolean;
  port: number;
  host: string;
  /** Unset: the API starts an embedded PostgreSQL under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPostgresPort: number;
  jwtAccessSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  cookieSecure: boolean;
  seedDemo: boolean;
  graphqlIde: boolean;
  wordpressUrl: string;
  webDistDir: string;
  logJson: boolean;
  /** Payment gateway for invoices ({number}, {amount} in cents, {id} are filled in); null: none configured. */
  invoiceCheckoutUrl: string | null;
  /** Job requests one customer may send per hour (requestJob). */
  jobRequestsPerHour: number;
  /** Requests one device token may send to POST /telemetry per minute. */
  telemetryRequestsPerMinute: number;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const jwtAccessSecret = env.JWT_ACCESS_SECRET ?? '';
  return {
    production,
    port: integer('PORT', env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    embeddedPostgresPort: integer('EMBEDDED_PG_PORT', env.EMBEDDED_PG_PORT, 54329),
    // Without one, a random per-process secret: safe, and sessions survive restarts via the refresh cookie.
    jwtAccessSecret: jwtAccessSecret.length >= 32 ? jwtAccessSecret : randomBytes(48).toString('base64url'),
    accessTokenTtlSeconds: integer('ACCESS_TOKEN_TTL_SECONDS', env.ACCESS_TOKEN_TTL_SECONDS, 600),
    refreshTokenTtlDays: integer('REFRESH_TOKEN_TTL_DAYS', env.REFRESH_TOKEN_TTL_DAYS, 30),
    cookieSecure: flag(env.COOKIE_SECURE, production),
    seedDemo: flag(env.SEED_DEMO, true),
    graphqlIde: flag(env.GRAPHQL_IDE, !production),
    wordpressUrl: (env.WORDPRESS_URL ?? 'https://blog.example.com').replace(/\/+$/, ''),
    webDistDir: resolve(env.WEB_DIST_DIR ?? 'dist/apps/web'),
    logJson: flag(env.LOG_JSON, production),
    invoiceCheckoutUrl: env.INVOICE_CHECKOUT_URL || null,
    jobRequestsPerHour: integer('JOB_REQUESTS_PER_HOUR', env.JOB_REQUESTS_PER_HOUR, 10),
    telemetryRequestsPerMinute: integer('TELEMETRY_REQUESTS_PER_MINUTE', env.TELEMETRY_REQUESTS_PER_MINUTE, 120),
  };
}
