import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { EmailComposer } from '../outbox/email-composer.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const CONTENTS = `query Entry($search: String) { contents(section: "emails", search: $search, first: 10) { edges { node { id key version valueEn } } } }`;
const UPDATE = `mutation Update($input: UpdateContentInput!) { updateContent(input: $input) { content { version } } }`;

describe('e-mail wording and the company details they print', () => {
  let api: TestApp;
  let admin: string;

  beforeAll(async () => {
    api = await createTestApp();
    admin = (await api.login('admin@demo.com', 'Admin123!')).token;
  });
  afterAll(() => api.close());

  const invitation = (language: 'es' | 'en') =>
    api.app
      .get(EmailComposer)
      .compose(
        api.app.get(DataSource).manager,
        'invitation',
        { email: 'nuevo@cliente.com', name: 'Joana', language },
        { hours: 48, link: 'https://example.test/set' },
      );

  it('are the stored site texts and company details: an admin edit shows in the next e-mail, in its language only', async () => {
    const { data } = await api.graphql<{ contents: { edges: { node: { id: string; key: string; version: number; valueEn: string } }[] } }>(CONTENTS, {
      search: 'invitation.subject',
    });
    const entry = data!.contents.edges.map((edge) => edge.node).find((node) => node.key === 'invitation.subject')!;
    const saved = await api.graphql(
      UPDATE,
      { input: { id: entry.id, version: entry.version, valueEs: 'Ya puedes entrar en {{brand}}', valueEn: entry.valueEn } },
      { token: admin },
    );
    expect(saved.errors).toBeUndefined();
    await api.app.get(DataSource).query(`UPDATE company_details SET details = jsonb_set(details, '{legalName}', '"Naviera Nueva S.L."')`);

    // The write's NOTIFY drops the cached texts and details; the next e-mail reads them again.
    const deadline = Date.now() + 5000;
    let spanish = await invitation('es');
    while (!spanish.text.includes('Naviera Nueva S.L.') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      spanish = await invitation('es');
    }
    expect(spanish.subject).toBe('Ya puedes entrar en Mallorca Marine Tech');
    expect(spanish.text).toContain('Naviera Nueva S.L.');
    expect((await invitation('en')).subject).toBe(entry.valueEn.replace('{{brand}}', 'Mallorca Marine Tech'));
  });
});
