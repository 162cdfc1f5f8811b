import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const WEB_DIST = 'dist/apps/web';

/** The production web build as the server sends it (run `npm run build` first). */
describe('the built web app, served', () => {
  let api: TestApp;
  let scripts: string[];

  beforeAll(async () => {
    if (!existsSync(join(WEB_DIST, 'routes.json'))) throw new Error(`${WEB_DIST} is missing: run "npm run build" first`);
    api = await createTestApp({ production: true, webDistDir: resolve(WEB_DIST) }, { serveWeb: true });
    scripts = (await readdir(join(WEB_DIST, 'assets'))).filter((file) => /\.(js|css)$/.test(file));
  });
  afterAll(() => api?.close());

  it('ships no source maps: every .map answers 404, and no asset points at one', async () => {
    expect(scripts.length).toBeGreaterThan(5);
    for (const file of scripts) {
      const asset = await fetch(`${api.url}/assets/${file}`);
      expect({ file, status: asset.status }).toEqual({ file, status: 200 });
      expect({ file, mapComment: /sourceMappingURL/.test(await asset.text()) }).toEqual({ file, mapComment: false });
      const map = await fetch(`${api.url}/assets/${file}.map`);
      await map.body?.cancel();
      expect({ file, mapStatus: map.status }).toEqual({ file, mapStatus: 404 });
    }
  });
});
