import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where each reading came from: a device (which one) or the demo's simulated history, so that a
 * boat page can say whose readings it shows. Readings stored before this are of unknown origin
 * (null). Nullable columns without a default: adding them rewrites no partition.
 */
export class ReadingOrigin1766400000000 implements MigrationInterface {
  name = 'ReadingOrigin1766400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE telemetry_readings
        ADD COLUMN origin text CHECK (origin IN ('device', 'demo')),
        ADD COLUMN device_token_id integer`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE telemetry_readings DROP COLUMN origin, DROP COLUMN device_token_id`);
  }
}
