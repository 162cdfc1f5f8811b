import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A visit not finished when its job is completed or cancelled is closed with it (closed_at), so
 * the schedule, the calendars and the job's timeline never keep it as work still to do. Visits
 * of jobs closed before this migration are closed at the time their job was.
 */
export class VisitsClosedWithJob1767000000400 implements MigrationInterface {
  name = 'VisitsClosedWithJob1767000000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE visits ADD COLUMN closed_at timestamptz`);
    await queryRunner.query(`
      UPDATE visits v
         SET closed_at = coalesce((SELECT max(c.changed_at) FROM job_status_changes c WHERE c.job_id = j.id AND c.status = j.status), now())
        FROM jobs j
       WHERE j.id = v.job_id AND j.status IN ('COMPLETED', 'CANCELLED') AND v.finished_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE visits DROP COLUMN closed_at`);
  }
}
