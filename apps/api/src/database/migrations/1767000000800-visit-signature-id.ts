import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The id the technician's phone gives a signature: the offline queue sends it again after a lost
 * answer, and the same id is the same signature (stored once), while another one is refused.
 */
export class VisitSignatureId1767000000800 implements MigrationInterface {
  name = 'VisitSignatureId1767000000800';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE visits ADD COLUMN signature_id uuid`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE visits DROP COLUMN signature_id`);
  }
}
