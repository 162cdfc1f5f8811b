import type { MigrationInterface, QueryRunner } from 'typeorm';
import { seedDetails } from '../../company/company-seed.js';

/**
 * The issuer on each invoice (the company details it prints), so that an issued invoice no longer
 * changes when the company details are edited. Invoices already issued get the details stored now,
 * completed as the next start will complete them (company-seed.ts): the migrations run before it,
 * and a database may not have the row yet, or only details stored before the bank account existed.
 */
export class InvoiceIssuer1765100000000 implements MigrationInterface {
  name = 'InvoiceIssuer1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE invoices ADD COLUMN issuer jsonb`);
    await queryRunner.query(
      `UPDATE invoices SET issuer = jsonb_build_object(
         'legalName', d->'legalName', 'taxId', d->'taxId', 'registry', d->'registry', 'address', d->'address',
         'email', d->'email', 'phone', d->'phone', 'bankAccount', d->'bankAccount')
       FROM (SELECT $1::jsonb || coalesce((SELECT details FROM company_details WHERE id = 1), '{}') AS d) company`,
      [JSON.stringify(seedDetails())],
    );
    await queryRunner.query(`ALTER TABLE invoices ALTER COLUMN issuer SET NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE invoices DROP COLUMN issuer`);
  }
}
