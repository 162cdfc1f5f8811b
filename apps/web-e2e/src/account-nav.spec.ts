import { expect, test } from './fixtures';
import { answeredCookieBanner } from './support/public-pages';

const copy = {
  en: {
    signInPage: '/en/admin/login',
    signIn: 'Sign in',
    footerSignIn: 'Customer sign-in',
    contact: 'Contact',
    myArea: 'My area',
    adminArea: 'Admin panel',
    logout: 'Log out',
    welcome: 'Welcome, Customer',
  },
  es: {
    signInPage: '/admin/login',
    signIn: 'Iniciar sesión',
    footerSignIn: 'Acceso de clientes',
    contact: 'Contacto',
    myArea: 'Mi área',
    adminArea: 'Panel de administración',
    logout: 'Cerrar sesión',
    welcome: 'Bienvenido, Cliente',
  },
} as const;

for (const language of ['en', 'es'] as const) {
  test.describe(`getting in and out, in ${language}`, () => {
    test.use({ language });
    const text = copy[language];

    test.beforeEach(async ({ page }) => answeredCookieBanner(page));

    test('a visitor finds the sign-in in the header (the menu on phones) and in the footer', { tag: '@phone' }, async ({ page, header, isMobile }) => {
      await page.goto('/shop');
      // The sign-in page in the language being read (its English address on the English site).
      await expect(page.getByRole('contentinfo').getByRole('link', { name: text.footerSignIn })).toHaveAttribute('href', text.signInPage);
      const nav = await header.navigation(isMobile);
      await nav.getByRole('link', { name: text.signIn }).click();
      await expect(page).toHaveURL(text.signInPage);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('a signed-in customer sees their name and area in the header and logs out from it', { tag: '@phone' }, async ({ page, header, signIn, isMobile }) => {
      await signIn('customer');
      await page.goto('/services');
      let nav = await header.navigation(isMobile);
      await expect(nav.getByTestId('account')).toContainText('Cliente Demo');
      await expect(nav.getByRole('link', { name: text.signIn })).toHaveCount(0);
      await nav.getByRole('link', { name: text.myArea }).click();
      await expect(page).toHaveURL('/app');

      // The portal's own frame: 'Log out' in its bar, or in its menu on a phone.
      nav = isMobile ? await header.navigation(isMobile) : header.root;
      await nav.getByRole('button', { name: text.logout }).click();
      await expect(page).toHaveURL('/admin/login');
      if (isMobile) await expect(header.menuButton).toHaveAttribute('aria-expanded', 'false'); // closed by the navigation
      nav = await header.navigation(isMobile);
      await expect(nav.getByRole('link', { name: text.signIn })).toBeVisible();
      // Signed out on the server too.
      await page.goto('/app');
      await expect(page).toHaveURL('/admin/login');
    });

    test('a user without a name is greeted by their role in the page’s language', async ({ page, signIn }) => {
      await page.route('**/graphql', async (route) => {
        if (route.request().postDataJSON()?.operationName !== 'RefreshSession') return route.continue();
        const response = await route.fetch();
        const body = await response.json();
        body.data.refreshSession.user.name = ' ';
        await route.fulfill({ response, json: body });
      });
      await signIn('customer');
      await page.goto('/app');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.welcome);
      await expect(page.getByRole('banner').getByTestId('account').first()).toContainText(text.welcome.split(', ')[1]);
    });
  });
}

// Contact leads to the same details in both languages (its English label is in header-menu.spec.ts): once, in Spanish.
test.describe('the contact details', () => {
  test.use({ language: 'es' });
  test.beforeEach(async ({ page }) => answeredCookieBanner(page));

  test("Contact brings the company's WhatsApp, phone and e-mail into view and focus", { tag: '@phone' }, async ({ page, header, isMobile }) => {
    await page.goto('/vip');
    const nav = await header.navigation(isMobile);
    await nav.getByRole('link', { name: copy.es.contact }).click();
    await expect(page).toHaveURL(/\/vip#contact$/);
    const contact = page.locator('#contact');
    await expect(contact).toBeFocused();
    await expect(contact).toBeInViewport();
    await expect(contact.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+/);
    await expect(contact.getByTestId('footer-phone')).toHaveAttribute('href', /^tel:\+\d+$/);
    await expect(contact.getByTestId('footer-email')).toHaveAttribute('href', /^mailto:.+@.+/);
    // Not hidden under the sticky header.
    const headerBox = await header.root.boundingBox();
    const headingBox = await contact.getByRole('heading').boundingBox();
    expect(headingBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
  });
});

test.describe('account links', () => {
  test('an admin’s area link leads to the administration panel', { tag: '@phone' }, async ({ page, header, signIn, isMobile }) => {
    await signIn('admin');
    await page.goto('/');
    const nav = await header.navigation(isMobile);
    await nav.getByRole('link', { name: copy.es.adminArea }).click();
    await expect(page).toHaveURL('/admin/dashboard');
  });
});
