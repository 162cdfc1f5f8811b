import { chromium } from 'playwright';
import { productionServer } from './lib/production-server.mjs';
const server = await productionServer({ url: process.env.URL, port: 3275 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [path, width] of [['/', 1280]]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('console', (m) => console.log(path, 'console', m.type(), m.text().slice(0, 500)));
  page.on('pageerror', (e) => console.log(path, 'pageerror', e.message.slice(0, 500)));
  const start = new Date('2026-07-01T10:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  await page.goto(server.url + path);
  await new Promise((r) => setTimeout(r, 4000));
  console.log(path, await page.evaluate(() => ({ ready: document.documentElement.dataset.appReady, islands: [...document.querySelectorAll('[data-island]')].map((e) => e.getAttribute('data-island') + ':' + (e.hasAttribute('data-hydrated') ? 'H' : '-')) })));
  await page.close();
}
await browser.close();
await server.stop();
