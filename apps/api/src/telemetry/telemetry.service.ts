import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AlertsService } from '../alerts/alerts.service.js';
import { MaintenanceService } from '../maintenance/maintenance.service.js';
import { PreparedStatement } from '../common/prepared-statement.js';
import type { TelemetryReading } from './metrics.js';
import type { RunningHoursReading } from './signal-k.js';
import { ReadingPartitions } from './reading-partitions.js';

export interface StoreResult {
  /** New readings written. */
  stored: number;
  /** Readings already there (same boat, metric, bank and instant): kept once. */
  duplicates: number;
}

/**
 * Writes a boat's readings (all or nothing, repeated ones skipped) and runs the new ones through its
 * alert rules; its engines' hour meters go to each engine's running hours (maintenance/hour-meters.ts).
 */
@Injectable()
export class TelemetryService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly partitions: ReadingPartitions,
    private readonly alerts: AlertsService,
    private readonly maintenance: MaintenanceService,
  ) {}

  async store(
    boatId: number,
    readings: readonly TelemetryReading[],
    origin: ReadingWriter,
    runningHours: readonly RunningHoursReading[] = [],
  ): Promise<StoreResult> {
    if (readings.length === 0 && runningHours.length === 0) return { stored: 0, duplicates: 0 };
    if (readings.length > 0) await this.partitions.ensure(readings.map((reading) => reading.recordedAt));
    const stored = await this.dataSource.transaction(async (manager) => {
      // Sensor readings arrive every few seconds from every boat: the commit does not wait for the
      // disk (a crash can lose the last fraction of a second of readings, never corrupt them), unless
      // an alert raised or cleared: its e-mail makes the outbox wait (Outbox.enqueue). The rest of the API keeps full durability.
      await manager.query('SET LOCAL synchronous_commit = off');
      const fresh = await insertReadings(manager, boatId, readings, origin);
      await this.alerts.onReadings(manager, boatId, fresh);
      if (runningHours.length > 0) await this.maintenance.recordDeviceHours(manager, boatId, runningHours);
      return fresh;
    });
    return { stored: stored.length, duplicates: readings.length - stored.length };
  }
}

/** Where readings come from: a boat's device (its token), or the demo's simulated history. */
export type ReadingWriter = { kind: 'device'; deviceTokenId: number } | { kind: 'demo' };

/** The quarter hours the charts are built from (telemetry_rollups). */
export const ROLLUP_BUCKET = '15 minutes';

/**
 * The readings ($2–$5 their metrics, sources, times and values) of boat $1 written by $6/$7, and
 * their quarter hours' rollups. Prepared: this runs on every telemetry request, and PostgreSQL then
 * parses and plans it once per connection.
 */
const INSERT_READINGS = new PreparedStatement(
  'telemetry-insert-readings',
  `WITH fresh AS (
     INSERT INTO telemetry_readings (boat_id, origin, device_token_id, metric, source, recorded_at, value)
     SELECT $1, $6, $7, * FROM unnest($2::text[], $3::text[], $4::timestamptz[], $5::float8[])
     ON CONFLICT DO NOTHING
     RETURNING metric, source, recorded_at, value
   ), rollup AS (
     INSERT INTO telemetry_rollups AS r (boat_id, metric, bucket, readings, total, minimum, maximum)
     SELECT $1, metric, date_bin('${ROLLUP_BUCKET}', recorded_at, timestamptz '2000-01-01'), count(*), sum(value), min(value), max(value)
       FROM fresh GROUP BY 2, 3
     ON CONFLICT (boat_id, metric, bucket) DO UPDATE
       SET readings = r.readings + excluded.readings, total = r.total + excluded.total,
           minimum = least(r.minimum, excluded.minimum), maximum = greatest(r.maximum, excluded.maximum)
   )
   SELECT * FROM fresh`,
);

/**
 * Inserts the readings (a late one goes to its own month like any other) and adds the new ones to
 * their quarter hours' rollups, in one statement; returns those that were new.
 */
export async function insertReadings(
  manager: EntityManager,
  boatId: number,
  readings: readonly TelemetryReading[],
  origin: ReadingWriter,
): Promise<TelemetryReading[]> {
  const rows: { metric: TelemetryReading['metric']; source: string; recorded_at: Date; value: number }[] = await INSERT_READINGS.run(manager, [
    boatId,
    readings.map((reading) => reading.metric),
    readings.map((reading) => reading.source),
    readings.map((reading) => reading.recordedAt.toISOString()),
    readings.map((reading) => reading.value),
    origin.kind,
    origin.kind === 'device' ? origin.deviceTokenId : null,
  ]);
  return rows.map((row) => ({ metric: row.metric, source: row.source, recordedAt: row.recorded_at, value: row.value }));
}
