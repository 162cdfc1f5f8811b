import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rate limits count in sliding windows: one row per bucket with the times of the hits still inside
 * it, instead of counters of fixed windows aligned to the clock (a hold of any length up to the
 * window, twice the limit across a boundary). The fixed counters' table stays: the previous
 * release still counts in it while its replicas roll out (upgrade.spec.ts); a later release drops it.
 */
export class SlidingRateLimits1766300000000 implements MigrationInterface {
  name = 'SlidingRateLimits1766300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE rate_limit_windows (
        bucket text PRIMARY KEY,
        hits timestamptz[] NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX rate_limit_windows_expires_at_idx ON rate_limit_windows (expires_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE rate_limit_windows`);
  }
}
