import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from './fixtures';

// The portal pages load data after the route's chunk: allow for a busy CI machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
import { PortalInvoicesPage } from './pom/portal-invoices-page';

test.describe('portal: invoices', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn('customer');
  });

  test('lists the invoices with dates dd/mm/yyyy, euro amounts and Pagar only on Pendiente', async ({ page }) => {
    const invoices = new PortalInvoicesPage(page);
    await invoices.goto();
    await expect(invoices.rows).toHaveCount(3);
    const first = invoices.row('INV-2025-001');
    await expect(first).toContainText('15/01/2025');
    await expect(first).toContainText('Sea Breeze');
    await expect(first).toContainText('450,00 €');
    await expect(first).toContainText('Pagado');
    await expect(first.getByRole('button', { name: 'Pagar' })).toHaveCount(0);
    // Spanish groups thousands only from five digits (CLDR): 1250,00 €.
    await expect(invoices.row('INV-2025-002')).toContainText('1250,00 €');
    await expect(invoices.row('INV-2025-002').getByRole('button', { name: 'Pagar' })).toBeVisible();
  });

  test('expands one invoice at a time; a second click collapses it', async ({ page }) => {
    const invoices = new PortalInvoicesPage(page);
    await invoices.goto();
    await invoices.detailsToggle('INV-2025-002').click();
    await expect(invoices.detailsToggle('INV-2025-002')).toHaveAttribute('aria-expanded', 'true');
    await expect(invoices.openDetails).toHaveCount(1);
    await expect(invoices.openDetails).toContainText('Reparación de radar');
    await expect(invoices.openDetails).toContainText('Blue Horizon');
    await expect(invoices.openDetails).toContainText('1250,00 €');

    await invoices.detailsToggle('INV-2025-001').click();
    await expect(invoices.openDetails).toHaveCount(1);
    await expect(invoices.openDetails).toContainText('Revisión de motor');
    await expect(invoices.detailsToggle('INV-2025-002')).toHaveAttribute('aria-expanded', 'false');

    await invoices.detailsToggle('INV-2025-001').click();
    await expect(invoices.openDetails).toHaveCount(0);
  });

  test('downloads a real PDF with the spec\'s notice', async ({ page }) => {
    const invoices = new PortalInvoicesPage(page);
    await invoices.goto();
    const download = page.waitForEvent('download');
    await invoices.row('INV-2025-003').getByRole('button', { name: 'Descargar' }).click();
    await expect(page.getByText('Descargando factura INV-2025-003')).toBeVisible();
    await expect(page.getByText('La factura se está descargando.')).toBeVisible();
    const file = await download;
    expect(file.suggestedFilename()).toBe('INV-2025-003.pdf');
    const body = await readFile((await file.path())!);
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.toString('latin1')).toContain('(Factura INV-2025-003)');
  });

  test('pays a pending invoice: without a gateway configured, the spec\'s notice', async ({ page }) => {
    const invoices = new PortalInvoicesPage(page);
    await invoices.goto();
    await invoices.row('INV-2025-002').getByRole('button', { name: 'Pagar' }).click();
    await expect(page.getByText('Pago de factura INV-2025-002 iniciado')).toBeVisible();
    await expect(page.getByText('Serás redirigido a la pasarela de pago.')).toBeVisible();
  });
});

test.describe('portal: invoices in English', () => {
  test.use({ language: 'en' });

  test('shows the English texts, euro amounts formatted for English and dates dd/mm/yyyy', async ({ page, signIn }) => {
    await signIn('customer');
    await page.goto('/app/invoices');
    await expect(page.getByRole('heading', { level: 1, name: 'My Invoices' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Your invoices' });
    const row = table.getByTestId('invoice-row').filter({ has: page.getByRole('rowheader', { name: 'INV-2025-002' }) });
    await expect(row).toContainText('01/02/2025');
    await expect(row).toContainText('€1,250.00');
    await expect(row).toContainText('Pending');
    await row.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText('Payment of invoice INV-2025-002 started')).toBeVisible();

    // The PDF speaks the page's language too.
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Download' }).click();
    const body = await readFile((await (await download).path())!);
    expect(body.toString('latin1')).toContain('(Invoice INV-2025-002)');
  });
});
