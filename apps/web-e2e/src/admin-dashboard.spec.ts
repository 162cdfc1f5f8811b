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

  test('finds a text by search with or without accents and capitals; the search lives in the URL', async ({ page, dashboardPage }) => {
    await dashboardPage.goto();
    await expect(dashboardPage.contentTable).toBeVisible();
    await dashboardPage.search.fill('Información');
    await expect(page).toHaveURL(/q=Informaci%C3%B3n/);
    const rows = page.getByTestId('content-row');
    await expect(rows.first()).toContainText(/informaci[oó]n/i);
    const withAccent = await rows.allTextContents();

    await dashboardPage.search.fill('informacion');
    await expect(page).toHaveURL(/q=informacion/);
    await expect.poll(() => rows.allTextContents()).toEqual(withAccent);

    await page.reload();
    await expect(dashboardPage.search).toHaveValue('informacion');
    await expect.poll(() => rows.allTextContents()).toEqual(withAccent);
  });

  test('filters by section and pages through the texts, the page in the URL', async ({ page, dashboardPage }) => {
    await dashboardPage.goto();
    await dashboardPage.section.selectOption('services');
    await expect(page).toHaveURL(/section=services/);
    const pages = page.getByRole('navigation', { name: 'Páginas de textos' });
    await expect(pages).toContainText(/^1–50 de \d+/);
    const firstPage = await page.getByTestId('content-row').first().textContent();
    await pages.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pages).toContainText(/^51–100 de \d+/);
    await expect(page.getByTestId('content-row').first()).not.toHaveText(firstPage!);
    await expect(page.getByTestId('content-row').first().getByRole('cell').first()).toHaveText('services');

    await page.reload();
    await expect(pages).toContainText(/^51–100 de \d+/);
    await pages.getByRole('button', { name: 'Anterior' }).click();
    await expect(pages).toContainText(/^1–50 de \d+/);
  });

  test('on a phone shows each text as a card, nothing cut off', { tag: '@phone' }, async ({ page, dashboardPage, isMobile }) => {
    test.skip(!isMobile, 'the table is a table on wider screens');
    await dashboardPage.goto('?section=legal');
    await expect(dashboardPage.contentTable).toBeVisible();
    const card = page.getByTestId('content-row').first();
    await card.getByRole('button', { name: /^Editar / }).scrollIntoViewIfNeeded();
    await expect(card.getByRole('button', { name: /^Editar / })).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await card.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await dashboardPage.edit((await card.getByTestId('content-key').textContent())!);
    await dashboardPage.textbox('es').scrollIntoViewIfNeeded();
    await expect(dashboardPage.textbox('es')).toBeInViewport();
    const textbox = await dashboardPage.textbox('en').boundingBox();
    expect(textbox!.x + textbox!.width).toBeLessThanOrEqual(390);
  });

  test.describe('in English', () => {
    test.use({ language: 'en' });

    test('names the columns and actions in English', async ({ page, dashboardPage }) => {
      await dashboardPage.goto();
      await expect(page.getByRole('heading', { level: 2, name: 'Content Management' })).toBeVisible();
      await expect(page.getByRole('columnheader')).toHaveText(['Section', 'Key', 'Spanish', 'English', 'Actions']);
      await expect(page.getByTestId('content-row').first().getByRole('button', { name: /^Edit / })).toBeVisible();
    });
  });
});

test.describe("the panel's Today overview", () => {
  test('opens on what needs the company, each count leading to its list', { tag: '@phone' }, async ({ page, signIn, dashboardPage, isMobile }) => {
    await signIn('admin');
    await dashboardPage.goto();
    const today = page.getByRole('region', { name: 'Hoy' });
    // The demo: Blue Horizon's radar repair is overdue; Mallorca Spirit's battery alert is open.
    const overdue = today.getByTestId('today-overdue');
    await expect(overdue).toContainText(/^\d+facturas? vencidas? · [\d.,]+\s€$/);
    await expect(today.getByTestId('today-alerts')).toContainText('Mallorca Spirit (Cliente Demo)');
    // Two tiles a row on a phone, four on a desktop.
    const [first, second] = [await today.getByTestId('today-requests').boundingBox(), await today.getByTestId('today-quotes').boundingBox()];
    expect(second!.y).toBe(first!.y);
    const fourth = await overdue.boundingBox();
    if (isMobile) expect(fourth!.y).toBeGreaterThan(first!.y);
    else expect(fourth!.y).toBe(first!.y);

    await overdue.click();
    await expect(page).toHaveURL(/\/admin\/invoices\?status=OVERDUE$/);
    await expect(page.getByTestId('invoice-row').first()).toContainText('Vencida');
    await page.goBack();
    await today.getByRole('link', { name: /Mallorca Spirit/ }).click();
    await expect(page).toHaveURL(/\/admin\/clients\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Cliente Demo');
  });

  test("a boat's open alert marks its open jobs in the jobs list, not its finished ones; each job's amount in its column", async ({ page, signIn }) => {
    await signIn('admin');
    // The demo: Mallorca Spirit has an open alert, a pending job and a completed one. Its owner's jobs
    // alone, so that other tests' jobs never push them off the first page.
    await page.goto('/admin/dashboard');
    const owner = await page.getByRole('region', { name: 'Hoy' }).getByRole('link', { name: /Mallorca Spirit/ }).getAttribute('href');
    await page.goto(`/admin/jobs?customer=${encodeURIComponent(owner!.split('/').pop()!)}`);
    await page.getByLabel('Barco', { exact: true }).selectOption({ label: 'Mallorca Spirit' });
    await expect(page).toHaveURL(/[?&]boat=/);
    const row = (title: string) => page.getByTestId('job-row').filter({ hasText: title });
    await expect(row('Instalación de paneles solares').getByTestId('alert-badge')).toBeVisible();
    await expect(row('Actualización de la electrónica de navegación')).toContainText('Completado');
    await expect(row('Actualización de la electrónica de navegación').getByTestId('alert-badge')).toHaveCount(0);
    // What each job comes to, in a column that lines up from row to row, as do the statuses.
    await expect(row('Actualización de la electrónica de navegación')).toContainText(/\d[\d.]*,\d{2}\s€\s*Factura/);
    await expect(row('Instalación de paneles solares')).toContainText('—');
    const lefts = async (testId: string) => page.getByTestId('job-row').getByTestId(testId).evaluateAll((all) => all.map((element) => Math.round(element.getBoundingClientRect().left)));
    expect(new Set(await lefts('job-status')).size).toBe(1);
    expect(new Set(await lefts('job-amount')).size).toBe(1);
  });
});
