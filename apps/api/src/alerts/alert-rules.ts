import type { Metric } from '../telemetry/metrics.js';

/**
 * The alert rules and their hysteresis, pure: an alert raises when a value crosses its threshold and
 * stays past it for RAISE_AFTER_MS, and clears only once the value is back by the rule's margin, so a
 * value hovering at the line does not flap.
 */
export type AlertKind = 'LOW_BATTERY' | 'HIGH_TEMPERATURE' | 'HIGH_HUMIDITY' | 'NO_DATA';

export interface ThresholdRule {
  kind: Exclude<AlertKind, 'NO_DATA'>;
  metric: Metric;
  /** 'below': the alert is a value under the threshold; 'above': over it. */
  direction: 'below' | 'above';
  threshold: number;
  /** Back past threshold ± margin (away from the alert) before it clears. */
  clearMargin: number;
}

/** A value must stay past the threshold this long before the alert raises. */
export const RAISE_AFTER_MS = 5 * 60_000;
/** A boat with a device that has been silent this long raises NO_DATA. */
export const NO_DATA_AFTER_MS = 2 * 3_600_000;

/** Every boat's rules unless its owner changes them: a flat service battery, a hot or damp cabin. */
export const DEFAULT_RULES: readonly ThresholdRule[] = [
  { kind: 'LOW_BATTERY', metric: 'battery_percent', direction: 'below', threshold: 20, clearMargin: 5 },
  { kind: 'HIGH_TEMPERATURE', metric: 'temperature_celsius', direction: 'above', threshold: 45, clearMargin: 3 },
  { kind: 'HIGH_HUMIDITY', metric: 'humidity_percent', direction: 'above', threshold: 80, clearMargin: 5 },
];

export interface RuleState {
  /** An alert of this rule is open. */
  open: boolean;
  /** Since when the value has been past the threshold without a break (not yet raised). */
  breachSince: Date | null;
  /** The newest reading taken into account: older ones (late readings) do not move the state. */
  lastAt: Date | null;
}

export type RuleEvent = { type: 'raise' | 'clear'; at: Date; value: number };

export const initialState = (): RuleState => ({ open: false, breachSince: null, lastAt: null });

/** The state after one reading, and the event it causes, if any. */
export function step(rule: ThresholdRule, state: RuleState, reading: { at: Date; value: number }): { state: RuleState; event: RuleEvent | null } {
  const { at, value } = reading;
  if (state.lastAt && at <= state.lastAt) return { state, event: null };
  const past = rule.direction === 'below' ? value < rule.threshold : value > rule.threshold;
  if (state.open) {
    const back = rule.direction === 'below' ? value > rule.threshold + rule.clearMargin : value < rule.threshold - rule.clearMargin;
    return back ? { state: { open: false, breachSince: null, lastAt: at }, event: { type: 'clear', at, value } } : { state: { ...state, lastAt: at }, event: null };
  }
  if (!past) return { state: { open: false, breachSince: null, lastAt: at }, event: null };
  const breachSince = state.breachSince ?? at;
  if (at.getTime() - breachSince.getTime() >= RAISE_AFTER_MS) return { state: { open: true, breachSince: null, lastAt: at }, event: { type: 'raise', at, value } };
  return { state: { open: false, breachSince, lastAt: at }, event: null };
}

/** Runs a series of readings (any order: they are taken oldest first) through a rule. */
export function run(rule: ThresholdRule, state: RuleState, readings: readonly { at: Date; value: number }[]): { state: RuleState; events: RuleEvent[] } {
  const events: RuleEvent[] = [];
  for (const reading of [...readings].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const result = step(rule, state, reading);
    state = result.state;
    if (result.event) events.push(result.event);
  }
  return { state, events };
}
