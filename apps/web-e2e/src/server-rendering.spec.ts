import { expect } from '@playwright/test';
import { test } from './fixtures';

/** Public pages as the server sends them: whole in their language before any script, then hydrated. */
test.describe('server-rendered public pages', () => {
  test.use({ language: null });

  const pages = [
    { path: '/', lang: 'es', heading: 'Electrónica naval y servicio técnico para tu yate' },
    { path: '/en/', lang: 'en', heading: 'Marine electronics and technical service for your yacht' },
    { path: '/services/marine-electronics', lang: 'es', heading: 'Electrónica marina y navegación' },
    { path: '/en/services/marine-electronics', lang: 'en', heading: 'Marine Electronics and Navigation' },
  ];

  for (const { path, lang, heading } of pages) {
    test(`${path}: the raw HTML has the page in ${lang}, its head tags and its data`, async ({ request, baseURL }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}`));
      expect(html).toContain(`<link rel="canonical" href="${new URL(path, baseURL).href}" />`);
      expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]+" \/>/);
      expect(html).toContain('<script type="application/json" id="page-data">');
    });

    test(`${path}: shows its content with JavaScript off`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await context.close();
    });
  }

  test('hydrates without an error or warning and without fetching the texts or details again', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.url().endsWith('/graphql') && /SiteTexts|CompanyDetails/.test(body)) dataRequests.push(body.slice(0, 60));
    });
    await page.goto('/services/marine-electronics', { waitUntil: 'networkidle' });
    expect(problems).toEqual([]);
    expect(dataRequests).toEqual([]);
    // Hydrated: the toggle works (and only then fetches the other language's texts).
    await page.getByRole('button', { name: /^EN/ }).first().click();
    await expect(page).toHaveURL(/\/en\/services\/marine-electronics$/);
    expect(problems).toEqual([]);
  });

  test('the toggle moves to the twin address, and a visitor who chose English is taken to the English twin', async ({ page }) => {
    await page.goto('/services');
    await page.getByRole('button', { name: /^EN/ }).first().click();
    await expect(page).toHaveURL(/\/en\/services$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Services/);
    await page.goto('/shop');
    await expect(page).toHaveURL(/\/en\/shop$/);
  });

  test('an unknown address answers 404 in its language', async ({ request }) => {
    const response = await request.get('/en/no-such-page');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('<html lang="en">');
  });
});
