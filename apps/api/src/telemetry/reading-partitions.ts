import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** Months created ahead of the current one, so that no reading waits for a CREATE TABLE. */
const MONTHS_AHEAD = 3;

/** First instant (UTC) of the month of `at`, as 'YYYY-MM'. */
const monthOf = (at: Date) => at.toISOString().slice(0, 7);

/**
 * The monthly partitions of telemetry_readings and telemetry_rollups: created ahead at start
 * (prepareDatabase) and every day (a scheduled job; create_telemetry_partitions(), safe from several processes at once), and on demand for a late
 * reading whose month has none yet (only months within the year that parseDeltas accepts).
 */
@Injectable()
export class ReadingPartitions {
  /** Months known to have a partition (they are never dropped while running). */
  private readonly known = new Set<string>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** This month and the next MONTHS_AHEAD; returns how many partitions were created. */
  async createAhead(now = new Date()): Promise<number> {
    const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + MONTHS_AHEAD + 1, 1));
    return this.create(now, to);
  }

  /** Makes sure every month of these instants has its partition. */
  async ensure(times: readonly Date[]): Promise<void> {
    if (this.known.size === 0) await this.loadKnown();
    const missing = times.filter((time) => !this.known.has(monthOf(time)));
    if (missing.length === 0) return;
    const from = new Date(Math.min(...missing.map((time) => time.getTime())));
    const to = new Date(Math.max(...missing.map((time) => time.getTime())) + 1);
    await this.create(from, to);
  }

  private async create(from: Date, to: Date): Promise<number> {
    const [{ created }]: { created: number }[] = await this.dataSource.query('SELECT create_telemetry_partitions($1, $2) AS created', [from, to]);
    await this.loadKnown();
    return created;
  }

  private async loadKnown(): Promise<void> {
    const rows: { name: string }[] = await this.dataSource.query(
      `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'telemetry_readings'::regclass`,
    );
    for (const { name } of rows) {
      const match = /^telemetry_readings_(\d{4})_(\d{2})$/.exec(name);
      if (match) this.known.add(`${match[1]}-${match[2]}`);
    }
  }
}
