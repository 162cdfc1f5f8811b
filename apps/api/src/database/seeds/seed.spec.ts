import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { companySeed } from '@mmt/company';
import { DataSource } from 'typeorm';
import { codeTexts } from '../../content/site-text-defaults.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { prepareDatabase } from '../prepare-database.js';

describe('seeding', () => {
  let withoutDemo: TestApp;

  beforeAll(async () => {
    withoutDemo = await createTestApp({ seedDemo: false });
  });
  afterAll(() => withoutDemo.close());

  it('with SEED_DEMO=false seeds the site texts and the company details but neither demo account', async () => {
    const dataSource = withoutDemo.app.get(DataSource);
    expect(await dataSource.query('SELECT email FROM users')).toEqual([]);
    expect((await dataSource.query('SELECT count(*)::int AS n FROM content_entries'))[0].n).toBe(codeTexts().length);
    const [row] = await dataSource.query('SELECT details FROM company_details');
    expect(row.details.taxId).toBe(companySeed.taxId);
    const login = await withoutDemo.graphql('mutation { login(input: { email: "admin@demo.com", password: "Admin123!" }) { accessToken } }');
    expect(login.errors?.[0].extensions?.reason).toBe('INVALID_CREDENTIALS');
  });

  it('never seeds twice: a restart keeps every edit', async () => {
    const dataSource = withoutDemo.app.get(DataSource);
    await dataSource.query(`UPDATE content_entries SET value_en = 'Kept' WHERE section = 'home' AND key = 'hero_title'`);
    await dataSource.query(`UPDATE company_details SET details = jsonb_set(details, '{email}', '"kept@example.com"')`);
    await prepareDatabase(dataSource, { seedDemo: true, recordSystem: withoutDemo.config.verifactu.system });
    const rows: { value_en: string }[] = await dataSource.query(`SELECT value_en FROM content_entries WHERE key = 'hero_title'`);
    expect(rows).toEqual([{ value_en: 'Kept' }]);
    expect((await dataSource.query('SELECT count(*)::int AS n FROM content_entries'))[0].n).toBe(codeTexts().length);
    expect((await dataSource.query(`SELECT details->>'email' AS email FROM company_details`))[0].email).toBe('kept@example.com');
  });

  it("dates each demo client and their boats a month before their oldest job, as 'Cliente desde' shows", async () => {
    const demo = await createTestApp({ seedDemo: true });
    try {
      const rows: { email: string; client_days: number; boat_days: number }[] = await demo.app.get(DataSource).query(`
        SELECT u.email,
               extract(day FROM min(j.created_at) - u.created_at)::int AS client_days,
               extract(day FROM min(j.created_at) - max(b.created_at))::int AS boat_days
          FROM users u JOIN boats b ON b.owner_id = u.id JOIN jobs j ON j.boat_id = b.id
         GROUP BY u.id ORDER BY u.email`);
      expect(rows).toEqual([
        { email: 'cliente@demo.com', client_days: 30, boat_days: 30 },
        { email: 'customer@demo.com', client_days: 30, boat_days: 30 },
      ]);
    } finally {
      await demo.close();
    }
  });
});
