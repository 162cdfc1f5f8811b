/**
 * The day of a boat in Palma, as its sensors would see it: a pure,
 * deterministic model of the vital signs (service battery, temperature and
 * humidity on board) as a function of time and the boat's profile.
 *
 * - Weather: Palma's seasons (monthly means of the AEMET station, as one
 *   yearly wave), a daily cycle (coolest about 06:00, warmest about 15:00 on
 *   board), and a seeded "weather" per day, eased from one day to the next,
 *   that shifts temperature, humidity and cloud.
 * - Humidity moves against temperature: highest in the cool of the night.
 * - Sun: day length and solar noon for 39.6° N, 2.65° E; clouds dim it.
 * - Battery: the house loads drain it (more at night: lights, anchor light),
 *   the solar panels feed it by day, the alternator while the engine runs,
 *   the charger on shore power in the marina. Charging tapers above 80 %
 *   (absorption); at 10 % the battery monitor sheds the loads.
 * - Where the boat is comes from its weekly plan (marina, anchor, or an
 *   outing: motoring out in the morning and to an anchorage in the evening),
 *   until `laidUpSince`, after which it stays on its mooring on its own.
 *
 * Same profile and same instant, same values: the seed picks the weather and
 * the sensors' last-digit jitter. `simulateReadings` integrates the battery
 * over a period (the demo seed's month of readings); `conditionsAt` and
 * `chargeBattery` are the steps a live boat simulator advances with.
 */

/** Where the boat spends a day of the week. */
export type DayPlan = 'marina' | 'anchor' | 'outing';

/** What the boat is doing at an instant: what charges or drains the battery. */
export type Activity = 'shore-power' | 'at-anchor' | 'under-way';

export interface BoatProfile {
  /** Makes this boat's weather and sensor noise its own. */
  seed: number;
  /** Drain of the house loads at anchor by night, % of the bank per hour (by day a third less). */
  houseLoadPercentPerHour: number;
  /** Solar charge at noon under a clear sky, % per hour (0: no panels). */
  solarPeakPercentPerHour: number;
  /** Alternator charge while the engine runs, % per hour. */
  enginePercentPerHour: number;
  /** Shore charger in the marina, % per hour. */
  shorePercentPerHour: number;
  /** The plan for each day of the week, Sunday first. */
  week: readonly [DayPlan, DayPlan, DayPlan, DayPlan, DayPlan, DayPlan, DayPlan];
  /** From this instant on the boat stays on its mooring alone: no outings, no shore power. */
  laidUpSince?: Date;
}

export interface Conditions {
  activity: Activity;
  /** 0 (night) to 1 (clear noon sun). */
  sunlight: number;
  temperatureCelsius: number;
  humidityPercent: number;
}

export interface VitalSigns {
  batteryPercent: number;
  temperatureCelsius: number;
  humidityPercent: number;
}

export interface Reading extends VitalSigns {
  recordedAt: Date;
}

/** Where the battery monitor disconnects the loads, and what still draws after that. */
export const LOAD_DISCONNECT_PERCENT = 10;
const STANDBY_PERCENT_PER_HOUR = 0.02;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const LONGITUDE = 2.65;

/** Hours of the outings, Palma clock: motoring out, then to the evening anchorage. */
const ENGINE_HOURS: readonly (readonly [number, number])[] = [
  [9.5, 11],
  [17.5, 19],
];

/** The last Sunday of a month at 01:00 UTC, when EU clocks change. */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Palma's clock: UTC+2 from the last Sunday of March to the last Sunday of October, else UTC+1. */
function palmaOffsetHours(at: Date): number {
  const year = at.getUTCFullYear();
  const time = at.getTime();
  return time >= lastSundayAt1Utc(year, 2) && time < lastSundayAt1Utc(year, 9) ? 2 : 1;
}

/** Hours since the epoch on Palma's clock, the hour of the day and the weekday (0 Sunday). */
function palmaTime(at: Date): { hours: number; hour: number; weekday: number } {
  const hours = at.getTime() / HOUR_MS + palmaOffsetHours(at);
  const day = Math.floor(hours / 24);
  return { hours, hour: hours - day * 24, weekday: (day + 4) % 7 };
}

/** A number in [0, 1) fixed by the seed and the keys (a 32-bit integer hash). */
export function hashUnit(seed: number, ...keys: number[]): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (const key of keys) {
    h = Math.imul(h ^ Math.floor(key), 0x85ebca6b) >>> 0;
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
    h = (h ^ (h >>> 16)) >>> 0;
  }
  return h / 2 ** 32;
}

/**
 * A seeded wander in [-1, 1] for one quantity: a random value at each whole
 * `position` (a day, or a few hours), eased (cosine) from one to the next.
 */
function wander(seed: number, quantity: number, position: number): number {
  const knot = Math.floor(position);
  const from = hashUnit(seed, quantity, knot) * 2 - 1;
  const to = hashUnit(seed, quantity, knot + 1) * 2 - 1;
  const ease = (1 - Math.cos(Math.PI * (position - knot))) / 2;
  return from + (to - from) * ease;
}

/** Palma's mean air temperature on a day of the year: 11.5 °C in January to 26.5 °C in August. */
function seasonalMean(at: Date): number {
  const dayOfYear = (at.getTime() - Date.UTC(at.getUTCFullYear(), 0, 1)) / DAY_MS;
  return 19 - 7.5 * Math.cos((2 * Math.PI * (dayOfYear - 20)) / 365);
}

/** Sunlight on deck, 0 to 1, for clear skies: from the sun's height at Palma. */
function clearSkySun(at: Date): number {
  const dayOfYear = (at.getTime() - Date.UTC(at.getUTCFullYear(), 0, 1)) / DAY_MS;
  const dayLength = 12 + 2.9 * Math.sin((2 * Math.PI * (dayOfYear - 80)) / 365);
  const solarHour = (at.getUTCHours() + at.getUTCMinutes() / 60 + LONGITUDE / 15 + 24) % 24;
  const fromSunrise = solarHour - (12 - dayLength / 2);
  if (fromSunrise <= 0 || fromSunrise >= dayLength) return 0;
  return Math.sin((Math.PI * fromSunrise) / dayLength);
}

/** A marina day is on shore power from midnight to midnight; an outing's night is spent at anchor. */
function activityAt(profile: BoatProfile, at: Date, hour: number, weekday: number): Activity {
  if (profile.laidUpSince && at >= profile.laidUpSince) return 'at-anchor';
  const plan = profile.week[weekday];
  if (plan === 'marina') return 'shore-power';
  if (plan === 'outing' && ENGINE_HOURS.some(([start, end]) => hour >= start && hour < end)) return 'under-way';
  return 'at-anchor';
}

/** What the boat is doing and the weather on board at an instant. */
export function conditionsAt(profile: BoatProfile, at: Date): Conditions {
  const { hours, hour, weekday } = palmaTime(at);
  const day = hours / 24;
  // The day's weather (a front passing takes a day or two) and a few hours' wander on top.
  const clouds = 0.5 + 0.5 * wander(profile.seed, 1, day); // 0 clear … 1 overcast
  const sunlight = clearSkySun(at) * (1 - 0.75 * clouds);
  const daily = Math.cos((2 * Math.PI * (hour - 15)) / 24); // +1 at 15:00, -1 at 03:00
  const temperatureCelsius =
    seasonalMean(at) + 1.5 + 3.2 * daily + 2.5 * wander(profile.seed, 2, day) + 0.8 * wander(profile.seed, 4, hours / 3) + 2 * sunlight;
  // At most 63 + 8 + 6 + 3 + 4 = 84 %: humid, never past the portal's 85 % warning on its own.
  const humidityPercent = 63 - 8 * daily + 6 * wander(profile.seed, 3, day) + 3 * wander(profile.seed, 5, hours / 3) + 4 * clouds;
  return {
    activity: activityAt(profile, at, hour, weekday),
    sunlight,
    temperatureCelsius,
    humidityPercent: Math.min(95, Math.max(30, humidityPercent)),
  };
}

/** The battery after `hours` in these conditions (short steps: the rates are taken as constant). */
export function chargeBattery(batteryPercent: number, conditions: Conditions, hours: number, profile: BoatProfile): number {
  const shed = batteryPercent <= LOAD_DISCONNECT_PERCENT;
  const load = shed ? STANDBY_PERCENT_PER_HOUR : profile.houseLoadPercentPerHour * (conditions.sunlight > 0 ? 2 / 3 : 1);
  const source =
    conditions.activity === 'shore-power'
      ? profile.shorePercentPerHour
      : profile.solarPeakPercentPerHour * conditions.sunlight + (conditions.activity === 'under-way' ? profile.enginePercentPerHour : 0);
  const taper = batteryPercent < 80 ? 1 : Math.max(0, (100 - batteryPercent) / 20);
  const next = batteryPercent + (source * taper - load) * hours;
  return Math.min(100, Math.max(0, next));
}

/** A sensor's reading: one decimal, with a seeded jitter of the last digit. */
function sensor(value: number, seed: number, channel: number, at: Date): number {
  const jitter = (hashUnit(seed, channel, at.getTime() / 60_000) - 0.5) * 0.3;
  return Math.round((value + jitter) * 10) / 10;
}

/**
 * Readings every `intervalMinutes` from `from` to `to` (both included when
 * they fall on the grid), the battery integrated in 10-minute steps from
 * `startBatteryPercent` at `from`.
 */
export function simulateReadings(
  profile: BoatProfile,
  { from, to, intervalMinutes, startBatteryPercent }: { from: Date; to: Date; intervalMinutes: number; startBatteryPercent: number },
): Reading[] {
  const stepMs = 10 * 60_000;
  const intervalMs = intervalMinutes * 60_000;
  const readings: Reading[] = [];
  let battery = startBatteryPercent;
  for (let time = from.getTime(), next = from.getTime(); time <= to.getTime(); time += stepMs) {
    const at = new Date(time);
    const conditions = conditionsAt(profile, at);
    if (time >= next) {
      readings.push({
        recordedAt: at,
        batteryPercent: Math.min(100, Math.max(0, sensor(battery, profile.seed, 11, at))),
        temperatureCelsius: sensor(conditions.temperatureCelsius, profile.seed, 12, at),
        humidityPercent: sensor(conditions.humidityPercent, profile.seed, 13, at),
      });
      next += intervalMs;
    }
    battery = chargeBattery(battery, conditions, stepMs / HOUR_MS, profile);
  }
  return readings;
}
