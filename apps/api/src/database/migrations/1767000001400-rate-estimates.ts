import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rate limits of high-rate buckets (a boat's telemetry: up to hundreds of requests a minute) are
 * estimated from two fixed windows' counts, one small row per bucket: keeping the time of every hit
 * (rate_limit_windows) rewrote an array as long as the limit on every request.
 */
export class RateEstimates1767000001400 implements MigrationInterface {
  name = 'RateEstimates1767000001400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE rate_limit_estimates (
        bucket text PRIMARY KEY,
        window_start timestamptz NOT NULL,
        current_hits integer NOT NULL,
        previous_hits integer NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX rate_limit_estimates_expires_at_idx ON rate_limit_estimates (expires_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE rate_limit_estimates`);
  }
}
