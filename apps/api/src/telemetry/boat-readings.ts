import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { BoatReadings, VITAL_METRICS, type LatestReading } from '../boats/boat-readings.js';
import { ReadingPeriod, type ReadingOrigin, type ReadingSeriesValues, type VitalSign } from '../boats/models/boat.model.js';
import type { Metric } from './metrics.js';

/** Where buckets start: a month's days begin at midnight in Palma (winter time: an hour off in summer). */
const BIN_ORIGIN = '2000-01-01 00:00+01';

/** Length of each window and the buckets a chart of it draws (96, 168 and 30 of them). */
const PERIODS: Record<ReadingPeriod, { window: string; bucket: string }> = {
  [ReadingPeriod.DAY]: { window: '24 hours', bucket: '15 minutes' },
  [ReadingPeriod.WEEK]: { window: '7 days', bucket: '1 hour' },
  [ReadingPeriod.MONTH]: { window: '30 days', bucket: '1 day' },
};

/** The boats' vital signs from the readings and their quarter-hour rollups (boats/boat-readings.ts). */
@Injectable()
export class TelemetryBoatReadings extends BoatReadings {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  /**
   * Each boat's latest value of each vital sign (they may come at different times: a battery
   * monitor and a cabin sensor report apart), stamped with the newest of them. One index probe per
   * boat and metric, however long the history.
   */
  async latest(boatIds: readonly number[]): Promise<(LatestReading | null)[]> {
    const rows: RawReading[] = await this.dataSource.query(
      `SELECT latest.*, d.name AS device_name FROM (
         SELECT b.id AS boat_id, max(r.recorded_at) AS recorded_at,
                max(r.value) FILTER (WHERE m.metric = 'battery_percent') AS battery_percent,
                max(r.value) FILTER (WHERE m.metric = 'temperature_celsius') AS temperature_celsius,
                max(r.value) FILTER (WHERE m.metric = 'humidity_percent') AS humidity_percent,
                (array_agg(r.origin ORDER BY r.recorded_at DESC))[1] AS origin,
                (array_agg(r.device_token_id ORDER BY r.recorded_at DESC))[1] AS device_token_id
           FROM unnest($1::int[]) b (id)
          CROSS JOIN unnest($2::text[]) m (metric)
          CROSS JOIN LATERAL (
                SELECT recorded_at, value, origin, device_token_id FROM telemetry_readings t
                 WHERE t.boat_id = b.id AND t.metric = m.metric
                 ORDER BY recorded_at DESC LIMIT 1) r
          GROUP BY b.id) latest
       LEFT JOIN device_tokens d ON d.id = latest.device_token_id`,
      [[...boatIds], VITAL_METRICS],
    );
    const byBoat = new Map(rows.map((row) => [row.boat_id, toReading(row)]));
    return boatIds.map((id) => byBoat.get(id) ?? null);
  }

  /**
   * Each vital sign a boat reported in the window: its buckets (mean weighted by readings, and
   * extremes) from the quarter-hour rollups the ingest keeps (telemetry_rollups), binned again with
   * date_bin; the window's extremes from the same rollups' (so a longer window's minimum is never
   * above a shorter one's), and its newest reading itself.
   */
  async series(boatIds: readonly number[], period: ReadingPeriod): Promise<ReadingSeriesValues[][]> {
    const { window, bucket } = PERIODS[period];
    const [buckets, lasts]: [RawBucket[], RawLast[]] = await Promise.all([
      this.dataSource.query(
        `SELECT boat_id, metric, date_bin($2::interval, bucket, timestamptz '${BIN_ORIGIN}') AS start,
                sum(total) / sum(readings) AS mean, min(minimum) AS minimum, max(maximum) AS maximum
           FROM telemetry_rollups
          WHERE boat_id = ANY($1) AND metric = ANY($4::text[]) AND bucket > now() - $3::interval
          GROUP BY boat_id, metric, 3
          ORDER BY boat_id, metric, 3`,
        [[...boatIds], bucket, window, VITAL_METRICS],
      ),
      this.dataSource.query(
        `SELECT b.id AS boat_id, m.metric, r.value, r.recorded_at
           FROM unnest($1::int[]) b (id)
          CROSS JOIN unnest($2::text[]) m (metric)
          CROSS JOIN LATERAL (
                SELECT value, recorded_at FROM telemetry_readings t
                 WHERE t.boat_id = b.id AND t.metric = m.metric AND t.recorded_at > now() - $3::interval
                 ORDER BY recorded_at DESC LIMIT 1) r`,
        [[...boatIds], VITAL_METRICS, window],
      ),
    ]);
    return boatIds.map((boatId) =>
      VITAL_METRICS.flatMap((metric) => {
        const own = buckets.filter((row) => row.boat_id === boatId && row.metric === metric);
        const last = lasts.find((row) => row.boat_id === boatId && row.metric === metric);
        if (own.length === 0 || !last) return [];
        return [
          {
            vitalSign: metric.toUpperCase() as VitalSign,
            minimum: Math.min(...own.map((row) => row.minimum)),
            maximum: Math.max(...own.map((row) => row.maximum)),
            last: last.value,
            lastRecordedAt: last.recorded_at,
            buckets: own.map((row) => ({ start: row.start, mean: row.mean, minimum: row.minimum, maximum: row.maximum })),
          },
        ];
      }),
    );
  }
}

interface RawBucket {
  boat_id: number;
  metric: Metric;
  start: Date;
  mean: number;
  minimum: number;
  maximum: number;
}

interface RawLast {
  boat_id: number;
  metric: Metric;
  value: number;
  recorded_at: Date;
}

interface RawReading {
  boat_id: number;
  recorded_at: Date;
  battery_percent: number | null;
  temperature_celsius: number | null;
  humidity_percent: number | null;
  origin: 'device' | 'demo' | null;
  device_name: string | null;
}

function toReading(row: RawReading): LatestReading {
  return {
    boatId: row.boat_id,
    recordedAt: row.recorded_at,
    batteryPercent: row.battery_percent,
    temperatureCelsius: row.temperature_celsius,
    humidityPercent: row.humidity_percent,
    origin: row.origin && (row.origin.toUpperCase() as ReadingOrigin),
    deviceName: row.device_name,
  };
}
