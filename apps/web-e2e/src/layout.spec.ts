import { expect, test } from './fixtures';
import { GEOCODING, IP_LOOKUP } from './pom/home-page';
import { expectNoClippedCells, expectNothingWiderThanViewport } from './support/layout';
import { answeredCookieBanner } from './support/public-pages';

// Many pages per test, each waiting on the API: allow a loaded CI machine some time.
test.describe.configure({ timeout: 120_000 });

const publicPages = [
  '/',
  '/services',
  '/services/naval-electricity',
  '/blog',
  '/shop',
  '/vip',
  '/documentation',
  '/legal-notice',
  '/privacy',
  '/terms',
  '/cookies',
  '/admin/login',
];

for (const language of ['en', 'es'] as const) {
  test.describe(`layout in ${language}`, () => {
    test.use({ language });

    test.beforeEach(async ({ page }) => {
      await answeredCookieBanner(page);
      await page.route(IP_LOOKUP, (route) => route.abort());
      await page.route(GEOCODING, (route) => route.abort());
    });

    test('public pages: nothing wider than the viewport', { tag: '@phone' }, async ({ page }) => {
      for (const path of publicPages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await test.step(path, () => expectNothingWiderThanViewport(page));
      }
    });

    test('portal pages: nothing wider than the viewport, no table cell cut off', { tag: '@phone' }, async ({ page, signIn }) => {
      await signIn('customer');
      await page.goto('/app/boats');
      const boats = page.getByRole('main').getByRole('listitem').locator('a[href^="/app/boats/"]');
      await expect(boats).toHaveCount(3);
      const boatPaths = await boats.evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      for (const path of ['/app', '/app/boats', ...boatPaths, '/app/job-request', '/app/jobs', '/app/invoices']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await test.step(path, async () => {
          await expectNothingWiderThanViewport(page);
          await expectNoClippedCells(page);
        });
      }
    });
  });
}
