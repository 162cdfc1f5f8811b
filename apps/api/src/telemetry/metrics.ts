/**
 * What the portal keeps of a boat's Signal K data, one value per row of telemetry_readings, in the
 * portal's units (°C and %, not Signal K's SI Kelvin and ratios).
 */
export type Metric = 'battery_percent' | 'battery_volts' | 'temperature_celsius' | 'humidity_percent' | 'latitude' | 'longitude';

export interface TelemetryReading {
  metric: Metric;
  /** The battery bank ('house', 'starter' …: the `*` of electrical.batteries.*); '' for the others. */
  source: string;
  recordedAt: Date;
  value: number;
}
