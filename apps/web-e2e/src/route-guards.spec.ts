import { expect, test } from './fixtures';

test.describe('route guards', () => {
  test('a signed-out visitor is sent to sign in, then back to the page they asked for', async ({ page, loginPage }) => {
    await page.goto('/app/invoices');
    await expect(page).toHaveURL('/admin/login');
    await expect(loginPage.heading).toBeVisible();

    await loginPage.signInAs('customer');
    await expect(page).toHaveURL('/app/invoices');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Facturas' })).toBeVisible();
  });

  test('a signed-out visitor of the admin area is sent to sign in, and an admin returns there', async ({ page, loginPage }) => {
    await page.goto('/admin/jobs');
    await expect(page).toHaveURL('/admin/login');
    await loginPage.signInAs('admin');
    await expect(page).toHaveURL('/admin/jobs');
  });

  test('a customer who was sent away from an admin page lands on the portal after signing in', async ({ page, loginPage, portalPage }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL('/admin/login');
    await loginPage.signInAs('customer');
    await expect(page).toHaveURL('/app');
    await expect(portalPage.heading).toBeVisible();
  });

  test('a customer on an admin route is sent to the portal', async ({ page, signIn, portalPage }) => {
    await signIn('customer');
    await page.goto('/admin/settings');
    await expect(page).toHaveURL('/app');
    await expect(portalPage.heading).toBeVisible();
  });

  test('a technician is kept to their visits: the portal and the admin area send them there, and a customer is kept out of theirs', async ({
    page,
    signIn,
  }) => {
    await signIn('technician');
    for (const address of ['/app', '/admin/schedule']) {
      await page.goto(address);
      await expect(page).toHaveURL('/technician');
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Mis visitas' })).toBeVisible();
    await page.context().clearCookies();
    await signIn('customer');
    await page.goto('/technician');
    await expect(page).toHaveURL('/app');
  });

  test('an admin sees the administration tiles on the portal home', async ({ signIn, portalPage }) => {
    await signIn('admin');
    await portalPage.goto();
    await expect(portalPage.heading).toHaveText('Bienvenido, Marta Ferrer');
    await expect(portalPage.tiles).toHaveCount(5);
    await expect(portalPage.tiles.first()).toHaveAttribute('href', '/admin/dashboard');
  });
});
