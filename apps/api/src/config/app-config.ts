import { isSpanishTaxId, normalizeTaxId } from '@mmt/billing';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { isLogFormat, logFormats, type LogFormat } from '../common/logging/app-logger.js';

/** Everything the API reads from the environment, parsed once at start-up. */
export interface AppConfig {
  production: boolean;
  port: number;
  host: string;
  /**
   * The database owner's URL (DATABASE_URL): migrations, the serving role's set-up, db:* and backups.
   * Unset with databaseAppUrl unset too: the API starts an embedded PostgreSQL under dataDir.
   */
  databaseUrl: string | undefined;
  /**
   * The URL the app serves with (DATABASE_APP_URL): a role that is no superuser and owns nothing.
   * Unset: derived from databaseUrl (database/serving-role.ts). Alone, without databaseUrl: the
   * process only serves, on a database the owner has migrated (docker-compose.yml's replicas).
   */
  databaseAppUrl: string | undefined;
  dataDir: string;
  embeddedPostgresPort: number;
  jwtAccessSecret: string;
  accessTokenTtlSeconds: number;
  /** A session ends this long after sign-in, however often it is renewed (SESSION_MAX_AGE_DAYS). */
  sessionMaxAgeSeconds: number;
  /** …and this long after its last renewal (SESSION_IDLE_TIMEOUT_DAYS): the refresh token's lifetime. */
  sessionIdleTimeoutSeconds: number;
  cookieSecure: boolean;
  seedDemo: boolean;
  graphqlIde: boolean;
  wordpressUrl: string;
  webDistDir: string;
  /** LOG_FORMAT: `text`, lines a person reads (the default), or `json`, an object per line for a collector (the Docker image's). */
  logFormat: LogFormat;
  /** Job requests one customer may send per hour (requestJob). */
  jobRequestsPerHour: number;
  /** Requests one device token may send to POST /telemetry per minute. */
  telemetryRequestsPerMinute: number;
  /**
   * Fastify's trustProxy (TRUST_PROXY): false, or the addresses / CIDR ranges of the proxies in front
   * of the API. The client's address (sign-in throttling) is read from X-Forwarded-For past those only.
   */
  trustProxy: false | string[];
  /** The site's address as customers reach it: links in e-mails, Stripe's return URLs (https://DOMAIN when DOMAIN is set). */
  publicUrl: string;
  /** /metrics' bearer token (METRICS_TOKEN); null: no /metrics at all. */
  metricsToken: string | null;
  /** smtp(s)://user:pass@host:port; null: each e-mail is written as an .eml file under dataDir/mail. */
  smtpUrl: string | null;
  mailFrom: string;
  outbox: {
    /** How often the worker looks for messages to send. */
    pollIntervalMs: number;
    /** Wait before the first retry; doubled after each failure (capped at an hour). */
    retryBaseMs: number;
    /** Attempts before a message is given up as failed (and shown to the admins). */
    maxAttempts: number;
  };
  /** Stripe Checkout; null: no online payment (the Pay button only says so). */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | null } | null;
  verifactu: VerifactuConfig;
  schedule: ScheduleConfig;
}

/** VERI*FACTU: billing records sent to the AEAT (invoices/verifactu). */
export interface VerifactuConfig {
  /** The AEAT's test environment (pruebas) or production: where records go and what the invoices' QR points to. */
  environment: 'test' | 'production';
  /** The company's electronic certificate (PKCS#12); null: records are made and chained, but not sent. */
  certificatePath: string | null;
  /** Its password: never logged. */
  certificatePassword: string;
  /** Another address for the AEAT's web service (the tests' fake AEAT); null: the environment's. */
  endpoint: string | null;
  /** Extra certificate authorities to trust (PEM) when calling it: only for a local fake AEAT. */
  caPath: string | null;
  /**
   * The billing system's identification in every record (SistemaInformatico); producer null: the
   * company itself. The producer's postal address and the place where they sign its declaración
   * responsable (art. 15 of Orden HAC/1177/2024): the company's own when it is the producer.
   */
  system: {
    name: string;
    id: string;
    version: string;
    installation: string;
    producerName: string | null;
    producerTaxId: string | null;
    producerAddress: string | null;
    producerPlace: string | null;
  };
  /** How often the sender looks for records to send. */
  pollIntervalMs: number;
  /** Wait before retrying after the AEAT could not be reached; doubled after each failure (capped at an hour). */
  retryBaseMs: number;
  /** How long one request to the AEAT may take before it counts as failed. */
  timeoutMs: number;
}

/** How often each scheduled job runs (startApp(); the outbox's and the AEAT sender's are in their own groups). */
export interface ScheduleConfig {
  /** The VERI*FACTU certificate looked at again (it expires while the site runs). */
  certificateCheckMs: number;
  /** Maintenance reminders looked for (every process does; the database decides who sends). */
  maintenanceRemindersMs: number;
  /** Boats whose device went silent looked for. */
  silentBoatsMs: number;
  /** Memberships compared with Stripe's subscriptions (also at every start), and transfer memberships renewed or ended. */
  membershipsMs: number;
  /** The telemetry tables' monthly partitions created ahead. */
  readingPartitionsMs: number;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

const DAY_SECONDS = 86_400;

function logFormat(value: string | undefined): LogFormat {
  const format = value || 'text';
  if (!isLogFormat(format)) throw new Error(`LOG_FORMAT must be ${logFormats.join(' or ')}, got "${value}"`);
  return format;
}

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

/** proxy-addr's names for the loopback, link-local and private ranges (Docker's networks among them). */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * Addresses only. `true` is refused: trusting every hop lets a client write its own address into
 * X-Forwarded-For and slip past the sign-in throttle. So is a hop count: Fastify ignores it (it
 * cannot tell a proxy from a client that connects directly).
 */
function text(value: string | undefined, fallback: string, maxLength: number, name: string): string {
  const chosen = value?.trim() || fallback;
  if (chosen.length > maxLength) throw new Error(`${name} must be at most ${maxLength} characters, got "${chosen}"`);
  return chosen;
}

function verifactu(env: NodeJS.ProcessEnv): VerifactuConfig {
  const environment = env.VERIFACTU_ENVIRONMENT?.trim() || 'test';
  if (environment !== 'test' && environment !== 'production') throw new Error(`VERIFACTU_ENVIRONMENT must be test or production, got "${environment}"`);
  const producer = {
    producerName: env.VERIFACTU_PRODUCER_NAME?.trim() || null,
    producerTaxId: env.VERIFACTU_PRODUCER_NIF ? normalizeTaxId(env.VERIFACTU_PRODUCER_NIF) || null : null,
    producerAddress: env.VERIFACTU_PRODUCER_ADDRESS?.trim() || null,
    producerPlace: env.VERIFACTU_PRODUCER_PLACE?.trim() || null,
  };
  // The records send it as NIF: a Spanish one, its control character right (the AEAT refuses another, error 1176).
  if (producer.producerTaxId && !isSpanishTaxId(producer.producerTaxId))
    throw new Error(`VERIFACTU_PRODUCER_NIF must be a valid Spanish NIF, got "${producer.producerTaxId}"`);
  // Another producer is named, identified and located at once: records and declaration name one.
  if (Object.values(producer).some(Boolean) && !Object.values(producer).every(Boolean)) {
    throw new Error(
      'VERIFACTU_PRODUCER_NAME, VERIFACTU_PRODUCER_NIF, VERIFACTU_PRODUCER_ADDRESS and VERIFACTU_PRODUCER_PLACE go together: set all four, or none for the company itself',
    );
  }
  return {
    environment,
    certificatePath: env.VERIFACTU_CERT_PATH ? resolve(env.VERIFACTU_CERT_PATH) : null,
    certificatePassword: env.VERIFACTU_CERT_PASSWORD ?? '',
    endpoint: env.VERIFACTU_ENDPOINT?.trim() || null,
    caPath: env.VERIFACTU_CA_PATH ? resolve(env.VERIFACTU_CA_PATH) : null,
    system: {
      name: text(env.VERIFACTU_SYSTEM_NAME, 'MMT Facturación', 30, 'VERIFACTU_SYSTEM_NAME'),
      id: text(env.VERIFACTU_SYSTEM_ID, 'MM', 2, 'VERIFACTU_SYSTEM_ID'),
      version: text(env.VERIFACTU_SYSTEM_VERSION, '1.0', 50, 'VERIFACTU_SYSTEM_VERSION'),
      installation: text(env.VERIFACTU_INSTALLATION_NUMBER, '1', 100, 'VERIFACTU_INSTALLATION_NUMBER'),
      ...producer,
    },
    pollIntervalMs: integer('VERIFACTU_POLL_INTERVAL_MS', env.VERIFACTU_POLL_INTERVAL_MS, 5000),
    retryBaseMs: integer('VERIFACTU_RETRY_BASE_MS', env.VERIFACTU_RETRY_BASE_MS, 60_000),
    timeoutMs: integer('VERIFACTU_TIMEOUT_MS', env.VERIFACTU_TIMEOUT_MS, 30_000),
  };
}

function trustProxy(value: string | undefined): AppConfig['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  const entries = text.split(',').map((entry) => entry.trim());
  const valid = (entry: string) => {
    if (NAMED_RANGES.includes(entry)) return true;
    const [address, prefix, ...rest] = entry.split('/');
    return isIP(address) !== 0 && rest.length === 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix));
  };
  if (!entries.every(valid)) {
    throw new Error(`TRUST_PROXY must list the addresses or CIDR ranges of the proxies in front of the API (e.g. 10.0.0.0/8, or uniquelocal), got "${text}"`);
  }
  return entries;
}

/** DOMAIN: the host name the site is served on over https (docker-compose.yml's front gets its certificate). */
function domain(value: string | undefined): string | null {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return null;
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(text)) {
    throw new Error(`DOMAIN must be a host name such as shop.example.com (no https://, port or path), got "${value}"`);
  }
  return text;
}

/** A secret given in the environment: unset or empty is none; a short one is refused rather than guessed. */
function secret(name: string, value: string | undefined, minLength: number): string | null {
  if (value === undefined || value === '') return null;
  if (value.length < minLength) throw new Error(`${name} must be at least ${minLength} characters long`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const siteDomain = domain(env.DOMAIN);
  const jwtAccessSecret = env.JWT_ACCESS_SECRET ?? '';
  const port = integer('PORT', env.PORT, 3000);
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) throw new Error('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY');
  return {
    production,
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseAppUrl: env.DATABASE_APP_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    embeddedPostgresPort: integer('EMBEDDED_PG_PORT', env.EMBEDDED_PG_PORT, 54329),
    // Without one, a random per-process secret: safe, and sessions survive restarts via the refresh cookie.
    jwtAccessSecret: jwtAccessSecret.length >= 32 ? jwtAccessSecret : randomBytes(48).toString('base64url'),
    accessTokenTtlSeconds: integer('ACCESS_TOKEN_TTL_SECONDS', env.ACCESS_TOKEN_TTL_SECONDS, 600),
    sessionMaxAgeSeconds: integer('SESSION_MAX_AGE_DAYS', env.SESSION_MAX_AGE_DAYS, 30) * DAY_SECONDS,
    sessionIdleTimeoutSeconds: integer('SESSION_IDLE_TIMEOUT_DAYS', env.SESSION_IDLE_TIMEOUT_DAYS, 7) * DAY_SECONDS,
    // Served over https (DOMAIN), the refresh cookie is Secure whatever the environment.
    cookieSecure: flag(env.COOKIE_SECURE, production || siteDomain !== null),
    // Published passwords: never by default in production (`npm start`, the local demo, asks for them).
    seedDemo: flag(env.SEED_DEMO, !production),
    graphqlIde: flag(env.GRAPHQL_IDE, !production),
    wordpressUrl: (env.WORDPRESS_URL ?? 'https://blog.example.com').replace(/\/+$/, ''),
    webDistDir: resolve(env.WEB_DIST_DIR ?? 'dist/apps/web'),
    logFormat: logFormat(env.LOG_FORMAT),
    jobRequestsPerHour: integer('JOB_REQUESTS_PER_HOUR', env.JOB_REQUESTS_PER_HOUR, 10),
    telemetryRequestsPerMinute: integer('TELEMETRY_REQUESTS_PER_MINUTE', env.TELEMETRY_REQUESTS_PER_MINUTE, 120),
    trustProxy: trustProxy(env.TRUST_PROXY),
    publicUrl: (env.PUBLIC_URL || (siteDomain ? `https://${siteDomain}` : `http://localhost:${port}`)).replace(/\/+$/, ''),
    metricsToken: secret('METRICS_TOKEN', env.METRICS_TOKEN, 16),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Mallorca Marine Tech <no-reply@mallorcamarinetech.example>',
    outbox: {
      pollIntervalMs: integer('OUTBOX_POLL_INTERVAL_MS', env.OUTBOX_POLL_INTERVAL_MS, 1000),
      retryBaseMs: integer('OUTBOX_RETRY_BASE_MS', env.OUTBOX_RETRY_BASE_MS, 30_000),
      maxAttempts: integer('OUTBOX_MAX_ATTEMPTS', env.OUTBOX_MAX_ATTEMPTS, 8),
    },
    stripe: env.STRIPE_SECRET_KEY
      ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '', apiUrl: env.STRIPE_API_URL || null }
      : null,
    verifactu: verifactu(env),
    schedule: {
      certificateCheckMs: integer('CERTIFICATE_CHECK_INTERVAL_MS', env.CERTIFICATE_CHECK_INTERVAL_MS, 60 * 60_000),
      maintenanceRemindersMs: integer('MAINTENANCE_REMINDERS_INTERVAL_MS', env.MAINTENANCE_REMINDERS_INTERVAL_MS, 15 * 60_000),
      silentBoatsMs: integer('SILENT_BOATS_INTERVAL_MS', env.SILENT_BOATS_INTERVAL_MS, 60_000),
      membershipsMs: integer('MEMBERSHIPS_INTERVAL_MS', env.MEMBERSHIPS_INTERVAL_MS, 24 * 3_600_000),
      readingPartitionsMs: integer('READING_PARTITIONS_INTERVAL_MS', env.READING_PARTITIONS_INTERVAL_MS, 24 * 3_600_000),
    },
  };
}
