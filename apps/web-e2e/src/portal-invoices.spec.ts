import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from './fixtures';
import { PortalInvoicesPage } from './pom/portal-invoices-page';
import { signInThroughApi } from './requests/session';
import { company } from './support/company';
import { pdfText } from './support/pdf-text';

// The portal pages load data after the route's chunk: allow for a busy CI machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** The demo customer's seeded facturas, by boat (their numbers and dates follow the day of seeding). */
const seeded = {
  paid: { boat: 'Sea Breeze', concept: 'Revisión de motor', total: '416,12 €' },
  overdue: { boat: 'Blue Horizon', concept: 'Reparación de radar', total: '1294,70 €', taxBase: '1070,00 €', vat: '224,70 €' },
  pending: { boat: 'Mallorca Spirit', concept: 'Actualización de la electrónica de navegación', total: '419,27 €' },
};

test.describe('portal: invoices', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn('customer');
  });

  test('lists the invoices with dates dd/mm/yyyy, euro amounts, Pagado, Pendiente and Vencida, and Pagar only on unpaid ones', async ({ page }) => {
    const invoices = new PortalInvoicesPage(page);
    await invoices.goto();
    await expect(invoices.rows).toHaveCount(3);
    const paid = invoices.rows.filter({ hasText: seeded.paid.boat });
    await expect(paid).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(paid).toContainText(seeded.paid.total);
    await expect(paid).toContainText('Pagado');
    await expect(paid.getByRole('button', { name: 'Pagar' })).toHaveCount(0);
    // Spanish groups thousands only from five digits (CLDR): 1294,70 €.
    const overdue = invoices.rows.filter({ hasText: seeded.overdue.boat });
    await expect(overdue).toContainText(seeded.overdue.total);
    await expect(overdue).toContainText('Vencida');
    await expect(overdue.getByText('Vencida')).toHaveAttribute('data-tone', 'red');
    await expect(overdue.getByRole('button', { name: 'Pagar' })).toBeVisible();
    await expect(invoices.rows.filter({ hasText: seeded.pending.boat })).toContainText('Pendiente');
  });

  test('expands one invoice at a time, with its due date, tax base and VAT; a second click collapses it', async ({ page }) => {
    const invoices = new PortalInvoicesPage(page);
    await invoices.goto();
    const toggle = (boat: string) => invoices.rows.filter({ hasText: boat }).getByRole('button', { name: /^Detalles de la factura/ });
    await toggle(seeded.overdue.boat).click();
    await expect(toggle(seeded.overdue.boat)).toHaveAttribute('aria-expanded', 'true');
    await expect(invoices.openDetails).toHaveCount(1);
    for (const text of [seeded.overdue.concept, seeded.overdue.boat, 'Vencimiento', seeded.overdue.taxBase, seeded.overdue.vat, seeded.overdue.total]) {
      await expect(invoices.openDetails).toContainText(text);
    }

    await toggle(seeded.paid.boat).click();
    await expect(invoices.openDetails).toHaveCount(1);
    await expect(invoices.openDetails).toContainText(seeded.paid.concept);
    await expect(toggle(seeded.overdue.boat)).toHaveAttribute('aria-expanded', 'false');

    await toggle(seeded.paid.boat).click();
    await expect(invoices.openDetails).toHaveCount(0);
  });

  test('an unpaid invoice says how to pay it by bank transfer: holder, bank, IBAN to copy, amount and its number as the reference', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const invoices = new PortalInvoicesPage(page);
    await invoices.goto();
    const row = invoices.rows.filter({ hasText: seeded.overdue.boat });
    const number = (await row.getByRole('rowheader').textContent())!.trim();
    await row.getByRole('button', { name: /^Detalles de la factura/ }).click();
    const transfer = invoices.openDetails.getByRole('region', { name: 'Pago por transferencia bancaria' });
    for (const text of [company.legalName, company.bankAccount.bank, company.bankAccount.iban, seeded.overdue.total, number])
      await expect(transfer).toContainText(text);
    await transfer.getByRole('button', { name: 'Copiar IBAN' }).click();
    await expect(transfer.getByRole('button', { name: 'Copiado' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(company.bankAccount.iban.replace(/\s/g, ''));

    // A paid invoice asks for nothing.
    await invoices.rows
      .filter({ hasText: seeded.paid.boat })
      .getByRole('button', { name: /^Detalles de la factura/ })
      .click();
    await expect(invoices.openDetails.getByRole('region', { name: 'Pago por transferencia bancaria' })).toHaveCount(0);
  });

  test('when the card payment cannot start, the customer is told so and shown the transfer details instead', async ({ page }) => {
    // The payment gateway not answering, as the API reports it (BAD_GATEWAY).
    await page.route('**/graphql', async (route) => {
      if ((route.request().postDataJSON() as { operationName?: string }).operationName !== 'PayInvoice') return route.continue();
      await route.fulfill({
        json: { data: null, errors: [{ message: 'The payment service is not answering. Try again in a moment.', extensions: { code: 'BAD_GATEWAY' } }] },
      });
    });
    const invoices = new PortalInvoicesPage(page);
    await invoices.goto();
    const row = invoices.rows.filter({ hasText: seeded.pending.boat });
    const number = (await row.getByRole('rowheader').textContent())!.trim();
    await row.getByRole('button', { name: 'Pagar' }).click();
    await expect(
      page.getByText(`No se ha podido iniciar el pago con tarjeta de la factura ${number}. Puedes pagarla por transferencia: tienes los datos debajo.`),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/app\/invoices$/);
    await expect(invoices.openDetails.getByRole('region', { name: 'Pago por transferencia bancaria' })).toContainText(company.bankAccount.iban);
  });

  test("downloads a real PDF with the spec's notice", async ({ page }) => {
    const invoices = new PortalInvoicesPage(page);
    await invoices.goto();
    const row = invoices.rows.filter({ hasText: seeded.pending.boat });
    const number = (await row.getByRole('rowheader').textContent())!.trim();
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Descargar' }).click();
    await expect(page.getByText(`Descargando factura ${number}`)).toBeVisible();
    await expect(page.getByText('La factura se está descargando.')).toBeVisible();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${number}.pdf`);
    const body = await readFile((await file.path())!);
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(body);
    expect(text).toContain('FACTURA');
    expect(text).toContain(seeded.pending.total);
  });

  test('Pagar opens the payment page; cancelling there comes back with a clear notice and the invoice still Pendiente', async ({ page }) => {
    const invoices = new PortalInvoicesPage(page);
    await invoices.goto();
    const row = invoices.rows.filter({ hasText: seeded.pending.boat });
    const number = (await row.getByRole('rowheader').textContent())!.trim();
    await row.getByRole('button', { name: 'Pagar' }).click();
    await expect(page).toHaveURL(/\/c\/pay\/cs_test_/);
    await expect(page.getByTestId('amount')).toHaveText('€419.27');
    await page.getByRole('link', { name: 'Cancel and go back' }).click();
    await expect(page).toHaveURL(/\/app\/invoices\?payment=cancelled/);
    await expect(page.getByTestId('payment-notice')).toHaveText(`Pago cancelado: la factura ${number} sigue pendiente. Puedes pagarla cuando quieras.`);
    await expect(invoices.rows.filter({ hasText: seeded.pending.boat })).toContainText('Pendiente');
  });
});

test.describe('portal: invoices in English', () => {
  test.use({ language: 'en' });

  test('the English-speaking customer sees their own invoices in English, and their PDF too', async ({ page }) => {
    await signInThroughApi(page.context().request, { email: 'customer@demo.com', password: 'Customer123!' });
    await page.goto('/app/invoices');
    await expect(page.getByRole('heading', { level: 1, name: 'My Invoices' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Your invoices' });
    const pending = table.getByTestId('invoice-row').filter({ hasText: 'Pending' });
    await expect(pending).toContainText('Wind Dancer');
    await expect(pending).toContainText(/€\d+\.\d{2}/);
    await expect(table.getByTestId('invoice-row').filter({ hasText: 'Paid' })).toHaveCount(1);

    const download = page.waitForEvent('download');
    await pending.getByRole('button', { name: 'Download' }).click();
    const text = pdfText(await readFile((await (await download).path())!));
    expect(text).toContain('INVOICE');
    expect(text).toContain('Shore power inlet replacement');
  });
});
