import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { PortalInvoicesPage } from './pom/portal-invoices-page';
import { PortalJobRequestPage } from './pom/portal-job-request-page';

// Pages wait on the API and the rules run in the page: allow a loaded CI machine some time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** WCAG 2.1 A and AA rules of axe-core, on the page as it is now. */
async function expectNoViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`)).toEqual([]);
}

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  for (const path of ['/', '/services', '/services/nas', '/blog', '/shop', '/vip', '/documentation', '/privacy', '/admin/login', '/no/such/page']) {
    test(`${path}, with the cookie banner showing`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByTestId('cookie-banner')).toBeVisible();
      await expectNoViolations(page);
    });
  }

  test('the phone menu, open', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the menu button is on phones only');
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByTestId('mobile-menu')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the portal: home, boats, a boat, the job request with its field errors, invoices with details open', async ({ page, signIn }) => {
    await signIn('customer');
    await page.goto('/app');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page);

    await page.goto('/app/boats');
    await page.getByRole('link', { name: /Sea Breeze/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sea Breeze' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Trabajos' })).toBeVisible();
    await expectNoViolations(page);

    const form = new PortalJobRequestPage(page);
    await form.goto();
    await form.submit.click();
    await expect(form.formError).toBeVisible();
    await expectNoViolations(page);

    const invoices = new PortalInvoicesPage(page);
    await invoices.goto();
    await invoices.rows.first().getByRole('button', { name: /^Detalles/ }).click();
    await expect(invoices.openDetails).toBeVisible();
    await expectNoViolations(page);
  });

  test('the admin screens: clients, a client, jobs, a job with its quote form, invoices, an invoice', async ({ page, signIn }) => {
    await signIn('admin');
    for (const [path, link] of [
      ['/admin/clients', 'Cliente Demo'],
      ['/admin/jobs', 'Instalación de paneles solares'],
      ['/admin/invoices', /^INV-/],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('list', { name: /Clientes|Trabajos|Facturas/ })).toBeVisible();
      await expectNoViolations(page);
      await page.getByRole('link', { name: link }).first().click();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expectNoViolations(page);
    }
  });

  test('the set-password page of a link that no longer works', async ({ page }) => {
    await page.goto('/set-password?token=not-a-token');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the admin dashboard', async ({ page, signIn }) => {
    await signIn('admin');
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoViolations(page);
  });
});
