import { expect, test } from './fixtures';
import { answeredCookieBanner } from './support/public-pages';

for (const language of ['en', 'es'] as const) {
  test.describe(`footer in ${language}`, () => {
    test.use({ language });
    test.beforeEach(({ page }) => answeredCookieBanner(page));

    test('contact rows evenly spaced, the ↗ of a link never alone on its line, the divider as wide as the content', { tag: '@phone' }, async ({ page }) => {
      await page.goto('/shop');
      const footer = page.getByRole('contentinfo');
      // The shell renders once the root loader has the site's texts and details.
      await expect(footer.getByTestId('footer-whatsapp')).toBeVisible();
      // The country in the page's language.
      await expect(footer.locator('address')).toContainText(language === 'en' ? 'Illes Balears, Spain' : 'Illes Balears, España');

      // E-mail, phone and WhatsApp rows: one height, one gap.
      const rows = await footer.locator('address > *').evaluateAll((items) => items.map((item) => item.getBoundingClientRect()));
      const single = rows.slice(1).map((row) => Math.round(row.height));
      expect(new Set(single).size).toBe(1);
      const gaps = rows.slice(1).map((row, index) => Math.round(row.top - rows[index].bottom));
      expect(new Set(gaps).size).toBe(1);

      // The arrow shares its line with the word before it.
      for (const link of await footer.locator('a[target="_blank"]').filter({ hasText: '↗' }).all()) {
        const sameLine = await link.evaluate((anchor) => {
          const arrow = [...anchor.querySelectorAll('[aria-hidden="true"]')].find((node) => node.textContent === '↗')!;
          const label = arrow.parentElement!.firstChild!; // the link's words, before the no-break space
          const end = (label.textContent ?? '').length;
          const range = document.createRange();
          range.setStart(label, end - 1);
          range.setEnd(label, end);
          return Math.round(range.getBoundingClientRect().top) === Math.round(arrow.getBoundingClientRect().top);
        });
        expect(sameLine, (await link.textContent()) ?? '').toBe(true);
      }

      // The copyright's divider spans exactly the columns above it.
      const columns = await footer.locator('section, nav').evaluateAll((boxes) => boxes.map((box) => box.getBoundingClientRect()));
      const left = Math.min(...columns.map((box) => box.left));
      const right = Math.max(...columns.map((box) => box.right));
      const divider = (await footer.getByText(/©/).boundingBox())!;
      expect(Math.abs(divider.x - left)).toBeLessThanOrEqual(1);
      expect(Math.abs(divider.x + divider.width - right)).toBeLessThanOrEqual(1);
    });
  });
}
