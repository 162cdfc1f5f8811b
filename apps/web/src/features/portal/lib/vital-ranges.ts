import type { AlertDirection, AlertKind, VitalSign } from '@mmt/graphql';
import { localeOf } from '../../../shared/format/format';

/**
 * Where a vital sign stops being safe is the boat's own alert rule (Boat.alertRules: the defaults,
 * or what its owner chose): the card highlights a reading past its line and the charts shade the
 * other side of it, so what the portal shows and what raises an alert never disagree.
 */
export type VitalMetric = 'batteryPercent' | 'temperatureCelsius' | 'humidityPercent';

/**
 * The vital signs in the order the portal shows them: the API's name of each (VitalSign), its label
 * (portal texts), its unit and, for percentages, the chart's fixed scale.
 */
export const VITAL_METRICS = [
  { metric: 'batteryPercent', vitalSign: 'BATTERY_PERCENT', label: 'vitals.battery', unit: '%', domain: [0, 100] },
  { metric: 'temperatureCelsius', vitalSign: 'TEMPERATURE_CELSIUS', label: 'vitals.temperature', unit: '°C', domain: undefined },
  { metric: 'humidityPercent', vitalSign: 'HUMIDITY_PERCENT', label: 'vitals.humidity', unit: '%', domain: [0, 100] },
] as const satisfies readonly { metric: VitalMetric; vitalSign: VitalSign; label: string; unit: string; domain: readonly [number, number] | undefined }[];

/**
 * A reading as every screen writes it: one decimal always (12.0 °C beside 13.4 °C, not 12 °C), the
 * precision the API keeps, and its unit held to it by a no-break space.
 */
export function formatMeasure(value: number, unit: string, language: string): string {
  const number = new Intl.NumberFormat(localeOf(language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
  return unit ? `${number}\u00a0${unit}` : number;
}

/** A boat's alert rule as far as the highlight needs it. */
export interface AlertLine {
  kind: AlertKind;
  enabled: boolean;
  threshold: number;
  direction: AlertDirection;
}

/** The rule that watches each vital sign. */
const RULE_OF: Record<VitalMetric, AlertKind> = { batteryPercent: 'LOW_BATTERY', temperatureCelsius: 'HIGH_TEMPERATURE', humidityPercent: 'HIGH_HUMIDITY' };

/** The boat's line for this vital sign; null when its rule is off. */
function lineOf(rules: readonly AlertLine[], metric: VitalMetric): AlertLine | null {
  const rule = rules.find((candidate) => candidate.kind === RULE_OF[metric]);
  return rule?.enabled ? rule : null;
}

/** A reading past the line of its rule (the alert itself waits until it has stayed there 5 minutes). */
export function isPastAlertLine(rules: readonly AlertLine[], metric: VitalMetric, value: number): boolean {
  const line = lineOf(rules, metric);
  if (!line) return false;
  return line.direction === 'BELOW' ? value < line.threshold : value > line.threshold;
}

/** The bounds of the safe side, for a chart's shading: a battery's low line, a cabin's high one. */
export function safeBounds(rules: readonly AlertLine[], metric: VitalMetric): { low?: number; high?: number } {
  const line = lineOf(rules, metric);
  if (!line) return {};
  return line.direction === 'BELOW' ? { low: line.threshold } : { high: line.threshold };
}

/** A reading older than this does not pass for the boat's current state (the API's NO_DATA alert waits as long by default). */
export const STALE_AFTER_MS = 2 * 60 * 60 * 1000;

/** How often an open boat page asks for new readings. */
export const BOAT_POLL_MS = 30_000;

export function isStale(recordedAt: string | Date, now = Date.now()): boolean {
  return now - new Date(recordedAt).getTime() > STALE_AFTER_MS;
}
