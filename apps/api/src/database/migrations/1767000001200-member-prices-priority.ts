import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Business hours (one row: the weekdays, 1 Monday to 7 Sunday, and the hours, Palma time): VIP
 * members' labour is at their plan's normal rate within them and its overtime rate outside them,
 * and Silver's requests are priority only within them. A job remembers whether it came in as
 * priority (a Gold member's at any hour, a Silver member's in business hours).
 */
export class MemberPricesPriority1767000001200 implements MigrationInterface {
  name = 'MemberPricesPriority1767000001200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE business_hours (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        days smallint[] NOT NULL CHECK (days <@ '{1,2,3,4,5,6,7}' AND cardinality(days) > 0),
        opens time NOT NULL,
        closes time NOT NULL CHECK (closes > opens),
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by uuid REFERENCES users(id) ON DELETE SET NULL
      )`);
    await queryRunner.query(`INSERT INTO business_hours (days, opens, closes) VALUES ('{1,2,3,4,5}', '08:00', '18:00')`);
    await queryRunner.query(`ALTER TABLE jobs ADD COLUMN priority boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE jobs DROP COLUMN priority`);
    await queryRunner.query(`DROP TABLE business_hours`);
  }
}
