import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { ContentService } from './content.service.js';
import { codeTexts, type CodeText } from './site-text-defaults.js';
import { syncSiteTexts } from './site-texts-sync.js';

interface Row {
  value_es: string;
  value_en: string;
  default_en: string;
  version: number;
  retired: boolean;
  es_after_en: boolean;
}

describe('site texts sync on start', () => {
  let api: TestApp;
  let dataSource: DataSource;

  const row = async (section: string, key: string): Promise<Row | undefined> =>
    (
      await dataSource.query(
        `SELECT value_es, value_en, default_en, version, retired_at IS NOT NULL AS retired, es_updated_at > en_updated_at AS es_after_en
         FROM content_entries WHERE section = $1 AND key = $2`,
        [section, key],
      )
    )[0];
  const sync = (texts: CodeText[]) => dataSource.transaction((manager) => syncSiteTexts(manager, texts));

  beforeAll(async () => {
    api = await createTestApp({ seedDemo: false });
    dataSource = api.app.get(DataSource);
  });
  afterAll(() => api.close());

  it('finds nothing to do right after a start', async () => {
    expect(await sync(codeTexts())).toEqual({ added: 0, updatedDefaults: 0, retired: 0, unretired: 0 });
  });

  it('adds new texts, keeps edited values, lets untouched values follow a new default, and retires what the code dropped', async () => {
    await dataSource.query(`UPDATE content_entries SET value_en = 'Edited by the owner' WHERE section = 'shop' AND key = 'title'`);
    const before = (await row('shop', 'subtitle'))!;
    const code = codeTexts()
      .filter((text) => !(text.section === 'docs' && text.key === 'title'))
      .map((text) => {
        if (text.section === 'shop' && text.key === 'title') return { ...text, en: 'Shop (new default)' };
        if (text.section === 'shop' && text.key === 'subtitle') return { ...text, en: 'Subtitle (new default)' };
        return text;
      });
    code.push({ section: 'emails', key: 'welcome.subject', es: 'Bienvenido a {{brand}}', en: 'Welcome to {{brand}}' });

    expect(await sync(code)).toEqual({ added: 1, updatedDefaults: 2, retired: 1, unretired: 0 });

    expect(await row('emails', 'welcome.subject')).toMatchObject({
      value_es: 'Bienvenido a {{brand}}',
      value_en: 'Welcome to {{brand}}',
      version: 1,
      retired: false,
    });
    expect(await row('shop', 'title')).toMatchObject({ value_en: 'Edited by the owner', default_en: 'Shop (new default)' });
    expect(await row('shop', 'subtitle')).toMatchObject({
      value_en: 'Subtitle (new default)',
      value_es: before.value_es,
      version: before.version + 1,
      es_after_en: false,
    });
    expect(await row('docs', 'title')).toMatchObject({ retired: true });

    // The retired text is listed to admins and no longer among the site's texts.
    const retired = await api.graphql<{ contents: { edges: { node: { key: string; retiredAt: string } }[] } }>(
      `{ contents(filter: RETIRED) { edges { node { section key retiredAt } } } }`,
    );
    expect(retired.data?.contents.edges.map((edge) => edge.node.key)).toEqual(['title']);
    expect(retired.data?.contents.edges[0].node.retiredAt).toEqual(expect.any(String));
  });

  it('brings a retired text back when the code has it again, and never duplicates', async () => {
    expect(await sync(codeTexts())).toEqual({ added: 0, updatedDefaults: 2, retired: 1, unretired: 1 });
    expect(await row('docs', 'title')).toMatchObject({ retired: false });
    expect(await row('emails', 'welcome.subject')).toMatchObject({ retired: true });
    expect(await row('shop', 'title')).toMatchObject({ value_en: 'Edited by the owner' });
    const [{ n }] = await dataSource.query(`SELECT count(*)::int AS n FROM content_entries WHERE retired_at IS NULL`);
    expect(n).toBe(codeTexts().length);
  });

  it('keeps a value an admin saved, even one saved back to the default word for word, while the other language follows', async () => {
    const { id, version, value_es, default_en } = (
      await dataSource.query(`SELECT id, version, value_es, default_en FROM content_entries WHERE section = 'shop' AND key = 'comingSoon'`)
    )[0];
    const content = api.app.get(ContentService);
    const editor = { id: null, role: 'admin' } as never;
    await content.save(id, version, { valueEs: value_es, valueEn: 'A passing rewrite' }, editor);
    await content.save(id, version + 1, { valueEs: value_es, valueEn: default_en }, editor);
    const code = codeTexts().map((text) =>
      text.section === 'shop' && text.key === 'comingSoon' ? { ...text, es: 'Nuevo valor por defecto', en: 'New default' } : text,
    );

    expect((await sync(code)).updatedDefaults).toBe(1);
    // English was saved by an admin (now equal to the old default, but chosen): it stays. Spanish was never changed: it follows.
    expect(await row('shop', 'comingSoon')).toMatchObject({ value_en: default_en, value_es: 'Nuevo valor por defecto', default_en: 'New default' });
  });
});
