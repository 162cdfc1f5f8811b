import type { EntityManager } from 'typeorm';

/**
 * Which boats have a device reporting for them (an unrevoked device token), for NO_DATA: telemetry
 * keeps the tokens and sits above alerts in the domains' order (apps/api/src/domains.ts), so
 * alerts declares what it needs and telemetry provides it (telemetry/reporting-boats.ts).
 */
export abstract class ReportingBoats {
  /** The ids of the boats with an unrevoked device token, read in the caller's transaction. */
  abstract withDevice(manager: EntityManager): Promise<number[]>;
}
