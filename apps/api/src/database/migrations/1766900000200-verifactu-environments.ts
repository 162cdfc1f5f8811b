import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * VERI*FACTU per environment (issue 35): records made in the AEAT's test environment never enter
 * the production chain.
 *
 * - billing_records.environment: where the record was made ('test' or 'production'). One chain per
 *   environment: a record names the last record of its own environment (none: PrimerRegistro), its
 *   position stays its place among all records. Every record made before this migration is the test
 *   environment's: only the test environment was ever used here. The column keeps 'test' as its
 *   default so that the previous release, which knows only one chain, goes on inserting into the
 *   test chain while an upgrade rolls.
 * - billing_chain_head.environment: the environment new records are made in; the application
 *   changes it at start when VERIFACTU_ENVIRONMENT changed, and records each change in
 *   verifactu_environment_switches (when, from, to, how many records of the old one were still
 *   waiting: they are never sent to the new one).
 * - aeat_submissions.incident and aeat_sender.incident_since: a record that waited while the AEAT
 *   could not be reached is sent with Incidencia = S (Orden HAC/1177/2024, art. 16.4).
 * - verifactu_certificate_alert: the certificate problem the admins were last told of (e-mailed
 *   once per problem).
 */
export class VerifactuEnvironments1766900000200 implements MigrationInterface {
  name = 'VerifactuEnvironments1766900000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE billing_records ADD COLUMN environment text NOT NULL DEFAULT 'test' CHECK (environment IN ('test', 'production'))`);
    // The first record of a chain (no predecessor) is no longer only position 1: each environment's chain has its own first.
    await queryRunner.query(`ALTER TABLE billing_records DROP CONSTRAINT billing_records_check`);
    await queryRunner.query(`ALTER TABLE billing_records ADD CONSTRAINT billing_records_previous_check CHECK ((previous_id IS NULL) = (previous IS NULL))`);
    await queryRunner.query(`CREATE INDEX billing_records_environment_position_idx ON billing_records (environment, position)`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION billing_record_follows_chain() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        last billing_records%ROWTYPE;
        before billing_records%ROWTYPE;
      BEGIN
        SELECT * INTO last FROM billing_records ORDER BY position DESC LIMIT 1;
        SELECT * INTO before FROM billing_records WHERE environment = NEW.environment ORDER BY position DESC LIMIT 1;
        IF NEW.position <> coalesce(last.position, 0) + 1 OR NEW.previous_id IS DISTINCT FROM before.id
           OR (before.id IS NOT NULL AND (NEW.previous ->> 'fingerprint') IS DISTINCT FROM before.fingerprint) THEN
          RAISE EXCEPTION 'billing record % does not follow the last one of the % chain (%)', NEW.position, NEW.environment, coalesce(before.position, 0)
            USING ERRCODE = 'integrity_constraint_violation';
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`ALTER TABLE billing_chain_head ADD COLUMN environment text NOT NULL DEFAULT 'test' CHECK (environment IN ('test', 'production'))`);
    await queryRunner.query(`
      CREATE TABLE verifactu_environment_switches (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        switched_at timestamptz NOT NULL DEFAULT now(),
        from_environment text NOT NULL CHECK (from_environment IN ('test', 'production')),
        to_environment text NOT NULL CHECK (to_environment IN ('test', 'production') AND to_environment <> from_environment),
        records_left integer NOT NULL CHECK (records_left >= 0)
      )`);
    await queryRunner.query(`ALTER TABLE aeat_submissions ADD COLUMN incident boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE aeat_sender ADD COLUMN incident_since timestamptz`);
    await queryRunner.query(`
      CREATE TABLE verifactu_certificate_alert (
        id integer PRIMARY KEY CHECK (id = 1),
        problem text CHECK (problem IN ('MISSING', 'UNREADABLE', 'EXPIRED', 'EXPIRING')),
        not_after timestamptz,
        raised_at timestamptz
      )`);
    await queryRunner.query(`INSERT INTO verifactu_certificate_alert (id) VALUES (1)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const [{ production }]: { production: number }[] = await queryRunner.query(
      `SELECT count(*)::int AS production FROM billing_records WHERE environment = 'production'`,
    );
    // Two chains cannot be folded back into one.
    if (production > 0) throw new Error(`${production} billing records were made in the production environment: this migration cannot be reverted`);
    await queryRunner.query(`DROP TABLE verifactu_certificate_alert, verifactu_environment_switches`);
    await queryRunner.query(`ALTER TABLE aeat_sender DROP COLUMN incident_since`);
    await queryRunner.query(`ALTER TABLE aeat_submissions DROP COLUMN incident`);
    await queryRunner.query(`ALTER TABLE billing_chain_head DROP COLUMN environment`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION billing_record_follows_chain() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE last billing_records%ROWTYPE;
      BEGIN
        SELECT * INTO last FROM billing_records ORDER BY position DESC LIMIT 1;
        IF NEW.position <> coalesce(last.position, 0) + 1 OR NEW.previous_id IS DISTINCT FROM last.id
           OR (last.id IS NOT NULL AND (NEW.previous ->> 'fingerprint') IS DISTINCT FROM last.fingerprint) THEN
          RAISE EXCEPTION 'billing record % does not follow the last one of the chain (%)', NEW.position, coalesce(last.position, 0)
            USING ERRCODE = 'integrity_constraint_violation';
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`DROP INDEX billing_records_environment_position_idx`);
    await queryRunner.query(`ALTER TABLE billing_records DROP CONSTRAINT billing_records_previous_check`);
    await queryRunner.query(
      `ALTER TABLE billing_records ADD CONSTRAINT billing_records_check CHECK ((position = 1) = (previous_id IS NULL) AND (previous_id IS NULL) = (previous IS NULL))`,
    );
    await queryRunner.query(`ALTER TABLE billing_records DROP COLUMN environment`);
  }
}
