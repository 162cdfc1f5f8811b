import { expect, test } from './fixtures';
import { company } from './support/company';
import { answeredCookieBanner, copy, languages } from './support/public-pages';

for (const language of languages) {
  const shop = copy[language].shop;
  const docs = copy[language].docs;

  test.describe(`shop and documentation (${language})`, () => {
    test.use({ language });
    test.beforeEach(({ page }) => answeredCookieBanner(page));

    test('the shop shows its title, subtitle, coming-soon text and links', async ({ page }) => {
      await page.goto('/shop');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.title);
      await expect(page.getByText(shop.subtitle)).toBeVisible();
      await expect(page.getByText(shop.comingSoon, { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`${shop.title} | ${company.brandName}`);
      const links = page.getByRole('navigation', { name: shop.links.label });
      await links.getByRole('link', { name: shop.links.documentation }).click();
      await expect(page).toHaveURL('/documentation');
      await page.goBack();
      await page.getByRole('navigation', { name: shop.links.label }).getByRole('link', { name: shop.links.blog }).click();
      await expect(page).toHaveURL('/blog');
    });

    test('the documentation embeds the shared folder, 500 px tall on desktop and 300 px on a phone', async ({ page }, testInfo) => {
      await page.route(`${company.externalLinks.documentationFolder.split('?')[0]}**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<p>folder</p>' }),
      );
      await page.goto('/documentation');
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
      await expect(page).toHaveURL('/shop');
      await page.goBack();
      await page.getByRole('navigation', { name: docs.links.label }).getByRole('link', { name: docs.links.blog }).click();
      await expect(page).toHaveURL('/blog');
    });
  });
}
