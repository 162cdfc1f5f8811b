import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Rate-limit counters shared by every API process (common/rate-limit). */
export class RateLimits1764400000000 implements MigrationInterface {
  name = 'RateLimits1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE rate_limit_counters (
        bucket text NOT NULL,
        window_start timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        hits integer NOT NULL CHECK (hits > 0),
        PRIMARY KEY (bucket, window_start)
      )`);
    await queryRunner.query(`CREATE INDEX rate_limit_counters_expires_at_idx ON rate_limit_counters (expires_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE rate_limit_counters`);
  }
}
