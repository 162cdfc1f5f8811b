import { expect, test } from './fixtures';

test.describe('session', () => {
  test('survives a reload (restored from the refresh cookie, nothing in storage)', async ({ page, signIn, portalPage }) => {
    await signIn('customer');
    await portalPage.goto();
    await expect(portalPage.heading).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL('/app');
    await expect(portalPage.heading).toBeVisible();

    // And again: each reload rotates the refresh token, the next one must still work.
    await page.reload();
    await expect(portalPage.heading).toBeVisible();
  });

  test('logout ends the session and goes to the sign-in page', async ({ page, signIn, dashboardPage, loginPage }) => {
    await signIn('admin');
    await dashboardPage.goto();
    await expect(dashboardPage.heading).toBeVisible();

    await dashboardPage.logout.click();
    await expect(page).toHaveURL('/admin/login');
    await expect(loginPage.heading).toBeVisible();

    // The session is gone on the server too: a reload of a protected page asks to sign in.
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL('/admin/login');
  });
});
