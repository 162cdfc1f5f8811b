import type { Locator } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';

// These pages wait on the API and animate: allow a loaded CI machine some time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
import { GEOCODING, IP_LOOKUP } from './pom/home-page';

const copy = {
  en: {
    open: 'Open menu',
    close: 'Close menu',
    links: ['Home', 'Services', 'Blog', 'Shop', 'VIP', 'Contact', 'Sign in'],
    services: 'Services',
    home: /go to home page/,
  },
  es: {
    open: 'Abrir menú',
    close: 'Cerrar menú',
    links: ['Inicio', 'Servicios', 'Blog', 'Tienda', 'VIP', 'Contacto', 'Iniciar sesión'],
    services: 'Servicios',
    home: /ir a la página de inicio/,
  },
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

    test('brand links home; desktop shows Services, Blog, VIP, Contact, sign-in and the language toggle', { tag: '@phone' }, async ({ page, isMobile }) => {
      await page.goto('/shop');
      const banner = page.getByRole('banner');
      await banner.getByRole('link', { name: text.home }).click();
      await expect(page).toHaveURL(/\/$/);
      if (isMobile) {
        await expect(page.getByTestId('menu-button')).toBeVisible();
        return;
      }
      const nav = banner.getByRole('navigation').first();
      await expect(nav.getByRole('link')).toHaveText([text.services, 'Blog', 'VIP', text.links[5], text.links[6]]);
      await expect(nav.getByRole('group')).toBeVisible();
      await expect(page.getByTestId('menu-button')).toBeHidden();
    });

    test(
      'the mobile menu opens, lists its links (Blog once, VIP, Contact, sign-in), and closes on a tap, on Escape and outside',
      { tag: '@phone' },
      async ({ page, header, isMobile }) => {
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

        // A press outside: just below the open menu, at the page's edge, where nothing can be followed
        // (the heading may lie under the menu, and a press there would open one of its links).
        await page.getByRole('button', { name: text.open }).click();
        const open = (await menu.boundingBox())!;
        await page.mouse.click(2, open.y + open.height + 8);
        await expect(menu).toBeHidden();

        await page.getByRole('button', { name: text.open }).click();
        await menu.getByRole('link', { name: text.services }).tap();
        await expect(page).toHaveURL(/\/services$/);
        await expect(menu).toBeHidden();
        await expect(page.getByRole('button', { name: text.open })).toHaveAttribute('aria-expanded', 'false');
      },
    );
  });
}

/** How many lines the shown text of an element takes: text in a 1-pixel box (visually hidden) does not count. */
function shownLines(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement!.getBoundingClientRect().width <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });
}

test.describe('the desktop header at every desktop width', () => {
  test.use({ language: 'es' });

  for (const who of ['visitor', 'customer', 'admin'] as const) {
    test(`fits its links, the account and the toggle from 769 to 1280 px (${who})`, async ({ page, signIn }) => {
      await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
      if (who !== 'visitor') await signIn(who);
      await page.goto('/shop');
      const nav = page.getByRole('banner').getByRole('navigation').first();
      await expect(nav.getByRole('link', { name: 'Servicios' })).toBeVisible();
      if (who !== 'visitor') await expect(nav.getByTestId('account')).toBeVisible();
      for (const width of [769, 900, 1024, 1140, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        // Nothing past the bar's edge, and the controls side by side, not over each other.
        const boxes = await nav
          .locator(':scope > ul > li, :scope > div')
          .evaluateAll((all) => all.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
        expect(Math.max(...boxes.map((box) => box.right)), `at ${width} px`).toBeLessThanOrEqual(width);
        boxes.slice(1).forEach((box, index) => expect(box.left, `at ${width} px`).toBeGreaterThanOrEqual(boxes[index].right - 1));
        // Each link and button on one line (the text that shows: not what only screen readers get).
        for (const control of await nav.locator('a:visible, button:visible').all()) {
          expect([width, await control.textContent(), await shownLines(control)]).toEqual([width, await control.textContent(), 1]);
        }
        // The brand's shown part (its name, or the logo alone) keeps its distance from the first link.
        const brand = await page.getByRole('banner').getByRole('link').first().locator(':scope > *:visible').last().boundingBox();
        expect(brand!.x + brand!.width + 8, `at ${width} px`).toBeLessThanOrEqual(boxes[0].left);
      }
    });
  }
});
