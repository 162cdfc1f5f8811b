import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who a note is for: the customer (their work report and portal) or the office only. Notes made
 * before this were already shown to customers, so they stay theirs; new ones are the office's
 * unless the technician says otherwise, so an internal remark never reaches a customer by default.
 */
export class NoteAudience1767000000900 implements MigrationInterface {
  name = 'NoteAudience1767000000900';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE visit_entries ADD COLUMN audience text NOT NULL DEFAULT 'CUSTOMER' CHECK (audience IN ('CUSTOMER', 'OFFICE'))`);
    await queryRunner.query(`ALTER TABLE visit_entries ALTER COLUMN audience SET DEFAULT 'OFFICE'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE visit_entries DROP COLUMN audience`);
  }
}
