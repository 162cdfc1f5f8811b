import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A Stripe payment that could not settle its invoice (an amount that is not the invoice's, or an
 * invoice already paid or rectified) is acknowledged to Stripe and kept here for the admins.
 */
export class PaymentProblems1766300000100 implements MigrationInterface {
  name = 'PaymentProblems1766300000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE stripe_events
        ADD COLUMN problem text CHECK (problem IN ('AMOUNT_MISMATCH', 'NOT_PAYABLE')),
        ADD COLUMN amount_cents integer,
        ADD COLUMN currency text,
        ADD COLUMN reference text`);
    await queryRunner.query(`CREATE INDEX stripe_events_problems_idx ON stripe_events (invoice_id) WHERE problem IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE stripe_events DROP COLUMN problem, DROP COLUMN amount_cents, DROP COLUMN currency, DROP COLUMN reference`);
  }
}
