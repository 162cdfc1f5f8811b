import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { get } from 'node:http';
import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const WEB_DIST = 'dist/apps/web';

/** The production web build as the server sends it (run `npm run build` first). */
describe('the built web app, served', () => {
  let api: TestApp;
  let scripts: string[];

  beforeAll(async () => {
    if (!existsSync(join(WEB_DIST, 'routes.json'))) throw new Error(`${WEB_DIST} is missing: run "npm run build" first`);
    api = await createTestApp({ production: true, webDistDir: resolve(WEB_DIST), wordpressUrl: 'https://news.example.org/blog' }, { serveWeb: true });
    scripts = (await readdir(join(WEB_DIST, 'assets'))).filter((file) => /\.(js|css)$/.test(file));
  });
  afterAll(() => api?.close());

  it('allows in its CSP only the origins the site uses: IP lookup and geocoding, WordPress media, the documentation viewer', async () => {
    const response = await fetch(`${api.url}/`);
    await response.body?.cancel();
    const csp = Object.fromEntries(
      (response.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
    );
    // The web build's defaults (apps/web/src/shared/config/external-services.ts) and company.json's documentation folder (framed, and probed first).
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.ipify.org', 'https://nominatim.openstreetmap.org', 'https://drive.example']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'https://news.example.org']);
    expect(csp['frame-src']).toEqual(['https://drive.example']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('sends a rendered page compressed as the browser accepts it (brotli, else gzip), the same HTML as uncompressed', async () => {
    /** GET with this Accept-Encoding, the body's bytes as they came. */
    const fetchRaw = (path: string, acceptEncoding?: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((done, fail) => {
        get(`${api.url}${path}`, { agent: false, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done({ headers: response.headers, body: Buffer.concat(chunks) }));
        }).on('error', fail);
      });
    const plain = await fetchRaw('/en/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = plain.body.toString();
    expect(html).toContain('<html lang="en">');

    const br = await fetchRaw('/en/', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    expect(br.body.length).toBeLessThan(html.length / 3);

    const gzip = await fetchRaw('/en/', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(html);
  });

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

  it('sends a sign-in form posted before its script ran to the page again, at either address, the password in no address', async () => {
    for (const path of ['/admin/login', '/en/admin/login']) {
      const response = await fetch(`${api.url}${path}?redirect=%2Fapp`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=cliente%40demo.com&password=secret',
      });
      expect({ status: response.status, location: response.headers.get('location') }).toEqual({ status: 303, location: `${path}?redirect=%2Fapp` });
    }
    // Nowhere else is a form read.
    const elsewhere = await fetch(`${api.url}/admin/dashboard`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    await elsewhere.body?.cancel();
    expect(elsewhere.status).not.toBe(303);
  });
});
