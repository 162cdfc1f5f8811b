import type { Page } from '@playwright/test';
import { browserStorage, expect, test } from './fixtures';

/** The scripts a page loads (their addresses and text), from now on. */
function scriptsOf(page: Page): Promise<{ url: string; text: string }>[] {
  const scripts: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().then((text) => ({ url: new URL(response.url()).pathname, text })));
  });
  return scripts;
}

const heading = { es: 'Iniciar Sesión', en: 'Sign In' } as const;

test.describe('sign-in page', () => {
  test('shows the form of the spec with labelled fields and the demo accounts', async ({ loginPage }) => {
    await loginPage.goto();
    await expect(loginPage.email).toHaveAttribute('type', 'email');
    await expect(loginPage.email).toHaveAttribute('required', '');
    await expect(loginPage.password).toHaveAttribute('required', '');
    await expect(loginPage.demoHint).toContainText('admin@demo.com / Admin123!');
    await expect(loginPage.demoHint).toContainText('cliente@demo.com / Cliente123!');
  });

  test('is open to search engines and describes itself', async ({ page, loginPage, request }) => {
    await loginPage.goto();
    await expect(loginPage.email).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Entra en tu área de cliente o en la administración de Mallorca Marine Tech/,
    );
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Allow: \/admin\/login$/m);
  });

  test('shows no demo accounts where the server says there are none (a production site)', async ({ page, loginPage }) => {
    // The API side (demoAccountsAvailable false without the demo accounts) is tested on a real database;
    // here the server's answer is given so that this page's other branch is seen.
    await page.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName !== 'DemoAccountsAvailable') return route.fallback();
      await route.fulfill({ json: { data: { demoAccountsAvailable: false } } });
    });
    const answered = page.waitForResponse((response) => response.request().postDataJSON()?.operationName === 'DemoAccountsAvailable');
    await loginPage.goto();
    await answered;
    await expect(loginPage.email).toBeVisible();
    await expect(page.getByText('admin@demo.com')).toHaveCount(0);
    await expect(loginPage.demoHint).toHaveCount(0);
  });

  test('the demo admin signs in and lands on the administration panel', async ({ page, loginPage, dashboardPage }) => {
    await page.clock.install();
    await loginPage.goto();
    // Hold the answer until the loading state has been seen (a fixed delay races a busy machine).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName === 'Login') await held;
      await route.continue();
    });
    await loginPage.signInAs('admin');
    await expect(loginPage.submit).toHaveText('Iniciando sesión...');
    await expect(loginPage.submit).toBeDisabled();
    // The page's clock stops: the toast's 4 s last for as long as it is checked, however busy the machine.
    await page.clock.pauseAt(Date.now() + 5_000);
    release();

    await expect(page).toHaveURL('/admin/dashboard');
    await expect(page.getByRole('status').filter({ hasText: 'Inicio de sesión exitoso' })).toContainText('Bienvenido a');
    await page.clock.resume();
    await expect(dashboardPage.heading).toBeVisible();
    await expect(page.getByText('Hola, Marta Ferrer')).toBeVisible();
    // The owner's desk: Today and the numbers; the site's texts have their own page.
    await expect(dashboardPage.today).toBeVisible();
    await expect(dashboardPage.figures).toBeVisible();
  });

  test('the demo customer signs in and lands on the portal with the client tiles', { tag: '@phone' }, async ({ page, loginPage, portalPage }) => {
    await loginPage.goto();
    await loginPage.signInAs('customer');
    await expect(page).toHaveURL('/app');
    await expect(portalPage.heading).toBeVisible();
    await expect(portalPage.tiles).toHaveText([/Mis Barcos/, /Solicitar Trabajo/, /Mis Facturas/, /Mi Membresía/]);
    await expect(portalPage.tiles.first()).toHaveAttribute('href', '/app/boats');
  });

  test("a wrong password shows 'Credenciales inválidas' in an alert and keeps the visitor here", async ({ page, loginPage }) => {
    await loginPage.goto();
    await loginPage.signIn('cliente@demo.com', 'not-the-password');
    await expect(loginPage.error).toHaveText('Credenciales inválidas');
    await expect(page).toHaveURL('/admin/login');
    await expect(loginPage.submit).toHaveText('Iniciar Sesión');
    await expect(loginPage.submit).toBeEnabled();
  });

  test('keeps the access token out of browser storage', async ({ page, loginPage }) => {
    await loginPage.goto();
    await loginPage.signInAs('customer');
    await expect(page).toHaveURL('/app');
    expect(await browserStorage(page)).not.toMatch(/eyJ[\w-]+\.[\w-]+\./); // no JWT anywhere
  });

  test('an admin already signed in who opens the sign-in page goes to the dashboard', async ({ page, signIn, dashboardPage }) => {
    await signIn('admin');
    await page.goto('/admin/login');
    await expect(page).toHaveURL('/admin/dashboard');
    await expect(dashboardPage.heading).toBeVisible();
  });
});

for (const language of ['es', 'en'] as const) {
  test.describe(`the served sign-in page (${language})`, () => {
    test.use({ language });

    test(
      'comes whole from the server in the stored language, and loads no application code: only its islands',
      { tag: '@phone' },
      async ({ page, request }) => {
        const html = await (await request.get('/admin/login', { headers: { cookie: `preferred_language=${language}` } })).text();
        expect(html).toContain(`<html lang="${language}">`);
        expect(html).toContain(`>${heading[language]}</h1>`);
        expect(html).toMatch(/<input[^>]+name="email"/);
        expect(html).toMatch(/<footer/);
        expect(html).toContain('<script type="application/json" id="page-data">');

        const scripts = scriptsOf(page);
        await page.goto('/admin/login');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading[language]);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('complementary')).toContainText('admin@demo.com / Admin123!');
        await page.waitForLoadState('networkidle');
        const loaded = await Promise.all(scripts);
        expect(loaded.length).toBeGreaterThan(0);
        expect(loaded.map((script) => script.url).filter((url) => !/^\/assets\/islands-[\w.-]+\.js$/.test(url))).toEqual([]);
        // No portal, admin, Apollo, router or i18next code (tools/check-budgets.mjs's marks).
        expect(loaded.map((script) => script.url).filter((url) => /\/(?:islands-)?(?:portal|admin|auth|apollo)[^/]*\.js$/.test(url))).toEqual([]);
        for (const marker of ['__APOLLO', 'React Router', 'i18next::']) {
          expect(loaded.filter((script) => script.text.includes(marker)).map((script) => script.url)).toEqual([]);
        }
      },
    );
  });
}

test.describe('signing in from a link that says where to go', () => {
  test('goes there after signing in', async ({ page, loginPage }) => {
    await page.goto('/admin/login?redirect=%2Fapp%2Finvoices');
    await loginPage.signInAs('customer');
    await expect(page).toHaveURL('/app/invoices');
  });

  test('never off the site', async ({ page, loginPage }) => {
    await page.goto('/admin/login?redirect=https%3A%2F%2Fevil.example%2F');
    await loginPage.signInAs('customer');
    await expect(page).toHaveURL('/app');
  });
});

test.describe('the sign-in page before its script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('is there whole, and sending its form puts the password in no address', async ({ page, loginPage }) => {
    await page.goto('/admin/login?redirect=%2Fapp');
    await expect(loginPage.heading).toBeVisible();
    await expect(loginPage.demoHint).toContainText('admin@demo.com / Admin123!');
    await loginPage.signIn('cliente@demo.com', 'not-sent-anywhere');
    await expect(page).toHaveURL('/admin/login?redirect=%2Fapp');
    await expect(loginPage.heading).toBeVisible();
  });
});
