import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../testing/test-app.js';

describe('GraphQL IDE', () => {
  let development: TestApp;
  let production: TestApp;

  beforeAll(async () => {
    development = await createTestApp({ graphqlIde: true });
    production = await createTestApp({ production: true, graphqlIde: false });
  });
  afterAll(async () => {
    await development.close();
    await production.close();
  });

  it('serves the IDE page and all its assets from this server, with no CDN', async () => {
    const page = await fetch(`${development.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/altair/i);
    const assets = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((match) => match[1]);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset).not.toMatch(/^(https?:)?\/\//);
      const response = await fetch(new URL(asset, `${development.url}/graphql-ide/`));
      expect(response.status).toBe(200);
    }
  });

  it('is off in production', async () => {
    const page = await fetch(`${production.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await page.text()).not.toMatch(/altair/i);
  });
});
