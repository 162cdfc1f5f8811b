import { expect, test } from './fixtures';

test.describe('unknown paths', () => {
  test.use({ language: 'en' });

  test('show the 404 page, log the path and link home', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });

    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect.poll(() => warnings.join('\n')).toContain('/no/such/page');

    // The visitor's stored English takes them to the English twin of the address, and home in English.
    await expect(page).toHaveURL('/en/no/such/page');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/en/');
  });

  test('an unknown service slug is a 404 too', async ({ page }) => {
    const response = await page.goto('/services/not-a-service');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  });

  test('the server answers 200 for the portal and admin pages (the app then asks for a session)', async ({ request }) => {
    for (const path of ['/app', '/app/boats', '/app/boats/Qm9hdDox', '/app/invoices', '/admin', '/admin/dashboard']) {
      expect([path, (await request.get(path)).status()]).toEqual([path, 200]);
    }
    for (const path of ['/app/nothing', '/admin/nothing', '/services/nas/extra']) {
      expect([path, (await request.get(path)).status()]).toEqual([path, 404]);
    }
  });
});

const publicPaths = [
  '/',
  '/services',
  '/services/naval-electricity',
  '/services/design-3d',
  '/blog',
  '/shop',
  '/vip',
  '/documentation',
  '/admin/login',
  '/legal/notice',
  '/legal/privacy',
  '/legal/terms',
  '/legal/cookie-policy',
  '/legal-notice',
  '/privacy',
  '/terms',
  '/cookies',
];

test.describe('every public route of the spec', () => {
  test.use({ language: 'en' });

  // One browser context for all of them: the app's scripts are fetched once, as a visitor's browser does.
  test('shows a page, not the 404 or error screen', async ({ page }) => {
    test.slow(); // seventeen pages
    for (const path of publicPaths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' }), path).toHaveCount(0);
      await expect(page.getByText('Unexpected Application Error!'), path).toHaveCount(0);
    }
  });
});
