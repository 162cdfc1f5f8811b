import { expect as baseExpect, test } from './fixtures';

// These pages wait on the API and animate: allow a loaded CI machine some time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
import { GEOCODING, IP_LOOKUP } from './pom/home-page';

const copy = {
  en: { open: 'Open menu', close: 'Close menu', links: ['Home', 'Services', 'Blog', 'Shop', 'VIP', 'Contact', 'Sign in'], services: 'Services', home: /go to home page/ },
  es: { open: 'Abrir menú', close: 'Cerrar menú', links: ['Inicio', 'Servicios', 'Blog', 'Tienda', 'VIP', 'Contacto', 'Iniciar sesión'], services: 'Servicios', home: /ir a la página de inicio/ },
} as const;

for (const language of ['en', 'es'] as const) {
  test.describe(`header in ${language}`, () => {
    test.use({ language });
    const text = copy[language];

    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
      await page.route(IP_LOOKUP, (route) => route.abort());
      await page.route(GEOCODING, (route) => route.abort());
    });

    test('brand links home; desktop shows Blog, Contact, sign-in and the language toggle', async ({ page, isMobile }) => {
      await page.goto('/shop');
      const banner = page.getByRole('banner');
      await banner.getByRole('link', { name: text.home }).click();
      await expect(page).toHaveURL(/\/$/);
      if (isMobile) {
        await expect(page.getByTestId('menu-button')).toBeVisible();
        return;
      }
      const nav = banner.getByRole('navigation').first();
      await expect(nav.getByRole('link')).toHaveText(['Blog', text.links[5], text.links[6]]);
      await expect(nav.getByRole('group')).toBeVisible();
      await expect(page.getByTestId('menu-button')).toBeHidden();
    });

    test('the mobile menu opens, lists its links (Blog once, VIP, Contact, sign-in), and closes on a tap, on Escape and outside', async ({ page, header, isMobile }) => {
      test.skip(!isMobile, 'phone only');
      await page.goto('/');
      const button = page.getByRole('button', { name: text.open });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      const menuId = await button.getAttribute('aria-controls');
      const menu = page.locator(`[id="${menuId}"]`);
      await expect(menu).toBeHidden();

      await header.openMenu();
      const closeButton = page.getByRole('button', { name: text.close });
      await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
      expect(await menu.getByRole('link').allTextContents()).toEqual(text.links);
      await expect(menu.getByRole('link').first()).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: text.open })).toBeFocused();

      await page.getByRole('button', { name: text.open }).click();
      await page.getByRole('heading', { level: 1 }).click({ force: true });
      await expect(menu).toBeHidden();

      await page.getByRole('button', { name: text.open }).click();
      await menu.getByRole('link', { name: text.services }).tap();
      await expect(page).toHaveURL(/\/services$/);
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: text.open })).toHaveAttribute('aria-expanded', 'false');
    });
  });
}
