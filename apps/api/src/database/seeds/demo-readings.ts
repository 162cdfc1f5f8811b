import { Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { evaluateReadings } from '../../alerts/alert-evaluation.js';
import { simulateReadings, type BoatProfile, type Reading } from '../../boats/boat-day-model.js';
import type { TelemetryReading } from '../../telemetry/metrics.js';
import { insertReadings } from '../../telemetry/telemetry.service.js';

const logger = new Logger('Seed');

const DAY_MS = 24 * 3_600_000;

/** How far back the demo's readings go, and how often. */
export const DEMO_READINGS_DAYS = 30;
export const DEMO_READING_INTERVAL_MINUTES = 30;

/**
 * How the demo boats live (same order as demo-portal's boats), for the boat
 * day model:
 * - Sea Breeze, a sailboat with a small solar panel: in the marina on
 *   weekdays, out at weekends.
 * - Blue Horizon, a motor yacht with heavy house loads: out most days, on
 *   shore power twice a week; its nights at anchor cost a fifth of the bank.
 * - Mallorca Spirit, a catamaran with no solar panels yet (its job
 *   'Instalación de paneles solares' is pending): left on its mooring six days
 *   ago, so its battery has run down to the monitor's 10 % cut-off whatever
 *   the hour: the demo's one low-battery warning.
 * - Wind Dancer, the English-speaking customer's sailboat with a good solar
 *   array: weekends out, weekdays at anchor in the bay.
 * - Island Hopper, a RIB: a small bank kept topped up by shore power, out
 *   most afternoons.
 */
export function demoBoatProfiles(now: Date): BoatProfile[] {
  return [
    {
      seed: 11,
      houseLoadPercentPerHour: 0.9,
      solarPeakPercentPerHour: 3,
      enginePercentPerHour: 10,
      shorePercentPerHour: 12,
      week: ['outing', 'marina', 'marina', 'marina', 'marina', 'anchor', 'outing'],
    },
    {
      seed: 23,
      houseLoadPercentPerHour: 1.6,
      solarPeakPercentPerHour: 2,
      enginePercentPerHour: 14,
      shorePercentPerHour: 15,
      week: ['outing', 'marina', 'outing', 'outing', 'marina', 'outing', 'outing'],
    },
    {
      seed: 37,
      houseLoadPercentPerHour: 0.8,
      solarPeakPercentPerHour: 0,
      enginePercentPerHour: 12,
      shorePercentPerHour: 12,
      week: ['outing', 'marina', 'anchor', 'anchor', 'anchor', 'anchor', 'outing'],
      laidUpSince: new Date(now.getTime() - 6 * DAY_MS),
    },
    {
      seed: 41,
      houseLoadPercentPerHour: 1,
      solarPeakPercentPerHour: 4,
      enginePercentPerHour: 10,
      shorePercentPerHour: 12,
      week: ['outing', 'anchor', 'anchor', 'marina', 'anchor', 'anchor', 'outing'],
    },
    {
      seed: 53,
      houseLoadPercentPerHour: 0.6,
      solarPeakPercentPerHour: 0,
      enginePercentPerHour: 20,
      shorePercentPerHour: 20,
      week: ['outing', 'marina', 'outing', 'marina', 'outing', 'outing', 'outing'],
    },
  ];
}

/** The demo's readings for each boat: a month, every half hour, up to the current half hour. */
export function demoReadings(now: Date) {
  const to = new Date(Math.floor(now.getTime() / (DEMO_READING_INTERVAL_MINUTES * 60_000)) * DEMO_READING_INTERVAL_MINUTES * 60_000);
  const from = new Date(to.getTime() - DEMO_READINGS_DAYS * DAY_MS);
  return demoBoatProfiles(now).map((profile) =>
    simulateReadings(profile, { from, to, intervalMinutes: DEMO_READING_INTERVAL_MINUTES, startBatteryPercent: 85 }),
  );
}

/** The demo's readings for the boats (ids in demo-portal's order), as Signal K would bring them: battery of the house bank, cabin temperature and humidity. */
export async function seedDemoReadings(manager: EntityManager, boatIds: readonly number[], now = new Date()): Promise<void> {
  const perBoat = demoReadings(now);
  for (const [index, readings] of perBoat.entries()) {
    // Through the alert rules like live readings (no e-mails): Mallorca Spirit's flat battery is an open alert.
    const stored = await insertReadings(manager, boatIds[index], readings.flatMap(toTelemetryReadings));
    await evaluateReadings(manager, boatIds[index], stored, now);
  }
  logger.log(`seeded ${perBoat.reduce((sum, readings) => sum + readings.length, 0)} vital-sign readings for ${perBoat.length} demo boats`);
}

function toTelemetryReadings({ recordedAt, batteryPercent, temperatureCelsius, humidityPercent }: Reading): TelemetryReading[] {
  return [
    { metric: 'battery_percent', source: 'house', recordedAt, value: batteryPercent },
    { metric: 'temperature_celsius', source: '', recordedAt, value: temperatureCelsius },
    { metric: 'humidity_percent', source: '', recordedAt, value: humidityPercent },
  ];
}
