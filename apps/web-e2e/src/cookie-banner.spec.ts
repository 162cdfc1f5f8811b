import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { IP_LOOKUP, GEOCODING } from './pom/home-page';
import { settled } from './support/settled';

// These pages wait on the API and animate: allow a loaded CI machine some time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** How long the banner waits after the page loads (features/cookie-consent/lib/banner-delay.ts). */
const BANNER_DELAY_MS = 1_000;

const copy = {
  en: { accept: 'Accept all', decline: 'Decline', preferences: 'Preferences', save: 'Save my choice', analytics: 'Analytics', settings: 'Cookie settings' },
  es: {
    accept: 'Aceptar todas',
    decline: 'Rechazar',
    preferences: 'Personalizar',
    save: 'Guardar mi elección',
    analytics: 'Analíticas',
    settings: 'Configurar cookies',
  },
} as const;

/** The home page's IP lookup and geocoder refused: nothing leaves the machine. */
async function withoutExternalCalls(page: Page): Promise<void> {
  await page.route(IP_LOOKUP, (route) => route.abort());
  await page.route(GEOCODING, (route) => route.abort());
}

/** Decline is as prominent as Accept: one height, about one width, the same colours. */
async function expectEquallyProminent(accept: Locator, decline: Locator): Promise<void> {
  await expect(decline).toBeVisible();
  const [a, d] = [await accept.boundingBox(), await decline.boundingBox()];
  expect(Math.abs(a!.height - d!.height)).toBeLessThan(1);
  expect(Math.abs(a!.width - d!.width)).toBeLessThan(40);
  const styles = await Promise.all([accept, decline].map((b) => b.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color])));
  expect(styles[0]).toEqual(styles[1]);
}

const stored = (page: Page) => page.evaluate(() => [localStorage.getItem('cookie-consent'), localStorage.getItem('cookie-consent-preferences')]);

for (const language of ['en', 'es'] as const) {
  // Where the banner sits on a page depends on the length of its words: in each language.
  test.describe(`cookie banner in ${language}`, () => {
    test.use({ language });
    const text = copy[language];

    test.beforeEach(({ page }) => withoutExternalCalls(page));

    test("leaves room below the page: the footer's last link scrolls clear of it", { tag: '@phone' }, async ({ page }) => {
      await page.goto('/');
      const banner = page.getByTestId('cookie-banner');
      await expect(banner).toBeVisible();
      const lastLink = page.getByTestId('site-footer').getByRole('link').last();
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const [link, over] = [await lastLink.boundingBox(), await banner.boundingBox()];
        expect(link!.y + link!.height).toBeLessThanOrEqual(over!.y);
      }).toPass();
      // The banner's code loads as it is reached: the click is made once it has.
      await page.getByRole('button', { name: text.decline, exact: true }).click();
      await expect.poll(() => page.evaluate(() => document.body.style.paddingBottom)).toBe('');
    });

    test('the text uses the full width on phones (only the title makes room for the close button)', { tag: '@phone' }, async ({ page, isMobile }) => {
      test.skip(!isMobile, 'the text spans the banner on phones only');
      await page.goto('/');
      const banner = page.getByTestId('cookie-banner');
      await expect(banner).toBeVisible();
      const close = (await page.getByTestId('cookie-close').boundingBox())!;
      const paragraph = (await banner.locator('p').first().boundingBox())!;
      expect(paragraph.x + paragraph.width).toBeGreaterThan(close.x + close.width / 2);
    });

    test('the small close button declines, on a phone as on a desktop, clear of the choices', { tag: '@phone' }, async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('cookie-banner')).toBeVisible();
      const close = (await page.getByTestId('cookie-close').boundingBox())!;
      for (const button of await page.getByTestId('cookie-banner').getByRole('button').all()) {
        if ((await button.getAttribute('data-testid')) === 'cookie-close') continue;
        const box = (await button.boundingBox())!;
        const apart = box.x >= close.x + close.width || box.x + box.width <= close.x || box.y >= close.y + close.height || box.y + box.height <= close.y;
        expect(apart, (await button.textContent()) ?? '').toBe(true);
      }
      await page.getByTestId('cookie-close').click();
      await expect(page.getByTestId('cookie-banner')).toBeHidden();
      expect((await stored(page))[0]).toBe('declined');
    });
  });
}

// What a choice does (when the banner shows, what each choice stores, that it is kept, the keyboard)
// is the same in both languages: once, on the Spanish page. The English words in one test below.
test.describe('cookie banner: the choices and what they store', () => {
  test.use({ language: 'es' });
  test.beforeEach(({ page }) => withoutExternalCalls(page));

  test('appears 1 s after load when nothing is stored, and stores nothing before a choice', async ({ page }) => {
    // The page's clock stands still until told to run: the test does not race a busy machine.
    // (It runs between install and pauseAt, so the pause is set well ahead of the start.)
    const start = new Date('2026-07-01T10:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const banner = page.getByTestId('cookie-banner');
    await page.clock.runFor(900);
    await expect(banner).toBeHidden();
    await page.clock.runFor(200);
    await expect(banner).toBeVisible();
    expect(await stored(page)).toEqual([null, null]);
  });

  test('Accept stores "accepted", hides it, and it never comes back', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.getByRole('button', { name: copy.es.accept, exact: true }).click();
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
    const [decision, preferences] = await stored(page);
    expect(decision).toBe('accepted');
    expect(JSON.parse(preferences!)).toEqual({ analytics: true, marketing: true });
    await page.reload();
    await page.goto('/services');
    await page.clock.runFor(BANNER_DELAY_MS + 100);
    await settled(page);
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  });

  test('Decline stores "declined" and is as prominent as Accept', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const accept = page.getByRole('button', { name: copy.es.accept, exact: true });
    const decline = page.getByRole('button', { name: copy.es.decline, exact: true });
    await expectEquallyProminent(accept, decline);
    await decline.click();
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
    expect(await stored(page)).toEqual(['declined', JSON.stringify({ analytics: false, marketing: false })]);
    await page.reload();
    await page.clock.runFor(BANNER_DELAY_MS + 100);
    await settled(page);
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  });

  test('Preferences: necessary always on, the rest off by default; the choice per category is stored', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: copy.es.preferences, exact: true }).click();
    const preferences = page.getByTestId('cookie-preferences');
    await expect(preferences.getByRole('checkbox')).toHaveCount(3);
    await expect(preferences.getByRole('checkbox').first()).toBeDisabled();
    await expect(preferences.getByRole('checkbox').first()).toBeChecked();
    await expect(page.getByTestId('cookie-category-analytics')).not.toBeChecked();
    await expect(page.getByTestId('cookie-category-marketing')).not.toBeChecked();
    await page.getByTestId('cookie-category-analytics').check();
    await page.getByRole('button', { name: copy.es.save, exact: true }).click();
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
    expect(await stored(page)).toEqual(['accepted', JSON.stringify({ analytics: true, marketing: false })]);

    // The footer reopens the preferences with the stored choice.
    await page.getByRole('button', { name: copy.es.settings, exact: true }).click();
    await expect(page.getByTestId('cookie-category-analytics')).toBeChecked();
  });

  test("a returning visitor's Cookie settings open the preferences with the stored choice", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: copy.es.accept, exact: true }).click();
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
    // On the next page the banner is not shown and its code not loaded: the footer's button brings both.
    await page.goto('/services');
    await page.getByRole('button', { name: copy.es.settings, exact: true }).click();
    await expect(page.getByTestId('cookie-preferences')).toBeVisible();
    await expect(page.getByTestId('cookie-category-analytics')).toBeChecked();
    await page.getByTestId('cookie-category-marketing').uncheck();
    await page.getByRole('button', { name: copy.es.save, exact: true }).click();
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
    expect(await stored(page)).toEqual(['accepted', JSON.stringify({ analytics: true, marketing: false })]);
  });

  test('Escape closes the preferences without making a choice', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByTestId('cookie-banner');
    const toggle = page.getByRole('button', { name: copy.es.preferences, exact: true });
    await toggle.click();
    await expect(page.getByTestId('cookie-preferences')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('cookie-preferences')).toBeHidden();
    await expect(banner).toBeVisible();
    await expect(toggle).toBeFocused();
    expect(await stored(page)).toEqual([null, null]);

    // Reopened from the footer after a choice: Escape closes it and keeps the choice.
    await page.getByRole('button', { name: copy.es.decline, exact: true }).click();
    const settings = page.getByRole('button', { name: copy.es.settings, exact: true });
    await settings.click();
    await expect(page.getByTestId('cookie-preferences')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(banner).toBeHidden();
    await expect(settings).toBeFocused();
    expect((await stored(page))[0]).toBe('declined');
  });

  test('shows on other pages too', async ({ page }) => {
    await page.goto('/shop');
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
  });
});

test.describe('cookie banner in English', () => {
  test.use({ language: 'en' });
  test.beforeEach(({ page }) => withoutExternalCalls(page));

  test('offers its choices, the preferences and the settings link in English, Decline as prominent as Accept', async ({ page }) => {
    const text = copy.en;
    await page.goto('/');
    await expect(page).toHaveURL('/en/');
    await expectEquallyProminent(page.getByRole('button', { name: text.accept, exact: true }), page.getByRole('button', { name: text.decline, exact: true }));
    await page.getByRole('button', { name: text.preferences, exact: true }).click();
    await expect(page.getByTestId('cookie-preferences')).toContainText(text.analytics);
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
    await expect(page.getByRole('button', { name: text.settings, exact: true })).toBeVisible();
  });
});
