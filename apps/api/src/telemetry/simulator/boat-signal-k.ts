import { chargeBattery, conditionsAt, type Activity, type BoatProfile } from './boat-day-model.js';

/**
 * A boat of the day model (boat-day-model.ts) as its Signal K server would report it: the
 * same weather, battery and plan as the demo's history, in Signal K's SI units (ratios, Kelvin).
 */

/** Where the boat is for each activity: Palma's marina, an anchorage off Cala Portals, the bay between. */
const POSITIONS: Record<Activity, { latitude: number; longitude: number }> = {
  'shore-power': { latitude: 39.5649, longitude: 2.6333 },
  'at-anchor': { latitude: 39.5282, longitude: 2.5668 },
  'under-way': { latitude: 39.5431, longitude: 2.6012 },
};

export interface SignalKDelta {
  context: string;
  updates: { timestamp: string; values: { path: string; value: unknown }[] }[];
}

/** Resting voltage of a 12 V lead-acid house bank at this charge: 11.9 V empty to 12.7 V full. */
function restingVolts(batteryPercent: number): number {
  return Math.round((11.9 + 0.008 * batteryPercent) * 100) / 100;
}

export function deltaAt(at: Date, batteryPercent: number, profile: BoatProfile): SignalKDelta {
  const conditions = conditionsAt(profile, at);
  return {
    context: 'vessels.self',
    updates: [
      {
        timestamp: at.toISOString(),
        values: [
          { path: 'electrical.batteries.house.stateOfCharge', value: Math.round(batteryPercent * 10) / 1000 },
          { path: 'electrical.batteries.house.voltage', value: restingVolts(batteryPercent) },
          { path: 'environment.inside.temperature', value: Math.round((conditions.temperatureCelsius + 273.15) * 100) / 100 },
          { path: 'environment.inside.relativeHumidity', value: Math.round(conditions.humidityPercent * 10) / 1000 },
          { path: 'navigation.position', value: POSITIONS[conditions.activity] },
        ],
      },
    ],
  };
}

/** A boat of the model, advanced reading by reading: its battery integrated between them like the seed does. */
export class SimulatedBoat {
  constructor(
    private readonly profile: BoatProfile,
    private at: Date,
    private batteryPercent: number,
  ) {}

  /** The boat's delta at `at` (not before the previous one). */
  deltaAt(at: Date): SignalKDelta {
    for (let time = this.at.getTime(); time < at.getTime();) {
      // Steps of at most 10 minutes: the model's rates are taken as constant over a step.
      const step = Math.min(10 * 60_000, at.getTime() - time);
      this.batteryPercent = chargeBattery(this.batteryPercent, conditionsAt(this.profile, new Date(time)), step / 3_600_000, this.profile);
      time += step;
    }
    this.at = at;
    return deltaAt(at, this.batteryPercent, this.profile);
  }
}
