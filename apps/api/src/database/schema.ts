import { BoatAlertRuleEntity } from '../alerts/entities/boat-alert-rule.entity.js';
import { BoatAlertEntity } from '../alerts/entities/boat-alert.entity.js';
import { BoatEntity } from '../boats/entities/boat.entity.js';
import { InvoiceEntity } from '../invoices/entities/invoice.entity.js';
import { JobStatusChangeEntity } from '../jobs/entities/job-status-change.entity.js';
import { JobEntity } from '../jobs/entities/job.entity.js';
import { AuthSessionEntity } from '../auth/entities/auth-session.entity.js';
import { RefreshTokenEntity } from '../auth/entities/refresh-token.entity.js';
import { RateLimitCounterEntity } from '../common/rate-limit/rate-limit-counter.entity.js';
import { ContentEntryEntity } from '../content/entities/content-entry.entity.js';
import { DeviceTokenEntity } from '../telemetry/entities/device-token.entity.js';
import { UserEntity } from '../users/entities/user.entity.js';
import { InitialSchema1763800000000 } from './migrations/1763800000000-initial-schema.js';
import { Portal1763900000000 } from './migrations/1763900000000-portal.js';
import { RateLimits1764400000000 } from './migrations/1764400000000-rate-limits.js';
import { Telemetry1764500000000 } from './migrations/1764500000000-telemetry.js';
import { Alerts1764600000000 } from './migrations/1764600000000-alerts.js';
import { TelemetryRollups1764700000000 } from './migrations/1764700000000-telemetry-rollups.js';

/** Explicit lists (not globs): they work the same in tests, in `dist` and in the CLI. */
export const entities = [
  UserEntity,
  AuthSessionEntity,
  RefreshTokenEntity,
  ContentEntryEntity,
  BoatEntity,
  JobEntity,
  JobStatusChangeEntity,
  InvoiceEntity,
  RateLimitCounterEntity,
  DeviceTokenEntity,
  BoatAlertEntity,
  BoatAlertRuleEntity,
];

export const migrations = [InitialSchema1763800000000, Portal1763900000000, RateLimits1764400000000, Telemetry1764500000000, Alerts1764600000000, TelemetryRollups1764700000000];
