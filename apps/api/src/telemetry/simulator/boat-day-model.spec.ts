import { describe, expect, it } from '@jest/globals';
import { chargeBattery, conditionsAt, LOAD_DISCONNECT_PERCENT, simulateReadings, type BoatProfile, type Conditions } from './boat-day-model.js';

const profile: BoatProfile = {
  seed: 7,
  houseLoadPercentPerHour: 1,
  solarPeakPercentPerHour: 4,
  enginePercentPerHour: 12,
  shorePercentPerHour: 12,
  week: ['outing', 'marina', 'marina', 'anchor', 'anchor', 'anchor', 'outing'],
};

const night: Conditions = { activity: 'at-anchor', sunlight: 0, temperatureCelsius: 15, humidityPercent: 75 };
const week = { from: new Date('2026-11-02T00:00:00Z'), to: new Date('2026-11-09T00:00:00Z'), intervalMinutes: 30, startBatteryPercent: 70 };

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const palmaHour = (at: Date) => Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', hour: '2-digit', hourCycle: 'h23' }).format(at));

describe('boat day model', () => {
  it('gives the same readings for the same profile and period, others for another seed', () => {
    expect(simulateReadings(profile, week)).toEqual(simulateReadings(profile, week));
    const other = simulateReadings({ ...profile, seed: 8 }, week);
    expect(other.map((reading) => reading.temperatureCelsius)).not.toEqual(simulateReadings(profile, week).map((reading) => reading.temperatureCelsius));
    expect(simulateReadings(profile, week)).toHaveLength(7 * 48 + 1);
  });

  it('drains the battery at anchor, more by night, and charges it under way, by the sun and on shore power', () => {
    const hour = 1;
    expect(chargeBattery(60, night, hour, profile)).toBeCloseTo(59, 5);
    expect(chargeBattery(60, { ...night, sunlight: 0.01 }, hour, profile)).toBeGreaterThan(59);
    expect(chargeBattery(60, { ...night, sunlight: 1 }, hour, profile)).toBeGreaterThan(63);
    expect(chargeBattery(60, { ...night, activity: 'under-way' }, hour, profile)).toBeCloseTo(71, 5);
    expect(chargeBattery(60, { ...night, activity: 'shore-power' }, hour, profile)).toBeCloseTo(71, 5); // the charger also carries the loads
    // Charging slows near full and never passes 100 %.
    expect(chargeBattery(95, { ...night, activity: 'shore-power' }, hour, profile)).toBeLessThan(98);
    expect(chargeBattery(99.9, { ...night, activity: 'shore-power' }, 10, profile)).toBeLessThanOrEqual(100);
  });

  it('sheds the loads at the monitor’s cut-off, so a flat battery stays just under it', () => {
    let battery = 30;
    for (let hours = 0; hours < 72; hours += 1) battery = chargeBattery(battery, night, 1, profile);
    expect(battery).toBeLessThanOrEqual(LOAD_DISCONNECT_PERCENT);
    expect(battery).toBeGreaterThan(LOAD_DISCONNECT_PERCENT - 2);
  });

  it('follows the weekly plan: shore power on a marina day, the engine on an outing morning, anchor otherwise', () => {
    expect(conditionsAt(profile, new Date('2026-11-02T12:00:00Z')).activity).toBe('shore-power'); // Monday
    expect(conditionsAt(profile, new Date('2026-11-07T09:00:00Z')).activity).toBe('under-way'); // Saturday 10:00 in Palma
    expect(conditionsAt(profile, new Date('2026-11-07T13:00:00Z')).activity).toBe('at-anchor');
    expect(conditionsAt(profile, new Date('2026-11-05T12:00:00Z')).activity).toBe('at-anchor'); // Thursday
    const laidUp = { ...profile, laidUpSince: new Date('2026-11-01T00:00:00Z') };
    expect(conditionsAt(laidUp, new Date('2026-11-02T12:00:00Z')).activity).toBe('at-anchor');
  });

  it('is warmest in the afternoon and coolest before dawn, with humidity moving the other way', () => {
    const readings = simulateReadings(profile, week);
    const at = (hours: number[]) => readings.filter((reading) => hours.includes(palmaHour(reading.recordedAt)));
    const afternoon = at([14, 15, 16]);
    const dawn = at([4, 5, 6]);
    expect(mean(afternoon.map((reading) => reading.temperatureCelsius))).toBeGreaterThan(mean(dawn.map((reading) => reading.temperatureCelsius)) + 4);
    expect(mean(afternoon.map((reading) => reading.humidityPercent))).toBeLessThan(mean(dawn.map((reading) => reading.humidityPercent)) - 8);
  });

  it('keeps Palma’s clock across the change to summer time', () => {
    // 31 March 2024 (the last Sunday): 10:00 UTC is 12:00 in Palma; the day before, 10:00 UTC was 11:00.
    const saturday = { ...profile, week: ['anchor', 'anchor', 'anchor', 'anchor', 'anchor', 'anchor', 'outing'] as BoatProfile['week'] };
    expect(conditionsAt(saturday, new Date('2024-03-30T09:45:00Z')).activity).toBe('under-way'); // 10:45 CET
    expect(conditionsAt(saturday, new Date('2024-03-30T10:15:00Z')).activity).toBe('at-anchor'); // 11:15 CET
  });

  it('follows the seasons: an August afternoon is far warmer than a January one', () => {
    const august = conditionsAt(profile, new Date('2026-08-10T14:00:00Z')).temperatureCelsius;
    const january = conditionsAt(profile, new Date('2026-01-20T14:00:00Z')).temperatureCelsius;
    expect(august - january).toBeGreaterThan(10);
    expect(conditionsAt(profile, new Date('2026-06-21T02:00:00Z')).sunlight).toBe(0);
  });
});
