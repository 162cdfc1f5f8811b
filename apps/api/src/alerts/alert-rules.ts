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

/** Every boat's rules unless its owner changes them: a flat service battery, a hot or damp cabin. */
export const DEFAULT_RULES: readonly ThresholdRule[] = [
  { kind: 'LOW_BATTERY', metric: 'battery_percent', direction: 'below', threshold: 20, clearMargin: 5 },
  { kind: 'HIGH_TEMPERATURE', metric: 'temperature_celsius', direction: 'above', threshold: 45, clearMargin: 3 },
  { kind: 'HIGH_HUMIDITY', metric: 'humidity_percent', direction: 'above', threshold: 80, clearMargin: 5 },
];

/** A boat with a device silent this many hours raises NO_DATA, unless its owner changes it. */
export const DEFAULT_NO_DATA_HOURS = 2;

/**
 * The thresholds an owner may choose, whole numbers in the rule's unit (% , °C, hours of silence):
 * wide enough for any boat, narrow enough that a slip of the finger (a battery alert at 95 %, a cabin
 * at 5 °C) is refused rather than mailing the owner every few minutes.
 */
export const THRESHOLD_LIMITS: Record<AlertKind, { min: number; max: number }> = {
  LOW_BATTERY: { min: 5, max: 60 },
  HIGH_TEMPERATURE: { min: 25, max: 70 },
  HIGH_HUMIDITY: { min: 50, max: 95 },
  NO_DATA: { min: 1, max: 72 },
};

/** One rule of a boat as it applies now: the default, or the owner's threshold, or off. */
export interface BoatRule {
  kind: AlertKind;
  enabled: boolean;
  threshold: number;
  defaultThreshold: number;
  /** 'below' for the battery; 'above' for the others (NO_DATA: hours of silence over the threshold). */
  direction: 'below' | 'above';
  /** How far back past the threshold a value must be for its alert to clear; null for NO_DATA. */
  clearMargin: number | null;
}

/** A boat's own change to a default rule (a row of boat_alert_rules). */
export interface RuleOverride {
  kind: AlertKind;
  threshold: number;
  enabled: boolean;
}

const DEFAULT_BOAT_RULES: readonly BoatRule[] = [
  ...DEFAULT_RULES.map((rule) => ({
    kind: rule.kind,
    enabled: true,
    threshold: rule.threshold,
    defaultThreshold: rule.threshold,
    direction: rule.direction,
    clearMargin: rule.clearMargin,
  })),
  { kind: 'NO_DATA', enabled: true, threshold: DEFAULT_NO_DATA_HOURS, defaultThreshold: DEFAULT_NO_DATA_HOURS, direction: 'above', clearMargin: null },
];

/** Every rule of a boat, in a fixed order (battery, temperature, humidity, no data), with its overrides applied. */
export function boatRules(overrides: readonly RuleOverride[]): BoatRule[] {
  const byKind = new Map(overrides.map((row) => [row.kind, row]));
  return DEFAULT_BOAT_RULES.map((rule) => {
    const override = byKind.get(rule.kind);
    return override ? { ...rule, threshold: override.threshold, enabled: override.enabled } : rule;
  });
}

/** The threshold rules the readings run through: the boat's, those turned off left out. */
export function enabledThresholdRules(overrides: readonly RuleOverride[]): ThresholdRule[] {
  const rules = new Map(boatRules(overrides).map((rule) => [rule.kind, rule]));
  return DEFAULT_RULES.flatMap((rule) => {
    const own = rules.get(rule.kind)!;
    return own.enabled ? [{ ...rule, threshold: own.threshold }] : [];
  });
}

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
    return back
      ? { state: { open: false, breachSince: null, lastAt: at }, event: { type: 'clear', at, value } }
      : { state: { ...state, lastAt: at }, event: null };
  }
  if (!past) return { state: { open: false, breachSince: null, lastAt: at }, event: null };
  const breachSince = state.breachSince ?? at;
  if (at.getTime() - breachSince.getTime() >= RAISE_AFTER_MS)
    return { state: { open: true, breachSince: null, lastAt: at }, event: { type: 'raise', at, value } };
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
