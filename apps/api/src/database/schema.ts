import { BoatAlertRuleEntity } from '../alerts/entities/boat-alert-rule.entity.js';
import { BoatAlertEntity } from '../alerts/entities/boat-alert.entity.js';
import { BoatEntity } from '../boats/entities/boat.entity.js';
import { InvoiceCounterEntity, InvoiceEntity, InvoiceLineEntity, StripeEventEntity } from '../invoices/entities/invoice.entity.js';
import { JobStatusChangeEntity } from '../jobs/entities/job-status-change.entity.js';
import { JobEntity } from '../jobs/entities/job.entity.js';
import { AuthSessionEntity } from '../auth/entities/auth-session.entity.js';
import { RefreshTokenEntity } from '../auth/entities/refresh-token.entity.js';
import { RateLimitWindowEntity } from '../common/rate-limit/rate-limit-window.entity.js';
import { CompanyDetailsEntity } from '../company/entities/company-details.entity.js';
import { ContentEntryEntity } from '../content/entities/content-entry.entity.js';
import { DeviceTokenEntity } from '../telemetry/entities/device-token.entity.js';
import { ContentRevisionEntity } from '../content/entities/content-revision.entity.js';
import { OneTimeLinkEntity } from '../one-time-links/one-time-link.entity.js';
import { QuoteEntity, QuoteLineEntity } from '../quotes/entities/quote.entity.js';
import { OutboxMessageEntity } from '../outbox/entities/outbox-message.entity.js';
import { UserEntity } from '../users/entities/user.entity.js';
import { AeatResponseEntity, AeatSubmissionEntity } from '../invoices/verifactu/entities/aeat-submission.entity.js';
import { BillingRecordEntity } from '../invoices/verifactu/entities/billing-record.entity.js';
import { InitialSchema1763800000000 } from './migrations/1763800000000-initial-schema.js';
import { Portal1763900000000 } from './migrations/1763900000000-portal.js';
import { Outbox1764000000000 } from './migrations/1764000000000-outbox.js';
import { Clients1764000100000 } from './migrations/1764000100000-clients.js';
import { Quotes1764000200000 } from './migrations/1764000200000-quotes.js';
import { Invoices1764000300000 } from './migrations/1764000300000-invoices.js';
import { SiteTextsAndCompany1764070000000 } from './migrations/1764070000000-site-texts-and-company.js';
import { RateLimits1764400000000 } from './migrations/1764400000000-rate-limits.js';
import { SessionLifetime1764500000000 } from './migrations/1764500000000-session-lifetime.js';
import { Telemetry1764800000000 } from './migrations/1764800000000-telemetry.js';
import { Alerts1764900000000 } from './migrations/1764900000000-alerts.js';
import { TelemetryRollups1765000000000 } from './migrations/1765000000000-telemetry-rollups.js';
import { InvoiceIssuer1765100000000 } from './migrations/1765100000000-invoice-issuer.js';
import { Verifactu1766000000000 } from './migrations/1766000000000-verifactu.js';
import { BackupRuns1766200000000 } from './migrations/1766200000000-backup-runs.js';
import { SlidingRateLimits1766300000000 } from './migrations/1766300000000-sliding-rate-limits.js';
import { PaymentProblems1766300000100 } from './migrations/1766300000100-payment-problems.js';

/** Explicit lists (not globs): they work the same in tests, in `dist` and in the CLI. */
export const entities = [
  UserEntity,
  AuthSessionEntity,
  RefreshTokenEntity,
  ContentEntryEntity,
  ContentRevisionEntity,
  CompanyDetailsEntity,
  BoatEntity,
  JobEntity,
  JobStatusChangeEntity,
  InvoiceEntity,
  RateLimitWindowEntity,
  OutboxMessageEntity,
  OneTimeLinkEntity,
  QuoteEntity,
  QuoteLineEntity,
  InvoiceLineEntity,
  InvoiceCounterEntity,
  StripeEventEntity,
  DeviceTokenEntity,
  BoatAlertEntity,
  BoatAlertRuleEntity,
  BillingRecordEntity,
  AeatSubmissionEntity,
  AeatResponseEntity,
];

export const migrations = [
  InitialSchema1763800000000,
  Portal1763900000000,
  Outbox1764000000000,
  Clients1764000100000,
  Quotes1764000200000,
  Invoices1764000300000,
  SiteTextsAndCompany1764070000000,
  RateLimits1764400000000,
  SessionLifetime1764500000000,
  Telemetry1764800000000,
  Alerts1764900000000,
  TelemetryRollups1765000000000,
  InvoiceIssuer1765100000000,
  Verifactu1766000000000,
  BackupRuns1766200000000,
  SlidingRateLimits1766300000000,
  PaymentProblems1766300000100,
];
