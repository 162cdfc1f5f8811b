import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { companySeed } from '@mmt/company';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { InvoiceIssuer1765100000000 } from './migrations/1765100000000-invoice-issuer.js';
import { BilingualMaintenanceTitles1766600000000 } from './migrations/1766600000000-bilingual-maintenance-titles.js';
import { Schedule1766700000000 } from './migrations/1766700000000-schedule.js';
import { VisitsClosedWithJob1767000000400 } from './migrations/1767000000400-visits-closed-with-job.js';
import { EngineHourMeters1767000001100 } from './migrations/1767000001100-engine-hour-meters.js';
import { migrations } from './schema.js';

// Run, back and forth, as the database's owner: the role the app serves as may not.
describe('database migrations', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  it('run from an empty database, every one of them, and the schema matches the entities', async () => {
    const dataSource = await api.ownerDataSource();
    const applied: { name: string }[] = await dataSource.query('SELECT name FROM migrations ORDER BY id');
    expect(applied.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name));
    // Every table and column the entities map exists as mapped (constraint names may differ).
    const pending = await dataSource.driver.createSchemaBuilder().log();
    const structural = pending.upQueries
      .map((query) => query.query)
      .filter((query) => /CREATE TABLE|ADD COLUMN|DROP COLUMN|ALTER COLUMN "\w+" TYPE|SET NOT NULL|DROP NOT NULL/.test(query));
    expect(structural).toEqual([]);
  });

  it('give the invoices issued before the issuer column the stored company details, completed as the next start completes them', async () => {
    const dataSource = await api.ownerDataSource();
    const runner = dataSource.createQueryRunner();
    const migration = new InvoiceIssuer1765100000000();
    // It ran before issued invoices were fixed in the database (IssuedInvoicesImmutable1766900000100).
    await runner.query('ALTER TABLE invoices DISABLE TRIGGER invoices_issued_immutable');
    try {
      await migration.down(runner);
      // Stored before the bank account was a detail: the seed adds it on start, after the migrations.
      await runner.query(`UPDATE company_details SET details = jsonb_set(details - 'bankAccount', '{legalName}', '"Naviera Antigua S.L."')`);
      await migration.up(runner);
    } finally {
      await runner.query('ALTER TABLE invoices ENABLE TRIGGER invoices_issued_immutable');
      await runner.release();
    }
    const { legalName: _edited, taxId, registry, address, email, phone, bankAccount } = companySeed;
    const issuers: { issuer: unknown }[] = await dataSource.query('SELECT DISTINCT issuer FROM invoices');
    expect(issuers).toEqual([{ issuer: { legalName: 'Naviera Antigua S.L.', taxId, registry, address, email, phone, bankAccount } }]);
  });

  it('give the default tasks and the tasks made from them before the English title column their English titles; a typed title stays in one language', async () => {
    const dataSource = await api.ownerDataSource();
    const runner = dataSource.createQueryRunner();
    try {
      await new BilingualMaintenanceTitles1766600000000().down(runner);
      const [{ id: boatId }]: { id: number }[] = await runner.query(`SELECT id FROM boats ORDER BY id LIMIT 1`);
      const [{ id: engineId }]: { id: number }[] = await runner.query(
        `INSERT INTO boat_equipment (boat_id, category, brand, model) VALUES ($1, 'ENGINE', 'Yanmar', '4JH') RETURNING id`,
        [boatId],
      );
      await runner.query(
        `INSERT INTO maintenance_tasks (boat_id, equipment_id, title, interval_months, last_done_on) VALUES ($1, $2, 'Servicio del motor', 12, '2026-01-01'), ($1, $2, 'Impulsor', 12, '2026-01-01')`,
        [boatId, engineId],
      );
      await new BilingualMaintenanceTitles1766600000000().up(runner);
      expect(await runner.query(`SELECT title, title_en FROM maintenance_tasks WHERE equipment_id = $1 ORDER BY id`, [engineId])).toEqual([
        { title: 'Servicio del motor', title_en: 'Engine service' },
        { title: 'Impulsor', title_en: null },
      ]);
      expect(await runner.query(`SELECT title_en FROM maintenance_task_templates WHERE category = 'WATERMAKER'`)).toEqual([
        { title_en: 'Watermaker filter change' },
      ]);
    } finally {
      await runner.release();
    }
  });

  it('take a scheduled job back to Aprobado when the schedule is reverted, and bring the visits back empty', async () => {
    const dataSource = await api.ownerDataSource();
    const runner = dataSource.createQueryRunner();
    try {
      const [{ id: boatId }]: { id: number }[] = await runner.query(`SELECT id FROM boats ORDER BY id LIMIT 1`);
      const [{ id: jobId }]: { id: number }[] = await runner.query(
        `INSERT INTO jobs (boat_id, title, status) VALUES ($1, 'Programado', 'SCHEDULED') RETURNING id`,
        [boatId],
      );
      await runner.query(`INSERT INTO job_status_changes (job_id, status, changed_at) VALUES ($1, 'APPROVED', now()), ($1, 'SCHEDULED', now())`, [jobId]);
      await runner.query(`INSERT INTO visits (job_id, starts_at, ends_at, estimated_minutes) VALUES ($1, now(), now() + interval '1 hour', 60)`, [jobId]);
      // Everything since the schedule may hang from its visits (the work done on them, their closing,
      // corrections…): those go first, latest first, and come back last.
      const fromSchedule = migrations.slice(migrations.indexOf(Schedule1766700000000)).map((Migration) => new Migration());
      for (const migration of [...fromSchedule].reverse()) await migration.down(runner);
      expect(await runner.query(`SELECT status FROM jobs WHERE id = $1`, [jobId])).toEqual([{ status: 'APPROVED' }]);
      expect(await runner.query(`SELECT status FROM job_status_changes WHERE job_id = $1`, [jobId])).toEqual([{ status: 'APPROVED' }]);
      for (const migration of fromSchedule) await migration.up(runner);
      expect(await runner.query(`SELECT count(*)::int AS n FROM visits`)).toEqual([{ n: 0 }]);
      expect(await runner.query(`SELECT berth_marina FROM boats WHERE id = $1`, [boatId])).toEqual([{ berth_marina: null }]);
    } finally {
      await runner.release();
    }
  });

  it('close the visits left unfinished by jobs completed or cancelled before visits closed with their job, at the time the job was', async () => {
    const dataSource = await api.ownerDataSource();
    const runner = dataSource.createQueryRunner();
    try {
      const [{ id: boatId }]: { id: number }[] = await runner.query(`SELECT id FROM boats ORDER BY id LIMIT 1`);
      const job = async (status: string) => {
        const [{ id }]: { id: number }[] = await runner.query(`INSERT INTO jobs (boat_id, title, status) VALUES ($1, $2, $2) RETURNING id`, [boatId, status]);
        await runner.query(
          `INSERT INTO job_status_changes (job_id, status, changed_at) VALUES ($1, 'SCHEDULED', '2030-01-01T09:00:00Z'), ($1, $2, '2030-01-10T10:00:00Z')`,
          [id, status],
        );
        return id;
      };
      const visit = async (jobId: number, finishedAt: string | null) => {
        const [{ id }]: { id: number }[] = await runner.query(
          `INSERT INTO visits (job_id, starts_at, ends_at, estimated_minutes, finished_at) VALUES ($1, '2030-01-20T09:00:00Z', '2030-01-20T10:00:00Z', 60, $2) RETURNING id`,
          [jobId, finishedAt],
        );
        return id;
      };
      const completed = await job('COMPLETED');
      const done = await visit(completed, '2030-01-09T12:00:00Z');
      const left = await visit(completed, null);
      const cancelled = await visit(await job('CANCELLED'), null);
      const open = await visit(await job('IN_PROGRESS'), null);
      const migration = new VisitsClosedWithJob1767000000400();
      await migration.down(runner);
      await migration.up(runner);
      const closed: { id: number; closed_at: Date | null }[] = await runner.query(`SELECT id, closed_at FROM visits WHERE id = ANY($1) ORDER BY id`, [
        [done, left, cancelled, open],
      ]);
      expect(closed.map((row) => [row.id, row.closed_at?.toISOString() ?? null])).toEqual([
        [done, null],
        [left, '2030-01-10T10:00:00.000Z'],
        [cancelled, '2030-01-10T10:00:00.000Z'],
        [open, null],
      ]);
    } finally {
      await runner.release();
    }
  });

  it("give a boat's running hours to its engine when it has exactly one; a boat with two keeps them as its own, and going back keeps each boat's highest", async () => {
    const dataSource = await api.ownerDataSource();
    const runner = dataSource.createQueryRunner();
    try {
      const migration = new EngineHourMeters1767000001100();
      await migration.down(runner);
      const boat = async (name: string) => {
        const [{ id }]: { id: number }[] = await runner.query(
          `INSERT INTO boats (owner_id, name, type, length_meters, year) SELECT id, $1, 'MOTOR_YACHT', 12, 2019 FROM users WHERE role = 'customer' ORDER BY email LIMIT 1 RETURNING id`,
          [name],
        );
        return id;
      };
      const engine = async (boatId: number) => {
        const [{ id }]: { id: number }[] = await runner.query(
          `INSERT INTO boat_equipment (boat_id, category, brand, model) VALUES ($1, 'ENGINE', 'Volvo Penta', 'D6') RETURNING id`,
          [boatId],
        );
        return id;
      };
      const single = await boat('Un motor');
      const twin = await boat('Dos motores');
      const singleEngine = await engine(single);
      await engine(twin);
      await engine(twin);
      await runner.query(
        `INSERT INTO boat_running_hours (boat_id, hours, recorded_at, origin) VALUES ($1, 812, now(), 'manual'), ($2, 1530, now(), 'device')`,
        [single, twin],
      );

      await migration.up(runner);
      const meters = (columns: string) =>
        runner.query(`SELECT ${columns} FROM boat_running_hours WHERE boat_id = ANY($1) ORDER BY boat_id`, [[single, twin]]) as Promise<unknown[]>;
      expect(await meters('boat_id, equipment_id')).toEqual([
        { boat_id: single, equipment_id: singleEngine },
        { boat_id: twin, equipment_id: null },
      ]);

      // A second meter on the twin: back to one reading per boat, its highest.
      await runner.query(
        `INSERT INTO boat_running_hours (boat_id, equipment_id, hours, recorded_at, origin) SELECT $1, id, 1600, now(), 'device' FROM boat_equipment WHERE boat_id = $1 LIMIT 1`,
        [twin],
      );
      await migration.down(runner);
      expect(await meters('boat_id, hours')).toEqual([
        { boat_id: single, hours: 812 },
        { boat_id: twin, hours: 1600 },
      ]);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
  });

  it('revert all the way down and up again', async () => {
    const dataSource = await api.ownerDataSource();
    for (let i = 0; i < migrations.length; i++) await dataSource.undoLastMigration({ transaction: 'each' });
    const tables: { table_name: string }[] = await dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations'`,
    );
    expect(tables).toEqual([]);
    await dataSource.runMigrations({ transaction: 'each' });
    const count: { n: number }[] = await dataSource.query('SELECT count(*)::int AS n FROM migrations');
    expect(count[0].n).toBe(migrations.length);
  });
});
