import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What of an issued invoice may still change: its status (paid, rectified, cancelled…) and its payment. */
const MUTABLE_INVOICE_COLUMNS = ['status', 'paid_at', 'payment_method', 'payment_reference'];

/**
 * An issued invoice's fiscal content (number, dates, recipient, issuer, amounts, lines, what it
 * rectifies…) is fixed in the database itself, for every role: an UPDATE may change only the columns
 * above, so a column added later is fixed too unless it is added to them; an invoice is never
 * deleted; its lines are inserted by the transaction that issued it (issuing_transaction, fixed
 * like the rest) and never change. A mistake is put right as the law says, with a rectifying
 * invoice or a cancellation. (A later migration that must fill a new column of issued invoices
 * disables invoices_issued_immutable around its UPDATE, as the table's owner may.)
 *
 * The app now serves as a role that owns no table (database/serving-role.ts): the monthly
 * telemetry partitions it creates as readings arrive are created by create_telemetry_partitions()
 * as its owner (SECURITY DEFINER, callable only by those granted it), so that they stay the
 * owner's. Run as the owner, it names its schema in full: a caller's temporary table by a
 * partition's name (the temporary schema comes first in a search path) is never taken for one.
 */
export class IssuedInvoicesImmutable1766900000100 implements MigrationInterface {
  name = 'IssuedInvoicesImmutable1766900000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mutable = `ARRAY[${MUTABLE_INVOICE_COLUMNS.map((column) => `'${column}'`).join(', ')}]`;
    // The top-level transaction, also from within a savepoint. NULL for the invoices issued before: no line is added to them.
    await queryRunner.query(`ALTER TABLE invoices ADD COLUMN issuing_transaction bigint DEFAULT pg_current_xact_id()::text::bigint`);
    await queryRunner.query(`
      CREATE FUNCTION refuse_change_of_issued_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        changed text;
      BEGIN
        IF TG_OP = 'DELETE' THEN
          RAISE EXCEPTION 'invoice % is issued: it cannot be deleted (it is corrected by a rectifying invoice, or cancelled)', OLD.number
            USING ERRCODE = 'check_violation';
        END IF;
        SELECT string_agg(after.key, ', ' ORDER BY after.key) INTO changed
          FROM jsonb_each(to_jsonb(NEW) - ${mutable}::text[]) AS after
         WHERE after.value IS DISTINCT FROM to_jsonb(OLD) -> after.key;
        IF changed IS NOT NULL THEN
          RAISE EXCEPTION 'invoice % is issued: % cannot change (only its status and payment can)', OLD.number, changed
            USING ERRCODE = 'check_violation';
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION refuse_change_of_issued_invoice_line() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        invoice invoices%ROWTYPE;
      BEGIN
        SELECT * INTO invoice FROM invoices WHERE id = (CASE TG_OP WHEN 'INSERT' THEN NEW ELSE OLD END).invoice_id;
        -- A line of a missing invoice is left to the foreign key to refuse.
        IF TG_OP = 'INSERT' AND (invoice.id IS NULL OR invoice.issuing_transaction = pg_current_xact_id()::text::bigint) THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'the lines of invoice % are issued: % refused', invoice.number, TG_OP USING ERRCODE = 'check_violation';
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION refuse_truncate_of_issued_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '% holds issued invoices: TRUNCATE refused', TG_TABLE_NAME USING ERRCODE = 'check_violation';
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER invoices_issued_immutable BEFORE UPDATE OR DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION refuse_change_of_issued_invoice()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER invoice_lines_issued_immutable BEFORE INSERT OR UPDATE OR DELETE ON invoice_lines FOR EACH ROW EXECUTE FUNCTION refuse_change_of_issued_invoice_line()`,
    );
    for (const table of ['invoices', 'invoice_lines']) {
      await queryRunner.query(
        `CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION refuse_truncate_of_issued_invoices()`,
      );
    }

    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION create_telemetry_partitions(from_time timestamptz, to_time timestamptz) RETURNS integer
      LANGUAGE plpgsql SECURITY DEFINER AS $$
      DECLARE
        month timestamp := date_trunc('month', from_time AT TIME ZONE 'UTC');
        created integer := 0;
        parent text;
        name text;
      BEGIN
        PERFORM pg_advisory_xact_lock(7305113);
        WHILE month AT TIME ZONE 'UTC' < to_time LOOP
          FOREACH parent IN ARRAY ARRAY['telemetry_readings', 'telemetry_rollups'] LOOP
            name := parent || '_' || to_char(month, 'YYYY_MM');
            IF to_regclass(format('%I.%I', current_schema(), name)) IS NULL THEN
              EXECUTE format('CREATE TABLE %I.%I PARTITION OF %I.%I FOR VALUES FROM (%L) TO (%L)',
                current_schema(), name, current_schema(), parent, month AT TIME ZONE 'UTC', (month + interval '1 month') AT TIME ZONE 'UTC');
              created := created + 1;
            END IF;
          END LOOP;
          month := month + interval '1 month';
        END LOOP;
        RETURN created;
      END $$`);
    // Its schema first (current_schema() inside it), pg_temp last.
    await queryRunner.query(`
      DO $$ BEGIN
        EXECUTE format('ALTER FUNCTION create_telemetry_partitions(timestamptz, timestamptz) SET search_path = %I, pg_temp', current_schema());
      END $$`);
    await queryRunner.query(`REVOKE EXECUTE ON FUNCTION create_telemetry_partitions(timestamptz, timestamptz) FROM PUBLIC`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The caller's again, as before; its body, which names its schema, does the same as the one before.
    await queryRunner.query(`GRANT EXECUTE ON FUNCTION create_telemetry_partitions(timestamptz, timestamptz) TO PUBLIC`);
    await queryRunner.query(`ALTER FUNCTION create_telemetry_partitions(timestamptz, timestamptz) SECURITY INVOKER RESET search_path`);
    for (const table of ['invoices', 'invoice_lines']) await queryRunner.query(`DROP TRIGGER ${table}_no_truncate ON ${table}`);
    await queryRunner.query(`DROP TRIGGER invoice_lines_issued_immutable ON invoice_lines`);
    await queryRunner.query(`DROP TRIGGER invoices_issued_immutable ON invoices`);
    await queryRunner.query(`DROP FUNCTION refuse_truncate_of_issued_invoices(), refuse_change_of_issued_invoice_line(), refuse_change_of_issued_invoice()`);
    await queryRunner.query(`ALTER TABLE invoices DROP COLUMN issuing_transaction`);
  }
}
