import { Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { evaluateReadings } from '../../alerts/alert-evaluation.js';
import { simulateReadings, type Reading } from '../../telemetry/simulator/boat-day-model.js';
import { demoBoatProfiles } from '../../telemetry/simulator/demo-boats.js';
import type { TelemetryReading } from '../../telemetry/metrics.js';
import { insertReadings } from '../../telemetry/telemetry.service.js';

const logger = new Logger('Seed');

const DAY_MS = 24 * 3_600_000;

/** How far back the demo's readings go, and how often. */
export const DEMO_READINGS_DAYS = 30;
export const DEMO_READING_INTERVAL_MINUTES = 30;

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
    const stored = await insertReadings(manager, boatIds[index], readings.flatMap(toTelemetryReadings), { kind: 'demo' });
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
