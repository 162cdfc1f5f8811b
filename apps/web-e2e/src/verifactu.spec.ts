import { readFile } from 'node:fs/promises';
import { pdfQrCodes } from './support/pdf-qr';
import { expect as baseExpect, test } from './fixtures';
import { PortalInvoicesPage } from './pom/portal-invoices-page';
import { signInThroughApi } from './requests/session';
import { company } from './support/company';
import { pdfText } from './support/pdf-text';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** The AEAT's test verification service (VERIFACTU_ENVIRONMENT defaults to test). */
const VERIFICATION_URL = 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR';

/**
 * VERI*FACTU end to end: the API sends each billing record to the fake AEAT (apps/api/src/testing/
 * fake-aeat.ts, which checks every request against the AEAT's schemas and accepts it), and the
 * admin and the customer see what the tax agency has.
 */
test.describe('VERI*FACTU', () => {
  test('an admin issues an invoice and sees the AEAT accept its record; the chain verifies', async ({ page, signIn, adminApi }) => {
    const customer = await adminApi.customer('es', 'Miquel Oliver');
    await signIn('admin');
    await page.goto(`/admin/invoices/new?customer=${encodeURIComponent(customer.id)}`);
    await page.getByLabel('Descripción de la línea 1').fill('Instalación de un AIS clase B');
    await page.getByLabel('Cantidad').fill('1');
    await page.getByLabel('Precio sin IVA (€)').fill('640');
    await page.getByRole('button', { name: 'Emitir factura' }).click();
    const title = page.getByRole('heading', { level: 1, name: /^INV-\d{4}-\d{3}$/ });
    await expect(title).toBeVisible();
    const number = (await title.textContent())!;

    const records = page.getByRole('list', { name: 'Registros en la Agencia Tributaria (VERI*FACTU)' });
    const record = records.getByTestId('billing-record');
    await expect(record).toHaveCount(1);
    await expect(record).toContainText(`Alta · ${number}`);
    await expect(record).toContainText('F1');
    await expect(record).toContainText('774,40 €');
    await expect(record).toContainText(/Huella: [0-9A-F]{64}/);
    // Sent as it was made; the page asks again until the AEAT has answered.
    await expect(record.getByText('Aceptado', { exact: true })).toBeVisible({ timeout: 30_000 });

    await page.getByRole('navigation', { name: 'Secciones de administración' }).getByRole('link', { name: 'VERI*FACTU' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'VERI*FACTU' })).toBeVisible();
    await expect(page.getByTestId('verifactu-sending')).toHaveText('Activado');
    // Among the newest: other tests issue invoices meanwhile.
    const chained = page
      .getByRole('list', { name: 'Registros de facturación, los más recientes primero' })
      .getByTestId('billing-record')
      .filter({ hasText: number });
    await expect(chained).toHaveCount(1);
    await expect(chained).toContainText('Aceptado');
    await page.getByRole('button', { name: 'Verificar ahora' }).click();
    const verification = page.getByTestId('chain-verification');
    await expect(verification).toHaveAttribute('data-state', 'intact');
    await expect(verification).toContainText(/Íntegra: \d+ registros/);
  });

  test("in the test environment the customer's PDF and invoice details carry the tax QR to the AEAT's test service, marked as a test, never VERI*FACTU", async ({
    page,
    adminApi,
  }) => {
    const customer = await adminApi.customer('es', 'Aina Serra');
    const invoice = await adminApi.invoice(customer.id, [{ description: 'Revisión de la sonda', quantity: 2, unitPriceCents: 4550 }]);
    await signInThroughApi(page.context().request, customer);
    const invoices = new PortalInvoicesPage(page);
    await invoices.goto();
    await invoices.detailsToggle(invoice.number).click();
    const details = invoices.openDetails.getByTestId('tax-verification');
    await expect(details).toHaveAttribute('data-mode', 'TEST');
    await expect(details.getByRole('heading', { name: 'Factura de prueba' })).toBeVisible();
    await expect(details).toContainText('Pruebas: sin validez ante la AEAT');
    await expect(details).not.toContainText('VERI*FACTU');
    await expect(details.getByRole('img', { name: 'Código QR tributario de la factura' })).toBeVisible();
    const link = details.getByRole('link', { name: 'Comprobarla en la Agencia Tributaria' });
    const href = (await link.getAttribute('href'))!;
    const issued = await page.evaluate(() =>
      new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', day: '2-digit', month: '2-digit', year: 'numeric' })
        .format(new Date())
        .replaceAll('/', '-'),
    );
    expect(href).toBe(`${VERIFICATION_URL}?nif=${company.taxId}&numserie=${invoice.number}&fecha=${issued}&importe=110.11`);

    const download = page.waitForEvent('download');
    await invoices
      .row(invoice.number)
      .getByRole('button', { name: /Descargar/ })
      .click();
    const pdf = await readFile((await (await download).path())!);
    expect(await pdfQrCodes(pdf)).toEqual([href]);
    // Under the QR, on two lines.
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(text).toContain('QR tributario:');
    expect(text).toContain('Pruebas: sin validez ante la AEAT');
    expect(text).not.toContain('VERI*FACTU');
  });

  test("an admin sees the company is not yet invoicing through VERI*FACTU and tests the connection: the certificate's holder, the AEAT's answer", async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    await page.goto('/admin/verifactu');
    await expect(page.getByTestId('verifactu-test-mode')).toContainText(
      'Entorno de pruebas: las facturas no se envían al servicio de producción de la Agencia Tributaria',
    );
    await expect(page.getByTestId('verifactu-mode')).toContainText('La empresa aún no factura con VERI*FACTU.');
    const connection = page.getByRole('region', { name: 'Conexión con la Agencia Tributaria' });
    await connection.getByRole('button', { name: 'Probar conexión' }).click();
    const result = connection.getByTestId('verifactu-connection-result');
    await expect(result).toHaveAttribute('data-outcome', 'ANSWERED');
    await expect(result.getByTestId('verifactu-connection-certificate')).toContainText(
      'Funciona B07000000 MALLORCA MARINE TECH (R: 00000000T), válido hasta el',
    );
    await expect(result.getByTestId('verifactu-connection-aeat')).toContainText(
      /Funciona Ha respondido: (ningún registro|\d+ registros?) de la empresa en \d{2}\/\d{4}\./,
    );
  });

  test('a rectifying invoice by differences cancels one in full: nothing left to pay, both records at the AEAT', async ({ page, signIn, adminApi }) => {
    const customer = await adminApi.customer('es', 'Bernat Pons');
    const invoice = await adminApi.invoice(customer.id, [{ description: 'Sustitución del plotter', quantity: 1, unitPriceCents: 150000 }]);
    await signIn('admin');
    await page.goto(`/admin/invoices/${encodeURIComponent(invoice.id)}`);
    await page.getByRole('button', { name: 'Rectificar' }).click();
    await page.getByRole('radio', { name: 'Por diferencias: abonar la factura entera' }).check();
    await expect(page.getByLabel('Descripción de la línea 1')).toHaveCount(0);
    await page.getByLabel('Motivo legal').selectOption('R1');
    await page.getByLabel('Motivo de la rectificación').fill('El cliente no llegó a recibir el plotter.');
    await page.getByRole('button', { name: 'Emitir factura rectificativa' }).click();

    await expect(page.getByRole('heading', { level: 1, name: /^RECT-\d{4}-\d{3} \(rectificativa\)$/ })).toBeVisible();
    await expect(page.getByText('Saldada').first()).toBeVisible();
    await expect(page.getByText('-1815,00 €').first()).toBeVisible();
    await expect(page.getByText('Por diferencias: abonar la factura entera · R1 · El cliente no llegó a recibir el plotter.')).toBeVisible();
    const credit = page.getByTestId('billing-record');
    await expect(credit).toContainText('R1');
    await expect(credit.getByText('Aceptado', { exact: true })).toBeVisible({ timeout: 30_000 });

    await page.getByRole('link', { name: invoice.number }).click();
    await expect(page.getByText('Rectificada').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rectificar' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Registrar pago' })).toHaveCount(0);

    // The customer has nothing to pay on either.
    await signInThroughApi(page.context().request, customer);
    const invoices = new PortalInvoicesPage(page);
    await invoices.goto();
    await expect(invoices.rows).toHaveCount(2);
    await expect(invoices.table.getByRole('button', { name: 'Pagar' })).toHaveCount(0);
  });

  test('an invoice issued by mistake is cancelled with its reason: Anulada, and a cancellation record goes to the AEAT', async ({ page, signIn, adminApi }) => {
    const customer = await adminApi.customer('es', 'Catalina Ferrer');
    const invoice = await adminApi.invoice(customer.id, [{ description: 'Factura duplicada', quantity: 1, unitPriceCents: 9000 }]);
    await signIn('admin');
    await page.goto(`/admin/invoices/${encodeURIComponent(invoice.id)}`);
    await page.getByRole('button', { name: 'Anular factura' }).click();
    await page.getByRole('button', { name: 'Anular esta factura' }).click();
    await expect(page.getByText('Este campo es obligatorio.')).toBeVisible();
    await page.getByLabel('Por qué se anula').fill('Emitida dos veces por el mismo trabajo.');
    await page.getByRole('button', { name: 'Anular esta factura' }).click();
    await expect(page.getByText('Anulada').first()).toBeVisible();
    const cancellation = page.getByTestId('billing-record').filter({ hasText: 'Anulación' });
    await expect(cancellation).toContainText('Emitida dos veces por el mismo trabajo.');
    await expect(cancellation.getByText('Aceptado', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Anular factura' })).toHaveCount(0);
  });
});
