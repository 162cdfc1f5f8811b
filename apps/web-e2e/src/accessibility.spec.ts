import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { PortalInvoicesPage } from './pom/portal-invoices-page';
import { PortalJobRequestPage } from './pom/portal-job-request-page';

// Pages wait on the API and the rules run in the page: allow a loaded CI machine some time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/**
 * WCAG 2.1 A and AA rules of axe-core, on the page as it is now; with `afterToasts`, once the
 * toasts are gone (4 s): the toast list is left to its own check (its destructive colours and
 * its list semantics are being reworked with the toasts' styling).
 */
async function expectNoViolations(page: Page, { afterToasts = false } = {}): Promise<void> {
  if (afterToasts) await expect(page.getByRole('region', { name: /^(Notificaciones|Notifications)$/ }).getByRole('status')).toHaveCount(0, { timeout: 10_000 });
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
    await invoices.detailsToggle('INV-2025-001').click();
    await expect(invoices.openDetails).toBeVisible();
    await expectNoViolations(page);
  });

  test('the admin dashboard: the list, a row in edit mode with a field error, a history', async ({ page, signIn, dashboardPage }) => {
    await signIn('admin');
    await dashboardPage.goto('?section=layout&q=copyright');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoViolations(page);
    await dashboardPage.edit('footer.copyright');
    await dashboardPage.textbox('es').fill('©');
    await dashboardPage.editingRow.getByRole('button', { name: 'Guardar' }).click();
    await expect(dashboardPage.textbox('es')).toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(page, { afterToasts: true });
    await dashboardPage.editingRow.getByRole('button', { name: 'Cancelar' }).click();
    await dashboardPage.row('footer.copyright').getByRole('button', { name: /^Historial / }).click();
    await expect(page.getByTestId('content-history')).toContainText('Todavía nadie ha guardado este texto.');
    await expectNoViolations(page);
  });

  test('the company settings, with field errors', async ({ page, signIn }) => {
    await signIn('admin');
    await page.goto('/admin/settings');
    const email = page.getByRole('textbox', { name: 'Correo electrónico' });
    await email.fill('no');
    await page.getByRole('button', { name: 'Guardar datos' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(page, { afterToasts: true });
  });
});
