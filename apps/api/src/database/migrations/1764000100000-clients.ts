import type { MigrationInterface, QueryRunner } from 'typeorm';

const ACCENTED = 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç';
const PLAIN = 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc';

/**
 * Customers as the admins manage them: contact and billing details, language, deactivation, and
 * passwords they set themselves through one-time links. Boat types become a fixed list.
 */
export class Clients1764000100000 implements MigrationInterface {
  name = 'Clients1764000100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // No password until the customer sets one from their invitation.
    await queryRunner.query(`ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL`);
    await queryRunner.query(`
      ALTER TABLE users
        ADD COLUMN phone text,
        ADD COLUMN language text NOT NULL DEFAULT 'es' CHECK (language IN ('es', 'en')),
        ADD COLUMN tax_id text,
        ADD COLUMN address_line text,
        ADD COLUMN postal_code text,
        ADD COLUMN city text,
        ADD COLUMN region text,
        ADD COLUMN country_code text CHECK (country_code ~ '^[A-Z]{2}$'),
        ADD COLUMN deactivated_at timestamptz`);
    // Accent- and case-insensitive search without the unaccent extension (not on every server).
    await queryRunner.query(
      `CREATE FUNCTION fold_search(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
         RETURN lower(translate(value, '${ACCENTED}', '${PLAIN}'))`,
    );
    await queryRunner.query(`
      CREATE TABLE one_time_links (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose text NOT NULL,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        superseded_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX one_time_links_user_idx ON one_time_links (user_id, purpose)`);
    await queryRunner.query(`
      UPDATE boats SET type = CASE type
        WHEN 'Velero' THEN 'SAILBOAT' WHEN 'Yate a motor' THEN 'MOTOR_YACHT' WHEN 'Catamarán' THEN 'CATAMARAN'
        WHEN 'Neumática' THEN 'RIB' ELSE 'OTHER' END`);
    await queryRunner.query(`ALTER TABLE boats ADD CONSTRAINT boats_type_check CHECK (type IN ('SAILBOAT', 'MOTOR_YACHT', 'CATAMARAN', 'RIB', 'OTHER'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE boats DROP CONSTRAINT boats_type_check`);
    await queryRunner.query(`
      UPDATE boats SET type = CASE type
        WHEN 'SAILBOAT' THEN 'Velero' WHEN 'MOTOR_YACHT' THEN 'Yate a motor' WHEN 'CATAMARAN' THEN 'Catamarán'
        WHEN 'RIB' THEN 'Neumática' ELSE 'Otro' END`);
    await queryRunner.query(`DROP TABLE one_time_links`);
    await queryRunner.query(`DROP FUNCTION fold_search(text)`);
    await queryRunner.query(`
      ALTER TABLE users DROP COLUMN phone, DROP COLUMN language, DROP COLUMN tax_id, DROP COLUMN address_line,
        DROP COLUMN postal_code, DROP COLUMN city, DROP COLUMN region, DROP COLUMN country_code, DROP COLUMN deactivated_at`);
    await queryRunner.query(`UPDATE users SET password_hash = '!' WHERE password_hash IS NULL`);
    await queryRunner.query(`ALTER TABLE users ALTER COLUMN password_hash SET NOT NULL`);
  }
}
