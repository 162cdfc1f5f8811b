import type { Metric } from '../telemetry/metrics.js';
import type { ReadingPeriod, ReadingSeriesValues, VitalSignValues } from './models/boat.model.js';

/** A boat's latest vital signs (Boat.latestReading). */
export type LatestReading = VitalSignValues & { boatId: number };

/** The readings the portal shows (telemetry/metrics.ts has them all). */
export const VITAL_METRICS: Metric[] = ['battery_percent', 'temperature_celsius', 'humidity_percent'];

/**
 * The boats' vital signs as the portal shows them, for boats' fields: telemetry keeps the readings
 * and sits above boats in the domains' order (apps/api/src/domains.ts), so boats declares what it
 * needs and telemetry provides it (telemetry/boat-readings.ts). Both answer for many boats at once
 * (the boats' loaders batch them per request).
 */
export abstract class BoatReadings {
  /** Each boat's latest value of each vital sign, stamped with the newest of them; null for a boat with none. */
  abstract latest(boatIds: readonly number[]): Promise<(LatestReading | null)[]>;
  /** Each boat's vital signs over the period: buckets, extremes and the newest reading. */
  abstract series(boatIds: readonly number[], period: ReadingPeriod): Promise<ReadingSeriesValues[][]>;
}
