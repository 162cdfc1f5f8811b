import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { PortalInvoicesPage } from './pom/portal-invoices-page';
import { PortalJobRequestPage } from './pom/portal-job-request-page';

// Pages wait on the API and the rules run in the page: allow a loaded CI machine some time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** WCAG 2.2 A and AA rules of axe-core (2.0, 2.1 and 2.2 levels), on the page as it is now. */
async function expectNoViolations(page: Page): Promise<void> {
  // From the top of the page: what the sticky header happens to cover after the last click (axe's
  // target-size counts a link half under it as too small) must not decide the result.
  await page.evaluate(() => window.scrollTo(0, 0));
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`)).toEqual([]);
}

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  const englishTwins = ['/en/', '/en/services/nas', '/en/blog', '/en/legal-notice', '/en/vip'];
  for (const path of [
    '/',
    '/services',
    '/services/nas',
    '/blog',
    '/shop',
    '/vip',
    '/documentation',
    '/legal-notice',
    '/privacy',
    '/terms',
    '/cookies',
    '/admin/login',
    '/no/such/page',
    ...englishTwins,
  ]) {
    // The phone's header, hero and cards: at 390 px too, for the home page and a service page.
    test(`${path}, with the cookie banner showing`, { tag: ['/', '/services/nas'].includes(path) ? ['@phone'] : [] }, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByTestId('cookie-banner')).toBeVisible();
      await expectNoViolations(page);
    });
  }

  test.describe(() => {
    // A first visit from a browser that prefers English: the suggestion of the English twin shows.
    test.use({ language: null, locale: 'en-GB' });

    test('the other-language suggestion, with the cookie banner showing', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('language-suggestion')).toBeVisible();
      await expect(page.getByTestId('cookie-banner')).toBeVisible();
      await expectNoViolations(page);
    });
  });

  test('the cookie preferences, the blog error state and the Contact details', async ({ page }) => {
    // The local WordPress fails its page 50: the served page shows the error and its island 'Try again'.
    await page.goto('/blog?page=50');
    await page.evaluate(() => (window.location.hash = 'contact'));
    await expect(page.locator('#contact')).toBeFocused();
    await page.getByTestId('cookie-preferences-toggle').click();
    await expect(page.getByTestId('cookie-preferences')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expectNoViolations(page);
  });

  test("the phone menus, open, signed in: the site's and the admin area's", { tag: '@phone' }, async ({ page, isMobile, signIn }) => {
    test.skip(!isMobile, 'the menu button is on phones only');
    await signIn('admin');
    for (const path of ['/', '/admin']) {
      await page.goto(path);
      await page.getByRole('banner').getByRole('button', { name: 'Abrir menú' }).click();
      await expect(page.getByTestId('mobile-menu')).toBeVisible();
      await expectNoViolations(page);
    }
  });

  test(
    'the portal: home with its sign-in toast, boats, a boat (jobs, history, 30-day chart), the job request with its field errors, invoices with details open and a toast',
    { tag: '@phone' },
    async ({ page, isMobile }) => {
      test.skip(!isMobile, 'each screen once: the portal at phone width, where its rows become cards');
      test.slow(); // seven screens
      await page.clock.install();
      await page.goto('/admin/login');
      await page.locator('input[name="email"]').fill('cliente@demo.com');
      await page.locator('input[name="password"]').fill('Cliente123!');
      // The toast's 4 s stand still until it is hovered, however busy the machine.
      await page.clock.pauseAt(Date.now() + 5_000);
      await page.locator('form').getByRole('button').click();
      await expect(page).toHaveURL('/app');
      const toast = page.getByRole('status').filter({ hasText: 'Inicio de sesión exitoso' });
      await expect(toast).toBeVisible();
      // Hovered, the toast waits (its timer pauses) while axe runs, which needs the clock to move.
      await toast.hover();
      await page.clock.resume();
      await expectNoViolations(page);

      await page.goto('/app/boats');
      await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3);
      await expectNoViolations(page);

      await page.goto('/app/boats');
      await page
        .getByRole('link', { name: /Sea Breeze/ })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sea Breeze' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Trabajos' })).toBeVisible();
      await page.getByTestId('job-row').first().getByRole('button').click();
      await expectNoViolations(page);
      await page.getByRole('tab', { name: 'Historial' }).click();
      await page.getByRole('button', { name: '30 días' }).click();
      await expect(page.locator('[data-period="MONTH"]')).toBeVisible();
      await expectNoViolations(page);

      const form = new PortalJobRequestPage(page);
      await form.goto();
      await form.submit.click();
      await expect(form.formError).toBeVisible();
      await expectNoViolations(page);

      const invoices = new PortalInvoicesPage(page);
      await invoices.goto();
      await invoices.rows
        .first()
        .getByRole('button', { name: /^Detalles/ })
        .click();
      await expect(invoices.openDetails).toBeVisible();
      await page.getByRole('main').getByRole('button', { name: 'Descargar', exact: true }).first().click();
      await expect(page.getByRole('status').filter({ hasText: 'Descargando factura' })).toBeVisible();
      await expectNoViolations(page);
    },
  );

  test("the admin screens: the admin's portal home, clients, a client, jobs, a job with its quote form, invoices, an invoice", async ({ page, signIn }) => {
    test.slow(); // seven pages (at desktop width; the admin's phone menu is checked with the site's)
    await signIn('admin');
    await page.goto('/app');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page);
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

  test("the admin's maintenance screens: every boat's due tasks, the default tasks with one open to edit, and a boat's plan and equipment", async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    await page.goto('/admin/maintenance/templates');
    await page.getByRole('button', { name: 'Editar Servicio del motor' }).click();
    await expect(page.getByLabel('Tarea (inglés)')).toHaveValue('Engine service');
    await expectNoViolations(page);
    await page.goto('/admin/maintenance');
    await expect(page.getByTestId('due-task-row').first()).toBeVisible();
    await expectNoViolations(page);
    await page
      .getByRole('link', { name: /Blue Horizon/ })
      .first()
      .click();
    await expect(page.getByTestId('equipment-row').first()).toBeVisible();
    await expectNoViolations(page);
  });

  test("the schedule: the admin's week and technicians, a job under way with its visits and the visit form, and the technician's visits", async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    await page.goto('/admin/schedule');
    await expect(page.getByTestId('schedule-visit').first()).toBeVisible();
    await expectNoViolations(page);
    await page.getByTestId('schedule-visit').first().getByRole('link').click();
    await expect(page.getByTestId('visit-form')).toBeVisible();
    await expectNoViolations(page);
    await page.goto('/admin/staff');
    await expect(page.getByTestId('staff-row').first()).toBeVisible();
    await expectNoViolations(page);
    await page.context().clearCookies();
    await signIn('technician');
    await page.goto('/technician');
    await expect(page.getByTestId('technician-visit').first()).toBeVisible();
    await expectNoViolations(page);
  });

  test(
    "the technician's visit as a field app, under way: the header, the record forms, the finish choice",
    { tag: ['@phone'] },
    async ({ page, context, signIn, adminApi }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const customer = await adminApi.customer('es', 'Armador Axe');
      const visitId = await adminApi.visitToday(await adminApi.approvedJob(customer, 'Revisión de la VHF'), 'tecnico@demo.com');
      await context.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
      await signIn('technician');
      await page.goto(`/technician/visits/${encodeURIComponent(visitId)}`);
      await page.getByRole('button', { name: 'Empezar la visita' }).click();
      await expect(page.getByRole('timer')).toBeVisible();
      await expectNoViolations(page);
      await page.getByRole('tab', { name: 'Pieza' }).click();
      await page.getByRole('button', { name: 'Terminar la visita' }).click();
      await expect(page.getByTestId('finish-choice')).toBeVisible();
      await expectNoViolations(page);
    },
  );

  test('a job of the portal, with its quote to answer', async ({ page, signIn }) => {
    await signIn('customer');
    await page.goto('/app/boats');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Blue Horizon/ })
      .click();
    const job = page.getByTestId('job-row').filter({ hasText: 'Mantenimiento de baterías' });
    await job.getByRole('button').click();
    await page.getByRole('link', { name: /^Abrir «Mantenimiento de baterías»/ }).click();
    await expect(page).toHaveURL(/\/app\/jobs\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mantenimiento de baterías' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Aprobar/ })).toBeVisible();
    await expectNoViolations(page);
  });

  test("the admin's new client, job and invoice forms, with their field errors after an empty submit", async ({ page, signIn }) => {
    await signIn('admin');
    for (const path of ['/admin/clients/new', '/admin/jobs/new', '/admin/invoices/new']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('main').locator('button[type="submit"]').click();
      await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoViolations(page);
    }
  });

  for (const path of ['/set-password', '/sign-in-link']) {
    test(`the ${path} page of a link that no longer works`, async ({ page }) => {
      await page.goto(`${path}?token=not-a-token`);
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoViolations(page);
    });
  }

  test("the owner's desk: Today, the numbers, a chart's table open", async ({ page, signIn, dashboardPage }) => {
    await signIn('admin');
    await dashboardPage.goto();
    await expect(dashboardPage.chart('facturado-cobrado')).toBeVisible();
    await dashboardPage.chart('facturado-cobrado').getByText('Ver los datos').click();
    await expect(dashboardPage.chart('facturado-cobrado').getByRole('table')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the site texts: the list, a row in edit mode with a field error, a history', async ({ page, signIn, siteTextsPage }) => {
    await signIn('admin');
    await siteTextsPage.goto('?section=layout&q=copyright');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoViolations(page);
    await siteTextsPage.edit('footer.copyright');
    await siteTextsPage.textbox('es').fill('©');
    await siteTextsPage.editingRow.getByRole('button', { name: 'Guardar' }).click();
    await expect(siteTextsPage.textbox('es')).toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(page);
    await siteTextsPage.editingRow.getByRole('button', { name: 'Cancelar' }).click();
    await siteTextsPage
      .row('footer.copyright')
      .getByRole('button', { name: /^Historial / })
      .click();
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
    await expectNoViolations(page);
  });

  test("the billing system's declaración responsable, with every version's", async ({ page, signIn }) => {
    await signIn('admin');
    await page.goto('/admin/verifactu/declaration');
    await expect(page.getByTestId('declaration-version').first()).toBeVisible();
    await expectNoViolations(page);
  });

  test('VERI*FACTU: the chain, its verification, the set-up and a connection check; an invoice with its rectifying and cancelling forms', async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    await page.goto('/admin/verifactu');
    await expect(page.getByTestId('billing-record').first()).toBeVisible();
    await page.getByRole('button', { name: 'Probar conexión' }).click();
    await expect(page.getByTestId('verifactu-connection-result')).toBeVisible();
    await expectNoViolations(page);
    await page.goto('/admin/invoices?status=PENDING');
    await page.getByTestId('invoice-row').first().getByRole('link').first().click();
    await expect(page.getByTestId('billing-record').first()).toBeVisible();
    await page.getByRole('button', { name: 'Rectificar' }).click();
    await page.getByRole('radio', { name: 'Por diferencias: abonar la factura entera' }).check();
    await expectNoViolations(page);
  });
});
