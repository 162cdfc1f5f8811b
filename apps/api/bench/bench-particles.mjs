// npm run bench:particles — what the home page's particle background costs a frame at 1920 px in
// Debian's Chromium, against the production build: the best and the median of SAMPLES 30-frame
// averages (the page reports each on its canvas as data-frame-ms), with the particle count it drew.
// The browser test checks that it draws and pauses; how cheaply is measured here, not asserted there.
import { chromium } from '@playwright/test';
import { runScript, setting, sleep, startApi, startPostgres } from './lib.mjs';

const SAMPLES = setting('BENCH_SAMPLES', 15, 2);

await runScript(async () => {
  const postgres = await startPostgres();
  const api = await startApi(postgres.url);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await page.goto(`${api.url}/en/`);
    const canvas = page.getByTestId('particle-background');
    await page.locator('[data-testid="particle-background"][data-frame-ms]').waitFor({ state: 'attached', timeout: 60_000 });
    const samples = [];
    for (let i = 0; i < SAMPLES; i++) {
      samples.push(Number(await canvas.getAttribute('data-frame-ms')));
      await sleep(600); // about 30 frames apart: a new average each time
    }
    samples.sort((a, b) => a - b);
    console.log(`particles drawn: ${await canvas.getAttribute('data-particles')} at 1920 px`);
    console.log(
      `frame cost over ${SAMPLES} 30-frame averages: best ${samples[0].toFixed(2)} ms, median ${samples[Math.floor(SAMPLES / 2)].toFixed(2)} ms, worst ${samples.at(-1).toFixed(2)} ms (a frame has 16.7 ms at 60 Hz)`,
    );
  } finally {
    await browser.close();
  }
  return 0;
});
