/**
 * Safe ranges of the vital signs: a reading outside is highlighted. Chosen for
 * leisure boats moored in the Mediterranean: a service battery under 20 % risks
 * the bilge pumps; over 40 °C or under 2 °C on board, or humidity over 85 %
 * (mould, corrosion of electronics) needs a look.
 */
export const vitalRanges = {
  batteryPercent: { min: 20, max: 100 },
  temperatureCelsius: { min: 2, max: 40 },
  humidityPercent: { min: 0, max: 85 },
} as const;

export type VitalMetric = keyof typeof vitalRanges;

export function isOutOfRange(metric: VitalMetric, value: number): boolean {
  const range = vitalRanges[metric];
  return value < range.min || value > range.max;
}

/** A reading older than this does not pass for the boat's current state (the API's NO_DATA alert waits as long). */
export const STALE_AFTER_MS = 2 * 60 * 60 * 1000;

/** How often an open boat page asks for new readings. */
export const BOAT_POLL_MS = 30_000;

export function isStale(recordedAt: string | Date, now = Date.now()): boolean {
  return now - new Date(recordedAt).getTime() > STALE_AFTER_MS;
}
