import { chromium } from 'playwright';
const [,, base, out, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [1280, 390]) for (const path of paths) {
  const page = await browser.newPage({ viewport: { width, height: width > 500 ? 720 : 844 } });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const name = `${out}/${path.replace(/\W+/g, '_') || 'root'}-${width}.png`;
  await page.screenshot({ path: name });
  console.log(name);
  await page.close();
}
await browser.close();
