import { accounts } from './support/accounts';
import { expect, test } from './fixtures';
import { lineCount, overlap, textBox } from './support/layout';

const copy = {
  en: { invoices: 'My Invoices', download: 'Download', downloading: /Downloading invoice INV-\d{4}-\d{3}/, dismiss: 'Dismiss notification' },
  es: { invoices: 'Mis Facturas', download: 'Descargar', downloading: /Descargando factura INV-\d{4}-\d{3}/, dismiss: 'Cerrar notificación' },
} as const;

for (const language of ['en', 'es'] as const) {
  test.describe(`toasts in ${language}`, () => {
    test.use({ language });
    const text = copy[language];

    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
    });

    test("the sign-in toast leaves the page's heading and the header in sight", { tag: '@phone' }, async ({ page, header }) => {
      await page.clock.install();
      await page.goto('/admin/login');
      await page.locator('input[name="email"]').fill(accounts.customer.email);
      await page.locator('input[name="password"]').fill(accounts.customer.password);
      // The page's clock stops: the toast stays for as long as it is measured, however busy the machine.
      await page.clock.pauseAt(Date.now() + 5_000);
      await page.locator('form').getByRole('button').click();
      await expect(page).toHaveURL('/app');
      const toast = page.getByRole('status').filter({ hasText: 'Mallorca Marine Tech' });
      await expect(toast).toBeVisible();
      const toastBox = (await toast.boundingBox())!;
      expect(overlap(toastBox, await textBox(page.getByRole('heading', { level: 1 })))).toBe(false);
      expect(toastBox.y).toBeGreaterThanOrEqual((await header.root.boundingBox())!.height - 1);
    });

    // Two downloads, two toasts (Pay leaves for the payment page, with Stripe configured as in these tests).
    test(
      'two downloads: the invoice number stays on one line; phones show one toast at a time, dismissable',
      { tag: '@phone' },
      async ({ page, signIn, isMobile }) => {
        await signIn('customer');
        await page.clock.install();
        await page.goto('/app/invoices');
        const heading = page.getByRole('heading', { level: 1, name: text.invoices });
        await expect(heading).toBeVisible();
        // Both toasts stay while they are counted and measured, however busy the machine.
        await page.clock.pauseAt(Date.now() + 5_000);
        const main = page.getByRole('main');
        const downloads = main.getByRole('button', { name: text.download, exact: true });
        await downloads.first().click();
        await downloads.nth(1).click();

        const latest = page.getByRole('status').filter({ hasText: text.downloading }).last();
        await expect(latest).toBeVisible();
        const visibleToasts = page.getByRole('status').filter({ visible: true }).filter({ hasText: /INV-/ });
        await expect(visibleToasts).toHaveCount(isMobile ? 1 : 2);
        expect(await lineCount(latest.locator('span').filter({ hasText: /^INV-\d{4}-\d{3}$/ }))).toBe(1);
        for (const toast of await visibleToasts.all()) {
          expect(overlap((await toast.boundingBox())!, await textBox(heading))).toBe(false);
        }

        await latest.getByRole('button', { name: text.dismiss }).click();
        await expect(visibleToasts).toHaveCount(1);
      },
    );
  });
}
