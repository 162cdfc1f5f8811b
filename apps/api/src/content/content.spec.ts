import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { resources } from '@mmt/i18n/resources';
import { DataSource } from 'typeorm';
import { PublicDataListener } from '../common/cache/public-data-listener.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { codeTexts } from './site-text-defaults.js';
import { SiteTextsService } from './site-texts.service.js';

const CONTENTS = `query Contents($section: String, $search: String, $filter: ContentFilter, $first: Int, $after: String) {
  contents(section: $section, search: $search, filter: $filter, first: $first, after: $after) {
    totalCount
    edges { cursor node { id section key valueEs valueEn defaultEs defaultEn version outdatedLanguage retiredAt } }
    pageInfo { hasNextPage hasPreviousPage endCursor }
  }
}`;
const UPDATE = `mutation Update($input: UpdateContentInput!) {
  updateContent(input: $input) { content { id valueEs valueEn version outdatedLanguage esUpdatedAt enUpdatedAt } }
}`;
const RESTORE = `mutation Restore($input: RestoreContentInput!) { restoreContent(input: $input) { content { valueEs valueEn version } } }`;
const REVISIONS = `query Revisions($contentId: ID!) {
  contentRevisions(contentId: $contentId) {
    totalCount
    edges { node { id version previousValueEs previousValueEn valueEs valueEn editedAt restoredVersion editedBy { name email } } }
  }
}`;
const SITE_TEXTS = `query SiteTexts($language: Language!, $namespaces: [String!]!) { siteTexts(language: $language, namespaces: $namespaces) }`;

interface Node {
  id: string;
  section: string;
  key: string;
  valueEs: string;
  valueEn: string;
  defaultEs: string;
  defaultEn: string;
  version: number;
  outdatedLanguage: 'es' | 'en' | null;
  retiredAt: string | null;
}
interface ContentsData {
  contents: { totalCount: number; edges: { cursor: string; node: Node }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
}
interface UpdateData {
  updateContent: { content: Node & { esUpdatedAt: string; enUpdatedAt: string } };
}
type Texts = { siteTexts: Record<string, Record<string, unknown>> };

/** Polls until `check` passes (a NOTIFY arrives a moment after the commit). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('site texts as content entries', () => {
  let api: TestApp;
  let admin: string;
  let customer: string;

  const entry = async (section: string, key: string): Promise<Node> => {
    const response = await api.graphql<ContentsData>(CONTENTS, { section, search: key, first: 100 });
    const found = response.data!.contents.edges.map((edge) => edge.node).find((node) => node.key === key);
    if (!found) throw new Error(`no entry ${section}/${key}`);
    return found;
  };
  const update = (input: Record<string, unknown>, token = admin) => api.graphql<UpdateData>(UPDATE, { input }, { token });

  beforeAll(async () => {
    api = await createTestApp();
    admin = (await api.login('admin@demo.com', 'Admin123!')).token;
    customer = (await api.login('cliente@demo.com', 'Cliente123!')).token;
  });
  afterAll(() => api.close());

  describe('listing', () => {
    it('has one entry per text of every site namespace, with the spec defaults, to anyone', async () => {
      const response = await api.graphql<ContentsData>(CONTENTS, { first: 5 });
      expect(response.data?.contents.totalCount).toBe(codeTexts().length);
      expect(codeTexts().length).toBeGreaterThan(500);
      const sections = new Set(codeTexts().map((text) => text.section));
      expect([...sections].sort()).toEqual([
        'about',
        'blog',
        'common',
        'cookies',
        'docs',
        'emails',
        'errors',
        'home',
        'invoice',
        'layout',
        'legal',
        'services',
        'shop',
        'vip',
      ]);
      expect(await entry('home', 'hero_title')).toMatchObject({ valueEn: resources.en.home.hero_title, valueEs: resources.es.home.hero_title });
      expect(await entry('home', 'hero_subtitle')).toMatchObject({ valueEs: resources.es.home.hero_subtitle });
      expect(await entry('about', 'about_text')).toMatchObject({ valueEn: resources.en.about.about_text });
      expect(await entry('home', 'feature.bullets.2')).toMatchObject({ valueEn: resources.en.home.feature.bullets[2] });
    });

    it('filters by section and pages with cursors', async () => {
      const first = await api.graphql<ContentsData>(CONTENTS, { section: 'shop', first: 3 });
      const total = first.data!.contents.totalCount;
      expect(total).toBe(codeTexts().filter((text) => text.section === 'shop').length);
      expect(first.data?.contents.pageInfo.hasNextPage).toBe(true);
      const second = await api.graphql<ContentsData>(CONTENTS, { section: 'shop', first: 100, after: first.data?.contents.pageInfo.endCursor });
      expect(second.data?.contents.edges).toHaveLength(total - 3);
      const keys = [...first.data!.contents.edges, ...second.data!.contents.edges].map((edge) => edge.node.key);
      expect(keys).toEqual([...keys].sort());
    });

    it('refuses a bad cursor, page size or section with field errors', async () => {
      const response = await api.graphql(CONTENTS, { first: 1000, after: 'nonsense', section: 'Robert"); DROP' });
      expect(response.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('finds words in keys and both values, ignoring case and accents', async () => {
      const keysFound = async (search: string) =>
        (await api.graphql<ContentsData>(CONTENTS, { search, first: 100 })).data!.contents.edges.map((edge) => `${edge.node.section}/${edge.node.key}`);
      const withAccent = await keysFound('Información');
      expect(withAccent.length).toBeGreaterThan(0);
      expect(await keysFound('informacion')).toEqual(withAccent);
      expect(await keysFound('INFORMACIÓN')).toEqual(withAccent);
      expect(await keysFound('hero_subtitle')).toEqual(['home/hero_subtitle']);
      expect(await keysFound('100%_')).toEqual([]);
    });

    it('loads a content entry through node(id)', async () => {
      const { id } = await entry('about', 'about_text');
      const node = await api.graphql<{ node: { key: string } }>('query N($id: ID!) { node(id: $id) { ... on Content { key } } }', { id });
      expect(node.data?.node.key).toBe('about_text');
    });
  });

  describe('siteTexts', () => {
    it('answers nested texts per namespace, arrays kept, stored values first, the default for an empty one', async () => {
      const title = await entry('home', 'hero_title');
      const description = await entry('home', 'hero.description.1');
      expect((await update({ id: title.id, version: title.version, valueEs: 'Título guardado', valueEn: title.valueEn })).errors).toBeUndefined();
      expect((await update({ id: description.id, version: description.version, valueEs: '', valueEn: 'Stored line' })).errors).toBeUndefined();

      const es = (await api.graphql<Texts>(SITE_TEXTS, { language: 'es', namespaces: ['home', 'common'] })).data!.siteTexts;
      expect(Object.keys(es).sort()).toEqual(['common', 'home']);
      expect(es.home.hero_title).toBe('Título guardado');
      expect((es.home.hero as { description: string[] }).description).toEqual(resources.es.home.hero.description);
      const en = (await api.graphql<Texts>(SITE_TEXTS, { language: 'en', namespaces: ['home'] })).data!.siteTexts;
      expect(en.home.hero_title).toBe(resources.en.home.hero_title);
      expect((en.home.hero as { description: string[] }).description[1]).toBe('Stored line');
      expect(en.home.meta).toEqual(resources.en.home.meta);
    });

    it('serves documents one interpolated text at a time', async () => {
      const texts = api.app.get(SiteTextsService);
      expect(await texts.text('es', 'home', 'hero_title')).toBe('Título guardado');
      expect(await texts.text('en', 'layout', 'footer.copyright', { year: 2030, legalName: 'ACME' })).toBe(
        resources.en.layout.footer.copyright.replace('{{year}}', '2030').replace('{{legalName}}', 'ACME'),
      );
      expect(await texts.text('en', 'home', 'no.such.key')).toBe('no.such.key');
    });

    it('refuses screen-label and unknown namespaces', async () => {
      for (const namespaces of [['portal'], ['admin'], ['home', 'nope'], []]) {
        const response = await api.graphql(SITE_TEXTS, { language: 'en', namespaces });
        expect(response.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      }
    });
  });

  describe('updateContent', () => {
    it('saves both values, bumps the version and keeps a revision with who, when, before and after', async () => {
      const before = await entry('shop', 'title');
      const saved = await update({ id: before.id, version: before.version, valueEs: '  Tienda\r\nnáutica ', valueEn: 'Marine shop' });
      expect(saved.data?.updateContent.content).toMatchObject({ valueEs: 'Tienda\nnáutica', valueEn: 'Marine shop', version: before.version + 1 });
      const revisions = await api.graphql<{ contentRevisions: { totalCount: number; edges: { node: Record<string, unknown> }[] } }>(
        REVISIONS,
        { contentId: before.id },
        { token: admin },
      );
      expect(revisions.data?.contentRevisions.totalCount).toBe(1);
      expect(revisions.data?.contentRevisions.edges[0].node).toMatchObject({
        version: before.version + 1,
        previousValueEs: before.valueEs,
        previousValueEn: before.valueEn,
        valueEs: 'Tienda\nnáutica',
        valueEn: 'Marine shop',
        restoredVersion: null,
        editedBy: { email: 'admin@demo.com' },
      });
    });

    it('keeps a save that changes nothing as it was: no new version, no revision', async () => {
      const before = await entry('shop', 'subtitle');
      const again = await update({ id: before.id, version: before.version, valueEs: ` ${before.valueEs}`, valueEn: before.valueEn });
      expect(again.data?.updateContent.content).toMatchObject({ valueEs: before.valueEs, valueEn: before.valueEn, version: before.version });
      const revisions = await api.graphql<{ contentRevisions: { totalCount: number } }>(REVISIONS, { contentId: before.id }, { token: admin });
      expect(revisions.data?.contentRevisions.totalCount).toBe(0);
      // The version it names is still checked: another one is a conflict even when nothing would change.
      expect(
        (await update({ id: before.id, version: before.version + 1, valueEs: before.valueEs, valueEn: before.valueEn })).errors?.[0].extensions?.code,
      ).toBe('CONFLICT');
    });

    it('stores text in NFC', async () => {
      const before = await entry('shop', 'subtitle');
      const saved = await update({ id: before.id, version: before.version, valueEs: 'Informacio\u0301n', valueEn: before.valueEn });
      expect(saved.data?.updateContent.content.valueEs).toBe('Información');
      expect(saved.data?.updateContent.content.valueEs).toHaveLength(11);
    });

    it('refuses a stale version with CONFLICT carrying the current values', async () => {
      const start = await entry('docs', 'title');
      expect((await update({ id: start.id, version: start.version, valueEs: 'Primera', valueEn: start.valueEn })).errors).toBeUndefined();
      const stale = await update({ id: start.id, version: start.version, valueEs: 'Segunda', valueEn: 'Second' });
      expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');
      expect(stale.errors?.[0].extensions?.current).toMatchObject({
        version: start.version + 1,
        valueEs: 'Primera',
        valueEn: start.valueEn,
        editedBy: 'Marta Ferrer',
      });
      expect((await entry('docs', 'title')).valueEs).toBe('Primera');
    });

    it('lets exactly one of two saves from the same version win', async () => {
      const start = await entry('docs', 'subtitle');
      const results = await Promise.all(['A', 'B', 'C'].map((value) => update({ id: start.id, version: start.version, valueEs: value, valueEn: value })));
      expect(results.filter((result) => !result.errors).length).toBe(1);
      expect(results.filter((result) => result.errors?.[0].extensions?.code === 'CONFLICT').length).toBe(2);
    });

    it("answers NOT_FOUND 'Content item not found' for an unknown id", async () => {
      for (const id of [Buffer.from('Content:999999').toString('base64url'), Buffer.from('Boat:1').toString('base64url'), 'nonsense']) {
        const response = await update({ id, version: 1, valueEs: 'x', valueEn: 'x' });
        expect(response.errors?.[0]).toMatchObject({ message: 'Content item not found', extensions: { code: 'NOT_FOUND' } });
      }
    });

    it('refuses values over 10,000 characters and control characters, with field errors', async () => {
      const start = await entry('blog', 'title');
      const response = await update({ id: start.id, version: start.version, valueEs: 'x'.repeat(10_001), valueEn: 'nul\u0000here' });
      expect(response.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0].extensions?.fieldErrors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'valueEs', code: 'maxLength' }),
          expect.objectContaining({ field: 'valueEn', code: 'controlCharacters' }),
        ]),
      );
      const exactly = await update({ id: start.id, version: start.version, valueEs: 'x'.repeat(10_000), valueEn: start.valueEn });
      expect(exactly.errors).toBeUndefined();
    });

    it('refuses a value that loses or adds a placeholder, naming them; an empty value is fine', async () => {
      const copyright = await entry('layout', 'footer.copyright');
      expect(copyright.defaultEn).toContain('{{year}}');
      const response = await update({
        id: copyright.id,
        version: copyright.version,
        valueEs: '© {{legalName}} {{brand}}',
        valueEn: '© {{year}} {{legalName}}',
      });
      expect(response.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0].extensions?.fieldErrors).toEqual([
        { field: 'valueEs', code: 'markupMissing', message: expect.any(String), params: { tokens: '{{year}}' } },
        { field: 'valueEs', code: 'markupExtra', message: expect.any(String), params: { tokens: '{{brand}}' } },
      ]);
      const empty = await update({ id: copyright.id, version: copyright.version, valueEs: '', valueEn: 'All rights reserved, {{legalName}}, {{year}}' });
      expect(empty.errors).toBeUndefined();
    });

    it('checks react-i18next tags like placeholders', async () => {
      const dataSource = api.app.get(DataSource);
      const [{ id }] = await dataSource.query(
        `INSERT INTO content_entries (section, key, value_es, value_en, default_es, default_en)
         VALUES ('legal', 'test.linked', 'Lee <1>la política</1>.', 'Read <1>the policy</1>.', 'Lee <1>la política</1>.', 'Read <1>the policy</1>.') RETURNING id`,
      );
      const globalId = Buffer.from(`Content:${id}`).toString('base64url');
      const lost = await update({ id: globalId, version: 1, valueEs: 'Lee la política.', valueEn: 'Read <1>the policy</1><0/>.' });
      expect(lost.errors?.[0].extensions?.fieldErrors).toEqual([
        expect.objectContaining({ field: 'valueEs', code: 'markupMissing', params: { tokens: '<1>, </1>' } }),
        expect.objectContaining({ field: 'valueEn', code: 'markupExtra', params: { tokens: '<0/>' } }),
      ]);
      expect((await update({ id: globalId, version: 1, valueEs: '<1>Política</1>: léela.', valueEn: 'The <1>policy</1>.' })).errors).toBeUndefined();
    });

    it('refuses anonymous callers and customers', async () => {
      const start = await entry('vip', 'title');
      const input = { id: start.id, version: start.version, valueEs: 'x', valueEn: 'x' };
      expect((await api.graphql(UPDATE, { input })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await update(input, customer)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await api.graphql(REVISIONS, { contentId: start.id }, { token: customer })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    });
  });

  describe('missing and outdated translations', () => {
    it('lists entries with an empty language under MISSING', async () => {
      const start = await entry('cookies', 'banner.title');
      await update({ id: start.id, version: start.version, valueEs: start.valueEs, valueEn: '' });
      const missing = await api.graphql<ContentsData>(CONTENTS, { filter: 'MISSING', first: 100 });
      expect(missing.data!.contents.edges.map((edge) => `${edge.node.section}/${edge.node.key}`)).toContain('cookies/banner.title');
      expect(missing.data!.contents.edges.every((edge) => edge.node.valueEs === '' || edge.node.valueEn === '')).toBe(true);
    });

    it('lists an entry whose one language changed after the other under OUTDATED, until the other catches up', async () => {
      const outdatedKeys = async () =>
        (await api.graphql<ContentsData>(CONTENTS, { filter: 'OUTDATED', section: 'errors', first: 100 })).data!.contents.edges.map((edge) => edge.node.key);
      const start = await entry('errors', 'notFound.title');
      expect(await outdatedKeys()).not.toContain('notFound.title');

      const spanishOnly = await update({ id: start.id, version: start.version, valueEs: '¡Vaya! Aquí no hay nada', valueEn: start.valueEn });
      expect(spanishOnly.data?.updateContent.content.outdatedLanguage).toBe('en');
      expect(await outdatedKeys()).toContain('notFound.title');

      const english = await update({ id: start.id, version: start.version + 1, valueEs: '¡Vaya! Aquí no hay nada', valueEn: 'Oops! Nothing here' });
      expect(english.data?.updateContent.content.outdatedLanguage).toBeNull();
      expect(await outdatedKeys()).not.toContain('notFound.title');
    });

    it('takes an outdated translation saved as it is for confirmed, without a new version', async () => {
      const start = await entry('errors', 'notFound.home');
      const spanishOnly = await update({ id: start.id, version: start.version, valueEs: 'Volver a la portada', valueEn: start.valueEn });
      expect(spanishOnly.data?.updateContent.content.outdatedLanguage).toBe('en');

      const confirmed = await update({ id: start.id, version: start.version + 1, valueEs: 'Volver a la portada', valueEn: start.valueEn });
      expect(confirmed.data?.updateContent.content).toMatchObject({ outdatedLanguage: null, version: start.version + 1 });
      const revisions = await api.graphql<{ contentRevisions: { totalCount: number } }>(REVISIONS, { contentId: start.id }, { token: admin });
      expect(revisions.data?.contentRevisions.totalCount).toBe(1);
    });
  });

  describe('history and restore', () => {
    it('restores an earlier version as a new save with its own revision, the original included', async () => {
      const start = await entry('vip', 'subtitle');
      const v1 = start.version;
      await update({ id: start.id, version: v1, valueEs: 'Segunda', valueEn: 'Second' });
      await update({ id: start.id, version: v1 + 1, valueEs: 'Tercera', valueEn: 'Third' });

      const restore = (restoreVersion: number, version: number) =>
        api.graphql<{ restoreContent: { content: Node } }>(RESTORE, { input: { id: start.id, version, restoreVersion } }, { token: admin });
      const back = await restore(v1 + 1, v1 + 2);
      expect(back.data?.restoreContent.content).toMatchObject({ valueEs: 'Segunda', valueEn: 'Second', version: v1 + 3 });
      const original = await restore(v1, v1 + 3);
      expect(original.data?.restoreContent.content).toMatchObject({ valueEs: start.valueEs, valueEn: start.valueEn, version: v1 + 4 });

      const revisions = await api.graphql<{ contentRevisions: { totalCount: number; edges: { node: { version: number; restoredVersion: number | null } }[] } }>(
        REVISIONS,
        { contentId: start.id },
        { token: admin },
      );
      expect(revisions.data?.contentRevisions.edges.map(({ node }) => [node.version, node.restoredVersion])).toEqual([
        [v1 + 4, v1],
        [v1 + 3, v1 + 1],
        [v1 + 2, null],
        [v1 + 1, null],
      ]);

      expect((await restore(v1 + 1, v1 + 2)).errors?.[0].extensions?.code).toBe('CONFLICT');
      expect((await restore(999, v1 + 4)).errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    });
  });

  describe('caches', () => {
    const cachedTitle = async (language: 'en' | 'es') => {
      const response = await api.graphql<Texts>(SITE_TEXTS, { language, namespaces: ['shop'] });
      return { hit: response.headers['x-cache'] === 'hit', title: response.data!.siteTexts.shop.title as string };
    };

    it('serves repeated anonymous reads from the response cache, and the writer sees its save at once', async () => {
      await cachedTitle('en');
      expect((await cachedTitle('en')).hit).toBe(true);
      const start = await entry('shop', 'title');
      await update({ id: start.id, version: start.version, valueEs: start.valueEs, valueEn: 'Shop, edited' });
      const after = await cachedTitle('en');
      expect(after).toEqual({ hit: false, title: 'Shop, edited' });
    });

    it('drops the response cache after any successful mutation, even one that writes no public data', async () => {
      await cachedTitle('en');
      expect((await cachedTitle('en')).hit).toBe(true);
      await api.login('cliente@demo.com', 'Cliente123!');
      expect((await cachedTitle('en')).hit).toBe(false);
    });

    it('drops every cache when anyone writes the table, raw SQL included (NOTIFY)', async () => {
      await cachedTitle('en');
      expect((await cachedTitle('en')).hit).toBe(true);
      const texts = api.app.get(SiteTextsService);
      await api.app.get(DataSource).query(`UPDATE content_entries SET value_en = 'Shop, from psql' WHERE section = 'shop' AND key = 'title'`);
      await eventually(async () => (await cachedTitle('en')).title === 'Shop, from psql');
      expect(await texts.text('en', 'shop', 'title')).toBe('Shop, from psql');
    });

    it('listens again after its connection drops, dropping the caches then', async () => {
      const listener = api.app.get(PublicDataListener);
      const dataSource = api.app.get(DataSource);
      await cachedTitle('es');
      expect((await cachedTitle('es')).hit).toBe(true);
      const [{ terminated }] = await dataSource.query(
        `SELECT count(*)::int AS terminated FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE application_name = 'mmt-api-listener' AND datname = current_database()) AS t`,
      );
      expect(terminated).toBe(1);
      await eventually(async () => !listener.listening, 2000).catch(() => undefined);
      await eventually(async () => listener.listening);
      expect((await cachedTitle('es')).hit).toBe(false);
      await dataSource.query(`UPDATE content_entries SET value_es = 'Tienda tras reconectar' WHERE section = 'shop' AND key = 'title'`);
      await eventually(async () => (await cachedTitle('es')).title === 'Tienda tras reconectar');
    });

    // Last: a second app in this process replaces the first one's passport strategy (and its secret).
    it('keeps a second API process on the same database in step', async () => {
      const other = await createTestApp({}, { databaseUrl: api.databaseUrl });
      try {
        const read = async () => (await api.graphql<Texts>(SITE_TEXTS, { language: 'es', namespaces: ['shop'] })).data!.siteTexts.shop.title;
        await read();
        const start = await entry('shop', 'title');
        const { token } = await other.login('admin@demo.com', 'Admin123!');
        const saved = await other.graphql(
          UPDATE,
          { input: { id: start.id, version: start.version, valueEs: 'Tienda, desde el otro proceso', valueEn: start.valueEn } },
          { token },
        );
        expect(saved.errors).toBeUndefined();
        await eventually(async () => (await read()) === 'Tienda, desde el otro proceso');
      } finally {
        await other.close();
      }
    });
  });
});
