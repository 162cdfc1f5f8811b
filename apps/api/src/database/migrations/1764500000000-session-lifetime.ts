import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A session's absolute end, fixed at sign-in: renewing its refresh token never moves it. */
export class SessionLifetime1764500000000 implements MigrationInterface {
  name = 'SessionLifetime1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE auth_sessions ADD COLUMN expires_at timestamptz`);
    // Sessions begun before this release end 30 days after their sign-in, the default lifetime.
    await queryRunner.query(`UPDATE auth_sessions SET expires_at = created_at + interval '30 days'`);
    await queryRunner.query(`ALTER TABLE auth_sessions ALTER COLUMN expires_at SET NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE auth_sessions DROP COLUMN expires_at`);
  }
}
