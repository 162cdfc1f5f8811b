import { expect } from '@playwright/test';
import { test } from './fixtures';

/** A first-time visitor whose browser prefers the other language: offered the twin, never sent there. */
test.describe('other-language suggestion', () => {
  test.use({ language: null, locale: 'en-GB' });

  test('offers the English twin in English; taking it moves there and stores the choice', async ({ page }) => {
    await page.goto('/services');
    await expect(page).toHaveURL(/\/services$/);
    const suggestion = page.getByTestId('language-suggestion');
    await expect(suggestion).toHaveAttribute('lang', 'en');
    await expect(suggestion).toContainText('This page is also in English.');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await suggestion.getByRole('button', { name: 'Read it in English' }).click();
    await expect(page).toHaveURL(/\/en\/services$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
    expect(await page.evaluate(() => localStorage.getItem('preferred_language'))).toBe('en');
    await expect(suggestion).toHaveCount(0);
  });

  test('covers neither the page heading nor the cookie banner', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    const suggestion = page.getByTestId('language-suggestion');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await expect(suggestion).toBeVisible();
    // It slides above the banner when that comes: judged once it has settled.
    const overlapping = () =>
      page.evaluate(() => {
        const [suggestionBox, headingBox, bannerBox] = ['[data-testid="language-suggestion"]', 'h1', '[data-testid="cookie-banner"]'].map((selector) =>
          document.querySelector(selector)!.getBoundingClientRect(),
        );
        const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        return { heading: overlaps(suggestionBox, headingBox), banner: overlaps(suggestionBox, bannerBox) };
      });
    await expect.poll(overlapping).toEqual({ heading: false, banner: false });
  });

  test('shifts nothing as it and the cookie banner come (cumulative layout shift under 0.05)', { tag: '@phone' }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' }); // as most visitors see them come
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await expect(page.getByTestId('language-suggestion')).toBeVisible();
    await page.waitForTimeout(500);
    const total = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
    expect(total).toBeLessThan(0.05);
  });

  test('closed, it stays closed on the next pages and visits', async ({ page }) => {
    await page.goto('/');
    const suggestion = page.getByTestId('language-suggestion');
    await suggestion.getByRole('button', { name: 'Close' }).click();
    await expect(suggestion).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('preferred_language'))).toBeNull();

    await page.goto('/blog');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(suggestion).toHaveCount(0);
  });

  test.describe('a browser that prefers the page language', () => {
    test.use({ locale: 'es-ES' });

    test('offers nothing', async ({ page }) => {
      await page.goto('/services');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(1000);
      await expect(page.getByTestId('language-suggestion')).toHaveCount(0);
    });
  });
});
