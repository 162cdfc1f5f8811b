import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * VERI*FACTU (RD 1007/2023). billing_records: one registro de facturación per invoice issued (alta)
 * or cancelled (anulación), chained by fingerprint; the database keeps the chain whole: a record
 * is only ever appended after the last one (position and predecessor checked on insert, one
 * successor per record), and UPDATE, DELETE and TRUNCATE are refused. billing_chain_head is the row
 * an issuing transaction locks, so that records (from any number of API processes) queue up one
 * behind the other. aeat_submissions is the queue of records to send; aeat_responses keeps the
 * AEAT's answers, append-only too.
 *
 * Invoices: SETTLED (a rectifying invoice by differences that credits the whole of another: nothing
 * to pay) and VOIDED (anulada: issued by mistake, its record cancelled at the AEAT); how a
 * rectifying invoice corrects (by substitution or by differences) and its legal ground (R1–R4).
 */
export class Verifactu1766000000000 implements MigrationInterface {
  name = 'Verifactu1766000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE billing_records (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        position integer NOT NULL UNIQUE CHECK (position >= 1),
        kind text NOT NULL CHECK (kind IN ('ALTA', 'ANULACION')),
        invoice_id integer NOT NULL REFERENCES invoices (id),
        issuer_tax_id text NOT NULL,
        issuer_name text NOT NULL,
        invoice_number text NOT NULL,
        issue_date date NOT NULL,
        invoice_type text CHECK (invoice_type IN ('F1', 'R1', 'R2', 'R3', 'R4')),
        rectification_type text CHECK (rectification_type IN ('S', 'I')),
        rectified jsonb,
        description text,
        recipient jsonb,
        breakdown jsonb,
        total_vat_cents integer,
        total_cents integer,
        corrects_id bigint REFERENCES billing_records (id),
        previously_rejected boolean NOT NULL DEFAULT false,
        previous_id bigint UNIQUE REFERENCES billing_records (id),
        previous jsonb,
        system jsonb NOT NULL,
        generated_at timestamptz NOT NULL,
        generated_at_text text NOT NULL,
        fingerprint text NOT NULL CHECK (fingerprint ~ '^[0-9A-F]{64}$'),
        reason text,
        CHECK ((position = 1) = (previous_id IS NULL) AND (previous_id IS NULL) = (previous IS NULL)),
        CHECK ((kind = 'ALTA') = (invoice_type IS NOT NULL AND breakdown IS NOT NULL AND total_cents IS NOT NULL AND total_vat_cents IS NOT NULL))
      )`);
    await queryRunner.query(`CREATE INDEX billing_records_invoice_id_idx ON billing_records (invoice_id)`);
    await queryRunner.query(`CREATE INDEX billing_records_issue_date_idx ON billing_records (issue_date)`);
    await queryRunner.query(`
      CREATE FUNCTION refuse_change_of_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION billing_record_follows_chain() RETURNS trigger LANGUAGE plpgsql AS $$
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
    await queryRunner.query(
      `CREATE TRIGGER billing_records_follow_chain BEFORE INSERT ON billing_records FOR EACH ROW EXECUTE FUNCTION billing_record_follows_chain()`,
    );
    await queryRunner.query(`
      CREATE TABLE billing_chain_head (
        id integer PRIMARY KEY CHECK (id = 1),
        last_record_id bigint REFERENCES billing_records (id)
      )`);
    await queryRunner.query(`INSERT INTO billing_chain_head (id, last_record_id) VALUES (1, NULL)`);
    await queryRunner.query(`
      CREATE TABLE aeat_submissions (
        record_id bigint PRIMARY KEY REFERENCES billing_records (id),
        status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'DONE')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        queued_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX aeat_submissions_pending_idx ON aeat_submissions (record_id) WHERE status = 'PENDING'`);
    // One row: the sender's lease (only one process sends at a time) and when the next request may go (TiempoEsperaEnvio, backoff).
    await queryRunner.query(`
      CREATE TABLE aeat_sender (
        id integer PRIMARY KEY CHECK (id = 1),
        next_send_at timestamptz NOT NULL DEFAULT now(),
        lease_until timestamptz,
        failures integer NOT NULL DEFAULT 0,
        last_error text
      )`);
    await queryRunner.query(`INSERT INTO aeat_sender (id) VALUES (1)`);
    await queryRunner.query(`
      CREATE TABLE aeat_responses (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        record_id bigint NOT NULL REFERENCES billing_records (id),
        received_at timestamptz NOT NULL DEFAULT now(),
        status text NOT NULL CHECK (status IN ('ACCEPTED', 'ACCEPTED_WITH_ERRORS', 'REJECTED')),
        error_code integer,
        error_description text,
        csv text
      )`);
    await queryRunner.query(`CREATE INDEX aeat_responses_record_id_idx ON aeat_responses (record_id, id)`);
    // Each verification of the chain (at start-up and on demand): what the admins see.
    await queryRunner.query(`
      CREATE TABLE billing_chain_verifications (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        verified_at timestamptz NOT NULL DEFAULT now(),
        records integer NOT NULL,
        breaks jsonb NOT NULL
      )`);
    for (const table of ['billing_records', 'aeat_responses']) {
      await queryRunner.query(
        `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_change_of_append_only()`,
      );
      await queryRunner.query(
        `CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION refuse_change_of_append_only()`,
      );
    }

    await queryRunner.query(`ALTER TABLE invoices DROP CONSTRAINT invoices_status_check`);
    await queryRunner.query(
      `ALTER TABLE invoices ADD CONSTRAINT invoices_status_check CHECK (status IN ('PENDING', 'PAID', 'RECTIFIED', 'SETTLED', 'VOIDED'))`,
    );
    await queryRunner.query(`
      ALTER TABLE invoices
        ADD COLUMN rectification_method text CHECK (rectification_method IN ('SUBSTITUTION', 'DIFFERENCES')),
        ADD COLUMN rectification_cause text CHECK (rectification_cause IN ('R1', 'R2', 'R3', 'R4'))`);
    await queryRunner.query(`UPDATE invoices SET rectification_method = 'SUBSTITUTION', rectification_cause = 'R1' WHERE series = 'RECT'`);
    // A rectifying invoice by differences credits: its total is negative.
    await queryRunner.query(`ALTER TABLE invoices DROP CONSTRAINT invoices_amount_cents_check`);
    await queryRunner.query(`ALTER TABLE invoices ADD CONSTRAINT invoices_amount_cents_check CHECK (amount_cents > 0 OR rectification_method = 'DIFFERENCES')`);
    await queryRunner.query(`
      ALTER TABLE invoices ADD CONSTRAINT invoices_rectification_check
        CHECK ((series = 'RECT') = (rectification_method IS NOT NULL) AND (series = 'RECT') = (rectification_cause IS NOT NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE invoices DROP CONSTRAINT invoices_rectification_check, DROP CONSTRAINT invoices_amount_cents_check`);
    await queryRunner.query(`DELETE FROM invoice_lines WHERE invoice_id IN (SELECT id FROM invoices WHERE amount_cents <= 0)`);
    await queryRunner.query(`DELETE FROM invoices WHERE amount_cents <= 0`);
    await queryRunner.query(`ALTER TABLE invoices ADD CONSTRAINT invoices_amount_cents_check CHECK (amount_cents > 0)`);
    await queryRunner.query(`ALTER TABLE invoices DROP COLUMN rectification_method, DROP COLUMN rectification_cause`);
    await queryRunner.query(`UPDATE invoices SET status = 'PENDING' WHERE status IN ('SETTLED', 'VOIDED')`);
    await queryRunner.query(`ALTER TABLE invoices DROP CONSTRAINT invoices_status_check`);
    await queryRunner.query(`ALTER TABLE invoices ADD CONSTRAINT invoices_status_check CHECK (status IN ('PENDING', 'PAID', 'RECTIFIED'))`);
    await queryRunner.query(`DROP TABLE billing_chain_verifications, aeat_responses, aeat_sender, aeat_submissions, billing_chain_head, billing_records`);
    await queryRunner.query(`DROP FUNCTION billing_record_follows_chain(), refuse_change_of_append_only()`);
  }
}
