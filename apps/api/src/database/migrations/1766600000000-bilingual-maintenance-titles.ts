import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The default tasks the maintenance migration seeded, with their English titles. */
const SEEDED_TITLES: [es: string, en: string][] = [
  ['Prueba de capacidad de las baterías', 'Battery capacity test'],
  ['Servicio del motor', 'Engine service'],
  ['Servicio del generador', 'Generator service'],
  ['Revisión del VHF/DSC', 'VHF/DSC check'],
  ['Revisión del AIS', 'AIS check'],
  ['Cambio de filtros de la potabilizadora', 'Watermaker filter change'],
  ['Actualización de cartas y firmware', 'Chart and firmware update'],
];

/**
 * Default tasks in both languages (issue 18): each template has an English title beside its
 * Spanish one, and a task made from a template keeps both (`title_en`; null for a title an admin
 * typed, in one language). The tasks already made from a seeded template get its English title.
 */
export class BilingualMaintenanceTitles1766600000000 implements MigrationInterface {
  name = 'BilingualMaintenanceTitles1766600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const values = SEEDED_TITLES.map((_, index) => `($${index * 2 + 1}, $${index * 2 + 2})`).join(', ');
    await queryRunner.query(`ALTER TABLE maintenance_task_templates ADD COLUMN title_en text`);
    await queryRunner.query(
      `UPDATE maintenance_task_templates t SET title_en = v.en FROM (VALUES ${values}) AS v (es, en) WHERE t.title = v.es`,
      SEEDED_TITLES.flat(),
    );
    await queryRunner.query(`UPDATE maintenance_task_templates SET title_en = title WHERE title_en IS NULL`);
    await queryRunner.query(`ALTER TABLE maintenance_task_templates ALTER COLUMN title_en SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE maintenance_tasks ADD COLUMN title_en text`);
    await queryRunner.query(`
      UPDATE maintenance_tasks t SET title_en = tpl.title_en
        FROM boat_equipment e, maintenance_task_templates tpl
       WHERE e.id = t.equipment_id AND tpl.category = e.category AND tpl.title = t.title`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE maintenance_tasks DROP COLUMN title_en`);
    await queryRunner.query(`ALTER TABLE maintenance_task_templates DROP COLUMN title_en`);
  }
}
