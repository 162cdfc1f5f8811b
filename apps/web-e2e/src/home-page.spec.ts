import { company } from './support/company';
import { expect as baseExpect, test } from './fixtures';

// These pages wait on the API and animate: allow a loaded CI machine some time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
import { HomePage } from './pom/home-page';
import { lineCount, textBox } from './support/layout';
import { copy as siteCopy, sitePath } from './support/public-pages';
import { hydratedInView } from './support/islands';

const copy = {
  en: {
    heroSeeded: 'Marine electronics and technical service for your yacht',
    learnMore: 'Learn more',
    showMore: 'Show more reviews',
    allReviews: 'Read all reviews',
    ipUnavailable: 'IP Unavailable',
    unknown: 'Unknown',
    title: /Marine Electronics and Technical Services for Yachts in Mallorca \| Mallorca Marine Tech/,
    explore: 'Explore More',
  },
  es: {
    heroSeeded: 'Electrónica naval y servicio técnico para tu yate',
    learnMore: 'Ver más',
    showMore: 'Ver más opiniones',
    allReviews: 'Leer todas las opiniones',
    ipUnavailable: 'IP no disponible',
    unknown: 'Desconocida',
    title: /Electrónica marina y servicios técnicos para yates en Mallorca \| Mallorca Marine Tech/,
    explore: 'Descubre más',
  },
} as const;

for (const language of ['en', 'es'] as const) {
  test.describe(`home in ${language}`, () => {
    test.use({ language });
    const text = copy[language];
    const at = (path: string) => sitePath(language, path);

    test('shows every section in the spec order with its counts', { tag: '@phone' }, async ({ page, isMobile }) => {
      test.slow();
      const home = new HomePage(page);
      await home.stubExternal();
      await home.goto();

      await expect(page).toHaveTitle(text.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      await expect(home.heroTitle).toHaveText(text.heroSeeded);
      const whatsapp = page.getByTestId('whatsapp-button');
      await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${company.whatsappNumber}\\?text=.+`));
      await expect(whatsapp).toHaveAttribute('rel', /noopener/);

      // Order of the sections in the document (an island's element wraps its section).
      const order = await page
        .locator('[data-testid="home-page"] > section, [data-testid="home-page"] > [data-island] > section')
        .evaluateAll((sections) => sections.map((s) => s.getAttribute('aria-labelledby') ?? s.getAttribute('data-testid')));
      expect(order).toEqual([
        'home-hero-title',
        'stats-band',
        'home-experience-title',
        'home-feature-title',
        'home-services-title',
        'home-explore-title',
        'home-testimonials-title',
        'home-vip-title',
      ]);

      await expect(page.getByTestId('brand-links').getByRole('link')).toHaveCount(8);
      await expect(page.getByTestId('feature-bullets').locator('li')).toHaveCount(5);
      await expect(page.getByRole('heading', { name: text.explore })).toBeVisible();
      const explore = page.getByTestId('explore-more').getByRole('link');
      await expect(explore).toHaveCount(3);
      expect(await explore.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/blog', '/shop', '/documentation'].map(at));
      await expect(page.getByTestId('vip-teaser').getByRole('link')).toHaveAttribute('href', at('/vip'));

      await expect(home.serviceCards).toHaveCount(12);
      const firstCard = home.serviceCards.first();
      await expect(firstCard.getByRole('link')).toHaveAttribute('href', at('/services/naval-electricity'));
      await expect(firstCard.locator('img')).toHaveCount(1);
      await expect(firstCard.locator('svg')).toHaveCount(1);
      await expect(home.testimonials).toHaveCount(8);

      if (isMobile) {
        expect(await home.visible(home.serviceCards)).toBe(3);
        await hydratedInView(page.getByTestId('services-grid'));
        await page.getByRole('button', { name: text.learnMore, exact: true }).click();
        expect(await home.visible(home.serviceCards)).toBe(12);
        await expect(page.getByTestId('services-learn-more')).toHaveCount(0);

        expect(await home.visible(home.testimonials)).toBe(3);
        await expect(page.getByTestId('reviews-link')).toBeHidden();
        await hydratedInView(page.getByTestId('testimonials'));
        await page.getByRole('button', { name: text.showMore }).click();
        expect(await home.visible(home.testimonials)).toBe(8);
        await expect(page.getByRole('button', { name: text.showMore })).toHaveCount(0);
        const reviews = page.getByRole('link', { name: text.allReviews });
        await expect(reviews).toBeVisible();
        await expect(reviews).toHaveAttribute('href', company.externalLinks.reviews);
        await expect(reviews).toHaveAttribute('target', '_blank');
      } else {
        expect(await home.visible(home.serviceCards)).toBe(12);
        await expect(page.getByTestId('services-learn-more')).toBeHidden();
        expect(await home.visible(home.testimonials)).toBe(8);
        await expect(page.getByTestId('testimonials-more')).toBeHidden();
      }
      const ratings = await home.testimonials.getByRole('img').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
      expect(ratings).toHaveLength(8);
      for (const rating of ratings) expect(rating).toMatch(/\b5\b/);

      const footer = page.getByTestId('site-footer');
      await expect(footer).toContainText(company.address.street);
      await expect(footer.getByTestId('footer-email')).toHaveAttribute('href', `mailto:${company.email}`);
      await expect(footer.getByTestId('footer-phone')).toHaveText(company.phone);
      await expect(footer.getByTestId('footer-social').getByRole('link')).toHaveCount(6);
      for (const href of [
        ...['/legal-notice', '/privacy', '/terms', '/cookies', '/blog', '/shop'].map(at),
        company.externalLinks.yachtQr,
        company.externalLinks.webAgency,
      ]) {
        await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
      }
    });

    test('brand tiles are all one size with each name on its tile; the VIP button is one centred line', { tag: '@phone' }, async ({ page, isMobile }) => {
      const home = new HomePage(page);
      await home.stubExternal();
      await home.goto();
      const tiles = page.getByTestId('brand-links').getByRole('link');
      await expect(tiles).toHaveCount(8);
      const sizes = await tiles.evaluateAll((links) =>
        links.map((link) => {
          const { width, height } = link.getBoundingClientRect();
          const mark = link.firstElementChild as HTMLElement;
          return { size: `${Math.round(width)}x${Math.round(height)}`, fits: mark.scrollWidth <= link.clientWidth && mark.offsetHeight <= link.clientHeight };
        }),
      );
      expect(new Set(sizes.map((tile) => tile.size)).size).toBe(1);
      expect(sizes.every((tile) => tile.fits)).toBe(true);

      const cta = page.getByTestId('vip-teaser').getByRole('link');
      await cta.scrollIntoViewIfNeeded();
      expect(await lineCount(cta)).toBe(1);
      const button = (await cta.boundingBox())!;
      const label = await textBox(cta);
      expect(Math.abs(label.x - button.x - (button.x + button.width - label.x - label.width))).toBeLessThan(isMobile ? 3 : 40);
    });

    test("shows the error screen in the page's language with a working reload when the next page's texts cannot be fetched", async ({ page }) => {
      // The set-password page is the application's (public pages and sign-in are served with islands): it
      // carries its own texts, and the next page, reached in the browser, fetches its own.
      await page.goto('/set-password');
      let down = true;
      await page.route('**/graphql', (route) => (down ? route.fulfill({ status: 500, body: 'down' }) : route.continue()));
      await page.getByRole('banner').getByRole('link', { name: siteCopy[language].layout.nav.vip, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: siteCopy[language].errors.unexpected.title })).toBeVisible();
      down = false;
      await page.getByRole('button', { name: siteCopy[language].errors.unexpected.reload }).click();
      await expect(page).toHaveURL(at('/vip'));
      await expect(page.getByRole('heading', { level: 1, name: siteCopy[language].vip.title })).toBeVisible();
    });
  });
}

// The status cards, the counters and the clock work the same on both pages, only their words and
// formats differ: the behaviour once, on the Spanish page; the English page's words and formats in one test.
test.describe('home: counters, status cards and clock', () => {
  test.use({ language: 'es' });

  test("the counters' true figures are in the HTML the server sends, and stay so once the page runs", async ({ page, request }) => {
    const served = async (path: string) =>
      Object.fromEntries([...(await (await request.get(path)).text()).matchAll(/data-testid="stat-(\w+)"[^>]*>([^<]+)</g)].map(([, key, text]) => [key, text]));
    // Spanish groups thousands only from five digits (CLDR).
    expect(await served('/')).toEqual({ clients: '559', boats: '640', projects: '2681', years: '26' });
    expect(await served('/en/')).toEqual({ clients: '559', boats: '640', projects: '2,681', years: '26' });

    await page.clock.install();
    const home = new HomePage(page);
    await home.stubExternal();
    await home.goto();
    await page.getByTestId('stats-band').scrollIntoViewIfNeeded();
    const shown = page.getByTestId('stats-band').locator('[data-value]');
    await expect(shown).toHaveText(['559', '640', '2681', '26']);
    // Seen, then seconds later: nothing restarted them from 0 (a count-up would be half way at 5 s).
    await page.clock.runFor(5000);
    await expect(shown).toHaveText(['559', '640', '2681', '26']);
  });

  test('shows a speed class and the public IP', async ({ page }) => {
    const home = new HomePage(page);
    await home.stubExternal({ ip: '203.0.113.7' });
    await home.goto();
    await expect(home.speed).toHaveAttribute('data-speed', /^(fast|medium|slow)$/);
    await expect(page.getByTestId('network-latency')).toHaveText(/^\d+ ms$/);
    await expect(home.ip).toHaveText('203.0.113.7');
    await expect(home.canvas).toHaveAttribute('data-speed', /^(fast|medium|slow)$/);
  });

  test("says 'IP Unavailable' when the lookup fails", async ({ page }) => {
    const home = new HomePage(page);
    await home.stubExternal({ ip: null });
    await home.goto();
    await expect(home.ip).toHaveText(copy.es.ipUnavailable);
  });

  test('falls back to Palma de Mallorca without coordinates when geolocation is denied', async ({ page, context }) => {
    await context.clearPermissions();
    const home = new HomePage(page);
    await home.stubExternal();
    await home.goto();
    await expect(home.place).toHaveText('Palma de Mallorca');
    await expect(home.coordinates).toHaveCount(0);
  });

  test('names the place from the reverse geocoder', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 39.5696123, longitude: 2.6501987 });
    const home = new HomePage(page);
    const geocoderCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://nominatim.openstreetmap.org/')) geocoderCalls.push(request.url());
    });
    await home.stubExternal({ geocoding: { display_name: 'Palma, Illes Balears, España' } });
    await home.goto();
    await expect(home.place).toHaveText('Palma');
    await expect(home.coordinates).toContainText('39.5696');
    await expect(home.coordinates).toContainText('2.6502');
    const url = new URL(geocoderCalls[0]);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ format: 'json', lat: '39.5696123', lon: '2.6501987', zoom: '10' });
  });

  test("names the place 'Unknown' when reverse geocoding fails", async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 39.57, longitude: 2.65 });
    const home = new HomePage(page);
    await home.stubExternal({ geocoding: null });
    await home.goto();
    await expect(home.place).toHaveText(copy.es.unknown);
    await expect(home.coordinates).toBeVisible();
  });

  test('ticks a 24-hour clock every second', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-07-01T21:15:00') });
    const home = new HomePage(page);
    await home.stubExternal();
    await home.goto();
    await page.clock.pauseAt(new Date('2026-07-01T21:59:58'));
    await expect(page.getByTestId('clock')).toHaveText('21:59:58');
    await page.clock.runFor(2100);
    await expect(page.getByTestId('clock')).toHaveText('22:00:00');
  });
});

test.describe('home in English: the status cards, counters and clock', () => {
  test.use({ language: 'en' });

  test('name a failed IP lookup and an unknown place in English, with a 24-hour clock and English number grouping', async ({ page, context }) => {
    await page.clock.install({ time: new Date('2026-07-01T21:15:00') });
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 39.57, longitude: 2.65 });
    const home = new HomePage(page);
    await home.stubExternal({ ip: null, geocoding: null });
    await home.goto();
    await expect(page).toHaveURL('/en/');
    await expect(home.ip).toHaveText(copy.en.ipUnavailable);
    await expect(home.place).toHaveText(copy.en.unknown);
    await expect(home.coordinates).toBeVisible();
    // The counters' figures in English.
    await expect(page.getByTestId('stats-band')).toContainText('2,681');
    await page.clock.pauseAt(new Date('2026-07-01T21:59:58'));
    await expect(page.getByTestId('clock')).toHaveText('21:59:58');
  });
});

test.describe('particle background', () => {
  test.use({ language: 'en', reducedMotion: 'no-preference' });

  // How cheaply is measured by `npm run bench:particles`, not asserted against this machine's speed.
  test('draws width / 8 particles at 1920 px and reports what a frame costs', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    const home = new HomePage(page);
    await home.stubExternal();
    await home.goto();
    await expect(home.canvas).toHaveAttribute('data-state', 'animated');
    expect(await page.evaluate(() => innerWidth)).toBe(1920);
    await expect(home.canvas).toHaveAttribute('data-particles', '240');
    await expect(home.canvas).toHaveAttribute('data-frame-ms', /^\d+(\.\d+)?$/, { timeout: 30_000 });
  });

  test('pauses while the tab is hidden and goes on when it is back', async ({ page }) => {
    const home = new HomePage(page);
    await home.stubExternal();
    await home.goto();
    await expect(home.canvas).toHaveAttribute('data-state', 'animated');
    await expect(home.canvas).toHaveAttribute('data-frame-ms', /\d/, { timeout: 30_000 });
    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { value, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await setVisibility('hidden');
    await expect(home.canvas).toHaveAttribute('data-state', 'paused');
    // No frame runs while paused: the frame-cost figure stops changing.
    const frozen = (await home.canvas.getAttribute('data-frame-ms'))!;
    await page.waitForTimeout(1500);
    await expect(home.canvas).toHaveAttribute('data-frame-ms', frozen);
    await setVisibility('visible');
    await expect(home.canvas).toHaveAttribute('data-state', 'animated');
  });

  test('starts only once the page is interactive', async ({ page }) => {
    // Where the page was when the animation began, noted by the page itself.
    await page.addInitScript(() => {
      new MutationObserver((changes, observer) => {
        for (const change of changes) {
          const canvas = change.target as HTMLElement;
          if (canvas.dataset.state !== 'animated') continue;
          const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
          (window as unknown as { startedWhen: object }).startedWhen = { readyState: document.readyState, afterLoadEvent: navigation.loadEventEnd > 0 };
          observer.disconnect();
        }
      }).observe(document, { attributes: true, attributeFilter: ['data-state'], subtree: true });
    });
    const home = new HomePage(page);
    await home.stubExternal();
    await home.goto();
    await expect(home.canvas).toHaveAttribute('data-state', 'animated');
    expect(await page.evaluate(() => (window as unknown as { startedWhen: object }).startedWhen)).toEqual({ readyState: 'complete', afterLoadEvent: true });
  });

  test('does nothing under prefers-reduced-motion', async ({ page }) => {
    const particleCode: string[] = [];
    page.on('request', (request) => {
      if (/particle-animation/.test(request.url())) particleCode.push(request.url());
    });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const home = new HomePage(page);
    await home.stubExternal();
    await home.goto();
    await expect(home.canvas).toHaveAttribute('data-state', 'off');
    await page.waitForTimeout(1500);
    await expect(home.canvas).not.toHaveAttribute('data-particles', /./);
    await expect(home.canvas).not.toHaveAttribute('data-frame-ms', /./);
    expect(particleCode).toEqual([]);
    // Motion welcome again: it starts.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(home.canvas).toHaveAttribute('data-state', 'animated');
  });
});
