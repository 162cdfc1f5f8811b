// Draws the link-preview images (1200×630 PNG, apps/web/public/og/<section>.png) that the served
// pages name in og:image (apps/web/src/shared/seo/section-image.ts). Run it again after changing
// a section or the brand: `node tools/og-images.mjs` (Chromium at /usr/bin/chromium or CHROMIUM).
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'apps/web/public/og');
const logo = await readFile(join(root, 'apps/web/public/favicon.svg'), 'utf8');
const company = JSON.parse(await readFile(join(root, 'libs/company/company.json'), 'utf8'));

/** Each section's words in both languages: one image serves both addresses. */
const sections = {
  home: ['Electrónica y servicios técnicos para yates', 'Marine electronics and yacht technical services'],
  services: ['Servicios', 'Services'],
  blog: ['Blog', 'Blog'],
  shop: ['Tienda', 'Shop'],
  vip: ['Planes VIP', 'VIP plans'],
  documentation: ['Documentación', 'Documentation'],
};

const page = (spanish, english) => `<!doctype html><html><head><style>
  body { margin: 0; width: 1200px; height: 630px; display: flex; flex-direction: column; justify-content: center;
         padding: 0 96px; box-sizing: border-box; background: #051226; border-left: 16px solid #22d3ee;
         color: #f1f5f9; font-family: 'DejaVu Sans', sans-serif; }
  .brand { display: flex; align-items: center; gap: 24px; font-size: 44px; font-weight: bold; }
  .brand svg { width: 96px; height: 96px; }
  h1 { margin: 56px 0 12px; font-size: 64px; line-height: 1.1; color: #22d3ee; }
  p { margin: 0; font-size: 40px; color: #cbd5e1; }
  .place { position: absolute; bottom: 48px; font-size: 28px; color: #94a3b8; }
</style></head><body>
  <div class="brand">${logo}<span>${company.brandName}</span></div>
  <h1>${spanish}</h1>${spanish === english ? '' : `<p>${english}</p>`}
  <div class="place">${company.address.city} · ${company.address.region}</div>
</body></html>`;

await mkdir(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const tab = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const [section, [spanish, english]] of Object.entries(sections)) {
  await tab.setContent(page(spanish, english));
  await tab.screenshot({ path: join(out, `${section}.png`) });
  console.log(`og/${section}.png`);
}
await browser.close();
