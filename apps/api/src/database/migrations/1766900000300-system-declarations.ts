import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The billing system's declaración responsable (Orden HAC/1177/2024, art. 15), one per version of
 * the system, as it was made the first time that version started: kept, never changed (append-only,
 * like the billing records). The records name their version (system->>'version'): indexed, to
 * count each declaration's records.
 */
export class SystemDeclarations1766900000300 implements MigrationInterface {
  name = 'SystemDeclarations1766900000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE system_declarations (
        version text PRIMARY KEY,
        made_at timestamptz NOT NULL,
        content jsonb NOT NULL
      )`);
    await queryRunner.query(
      `CREATE TRIGGER system_declarations_append_only BEFORE UPDATE OR DELETE ON system_declarations FOR EACH ROW EXECUTE FUNCTION refuse_change_of_append_only()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER system_declarations_no_truncate BEFORE TRUNCATE ON system_declarations FOR EACH STATEMENT EXECUTE FUNCTION refuse_change_of_append_only()`,
    );
    await queryRunner.query(`CREATE INDEX billing_records_system_version_idx ON billing_records ((system ->> 'version'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX billing_records_system_version_idx`);
    await queryRunner.query(`DROP TABLE system_declarations`);
  }
}
