import { describe, expect, it } from '@jest/globals';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CompressedHtml, preferredEncoding } from './compressed-html.js';

describe('compressed HTML', () => {
  it('answers in brotli when the browser takes it, else gzip, else as it is', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('compresses a page once per encoding, as long as the page object lives', async () => {
    const html = `<!doctype html><html lang="es"><body>${'<p>Electrónica naval en Palma</p>'.repeat(500)}</body></html>`;
    const copies = new CompressedHtml();
    const page = {};
    const br = await copies.of(page, html, 'br');
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(br.length).toBeLessThan(html.length / 10);
    expect(await copies.of(page, html, 'br')).toBe(br);
    expect(gunzipSync(await copies.of(page, html, 'gzip')).toString()).toBe(html);
    expect(await copies.of({}, html, 'br')).not.toBe(br);
  });
});
