import { expect, test } from './fixtures';
import { answeredCookieBanner } from './support/public-pages';

/** Issue 21: the portal and the admin area have a frame of their own, not the marketing site's header and footer. */
test.describe('the application frame', () => {
  test.beforeEach(async ({ page }) => answeredCookieBanner(page));

  test(
    'a customer moves between their sections, sees every job with what it comes to, and a wrong address leads back to their area',
    { tag: '@phone' },
    async ({ page, signIn, isMobile }) => {
      await signIn('customer');
      await page.goto('/app');
      const banner = page.getByRole('banner');
      const sections = page.getByRole('navigation', { name: 'Secciones del área de cliente' });
      const links = sections.getByRole('link');
      await expect(links).toHaveText(['Inicio', 'Barcos', 'Trabajos', 'Facturas']);
      await expect(sections.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
      // No marketing links, the compact footer, and one way out.
      await expect(banner.getByRole('link', { name: 'Blog' })).toHaveCount(0);
      await expect(page.getByTestId('site-footer')).toHaveCount(0);
      await expect(page.getByTestId('area-footer').getByRole('link', { name: 'Sitio web' })).toHaveAttribute('href', '/');

      if (isMobile) {
        // The four sections fit a phone in one row, inside the screen; the user and 'Log out' are in the menu.
        const boxes = await links.evaluateAll((all) => all.map((link) => link.getBoundingClientRect().toJSON() as DOMRect));
        expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
        expect(Math.max(...boxes.map((box) => box.right))).toBeLessThanOrEqual(390);
        // The company's name whole (on two lines if need be), not cut short beside the controls.
        const name = banner.getByText('Mallorca Marine Tech', { exact: true });
        expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        const [nameBox, toggleBox] = await Promise.all([name.boundingBox(), banner.getByRole('group').boundingBox()]);
        expect(nameBox!.x + nameBox!.width).toBeLessThanOrEqual(toggleBox!.x);
        await page.getByTestId('menu-button').click();
        await expect(page.getByTestId('mobile-menu').getByTestId('account')).toContainText('Cliente Demo');
        await expect(page.getByTestId('mobile-menu').getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
        await page.keyboard.press('Escape');
      } else {
        await expect(banner.getByRole('button', { name: 'Cerrar sesión' })).toHaveCount(1);
        await expect(banner).toContainText('Cliente Demo');
      }

      await links.filter({ hasText: 'Trabajos' }).click();
      await expect(page).toHaveURL('/app/jobs');
      await expect(page.getByRole('heading', { level: 1, name: 'Mis trabajos' })).toBeVisible();
      await expect(sections.getByRole('link', { name: 'Trabajos' })).toHaveAttribute('aria-current', 'page');
      const radar = page.getByTestId('job-row').filter({ hasText: 'Reparación de radar' });
      // An invoiced job comes to its invoice; a quoted one to its quote; a new one to nothing yet.
      await expect(radar).toContainText(/\d[\d.]*,\d{2}\s€\s*Factura/);
      await expect(page.getByTestId('job-row').filter({ hasText: 'Mantenimiento de baterías' })).toContainText(/\d[\d.]*,\d{2}\s€\s*Presupuesto/);
      await expect(page.getByTestId('job-row').filter({ hasText: 'Instalación de paneles solares' })).toContainText('—');
      await radar.getByRole('link', { name: 'Reparación de radar' }).click();
      await expect(page).toHaveURL(/\/app\/jobs\/[^/]+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Reparación de radar' })).toBeVisible();

      await page.goto('/app/no-such-section');
      await expect(page.getByRole('heading', { level: 1, name: '¡Vaya! Página no encontrada' })).toBeVisible();
      await expect(sections).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Volver a tu área' }).click();
      await expect(page).toHaveURL('/app');
    },
  );

  test(
    'an admin finds their twelve sections (in the menu on a phone), in English too, and a wrong address leads back to the dashboard',
    { tag: '@phone' },
    async ({ page, signIn, isMobile }) => {
      await signIn('admin');
      await page.goto('/admin/clients');
      const names = [
        'Panel',
        'Clientes',
        'Trabajos',
        'Agenda',
        'Mantenimiento',
        'Facturas',
        'Socios VIP',
        'Tarifas',
        'Personal',
        'VERI*FACTU',
        'Textos de la web',
        'Configuración',
      ];
      if (isMobile) {
        await expect(page.getByRole('navigation', { name: 'Secciones de administración' })).toBeHidden();
        await page.getByTestId('menu-button').click();
        const menu = page.getByTestId('mobile-menu');
        await expect(menu.getByRole('link')).toHaveText([...names, 'Sitio web']);
        await menu.getByRole('link', { name: 'Facturas' }).click();
        await expect(page).toHaveURL('/admin/invoices');
        await expect(menu).toBeHidden();
      } else {
        const sections = page.getByRole('navigation', { name: 'Secciones de administración' });
        await expect(sections.getByRole('link')).toHaveText(names);
        await expect(sections.getByRole('link', { name: 'Clientes' })).toHaveAttribute('aria-current', 'page');
        await page.getByRole('banner').getByRole('button', { name: 'EN English' }).click();
        await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link')).toHaveText([
          'Dashboard',
          'Clients',
          'Jobs',
          'Schedule',
          'Maintenance',
          'Invoices',
          'VIP members',
          'Price list',
          'Staff',
          'VERI*FACTU',
          'Site texts',
          'Settings',
        ]);
        await expect(page).toHaveURL('/admin/clients');
      }

      await page.goto('/admin/no-such-section');
      const back = page.getByRole('main').getByRole('link', { name: isMobile ? 'Volver al panel' : 'Back to the dashboard' });
      await back.click();
      await expect(page).toHaveURL('/admin/dashboard');
    },
  );
});
