import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';

const operationOf = (route: Route): string | undefined => route.request().postDataJSON()?.operationName;

test.describe('admin dashboard content list', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn('admin');
  });

  test("shows 'Cargando contenido...' while the list loads", async ({ page, dashboardPage }) => {
    await page.route('**/graphql', async (route) => {
      if (operationOf(route) === 'Contents') await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await dashboardPage.goto();
    await expect(page.getByRole('status').filter({ hasText: 'Cargando contenido...' })).toBeVisible();
    await expect(dashboardPage.contentTable).toBeVisible();
    await expect(page.getByText('Cargando contenido...')).toHaveCount(0);
  });

  test("a failed load shows the destructive toast 'Error' / 'No se pudo cargar el contenido'", async ({ page, dashboardPage }) => {
    await page.route('**/graphql', (route) =>
      operationOf(route) === 'Contents' ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.continue(),
    );
    await dashboardPage.goto();
    const toast = page.getByRole('status').filter({ hasText: 'No se pudo cargar el contenido' });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(toast).toContainText('Error');
    await expect(dashboardPage.contentTable).toHaveCount(0);
  });

  test('an expired access token is renewed once and the query retried', async ({ page, dashboardPage }) => {
    let contentsCalls = 0;
    let refreshCalls = 0;
    await page.route('**/graphql', async (route) => {
      const operation = operationOf(route);
      if (operation === 'RefreshSession') refreshCalls += 1;
      if (operation === 'Contents' && ++contentsCalls === 1) {
        await route.fulfill({
          json: { data: null, errors: [{ message: 'Token expired', extensions: { code: 'UNAUTHENTICATED' } }] },
        });
        return;
      }
      await route.continue();
    });
    await dashboardPage.goto();
    await expect(dashboardPage.contentTable).toBeVisible();
    expect(contentsCalls).toBe(2);
    expect(refreshCalls).toBe(2); // one when the page loaded, one to renew
    await expect(page.getByText('No se pudo cargar el contenido')).toHaveCount(0);
  });
});
