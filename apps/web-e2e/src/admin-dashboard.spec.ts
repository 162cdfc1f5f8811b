import { readFile } from 'node:fs/promises';
import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';

const operationOf = (route: Route): string | undefined => route.request().postDataJSON()?.operationName;

test.describe("the site texts' page ('Textos de la web')", () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn('admin');
  });

  test("shows 'Cargando contenido...' while the list loads", async ({ page, siteTextsPage }) => {
    await page.route('**/graphql', async (route) => {
      if (operationOf(route) === 'Contents') await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await siteTextsPage.goto();
    await expect(page.getByRole('status').filter({ hasText: 'Cargando contenido...' })).toBeVisible();
    await expect(siteTextsPage.contentTable).toBeVisible();
    await expect(page.getByText('Cargando contenido...')).toHaveCount(0);
  });

  test("a failed load shows the destructive toast 'Error' / 'No se pudo cargar el contenido'", async ({ page, siteTextsPage }) => {
    await page.route('**/graphql', (route) =>
      operationOf(route) === 'Contents' ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.continue(),
    );
    await siteTextsPage.goto();
    const toast = page.getByRole('status').filter({ hasText: 'No se pudo cargar el contenido' });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(toast).toContainText('Error');
    await expect(siteTextsPage.contentTable).toHaveCount(0);
  });

  test('an expired access token is renewed once and the query retried', async ({ page, siteTextsPage }) => {
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
    await siteTextsPage.goto();
    await expect(siteTextsPage.contentTable).toBeVisible();
    expect(contentsCalls).toBe(2);
    expect(refreshCalls).toBe(2); // one when the page loaded, one to renew
    await expect(page.getByText('No se pudo cargar el contenido')).toHaveCount(0);
  });

  test('finds a text by search with or without accents and capitals; the search lives in the URL', async ({ page, siteTextsPage }) => {
    await siteTextsPage.goto();
    await expect(siteTextsPage.contentTable).toBeVisible();
    await siteTextsPage.search.fill('Información');
    await expect(page).toHaveURL(/q=Informaci%C3%B3n/);
    const rows = page.getByTestId('content-row');
    await expect(rows.first()).toContainText(/informaci[oó]n/i);
    const withAccent = await rows.allTextContents();

    await siteTextsPage.search.fill('informacion');
    await expect(page).toHaveURL(/q=informacion/);
    await expect.poll(() => rows.allTextContents()).toEqual(withAccent);

    await page.reload();
    await expect(siteTextsPage.search).toHaveValue('informacion');
    await expect.poll(() => rows.allTextContents()).toEqual(withAccent);
  });

  test('filters by section and pages through the texts, the page in the URL', async ({ page, siteTextsPage }) => {
    await siteTextsPage.goto();
    await siteTextsPage.section.selectOption('services');
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

  test('on a phone shows each text as a card, nothing cut off', { tag: '@phone' }, async ({ page, siteTextsPage, isMobile }) => {
    test.skip(!isMobile, 'the table is a table on wider screens');
    await siteTextsPage.goto('?section=legal');
    await expect(siteTextsPage.contentTable).toBeVisible();
    const card = page.getByTestId('content-row').first();
    await card.getByRole('button', { name: /^Editar / }).scrollIntoViewIfNeeded();
    await expect(card.getByRole('button', { name: /^Editar / })).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await card.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await siteTextsPage.edit((await card.getByTestId('content-key').textContent())!);
    await siteTextsPage.textbox('es').scrollIntoViewIfNeeded();
    await expect(siteTextsPage.textbox('es')).toBeInViewport();
    const textbox = await siteTextsPage.textbox('en').boundingBox();
    expect(textbox!.x + textbox!.width).toBeLessThanOrEqual(390);
  });

  test.describe('in English', () => {
    test.use({ language: 'en' });

    test('names the columns and actions in English', async ({ page, siteTextsPage }) => {
      await siteTextsPage.goto();
      await expect(page.getByRole('heading', { level: 1, name: 'Site texts' })).toBeVisible();
      await expect(page.getByRole('columnheader')).toHaveText(['Section', 'Key', 'Spanish', 'English', 'Actions']);
      await expect(
        page
          .getByTestId('content-row')
          .first()
          .getByRole('button', { name: /^Edit / }),
      ).toBeVisible();
    });
  });
});

test.describe("the desk's Today", () => {
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
    const fourth = await today.getByTestId('today-to-invoice').boundingBox();
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
    const owner = await page
      .getByRole('region', { name: 'Hoy' })
      .getByRole('link', { name: /Mallorca Spirit/ })
      .getAttribute('href');
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
    const lefts = async (testId: string) =>
      page
        .getByTestId('job-row')
        .getByTestId(testId)
        .evaluateAll((all) => all.map((element) => Math.round(element.getBoundingClientRect().left)));
    expect(new Set(await lefts('job-status')).size).toBe(1);
    expect(new Set(await lefts('job-amount')).size).toBe(1);
  });
});

test.describe("the owner's desk", () => {
  test(
    'one page of Today and the numbers, one Log out, no texts table; each chart with its table and CSV',
    { tag: '@phone' },
    async ({ page, signIn, dashboardPage, header, isMobile }) => {
      await signIn('admin');
      await dashboardPage.goto();
      await expect(dashboardPage.heading).toBeVisible();
      await expect(dashboardPage.figures.getByRole('heading', { level: 2, name: 'Las cifras' })).toBeVisible();
      await expect(page.getByTestId('content-row')).toHaveCount(0);
      // One 'Cerrar sesión': in the bar on a desktop; on a phone only in the menu, never on the page.
      const logouts = page.getByRole('button', { name: 'Cerrar sesión' });
      await expect(logouts.filter({ visible: true })).toHaveCount(isMobile ? 0 : 1);
      await expect(page.getByRole('main').getByRole('button', { name: 'Cerrar sesión' })).toHaveCount(0);
      if (isMobile) {
        await header.openMenu();
        await expect(logouts.filter({ visible: true })).toHaveCount(1);
        await header.menuButton.click();
      }

      const billing = dashboardPage.chart('facturado-cobrado');
      await expect(billing.locator('figcaption')).toContainText(/^Facturado y cobradoEste mes: facturado [\d.,]+\s€, cobrado [\d.,]+\s€\. En doce meses:/);
      // The drawing is the caption's; its numbers are in the table, twelve months with this one last.
      await expect(billing.locator('svg')).toHaveAttribute('aria-hidden', 'true');
      await billing.getByText('Ver los datos').click();
      const rows = billing.getByRole('table').getByRole('row');
      await expect(rows).toHaveCount(13);
      await expect(billing.getByRole('table').getByRole('columnheader')).toHaveText(['Mes', 'Facturado', 'Cobrado']);
      const thisMonth = new Intl.DateTimeFormat('es-ES', { month: 'short', year: 'numeric', timeZone: 'Europe/Madrid' }).format(new Date());
      await expect(rows.last().getByRole('rowheader')).toHaveText(thisMonth);
      const invoicedThisMonth = await rows.last().getByRole('cell').first().textContent();

      const download = page.waitForEvent('download');
      await billing.getByRole('button', { name: 'Descargar CSV: Facturado y cobrado' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('facturado-cobrado.csv');
      const csv = (await readFile((await file.path())!, 'utf8'))
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(csv[0]).toBe('Mes;Facturado (€);Cobrado (€)');
      expect(csv).toHaveLength(13);
      // The CSV's figure is the table's, as a number a spreadsheet reads (decimal comma, no thousands).
      const [month, invoiced] = csv[12].split(';');
      expect(month).toBe(thisMonth);
      expect(Number(invoiced.replace(',', '.')).toLocaleString('es-ES', { style: 'currency', currency: 'EUR' })).toBe(
        invoicedThisMonth!.replace(/\s/g, '\u00a0'),
      );

      for (const chart of ['pendiente-por-antiguedad', 'horas-registradas-facturadas', 'servicios-principales'])
        await expect(dashboardPage.chart(chart)).toBeVisible();
      await expect(dashboardPage.chart('pendiente-por-antiguedad')).toContainText('Más de 90 días');
      await expect(page.getByTestId(/^chart-iva-\d{4}-[1-4]T$/)).toContainText(/IVA repercutido del [1-4]T \d{4}/);

      // Nothing wider than the screen, and a page a phone scrolls through (the texts table made it 16,852 px).
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(isMobile ? 9000 : 5000);
    },
  );

  test("each of Today's counts opens its filtered list, as many as it says", async ({ page, signIn, dashboardPage }) => {
    await signIn('admin');
    await dashboardPage.goto();
    const count = async (tile: string) => Number(await dashboardPage.today.getByTestId(`today-${tile}`).locator('span').first().textContent());

    const toInvoice = await count('to-invoice');
    await dashboardPage.today.getByTestId('today-to-invoice').click();
    await expect(page).toHaveURL(/\/admin\/jobs\?status=TO_INVOICE$/);
    await expect(page.getByLabel('Estado')).toHaveValue('TO_INVOICE');
    await expect(page.getByTestId('job-row')).toHaveCount(Math.min(toInvoice, 20));
    for (const status of await page.getByTestId('job-status').allTextContents()) expect(status).toBe('Completado');

    await page.goBack();
    const maintenance = await count('maintenance');
    await dashboardPage.today.getByTestId('today-maintenance').click();
    await expect(page).toHaveURL(/\/admin\/maintenance\?due=week$/);
    await expect(page.getByLabel('Vencen')).toHaveValue('week');
    await expect(page.getByTestId('due-task-row')).toHaveCount(Math.min(maintenance, 20));

    await page.goBack();
    await dashboardPage.today.getByTestId('today-verifactu').click();
    await expect(page).toHaveURL(/\/admin\/verifactu\?attention=1$/);
    await expect(page.getByLabel('Mostrar')).toHaveValue('1');
  });

  test("the site's texts are a section of their own", { tag: '@phone' }, async ({ page, signIn, dashboardPage, siteTextsPage, header, isMobile }) => {
    await signIn('admin');
    await dashboardPage.goto();
    // Among the sections under the bar on a desktop; in the menu on a phone (an admin's sections do not fit a row).
    const nav = isMobile ? await header.navigation(isMobile) : page.getByRole('navigation', { name: 'Secciones de administración' });
    await nav.getByRole('link', { name: 'Textos de la web' }).click();
    await expect(page).toHaveURL('/admin/site-texts');
    await expect(siteTextsPage.heading).toBeVisible();
    await expect(siteTextsPage.contentTable).toBeVisible();
  });

  test.describe('in English', () => {
    test.use({ language: 'en' });

    test('speaks English: Today, the numbers, their tables', { tag: '@phone' }, async ({ page, signIn, dashboardPage }) => {
      await signIn('admin');
      await dashboardPage.goto();
      await expect(page.getByRole('region', { name: 'Today' })).toBeVisible();
      await expect(dashboardPage.figures.getByRole('heading', { level: 2, name: 'The numbers' })).toBeVisible();
      const labour = dashboardPage.chart('horas-registradas-facturadas');
      await expect(labour.locator('figcaption')).toContainText(/^Labour hours: recorded and billedThis month: [\d.,]+ h recorded and [\d.,]+ h billed\./);
      await labour.getByText('Show the data').click();
      await expect(labour.getByRole('table').getByRole('columnheader')).toHaveText(['Month', 'Recorded', 'Billed']);
      await expect(labour.getByRole('button', { name: 'Download CSV: Labour hours: recorded and billed' })).toBeVisible();
    });
  });
});
