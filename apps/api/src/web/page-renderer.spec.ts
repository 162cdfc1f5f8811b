import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DataSource } from 'typeorm';
import { BlogService } from '../blog/blog.service.js';
import { PublicDataChanges } from '../common/cache/public-data-changes.js';
import { toGlobalId } from '../common/relay/global-id.js';
import { SiteTextsService } from '../content/site-texts.service.js';
import { ManualClock } from '../testing/manual-clock.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { SESSION_HINT_COOKIE, type RouteManifest, type WebServerEntry } from '@mmt/contract';

const WEB_DIST = 'dist/apps/web';

const UPDATE = `mutation Update($input: UpdateContentInput!) { updateContent(input: $input) { content { valueEs version } } }`;

async function page(api: TestApp, path: string, headers: Record<string, string> = {}): Promise<{ status: number; html: string }> {
  const response = await fetch(`${api.url}${path}`, { headers });
  return { status: response.status, html: await response.text() };
}

/** The visible text of the rendered `#root` (no scripts run). */
function rootText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="page-data">'));
  return root
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

interface SitemapEntry {
  lastmod?: string;
  /** hreflang → address */
  alternates: Record<string, string>;
}

/** The sitemap's entries by address. */
async function sitemapEntries(api: TestApp): Promise<Map<string, SitemapEntry>> {
  const xml = await (await fetch(`${api.url}/sitemap.xml`)).text();
  return new Map(
    [...xml.matchAll(/<url><loc>([^<]+)<\/loc>.*?<\/url>/g)].map(([entry, loc]) => [
      loc,
      {
        lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(entry)?.[1],
        alternates: Object.fromEntries(
          [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [lang, href]),
        ),
      },
    ]),
  );
}

/** The head's addresses: canonical, og:url and the hreflang alternates. */
function headAddresses(html: string): { canonical?: string; ogUrl?: string; alternates: Record<string, string> } {
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1],
    ogUrl: /<meta property="og:url" content="([^"]*)"/.exec(head)?.[1],
    alternates: Object.fromEntries([...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)"/g)].map(([, lang, href]) => [lang, href])),
  };
}

/** A GET of this exact path (no URL parser in between: `\\` stays a backslash). */
function rawGet(api: TestApp, path: string): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((done, fail) => {
    request(`${api.url}/`, { path, agent: false }, (response) => {
      response.resume();
      done({ status: response.statusCode ?? 0, headers: response.headers });
    })
      .on('error', fail)
      .end();
  });
}

/** Checks after each change of public data until the check holds (no deadline but the test's own). */
async function afterChanges(changes: PublicDataChanges, check: () => Promise<boolean>): Promise<void> {
  for (;;) {
    // Listening before checking: a change between the two is not missed.
    const next = new Promise<void>((done) => {
      const stop = changes.subscribe(() => (stop(), done()));
    });
    if (await check()) return;
    await next;
  }
}

/** The public pages as the server renders them from the production build (run `npm run build` first). */
describe('server-rendered public pages', () => {
  let api: TestApp;
  /** The app's clock: kept pages expire when a test moves it, never while it runs. */
  const clock = new ManualClock();
  let wordpress: Server;
  /** The titles of the posts WordPress lists. */
  let postTitles = ['Radar &amp; AIS'];

  beforeAll(async () => {
    if (!existsSync(resolve('dist/apps/web-server/entry-server.js'))) throw new Error('dist/apps/web-server is missing: run "npm run build" first');
    wordpress = createServer((_request, response) => {
      const posts = postTitles.map((title, index) => ({
        id: index + 1,
        date_gmt: '2025-05-01T10:00:00',
        link: `https://blog.example.com/?p=${index + 1}`,
        title: { rendered: title },
      }));
      response.writeHead(200, { 'content-type': 'application/json', 'x-wp-total': String(posts.length), 'x-wp-totalpages': '1' }).end(JSON.stringify(posts));
    });
    await new Promise<void>((listening) => wordpress.listen(0, '127.0.0.1', listening));
    const wordpressUrl = `http://127.0.0.1:${(wordpress.address() as AddressInfo).port}`;
    api = await createTestApp(
      { production: true, webDistDir: resolve(WEB_DIST), publicUrl: 'https://www.example.es', wordpressUrl },
      { serveWeb: true, clock },
    );
  });
  afterAll(async () => {
    await api?.close();
    wordpress?.closeAllConnections();
    await new Promise((closed) => wordpress?.close(closed));
  });

  it('sends the Spanish home page at / and the English one at /en/, with their texts and company details', async () => {
    const es = await page(api, '/');
    expect(es.status).toBe(200);
    expect(es.html).toContain('<html lang="es">');
    expect(rootText(es.html)).toContain('Electrónica naval y servicio técnico para tu yate');
    expect(rootText(es.html)).toContain('Mallorca Marine Tech');
    const en = await page(api, '/en/');
    expect(en.html).toContain('<html lang="en">');
    expect(rootText(en.html)).toContain('Marine electronics and technical service for your yacht');
    expect(rootText(en.html)).not.toContain('Electrónica naval y servicio técnico');
  });

  it("inlines only the site's CSS a page can use: every rule for the classes of its markup, not the portal's and the admin area's", async () => {
    const stylesheet = await readFile(join(WEB_DIST, /href="\/(assets\/[^"]+\.css)"/.exec(await readFile(join(WEB_DIST, 'index.html'), 'utf8'))![1]), 'utf8');
    // The classes with a rule of their own (`.name{…}`, what a vanilla-extract style is).
    const styledClasses = new Set([...stylesheet.matchAll(/(?:^|[{},])\.([\w-]+)\{/g)].map(([, name]) => name));
    for (const path of ['/', '/services/marine-electronics', '/admin/login']) {
      const { html } = await page(api, path);
      const styles = /<style>([\s\S]*?)<\/style>/.exec(html)![1];
      expect(styles.length).toBeGreaterThan(0);
      expect(styles.length).toBeLessThan(stylesheet.length / 2);
      const markupClasses = [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, names]) => names.split(/\s+/));
      expect(markupClasses.filter((name) => styledClasses.has(name)).length).toBeGreaterThan(20);
      const unstyled = markupClasses.filter((name) => styledClasses.has(name) && !styles.includes(`.${name}{`));
      expect({ path, unstyled }).toEqual({ path, unstyled: [] });
    }
  });

  it("sends the sign-in page whole in the language of the visitor's cookie (Spanish without one), in English at /en/…, one kept page per language", async () => {
    const signIn = async (cookie?: string, path = '/admin/login') => {
      const response = await fetch(`${api.url}${path}?redirect=%2Fapp`, { headers: cookie ? { cookie } : {} });
      return { status: response.status, vary: response.headers.get('vary'), html: await response.text() };
    };
    const demo = ((await api.graphql('{ demoAccountsAvailable }')).data as { demoAccountsAvailable: boolean }).demoAccountsAvailable;
    for (const [cookie, language, title, email, path] of [
      ['preferred_language=en', 'en', 'Sign In', 'Email', undefined],
      ['signed_in=1; preferred_language=es', 'es', 'Iniciar Sesión', 'Correo electrónico', undefined],
      ['preferred_language=en', 'en', 'Sign In', 'Email', undefined], // kept: the same page again
      [undefined, 'es', 'Iniciar Sesión', 'Correo electrónico', undefined],
      ['preferred_language=fr', 'es', 'Iniciar Sesión', 'Correo electrónico', undefined],
      [undefined, 'en', 'Sign In', 'Email', '/en/admin/login'],
      ['preferred_language=es', 'en', 'Sign In', 'Email', '/en/admin/login/'], // the address's language wins
    ] as const) {
      const { status, vary, html } = await signIn(cookie, path);
      expect({ cookie, path, status, lang: /<html lang="(\w+)">/.exec(html)?.[1] }).toEqual({ cookie, path, status: 200, lang: language });
      expect(vary).toContain('cookie');
      expect(html).toMatch(/<title>[^<]+ \| Mallorca Marine Tech<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html).not.toContain('<meta name="robots" content="noindex" />');
      const text = rootText(html);
      expect(text).toContain(title);
      expect(text).toContain(email);
      expect(text.includes('admin@demo.com / Admin123!')).toBe(demo);
      expect(html).toMatch(/<input[^>]+name="password"/);
    }
  });

  it('writes the head: title with the company suffix, description, canonical, reciprocal hreflang, Open Graph and LocalBusiness', async () => {
    const { html } = await page(api, '/en/services/marine-electronics');
    expect(html).toMatch(/<title>[^<]+ \| Mallorca Marine Tech<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html).toContain('<link rel="canonical" href="https://www.example.es/en/services/marine-electronics" />');
    expect(html).toContain('<link rel="alternate" hreflang="es" href="https://www.example.es/services/marine-electronics" />');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://www.example.es/en/services/marine-electronics" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://www.example.es/services/marine-electronics" />');
    expect(html).toContain('<meta property="og:locale" content="en_GB" />');
    expect(html).toContain('<meta property="og:locale:alternate" content="es_ES" />');
    const home = (await page(api, '/')).html;
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(home.slice(0, home.indexOf('</head>')));
    expect(JSON.parse(ld![1])).toMatchObject({ '@type': 'LocalBusiness', name: 'Mallorca Marine Tech', address: { addressLocality: 'Palma de Mallorca' } });
  });

  it("shows a visitor 'Sign in' in the header as sent, and leaves it to the browser's session when the browser carries the session hint", async () => {
    const visitor = await page(api, '/en/services');
    const header = (html: string) => rootText(html.slice(0, html.indexOf('</header>')));
    expect(header(visitor.html)).toContain('Sign in');
    const hinted = await page(api, '/en/services', { cookie: `${SESSION_HINT_COOKIE}=1` });
    expect(hinted.status).toBe(200);
    expect(header(hinted.html)).not.toContain('Sign in');
    expect(rootText(hinted.html)).toContain('Marine electronics');
    // Kept apart: the visitor's page, asked for again after the other, is still the visitor's.
    expect(header((await page(api, '/en/services')).html)).toContain('Sign in');
  });

  it('answers an unknown path with 404 and the not-found page in the address language', async () => {
    const es = await page(api, '/no-such-page');
    expect(es.status).toBe(404);
    expect(rootText(es.html)).toContain('Página no encontrada');
    const en = await page(api, '/en/no-such-page');
    expect(en.status).toBe(404);
    expect(en.html).toContain('<html lang="en">');
  });

  it('serves every page of the sitemap, in both languages, whole: language, heading, title, description, its own canonical, reciprocal alternates, Open Graph, valid JSON-LD', async () => {
    const sitemap = await sitemapEntries(api);
    const heads = new Map<string, ReturnType<typeof headAddresses>>();
    const images = new Set<string>();
    for (const [loc, listed] of sitemap) {
      const path = new URL(loc).pathname;
      const { status, html } = await page(api, path);
      const head = html.slice(0, html.indexOf('</head>'));
      const language = listed.alternates.en === loc ? 'en' : 'es';
      const [ogLocale, ogAlternate] = language === 'en' ? ['en_GB', 'es_ES'] : ['es_ES', 'en_GB'];
      const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/
        .exec(html)?.[1]
        .replace(/<[^>]+>/g, '')
        .trim();
      expect({ path, status, lang: /<html lang="([^"]+)">/.exec(html)?.[1], heading: Boolean(heading) }).toEqual({
        path,
        status: 200,
        lang: language,
        heading: true,
      });
      expect({ path, head }).toEqual({
        path,
        head: expect.stringMatching(
          new RegExp(
            [
              '<title>[^<]+ \\| Mallorca Marine Tech</title>',
              '<meta name="description" content="[^"]{20,}" />',
              `<meta property="og:locale" content="${ogLocale}" />`,
              `<meta property="og:locale:alternate" content="${ogAlternate}" />`,
              '<meta property="og:image" content="https://www\\.example\\.es/og/[a-z]+\\.png" />',
            ].join('[\\s\\S]*'),
          ),
        ),
      });
      const addresses = headAddresses(html);
      expect({ path, ...addresses }).toEqual({ path, canonical: loc, ogUrl: loc, alternates: listed.alternates });
      heads.set(loc, addresses);
      for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g))
        expect(() => JSON.parse(json) as unknown).not.toThrow();
      images.add(/<meta property="og:image" content="https:\/\/www\.example\.es([^"]+)"/.exec(head)![1]);
    }
    // Reciprocal: the Spanish page's English alternate is the English page whose Spanish alternate is that Spanish page.
    for (const [loc, { alternates }] of heads) {
      expect({ loc, twinAlternates: heads.get(loc === alternates.es ? alternates.en : alternates.es)?.alternates }).toEqual({
        loc,
        twinAlternates: alternates,
      });
    }
    for (const image of images) {
      const response = await fetch(`${api.url}${image}`);
      await response.body?.cancel();
      expect({ image, status: response.status, type: response.headers.get('content-type') }).toEqual({ image, status: 200, type: 'image/png' });
    }
  });

  it('lists in the sitemap every public route of the route table the web was built with (routes.json), in both languages, by its canonical address', async () => {
    const { patterns, params } = JSON.parse(await readFile(join(WEB_DIST, 'routes.json'), 'utf8')) as RouteManifest;
    const entry = ((await import(pathToFileURL(resolve('dist/apps/web-server/entry-server.js')).href)) as { default: WebServerEntry }).default;
    const routes = patterns
      .filter((pattern) => entry.isSitePath(pattern))
      .flatMap((pattern) => (/:(\w+)/.exec(pattern) ? params[/:(\w+)/.exec(pattern)![1]].map((value) => pattern.replace(/:\w+/, value)) : [pattern]))
      .flatMap((path) => [path, path === '/' ? '/en/' : `/en${path}`]);
    const sitemap = await sitemapEntries(api);
    const canonicals = new Set<string>();
    for (const path of routes) {
      const { status, html } = await page(api, path);
      const { canonical } = headAddresses(html);
      expect({ path, status, listed: sitemap.has(canonical ?? '') }).toEqual({ path, status: 200, listed: true });
      canonicals.add(canonical!);
    }
    expect([...canonicals].sort()).toEqual([...sitemap.keys()].sort());
  });

  it('declares as canonical the address the sitemap lists, whatever form of it was asked for (alias, trailing slash, letter case)', async () => {
    const sitemap = await sitemapEntries(api);
    const asked = {
      '/legal/notice': '/legal-notice',
      '/en/legal/cookie-policy': '/en/cookies',
      '/services/': '/services',
      '/en/Services/nas': '/en/services/nas',
      '/SHOP': '/shop',
      '/en': '/en/',
    };
    for (const [path, listed] of Object.entries(asked)) {
      const { status, html } = await page(api, path);
      const canonical = `https://www.example.es${listed}`;
      expect({ path, status, ...headAddresses(html) }).toEqual({
        path,
        status: 200,
        canonical,
        ogUrl: canonical,
        alternates: sitemap.get(canonical)?.alternates,
      });
    }
  });

  it('gives the 404 page robots noindex and no address of the missing page', async () => {
    for (const path of ['/no-such-page', '/en/no-such-page', '/services/not-a-service']) {
      const { status, html } = await page(api, path);
      expect({ path, status, ...headAddresses(html) }).toEqual({ path, status: 404, alternates: {} });
      expect(html).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('answers a failed render with 500 and the error screen in the address language, and keeps no 5xx page', async () => {
    // The database briefly down: no text can be read, not even the error screen's stored ones.
    api.app.get(PublicDataChanges).changed(); // no page kept from before
    const down = jest.spyOn(api.app.get(SiteTextsService), 'texts').mockRejectedValue(new Error('Connection terminated unexpectedly'));
    const failed = { es: await page(api, '/vip'), en: await page(api, '/en/vip') };
    down.mockRestore();
    expect(failed.es.status).toBe(500);
    expect(failed.es.html).toContain('<html lang="es">');
    expect(rootText(failed.es.html)).toContain('¡Error inesperado de la aplicación!');
    expect(failed.en.status).toBe(500);
    expect(failed.en.html).toContain('<html lang="en">');
    expect(rootText(failed.en.html)).toContain('Unexpected Application Error!');
    expect(failed.en.html).not.toContain('Connection terminated'); // logged, not shown
    expect(headAddresses(failed.en.html)).toEqual({ alternates: {} });
    expect(failed.en.html).toContain('<meta name="robots" content="noindex" />');
    // Served with islands as every rendered page: the islands' script, not the application's, and 'Reload the page' its one island.
    expect(failed.en.html).toMatch(/<script type="module" crossorigin src="\/assets\/islands-[\w-]+\.js">/);
    const payload = JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(failed.en.html)![1]) as {
      islands: Record<string, { name: string }>;
    };
    expect(Object.values(payload.islands).map((island) => island.name)).toEqual(['reloadButton']);

    const recovered = await page(api, '/en/vip');
    expect(recovered.status).toBe(200);
    expect(rootText(recovered.html)).not.toContain('Unexpected Application Error!');
    expect(recovered.html).toMatch(/<h1[^>]*>/);
  });

  it('lists every public page in both languages in sitemap.xml; robots.txt points to it and keeps /app and /admin but their sign-in page out', async () => {
    const sitemap = await (await fetch(`${api.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('<loc>https://www.example.es/services/nas</loc>');
    expect(sitemap).toContain('<loc>https://www.example.es/en/services/nas</loc>');
    expect(sitemap.match(/<url>/g)).toHaveLength(2 * 22);
    const robots = await (await fetch(`${api.url}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /app');
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Allow: /admin/login');
    expect(robots).toContain('Sitemap: https://www.example.es/sitemap.xml');
  });

  it('renders a page once whatever query a client appends (/en/blog?v=2 is the kept /en/blog), and apart by the blog page it reads', async () => {
    const blog = api.app.get(BlogService);
    api.app.get(PublicDataChanges).changed();
    blog.clearCache();
    postTitles = ['Antifouling'];
    const kept = await page(api, '/en/blog');
    expect(rootText(kept.html)).toContain('Antifouling');
    postTitles = ['Shore power'];
    blog.clearCache(); // a render now would show the new post
    for (const query of ['?v=1', '?v=2', '?utm_source=newsletter', '?page=1']) expect(await page(api, `/en/blog${query}`)).toEqual(kept);
    // The one parameter a page reads: the blog's page number, a render of its own, whatever its form.
    const second = await page(api, '/en/blog?page=2');
    expect(rootText(second.html)).toContain('Shore power');
    expect(await page(api, '/en/blog?utm_source=newsletter&page=02')).toEqual(second);
  });

  it('answers //host/ and /\\host/ with a redirect to their normal form on this site, never the home page or another host', async () => {
    for (const path of ['//host.example/', '/\\host.example/', '/\\/host.example/?x=1']) {
      const { status, headers } = await rawGet(api, path);
      expect({ path, status, location: headers.location }).toEqual({
        path,
        status: 301,
        location: path.includes('?') ? '/host.example/?x=1' : '/host.example/',
      });
    }
    expect((await page(api, '/host.example/')).status).toBe(404);
    expect((await rawGet(api, '//en//services')).headers.location).toBe('/en/services');
  });

  it("writes the site's public address into every page for the browser, the portal's shell too", async () => {
    for (const path of ['/app/boats', '/en/']) {
      expect((await page(api, path)).html).toContain('<meta name="site-url" content="https://www.example.es">');
    }
  });

  it('keeps a rendered blog page no longer than the blog service keeps its posts', async () => {
    const blog = api.app.get(BlogService);
    const ttl = blog.settings.cacheTtlMs;
    blog.clearCache(); // posts read by other tests
    api.app.get(PublicDataChanges).changed(); // and the rendered pages with them
    postTitles = ['Anchor watch'];
    expect(rootText((await page(api, '/en/blog')).html)).toContain('Anchor watch');
    postTitles = ['Winter haul-out'];
    clock.advance(ttl - 1);
    expect(rootText((await page(api, '/en/blog')).html)).toContain('Anchor watch'); // kept until the posts expire
    clock.advance(1);
    expect(rootText((await page(api, '/en/blog')).html)).toContain('Winter haul-out');
  });

  it('serves an edited text at the next load: an admin edit, and a write of another process (NOTIFY)', async () => {
    expect(rootText((await page(api, '/')).html)).toContain('Electrónica naval y servicio técnico para tu yate'); // now cached
    const dataSource = api.app.get(DataSource);
    const [entry] = (await dataSource.query(`SELECT id, version, value_en FROM content_entries WHERE section = 'home' AND key = 'hero_title'`)) as {
      id: string;
      version: number;
      value_en: string;
    }[];
    const { token } = await api.login('admin@demo.com', 'Admin123!');
    const nodeId = toGlobalId('Content', entry.id);
    const saved = await api.graphql(
      UPDATE,
      { input: { id: nodeId, version: entry.version, valueEs: 'Tu yate, en buenas manos', valueEn: entry.value_en } },
      { token },
    );
    expect(saved.errors).toBeUndefined();
    expect(rootText((await page(api, '/')).html)).toContain('Tu yate, en buenas manos');

    await page(api, '/en/');
    await dataSource.query(`UPDATE content_entries SET value_en = 'Your yacht, in good hands' WHERE section = 'home' AND key = 'hero_title'`);
    await afterChanges(api.app.get(PublicDataChanges), async () => rootText((await page(api, '/en/')).html).includes('Your yacht, in good hands'));
  });

  // Last: a second app in this process replaces the first one's passport strategy (and its secret).
  it('dates each page in sitemap.xml by the last change of the data it shows, the same in every process; each entry has reciprocal alternates', async () => {
    const sitemap = await sitemapEntries(api);
    for (const [loc, { lastmod, alternates }] of sitemap) {
      expect(Object.keys(alternates).sort()).toEqual(['en', 'es', 'x-default']);
      expect(alternates['x-default']).toBe(alternates.es);
      expect(Object.values(alternates)).toContain(loc);
      // The twin lists the same alternates: es ↔ en.
      expect(sitemap.get(loc === alternates.es ? alternates.en : alternates.es)?.alternates).toEqual(alternates);
      expect(new Date(lastmod ?? '').getTime()).not.toBeNaN();
    }

    // An edit of the VIP page's English text moves that page's English lastmod only.
    const [entry] = (await api.app.get(DataSource).query(`SELECT id, version, value_es FROM content_entries WHERE section = 'vip' AND key = 'title'`)) as {
      id: string;
      version: number;
      value_es: string;
    }[];
    const { token } = await api.login('admin@demo.com', 'Admin123!');
    const before = new Date();
    const saved = await api.graphql(
      UPDATE,
      { input: { id: toGlobalId('Content', entry.id), version: entry.version, valueEs: entry.value_es, valueEn: 'VIP service' } },
      { token },
    );
    expect(saved.errors).toBeUndefined();
    const edited = await sitemapEntries(api);
    const lastmod = (path: string) => edited.get(`https://www.example.es${path}`)?.lastmod;
    expect(new Date(lastmod('/en/vip') ?? '').getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    for (const path of ['/vip', '/en/', '/en/shop'])
      expect({ path, lastmod: lastmod(path) }).toEqual({ path, lastmod: sitemap.get(`https://www.example.es${path}`)?.lastmod });

    // Another process (or this one after a restart) on the same database.
    const other = await createTestApp(
      { production: true, webDistDir: resolve(WEB_DIST), publicUrl: 'https://www.example.es' },
      { databaseUrl: api.databaseUrl, serveWeb: true },
    );
    try {
      expect(await sitemapEntries(other)).toEqual(edited);
    } finally {
      await other.close();
    }
  });
});
