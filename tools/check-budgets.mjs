// Measures what the browser requests while loading the home page of the production build (until
// the network is idle, no interaction) and fails when a budget is missed: JavaScript at most
// 120 KB gzip, CSS at most 30 KB gzip, and no portal or admin chunk. Sizes are the gzip (level 9)
// of each file, as the build precompresses them. Then the particle background's script time per
// frame at 1920 × 1080 (its worker reports a 30-frame average; the best of five): under 4 ms.
//
// BUDGET_URL: a running server to measure (default: the built API is started on BUDGET_PORT,
// 3190, with its own embedded PostgreSQL under a temporary DATA_DIR).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { productionServer } from './lib/production-server.mjs';

const BUDGETS = { js: 120 * 1024, css: 30 * 1024, particleFrameMs: 4 };
const PAGES = ['/', '/en/'];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function measure(browser, url) {
  const page = await browser.newPage();
  const files = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await response.body().catch(() => null);
    if (body) files.push({ url: new URL(response.url()).pathname, type, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
  const sum = (type) => files.filter((file) => file.type === type).reduce((total, file) => total + file.gzip, 0);
  return { files, js: sum('script'), css: sum('stylesheet') };
}

/** The particle background's script time per frame at 1920 × 1080: the best of five 30-frame averages. */
async function particleFrameMs(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await page.goto(url);
  const canvas = page.getByTestId('particle-background');
  await canvas.and(page.locator('[data-frame-ms]')).waitFor({ timeout: 30_000 });
  const samples = [];
  for (let i = 0; i < 5; i++) {
    samples.push(Number(await canvas.getAttribute('data-frame-ms')));
    await page.waitForTimeout(600);
  }
  await page.close();
  return { best: Math.min(...samples), samples };
}

const server = await productionServer({ url: process.env.BUDGET_URL, port: Number(process.env.BUDGET_PORT ?? 3190) });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const failures = [];
try {
  for (const path of PAGES) {
    const { files, js, css } = await measure(browser, server.url + path);
    const scripts = files.filter((file) => file.type === 'script');
    console.log(`${path}: JavaScript ${kb(js)} gzip in ${scripts.length} files (budget ${kb(BUDGETS.js)}), CSS ${kb(css)} gzip (budget ${kb(BUDGETS.css)})`);
    for (const file of files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(file.gzip).padStart(9)}  ${file.url}`);
    if (js > BUDGETS.js) failures.push(`${path}: JavaScript ${kb(js)} > ${kb(BUDGETS.js)}`);
    if (css > BUDGETS.css) failures.push(`${path}: CSS ${kb(css)} > ${kb(BUDGETS.css)}`);
    const private_ = scripts.filter((file) => /\/(portal|admin|apollo)[^/]*\.js$/.test(file.url));
    if (private_.length) failures.push(`${path}: portal or admin code loaded: ${private_.map((file) => file.url).join(', ')}`);
  }
  const particles = await particleFrameMs(browser, server.url + '/en/');
  console.log(`particle background at 1920 × 1080: ${particles.best.toFixed(2)} ms of script per frame (best of ${particles.samples.join(', ')}; budget ${BUDGETS.particleFrameMs} ms)`);
  if (!(particles.best < BUDGETS.particleFrameMs)) failures.push(`particle background: ${particles.best} ms per frame >= ${BUDGETS.particleFrameMs} ms`);
} finally {
  await browser.close();
  await server.stop();
}
if (failures.length) {
  console.error(`Budgets missed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('Budgets met.');
