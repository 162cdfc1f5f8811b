import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who an invoice is for, as the AEAT identifies a party (issue 35): a client's identification is of
 * a kind (a Spanish NIF, or an EU VAT number, a passport, an ID or a certificate of residence,
 * another document, or 'not registered'), with the country that issued it; an issued invoice keeps
 * them as invoiced, and its type (F1 a full invoice, F2 a simplified one without a recipient, R1–R4
 * rectifying an F1, R5 rectifying an F2). A line at 0 % VAT says why (E1–E6 exempt, N1–N2 not
 * subject). Existing identifications that look like a NIF are NIFs, any other is 'another document'
 * of the client's country; existing 0 % lines are E6 (what their records said), existing invoices
 * F1 or their rectification's cause (what their records said). A correction of a rejected record
 * keeps its RechazoPrevio (X or S).
 */
export class TaxIdentities1766900000000 implements MigrationInterface {
  name = 'TaxIdentities1766900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const kinds = `'NIF', 'EU_VAT', 'PASSPORT', 'RESIDENCE_ID', 'RESIDENCE_CERTIFICATE', 'OTHER', 'NOT_REGISTERED'`;
    const nifShape = `'^([0-9]{8}[A-Z]|[XYZKLM][0-9]{7}[A-Z]|[ABCDEFGHJNPQRSUVW][0-9]{7}[0-9A-J])$'`;
    await queryRunner.query(`ALTER TABLE users ADD COLUMN tax_id_kind text CHECK (tax_id_kind IN (${kinds})), ADD COLUMN tax_id_country text`);
    await queryRunner.query(`
      UPDATE users SET tax_id_kind = CASE WHEN tax_id ~ ${nifShape} THEN 'NIF' ELSE 'OTHER' END,
                       tax_id_country = CASE WHEN tax_id ~ ${nifShape} THEN 'ES' ELSE coalesce(country_code, 'ES') END
       WHERE tax_id IS NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE users ADD CONSTRAINT users_tax_identity_whole CHECK ((tax_id IS NULL) = (tax_id_kind IS NULL) AND (tax_id IS NULL) = (tax_id_country IS NULL))`,
    );

    await queryRunner.query(`
      ALTER TABLE invoices
        ADD COLUMN customer_tax_id_kind text CHECK (customer_tax_id_kind IN (${kinds})),
        ADD COLUMN customer_tax_id_country text,
        ADD COLUMN invoice_type text CHECK (invoice_type IN ('F1', 'F2', 'R1', 'R2', 'R3', 'R4', 'R5'))`);
    await queryRunner.query(`
      UPDATE invoices SET
        customer_tax_id_kind = CASE WHEN customer_tax_id IS NULL THEN NULL WHEN customer_tax_id ~ ${nifShape} THEN 'NIF' ELSE 'OTHER' END,
        customer_tax_id_country = CASE WHEN customer_tax_id IS NULL THEN NULL WHEN customer_tax_id ~ ${nifShape} THEN 'ES' ELSE coalesce(customer_address->>'countryCode', 'ES') END,
        invoice_type = CASE WHEN series = 'RECT' THEN coalesce(rectification_cause, 'R1') ELSE 'F1' END`);
    await queryRunner.query(`ALTER TABLE invoices ALTER COLUMN invoice_type SET NOT NULL`);
    await queryRunner.query(`
      ALTER TABLE invoices ADD CONSTRAINT invoices_customer_identity_whole
        CHECK ((customer_tax_id IS NULL) = (customer_tax_id_kind IS NULL) AND (customer_tax_id IS NULL) = (customer_tax_id_country IS NULL)),
        ADD CONSTRAINT invoices_simplified_names_no_recipient CHECK (invoice_type NOT IN ('F2', 'R5') OR customer_tax_id IS NULL)`);
    // Earlier invoices to unidentified customers were issued as F1: the rule holds from now on.
    await queryRunner.query(
      `ALTER TABLE invoices ADD CONSTRAINT invoices_full_names_recipient CHECK (invoice_type IN ('F2', 'R5') OR customer_tax_id IS NOT NULL) NOT VALID`,
    );

    for (const table of ['invoice_lines', 'quote_lines']) {
      await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN zero_vat_cause text CHECK (zero_vat_cause IN ('E1', 'E2', 'E3', 'E4', 'E5', 'E6', 'N1', 'N2'))`);
      await queryRunner.query(`UPDATE ${table} SET zero_vat_cause = 'E6' WHERE vat_rate = 0`);
      await queryRunner.query(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_zero_vat_has_cause CHECK ((vat_rate = 0) = (zero_vat_cause IS NOT NULL))`);
    }

    await queryRunner.query(`ALTER TABLE billing_records DROP CONSTRAINT billing_records_invoice_type_check`);
    await queryRunner.query(
      `ALTER TABLE billing_records ADD CONSTRAINT billing_records_invoice_type_check CHECK (invoice_type IN ('F1', 'F2', 'R1', 'R2', 'R3', 'R4', 'R5'))`,
    );
    // A correction of a rejected record says whether the AEAT holds the invoice (S) or not (X).
    await queryRunner.query(`ALTER TABLE billing_records ADD COLUMN rejection_marker text CHECK (rejection_marker IN ('S', 'X'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE billing_records DROP COLUMN rejection_marker`);
    await queryRunner.query(`ALTER TABLE billing_records DROP CONSTRAINT billing_records_invoice_type_check`);
    await queryRunner.query(
      `ALTER TABLE billing_records ADD CONSTRAINT billing_records_invoice_type_check CHECK (invoice_type IN ('F1', 'R1', 'R2', 'R3', 'R4')) NOT VALID`,
    );
    for (const table of ['invoice_lines', 'quote_lines']) await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN zero_vat_cause`);
    await queryRunner.query(
      `ALTER TABLE invoices DROP CONSTRAINT invoices_full_names_recipient, DROP CONSTRAINT invoices_simplified_names_no_recipient, DROP CONSTRAINT invoices_customer_identity_whole`,
    );
    await queryRunner.query(`ALTER TABLE invoices DROP COLUMN invoice_type, DROP COLUMN customer_tax_id_country, DROP COLUMN customer_tax_id_kind`);
    await queryRunner.query(`ALTER TABLE users DROP CONSTRAINT users_tax_identity_whole, DROP COLUMN tax_id_country, DROP COLUMN tax_id_kind`);
  }
}
