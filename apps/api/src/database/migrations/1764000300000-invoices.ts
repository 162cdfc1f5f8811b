import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invoices become Spanish facturas: lines with VAT, tax base and VAT stored, due date, the
 * customer's details as issued, a series per kind (INV, and RECT for rectifying invoices referring
 * to the one they correct) numbered from a counter row locked by the issuing transaction, and how
 * a payment was made. Existing invoices become one line at 21 % VAT included.
 */
export class Invoices1764000300000 implements MigrationInterface {
  name = 'Invoices1764000300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE invoices
        ADD COLUMN series text NOT NULL DEFAULT 'INV' CHECK (series IN ('INV', 'RECT')),
        ADD COLUMN due_date date,
        ADD COLUMN job_id integer REFERENCES jobs (id) ON DELETE SET NULL,
        ADD COLUMN rectifies_id integer REFERENCES invoices (id),
        ADD COLUMN rectification_reason text,
        ADD COLUMN customer_name text,
        ADD COLUMN customer_tax_id text,
        ADD COLUMN customer_address jsonb,
        ADD COLUMN tax_base_cents integer,
        ADD COLUMN vat_cents integer,
        ADD COLUMN payment_method text CHECK (payment_method IN ('TRANSFER', 'CASH', 'CARD', 'STRIPE')),
        ADD COLUMN payment_reference text`);
    await queryRunner.query(`ALTER TABLE invoices ALTER COLUMN boat_id DROP NOT NULL`);
    await queryRunner.query(`
      UPDATE invoices i SET due_date = i.issue_date + 30, customer_name = u.name, customer_tax_id = u.tax_id,
             tax_base_cents = round(i.amount_cents / 1.21), vat_cents = i.amount_cents - round(i.amount_cents / 1.21),
             payment_method = CASE WHEN i.status = 'PAID' THEN 'TRANSFER' END
        FROM users u WHERE u.id = i.customer_id`);
    await queryRunner.query(`ALTER TABLE invoices ALTER COLUMN due_date SET NOT NULL, ALTER COLUMN customer_name SET NOT NULL,
      ALTER COLUMN tax_base_cents SET NOT NULL, ALTER COLUMN vat_cents SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE invoices ADD CONSTRAINT invoices_total_check CHECK (amount_cents = tax_base_cents + vat_cents)`);
    await queryRunner.query(`ALTER TABLE invoices ADD CONSTRAINT invoices_rectifies_check CHECK ((series = 'RECT') = (rectifies_id IS NOT NULL))`);
    // RECTIFIED: replaced by a rectifying invoice (it keeps the payment it may have had).
    await queryRunner.query(`ALTER TABLE invoices DROP CONSTRAINT invoices_status_check, DROP CONSTRAINT invoices_check`);
    await queryRunner.query(`ALTER TABLE invoices ADD CONSTRAINT invoices_status_check CHECK (status IN ('PENDING', 'PAID', 'RECTIFIED'))`);
    await queryRunner.query(
      `ALTER TABLE invoices ADD CONSTRAINT invoices_paid_check CHECK ((status = 'PAID') <= (paid_at IS NOT NULL) AND (status = 'PENDING') <= (paid_at IS NULL))`,
    );
    await queryRunner.query(`ALTER TABLE invoices DROP CONSTRAINT invoices_year_sequence_key`);
    await queryRunner.query(`ALTER TABLE invoices ADD CONSTRAINT invoices_series_year_sequence_key UNIQUE (series, year, sequence)`);
    await queryRunner.query(`CREATE INDEX invoices_job_id_idx ON invoices (job_id)`);
    await queryRunner.query(`
      CREATE TABLE invoice_lines (
        invoice_id integer NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
        position integer NOT NULL,
        description text NOT NULL,
        quantity numeric(10, 2) NOT NULL,
        unit_price_cents integer NOT NULL,
        vat_rate integer NOT NULL CHECK (vat_rate IN (0, 4, 10, 21)),
        net_cents integer NOT NULL,
        PRIMARY KEY (invoice_id, position)
      )`);
    await queryRunner.query(`
      INSERT INTO invoice_lines (invoice_id, position, description, quantity, unit_price_cents, vat_rate, net_cents)
      SELECT id, 0, concept, 1, tax_base_cents, 21, tax_base_cents FROM invoices`);
    // The last number of each series and year: the issuing transaction locks its row (gapless under concurrency).
    await queryRunner.query(`
      CREATE TABLE invoice_counters (
        series text NOT NULL,
        year integer NOT NULL,
        last_number integer NOT NULL CHECK (last_number >= 0),
        PRIMARY KEY (series, year)
      )`);
    await queryRunner.query(`INSERT INTO invoice_counters (series, year, last_number) SELECT series, year, max(sequence) FROM invoices GROUP BY series, year`);
    // Stripe events already handled: a replay is recognised by its id.
    await queryRunner.query(`
      CREATE TABLE stripe_events (
        id text PRIMARY KEY,
        type text NOT NULL,
        invoice_id integer REFERENCES invoices (id) ON DELETE SET NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE stripe_events`);
    await queryRunner.query(`DROP TABLE invoice_counters`);
    await queryRunner.query(`DROP TABLE invoice_lines`);
    await queryRunner.query(`DELETE FROM invoices WHERE series = 'RECT'`);
    await queryRunner.query(`UPDATE invoices SET status = CASE WHEN paid_at IS NULL THEN 'PENDING' ELSE 'PAID' END WHERE status = 'RECTIFIED'`);
    await queryRunner.query(`ALTER TABLE invoices DROP CONSTRAINT invoices_series_year_sequence_key`);
    await queryRunner.query(`ALTER TABLE invoices ADD CONSTRAINT invoices_year_sequence_key UNIQUE (year, sequence)`);
    await queryRunner.query(
      `ALTER TABLE invoices DROP CONSTRAINT invoices_paid_check, DROP CONSTRAINT invoices_status_check, DROP CONSTRAINT invoices_total_check, DROP CONSTRAINT invoices_rectifies_check`,
    );
    await queryRunner.query(`ALTER TABLE invoices ADD CONSTRAINT invoices_status_check CHECK (status IN ('PENDING', 'PAID'))`);
    await queryRunner.query(`ALTER TABLE invoices ADD CONSTRAINT invoices_check CHECK ((status = 'PAID') = (paid_at IS NOT NULL))`);
    await queryRunner.query(`DELETE FROM invoices WHERE boat_id IS NULL`);
    await queryRunner.query(`ALTER TABLE invoices ALTER COLUMN boat_id SET NOT NULL`);
    await queryRunner.query(`
      ALTER TABLE invoices DROP COLUMN series, DROP COLUMN due_date, DROP COLUMN job_id, DROP COLUMN rectifies_id,
        DROP COLUMN rectification_reason, DROP COLUMN customer_name, DROP COLUMN customer_tax_id, DROP COLUMN customer_address,
        DROP COLUMN tax_base_cents, DROP COLUMN vat_cents, DROP COLUMN payment_method, DROP COLUMN payment_reference`);
  }
}
