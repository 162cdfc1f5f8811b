import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Readings summed per boat, metric and quarter hour, kept up to date by each ingest: the charts read
 * these (at most 2,880 rows per sensor for 30 days) instead of every raw reading (259,200 per sensor
 * for a boat reporting every 10 s). Partitioned by month like the readings; the partition function
 * now creates both.
 */
export class TelemetryRollups1765000000000 implements MigrationInterface {
  name = 'TelemetryRollups1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE telemetry_rollups (
        boat_id integer NOT NULL REFERENCES boats (id) ON DELETE CASCADE,
        metric text NOT NULL,
        bucket timestamptz NOT NULL,
        readings integer NOT NULL CHECK (readings > 0),
        total double precision NOT NULL,
        minimum double precision NOT NULL,
        maximum double precision NOT NULL,
        PRIMARY KEY (boat_id, metric, bucket)
      ) PARTITION BY RANGE (bucket)`);
    await queryRunner.query(partitionFunction(['telemetry_readings', 'telemetry_rollups']));
    // The rollups' months: every month the readings have.
    await queryRunner.query(
      `SELECT create_telemetry_partitions(least(now() - interval '1 month', (SELECT min(recorded_at) FROM telemetry_readings)), now() + interval '3 months')`,
    );
    await queryRunner.query(`
      INSERT INTO telemetry_rollups (boat_id, metric, bucket, readings, total, minimum, maximum)
      SELECT boat_id, metric, date_bin('15 minutes', recorded_at, timestamptz '2000-01-01'), count(*), sum(value), min(value), max(value)
        FROM telemetry_readings GROUP BY 1, 2, 3`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE telemetry_rollups`);
    await queryRunner.query(partitionFunction(['telemetry_readings']));
  }
}

/** create_telemetry_partitions(from, to): the monthly partitions of these tables covering [from, to). */
function partitionFunction(tables: string[]): string {
  return `
    CREATE OR REPLACE FUNCTION create_telemetry_partitions(from_time timestamptz, to_time timestamptz) RETURNS integer
    LANGUAGE plpgsql AS $$
    DECLARE
      month timestamp := date_trunc('month', from_time AT TIME ZONE 'UTC');
      created integer := 0;
      parent text;
      name text;
    BEGIN
      PERFORM pg_advisory_xact_lock(7305113);
      WHILE month AT TIME ZONE 'UTC' < to_time LOOP
        FOREACH parent IN ARRAY ARRAY[${tables.map((table) => `'${table}'`).join(', ')}] LOOP
          name := parent || '_' || to_char(month, 'YYYY_MM');
          IF to_regclass(name) IS NULL THEN
            EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)',
              name, parent, month AT TIME ZONE 'UTC', (month + interval '1 month') AT TIME ZONE 'UTC');
            created := created + 1;
          END IF;
        END LOOP;
        month := month + interval '1 month';
      END LOOP;
      RETURN created;
    END $$`;
}
