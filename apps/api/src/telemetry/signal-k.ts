import type { Metric, TelemetryReading } from './metrics.js';

/**
 * Reads Signal K deltas (https://signalk.org/specification/latest/doc/data_model.html) into the
 * readings we keep. All or nothing: the first bad value refuses the whole request, with the reason.
 * Paths we do not keep are ignored; so are other vessels' deltas (AIS targets): only `vessels.self`
 * (or no context) is the boat the device token belongs to.
 */
export class TelemetryInputError extends Error {}

/** A reading may be stamped at most this far ahead of the server's clock (clock skew on board). */
export const MAX_FUTURE_MS = 5 * 60_000;
/** Older readings are refused: a month partition is created for each month that has readings. */
export const MAX_AGE_MS = 366 * 24 * 3_600_000;

interface Conversion {
  metric: Metric;
  /** From Signal K's SI unit to ours. */
  convert: (value: number) => number;
  /** The physical range, in our unit (both ends included). */
  min: number;
  max: number;
  unit: string;
}

const ratioToPercent = (value: number) => value * 100;
const kelvinToCelsius = (value: number) => value - 273.15;

const BATTERY: Record<string, Conversion> = {
  stateOfCharge: { metric: 'battery_percent', convert: ratioToPercent, min: 0, max: 100, unit: '%' },
  voltage: { metric: 'battery_volts', convert: (value) => value, min: 0, max: 100, unit: 'V' },
};

const ENVIRONMENT: Record<string, Conversion> = {
  'environment.inside.temperature': { metric: 'temperature_celsius', convert: kelvinToCelsius, min: -50, max: 100, unit: '°C' },
  'environment.inside.relativeHumidity': { metric: 'humidity_percent', convert: ratioToPercent, min: 0, max: 100, unit: '%' },
};

const BATTERY_PATH = /^electrical\.batteries\.([A-Za-z0-9_-]{1,40})\.(stateOfCharge|voltage)$/;
const RUN_TIME_PATH = /^propulsion\.([A-Za-z0-9_-]{1,40})\.runTime$/;
/** An engine's running hours (Signal K's runTime is in seconds), up to a million hours. */
const RUN_TIME: Omit<Conversion, 'metric'> = { convert: (seconds) => seconds / 3600, min: 0, max: 1_000_000, unit: 'h' };

/** An engine's hour meter: kept as the boat's running hours (maintenance), not as a reading. */
export interface RunningHoursReading {
  /** The engine: the `<id>` of propulsion.<id>.runTime. */
  source: string;
  recordedAt: Date;
  hours: number;
}

export interface ParsedDeltas {
  readings: TelemetryReading[];
  runningHours: RunningHoursReading[];
  /** Values of paths (or vessels) we do not keep. */
  ignored: number;
}

export function parseDeltas(body: unknown, now = new Date()): ParsedDeltas {
  const deltas = Array.isArray(body) ? body : [body];
  if (deltas.length === 0) throw new TelemetryInputError('the body is an empty array: send a Signal K delta or an array of deltas');
  const result: ParsedDeltas = { readings: [], runningHours: [], ignored: 0 };
  deltas.forEach((delta, index) => readDelta(delta, `deltas[${index}]`, now, result));
  return result;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readDelta(delta: unknown, where: string, now: Date, result: ParsedDeltas): void {
  if (!isObject(delta) || !Array.isArray(delta.updates)) throw new TelemetryInputError(`${where}: not a Signal K delta (an object with "updates": [...])`);
  const context = delta.context;
  if (context !== undefined && typeof context !== 'string') throw new TelemetryInputError(`${where}.context: must be a string`);
  const ownVessel = context === undefined || context === 'vessels.self';
  delta.updates.forEach((update, index) => {
    const at = `${where}.updates[${index}]`;
    if (!isObject(update)) throw new TelemetryInputError(`${at}: must be an object`);
    if (update.values === undefined) return; // a meta-only update
    if (!Array.isArray(update.values)) throw new TelemetryInputError(`${at}.values: must be an array`);
    // Nothing to read, so its time does not matter: signalk-server sends unparsed NMEA 2000 messages
    // this way, stamped with the bus's own (possibly years-old) clock.
    if (update.values.length === 0) return;
    const recordedAt = readTimestamp(update.timestamp, `${at}.timestamp`, now);
    update.values.forEach((entry, valueIndex) => {
      const where = `${at}.values[${valueIndex}]`;
      const runningHours = readRunTime(entry, where, recordedAt);
      if (runningHours !== undefined) {
        if (ownVessel && runningHours) result.runningHours.push(runningHours);
        else result.ignored += 1;
        return;
      }
      const reading = readValue(entry, where, recordedAt);
      if (ownVessel && reading.length > 0) result.readings.push(...reading);
      else result.ignored += 1;
    });
  });
}

function readTimestamp(timestamp: unknown, where: string, now: Date): Date {
  // Signal K allows an update without one: it was read as it is sent.
  if (timestamp === undefined) return now;
  const time = typeof timestamp === 'string' && /^\d{4}-\d\d-\d\dT/.test(timestamp) ? Date.parse(timestamp) : Number.NaN;
  if (Number.isNaN(time)) throw new TelemetryInputError(`${where}: not an ISO 8601 date-time`);
  if (time > now.getTime() + MAX_FUTURE_MS) throw new TelemetryInputError(`${where}: ${String(timestamp)} is more than 5 minutes in the future`);
  if (time < now.getTime() - MAX_AGE_MS) throw new TelemetryInputError(`${where}: ${String(timestamp)} is more than a year old`);
  return new Date(time);
}

/** An engine's runTime (null: no value now), or undefined when the entry is of another path. */
function readRunTime(entry: unknown, where: string, recordedAt: Date): RunningHoursReading | null | undefined {
  if (!isObject(entry) || typeof entry.path !== 'string') return undefined;
  const engine = RUN_TIME_PATH.exec(entry.path);
  if (!engine) return undefined;
  if (entry.value === null) return null;
  return { source: engine[1], recordedAt, hours: convertInRange(entry.value, RUN_TIME, `${where} (${entry.path})`) };
}

function readValue(entry: unknown, where: string, recordedAt: Date): TelemetryReading[] {
  if (!isObject(entry) || typeof entry.path !== 'string') throw new TelemetryInputError(`${where}: must be { "path": "...", "value": ... }`);
  const { path, value } = entry;
  // Signal K's null is "no value now": nothing to keep.
  if (value === null) return [];
  if (path === 'navigation.position') return readPosition(value, where, recordedAt);
  const battery = BATTERY_PATH.exec(path);
  const conversion = battery ? BATTERY[battery[2]] : ENVIRONMENT[path];
  if (!conversion) return [];
  const source = battery ? battery[1] : '';
  return [{ metric: conversion.metric, source, recordedAt, value: convertInRange(value, conversion, `${where} (${path})`) }];
}

function convertInRange(value: unknown, { convert, min, max, unit }: Omit<Conversion, 'metric'>, where: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new TelemetryInputError(`${where}: the value must be a number`);
  const converted = convert(value);
  if (converted < min || converted > max) {
    throw new TelemetryInputError(`${where}: ${value} is ${round(converted)} ${unit}, outside the physical range ${min} to ${max} ${unit}`);
  }
  return converted;
}

function readPosition(value: unknown, where: string, recordedAt: Date): TelemetryReading[] {
  if (!isObject(value)) throw new TelemetryInputError(`${where} (navigation.position): must be { "latitude": …, "longitude": … }`);
  const latitude = convertInRange(value.latitude, { convert: (v) => v, min: -90, max: 90, unit: '°' }, `${where} (navigation.position.latitude)`);
  const longitude = convertInRange(value.longitude, { convert: (v) => v, min: -180, max: 180, unit: '°' }, `${where} (navigation.position.longitude)`);
  return [
    { metric: 'latitude', source: '', recordedAt, value: latitude },
    { metric: 'longitude', source: '', recordedAt, value: longitude },
  ];
}

const round = (value: number) => Math.round(value * 100) / 100;
