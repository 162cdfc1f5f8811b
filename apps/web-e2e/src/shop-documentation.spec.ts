import { expect, test } from './fixtures';
import { company } from './support/company';
import { answeredCookieBanner, copy, languages, sitePath } from './support/public-pages';

for (const language of languages) {
  const shop = copy[language].shop;
  const docs = copy[language].docs;

  test.describe(`shop and documentation (${language})`, () => {
    test.use({ language });
    test.beforeEach(({ page }) => answeredCookieBanner(page));

    test('the shop shows its title, subtitle, coming-soon text and links', async ({ page }) => {
      await page.goto(sitePath(language, '/shop'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.title);
      await expect(page.getByText(shop.subtitle)).toBeVisible();
      await expect(page.getByText(shop.comingSoon, { exact: true })).toBeVisible();
      // The bag icon is centred over the centred heading.
      const panelHeading = (await page.getByRole('heading', { level: 2, name: shop.comingSoon }).boundingBox())!;
      const icon = (await page.getByRole('main').locator('section svg').boundingBox())!;
      expect(Math.abs(icon.x + icon.width / 2 - (panelHeading.x + panelHeading.width / 2))).toBeLessThan(2);
      await expect(page).toHaveTitle(`${shop.title} | ${company.brandName}`);
      const links = page.getByRole('navigation', { name: shop.links.label });
      await links.getByRole('link', { name: shop.links.documentation }).click();
      await expect(page).toHaveURL(sitePath(language, '/documentation'));
      await page.goBack();
      await page.getByRole('navigation', { name: shop.links.label }).getByRole('link', { name: shop.links.blog }).click();
      await expect(page).toHaveURL(sitePath(language, '/blog'));
    });

    test('the documentation embeds the shared folder, 500 px tall on desktop and 300 px on a phone', { tag: '@phone' }, async ({ page }, testInfo) => {
      await page.route(`${company.externalLinks.documentationFolder.split('?')[0]}**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<p>folder</p>' }),
      );
      await page.goto(sitePath(language, '/documentation'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(docs.title);
      const frame = page.locator('iframe');
      await expect(frame).toHaveAttribute('src', company.externalLinks.documentationFolder);
      await expect(frame).toHaveAttribute('title', docs.viewerTitle);
      await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
      await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
      const box = await frame.boundingBox();
      expect(box?.height).toBe(testInfo.project.name === 'phone' ? 300 : 500);
      await expect(page).toHaveTitle(`${docs.title} | ${company.brandName}`);

      const links = page.getByRole('navigation', { name: docs.links.label });
      await links.getByRole('link', { name: docs.links.shop }).click();
      await expect(page).toHaveURL(sitePath(language, '/shop'));
      await page.goBack();
      await page.getByRole('navigation', { name: docs.links.label }).getByRole('link', { name: docs.links.blog }).click();
      await expect(page).toHaveURL(sitePath(language, '/blog'));
    });
  });
}

// Whether the viewer is unreachable or silent, the same fallback shows, in either language: the
// unreachable viewer once, in Spanish; the silent one, which says it is checking first, in both.
test.describe('documentation viewer fallback', () => {
  const docs = copy.es.docs;
  test.use({ language: 'es' });
  test.beforeEach(({ page }) => answeredCookieBanner(page));

  test('when the folder viewer cannot be reached, says so in its place and opens the folder in a new tab', async ({ page }, testInfo) => {
    // Not routed: the demo folder's host does not resolve, as when the viewer is down or blocked.
    await page.goto('/documentation');
    const fallback = page.getByTestId('docs-fallback');
    await expect(fallback).toContainText(docs.unavailable.title);
    await expect(page.locator('iframe')).toHaveCount(0);
    const link = fallback.getByRole('link', { name: docs.openInNewTab });
    await expect(link).toHaveAttribute('href', company.externalLinks.documentationFolder);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    expect((await fallback.boundingBox())?.height).toBe(testInfo.project.name === 'phone' ? 300 : 500);
  });
});

for (const language of languages) {
  const docs = copy[language].docs;

  test.describe(`documentation viewer fallback (${language})`, () => {
    test.use({ language });
    test.beforeEach(({ page }) => answeredCookieBanner(page));

    test('a viewer that does not answer in time gets the fallback too', async ({ page }) => {
      await page.clock.install();
      await page.route(`${company.externalLinks.documentationFolder.split('?')[0]}**`, () => {
        /* never answers */
      });
      await page.goto(sitePath(language, '/documentation'));
      await expect(page.getByRole('status').filter({ hasText: docs.checking })).toBeVisible();
      await page.clock.runFor(8_000);
      const fallback = page.getByTestId('docs-fallback');
      await expect(fallback).toContainText(docs.unavailable.title);
      await expect(fallback.getByRole('link', { name: docs.openInNewTab })).toHaveAttribute('href', company.externalLinks.documentationFolder);
    });
  });
}
