import { expect } from '@playwright/test';
import { test } from './fixtures';

/** What keeps public pages steady and quick on a phone: sized images, lazy ones below the fold, text that never waits for a font. */
test.describe('images and fonts of public pages', () => {
  for (const path of ['/', '/en/', '/services/marine-electronics', '/blog']) {
    // What is below the first screen depends on the width: the home page at 390 px too.
    test(`${path}: every image has its size; those below the first screen load lazily`, { tag: path === '/' ? ['@phone'] : [] }, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const images = await page.locator('img').evaluateAll((elements) =>
        elements.map((image) => ({
          src: image.getAttribute('src'),
          sized: image.hasAttribute('width') && image.hasAttribute('height'),
          belowFold: image.getBoundingClientRect().top > window.innerHeight,
          loading: image.getAttribute('loading'),
        })),
      );
      expect(images.filter((image) => !image.sized).map((image) => image.src)).toEqual([]);
      expect(images.filter((image) => image.belowFold && image.loading !== 'lazy').map((image) => image.src)).toEqual([]);
    });
  }

  test('the service hero is fetched first and never lazily', async ({ page }) => {
    await page.goto('/services/marine-electronics');
    const hero = page.locator('header img');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).not.toHaveAttribute('loading', 'lazy');
  });

  // The site's text is in system fonts today (theme tokens); a web font added later must not hide text while it loads.
  test('text never waits for a font: every font face the page declares swaps', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const blocking = await page.evaluate(() =>
      [...document.fonts].filter((font) => !['swap', 'optional', 'fallback'].includes(font.display)).map((font) => font.family),
    );
    expect(blocking).toEqual([]);
  });
});
