import { describe, expect, it } from '@jest/globals';
import { conditionsAt } from './boat-day-model.js';
import { demoBoatProfiles } from './demo-boats.js';
import { parseDeltas } from '../signal-k.js';
import { SimulatedBoat } from './boat-signal-k.js';

describe('the simulated boat (boat day model as Signal K)', () => {
  const now = new Date('2026-07-15T12:00:00Z');
  const day = Array.from({ length: 24 * 12 }, (_, i) => new Date(now.getTime() - 24 * 3_600_000 + i * 5 * 60_000));

  it.each(demoBoatProfiles(now).map((profile, index) => [index + 1, profile] as const))(
    'boat %i: a day of deltas our endpoint accepts, in the model’s values',
    (_n, profile) => {
      const boat = new SimulatedBoat(profile, day[0], 70);
      const deltas = day.map((at) => boat.deltaAt(at));
      const { readings, ignored } = parseDeltas(deltas, now);
      expect(ignored).toBe(0);
      expect(readings).toHaveLength(day.length * 6);
      const noon = readings.find((reading) => reading.metric === 'temperature_celsius' && reading.recordedAt.getTime() === day[150].getTime());
      expect(noon?.value).toBeCloseTo(conditionsAt(profile, day[150]).temperatureCelsius, 1);
      const battery = readings.filter((reading) => reading.metric === 'battery_percent').map((reading) => reading.value);
      // It moves over a day (charging and discharging), within the bank.
      expect(Math.max(...battery) - Math.min(...battery)).toBeGreaterThan(3);
    },
  );
});
