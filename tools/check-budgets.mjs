// The public pages' byte budgets (issue 17), measured on the production build as a first-time
// visitor's browser loads / and /en/, at a phone's width and at a desktop's, until the network is
// idle, without interaction. Bytes, not timings: `npm test` runs this and fails on a miss.
// - JavaScript at most 75 KB gzip. React and React DOM are 65.9 of it; what a first visit hydrates
//   (the clock, location and network cards, the particle background; the cookie banner and the
//   other-language suggestion are the server's markup until reached) comes to 74.8 KB;
// - HTML at most 25 KB brotli; CSS at most 15 KB gzip, inlined: no stylesheet is a second request
//   (a page carries only the rules it can use: app/islands/page-styles.ts);
// - no portal, admin or Apollo chunk, no i18n engine or text bundle, no source map.
// The technician's first load (issue 37): /technician as the demo technician's phone opens it signed
// in, first time, at most 150 KB of JavaScript gzip (React, React DOM, the router and i18next are
// 111 of it), with no admin, portal or Apollo chunk (the calendar card loads Apollo when opened).
// Sizes are gzip level 9 (as the build precompresses) and brotli quality 11 of each body. The
// particle background's frame time is `npm run bench:particles`.
//
// BUDGET_URL: a running server to measure (default: the built API is started on BUDGET_PORT,
// 3190, with its own embedded PostgreSQL under a temporary DATA_DIR).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { productionServer } from './lib/production-server.mjs';

const KB = 1024;
const BUDGETS = { js: 75 * KB, html: 25 * KB, css: 15 * KB };
const TECHNICIAN_JS_BUDGET = 150 * KB;
/** What the technician's first load may not bring: the admin's, the portal's pages, Apollo. */
const NOT_TECHNICIAN_CHUNK = /\/(?:admin|portal-(?:layout|home)|apollo)[^/]*\.js$/;
const PAGES = ['/', '/en/'];
const SCREENS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 720 } };
/** What no public page may load: the signed-in areas' code, Apollo, i18next, the label bundles. */
const PRIVATE_CHUNK = /\/(?:islands-)?(?:portal|admin|auth|apollo)[^/]*\.js$/;
const I18N_ENGINE = 'i18next::';
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const gzip = (body) => gzipSync(body, { level: 9 }).length;
const brotli = (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

async function measure(browser, url, viewport, signIn) {
  // The page's own requests: the technician's service worker would answer some from its cache, unseen here.
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  await signIn?.(context);
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!['document', 'script', 'stylesheet'].includes(type)) return;
    bodies.push(
      response.body().then(
        (body) => ({ url: new URL(response.url()).pathname, type, body }),
        () => null,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // A signed-in area renders after its lazy route (and its reads): measured once its title is there.
  if (signIn)
    await page
      .getByRole('heading', { level: 1 })
      .waitFor()
      .then(() => page.waitForLoadState('networkidle'));
  const files = (await Promise.all(bodies)).filter(Boolean);
  await context.close();
  const document = files.find((file) => file.type === 'document');
  const html = document.body.toString('utf8');
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
  const scripts = files.filter((file) => file.type === 'script').map((file) => ({ ...file, gzip: gzip(file.body) }));
  const stylesheets = files.filter((file) => file.type === 'stylesheet').map((file) => ({ ...file, gzip: gzip(file.body) }));
  return {
    scripts,
    stylesheets,
    js: scripts.reduce((total, file) => total + file.gzip, 0),
    html: brotli(document.body),
    css: gzip(inlineCss + stylesheets.map((file) => file.body.toString('utf8')).join('')),
    sourceMaps: files.filter((file) => file.url.endsWith('.map') || /\/\/# sourceMappingURL=/.test(file.body.toString('utf8'))).map((file) => file.url),
  };
}

const server = await productionServer({ url: process.env.BUDGET_URL, port: Number(process.env.BUDGET_PORT ?? 3190) });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const failures = [];
try {
  for (const [path, [screen, viewport]] of PAGES.flatMap((path) => Object.entries(SCREENS).map((screen) => [path, screen]))) {
    const found = await measure(browser, server.url + path, viewport);
    console.log(
      `${path} (${screen}): JavaScript ${kb(found.js)} gzip in ${found.scripts.length} files (budget ${kb(BUDGETS.js)}), ` +
        `HTML ${kb(found.html)} brotli (budget ${kb(BUDGETS.html)}), ` +
        `CSS ${kb(found.css)} gzip (budget ${kb(BUDGETS.css)}) in ${found.stylesheets.length} stylesheet requests`,
    );
    for (const file of found.scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(file.gzip).padStart(9)}  ${file.url}`);
    if (found.js > BUDGETS.js) failures.push(`${path}: JavaScript ${kb(found.js)} > ${kb(BUDGETS.js)}`);
    if (found.html > BUDGETS.html) failures.push(`${path}: HTML ${kb(found.html)} > ${kb(BUDGETS.html)}`);
    if (found.css > BUDGETS.css) failures.push(`${path}: CSS ${kb(found.css)} > ${kb(BUDGETS.css)}`);
    if (found.stylesheets.length) failures.push(`${path}: CSS waits for a second request: ${found.stylesheets.map((file) => file.url).join(', ')}`);
    const private_ = found.scripts.filter((file) => PRIVATE_CHUNK.test(file.url) || file.body.includes(I18N_ENGINE));
    if (private_.length) failures.push(`${path}: portal, admin or i18n code loaded: ${private_.map((file) => file.url).join(', ')}`);
    if (found.sourceMaps.length) failures.push(`${path}: source maps: ${found.sourceMaps.join(', ')}`);
  }
  const signInAsTechnician = async (context) => {
    const response = await context.request.post(`${server.url}/graphql`, {
      headers: { 'content-type': 'application/json' },
      data: {
        query: 'mutation L($input: LoginInput!) { login(input: $input) { user { role } } }',
        variables: { input: { email: 'tecnico@demo.com', password: 'Tecnico123!' } },
      },
    });
    if (!(await response.json()).data?.login) throw new Error('The demo technician could not sign in (the server needs the demo data)');
  };
  for (const [screen, viewport] of Object.entries(SCREENS)) {
    const found = await measure(browser, `${server.url}/technician`, viewport, signInAsTechnician);
    console.log(`/technician (${screen}, signed in): JavaScript ${kb(found.js)} gzip in ${found.scripts.length} files (budget ${kb(TECHNICIAN_JS_BUDGET)})`);
    for (const file of found.scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(file.gzip).padStart(9)}  ${file.url}`);
    if (found.js > TECHNICIAN_JS_BUDGET) failures.push(`/technician: JavaScript ${kb(found.js)} > ${kb(TECHNICIAN_JS_BUDGET)}`);
    const foreign = found.scripts.filter((file) => NOT_TECHNICIAN_CHUNK.test(file.url));
    if (foreign.length) failures.push(`/technician: admin, portal or Apollo code loaded: ${foreign.map((file) => file.url).join(', ')}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
if (failures.length) {
  console.error(`Budgets missed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('Budgets met.');
