import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The first admin's setup link (setup/): a one-time link of no user yet, so `user_id` may be null,
 * for that purpose only. The last sign-in of each user (the staff list) is read from auth_sessions:
 * indexed by user and time.
 */
export class FirstAdminSetup1767000000200 implements MigrationInterface {
  name = 'FirstAdminSetup1767000000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE one_time_links ALTER COLUMN user_id DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE one_time_links ADD CONSTRAINT one_time_links_user_check CHECK (user_id IS NOT NULL OR purpose = 'first-admin')`);
    await queryRunner.query(`CREATE INDEX auth_sessions_user_created_idx ON auth_sessions (user_id, created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX auth_sessions_user_created_idx`);
    await queryRunner.query(`DELETE FROM one_time_links WHERE user_id IS NULL`);
    await queryRunner.query(`ALTER TABLE one_time_links DROP CONSTRAINT one_time_links_user_check`);
    await queryRunner.query(`ALTER TABLE one_time_links ALTER COLUMN user_id SET NOT NULL`);
  }
}
