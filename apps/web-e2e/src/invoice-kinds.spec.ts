import { expect as baseExpect, test } from './fixtures';
import { signInThroughApi } from './requests/session';
import { PortalInvoicesPage } from './pom/portal-invoices-page';
import { pdfText } from './support/pdf-text';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/**
 * Who an invoice is for, end to end: the fake AEAT (apps/api/src/testing/fake-aeat.ts) applies the
 * AEAT's published business rules (who must be named, how, which 0 % causes), so an accepted record
 * is one the tax agency accepts too.
 */
test.describe('invoices for every kind of customer', () => {
  test('a foreign owner (passport), an EU company (not subject, N2), a private customer (simplified) and a Spanish company are invoiced, R1 and R5 correct two, and the AEAT accepts every record', async ({
    page,
    signIn,
    adminApi,
  }) => {
    const british = await adminApi.customer('en', 'Oliver Grant', { kind: 'PASSPORT', number: '533380006', country: 'GB' });
    const french = await adminApi.customer('en', 'Bateaux du Midi SARL', { kind: 'EU_VAT', number: 'FR40303265045' });
    const private_ = await adminApi.customer('es', 'Joana Mas', null);
    const company = await adminApi.customer('es', 'Astilleros Portixol S.L.', { kind: 'NIF', number: 'B07123458' });

    const toBritish = await adminApi.invoice(british.id, [{ description: 'Autopilot service', quantity: 1, unitPriceCents: 80000 }]);
    const toPrivate = await adminApi.invoice(private_.id, [{ description: 'Cambio de fusibles', quantity: 1, unitPriceCents: 8000 }]);
    const toCompany = await adminApi.invoice(company.id, [{ description: 'Cableado de red', quantity: 5, unitPriceCents: 5900 }]);

    // The EU company's, through the form: a service to an EU business is not subject to Spanish VAT.
    await signIn('admin');
    await page.goto(`/admin/invoices/new?customer=${encodeURIComponent(french.id)}`);
    await page.getByLabel('Descripción de la línea 1').fill('Reparación de radar');
    await page.getByLabel('Cantidad').fill('4');
    await page.getByLabel('Precio sin IVA (€)').fill('59');
    await page.getByLabel('IVA', { exact: true }).selectOption({ label: '0 % · No sujeta, reglas de localización (inversión del sujeto pasivo)' });
    await expect(page.getByText('N2: No sujeta, reglas de localización (inversión del sujeto pasivo)')).toBeVisible();
    await page.getByRole('button', { name: 'Emitir factura' }).click();
    const title = page.getByRole('heading', { level: 1, name: /^INV-\d{4}-\d{3}$/ });
    await expect(title).toBeVisible();
    const toFrench = page.url();
    await expect(page.getByText('Factura completa')).toBeVisible();
    await expect(page.getByText('Bateaux du Midi SARL · NIF-IVA (UE): FR40303265045')).toBeVisible();
    await expect(page.getByText('Base al 0 % (N2)')).toBeVisible();

    // The simplified invoice is corrected by an R5 (a credit), the company's by an R1 (by substitution).
    await page.goto(`/admin/invoices/${encodeURIComponent(toPrivate.id)}`);
    await expect(page.getByText('Factura simplificada')).toBeVisible();
    await page.getByRole('button', { name: 'Rectificar' }).click();
    await page.getByRole('radio', { name: 'Por diferencias: abonar la factura entera' }).check();
    await page.getByLabel('Motivo legal').selectOption('R4');
    await page.getByLabel('Motivo de la rectificación').fill('Los fusibles estaban en garantía.');
    await page.getByRole('button', { name: 'Emitir factura rectificativa' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^RECT-\d{4}-\d{3} \(rectificativa\)$/ })).toBeVisible();
    await expect(page.getByText('Rectificativa de simplificada (R5)')).toBeVisible();
    const r5 = page.url();

    await page.goto(`/admin/invoices/${encodeURIComponent(toCompany.id)}`);
    await page.getByRole('button', { name: 'Rectificar' }).click();
    await page.getByLabel('Cantidad').fill('4');
    await page.getByLabel('Motivo legal').selectOption('R1');
    await page.getByLabel('Motivo de la rectificación').fill('Fueron 4 horas, no 5.');
    await page.getByRole('button', { name: 'Emitir factura rectificativa' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^RECT-\d{4}-\d{3} \(rectificativa\)$/ })).toBeVisible();
    await expect(page.getByText('Rectificativa (R1)')).toBeVisible();
    const r1 = page.url();

    // Every record reaches the AEAT and is accepted by its rules: each invoice's page asks again until the AEAT has answered.
    const pages = [...[toBritish, toPrivate, toCompany].map((invoice) => `/admin/invoices/${encodeURIComponent(invoice.id)}`), toFrench, r5, r1];
    for (const invoicePage of pages) {
      await page.goto(invoicePage);
      const records = page.getByRole('list', { name: 'Registros en la Agencia Tributaria (VERI*FACTU)' }).getByTestId('billing-record');
      await expect(records.filter({ hasText: 'Alta' }).first().getByText('Aceptado', { exact: true })).toBeVisible({ timeout: 30_000 });
    }

    // The owner sees in the portal (here in Spanish) whom their invoices name, and the PDF names them the same way.
    await signInThroughApi(page.context().request, british);
    const invoices = new PortalInvoicesPage(page);
    await invoices.goto();
    await expect(page.getByTestId('billing-identity')).toContainText('Oliver Grant, Pasaporte (Reino Unido): 533380006');
    await invoices.detailsToggle(toBritish.number).click();
    await expect(invoices.openDetails.getByTestId('invoice-billed-to')).toHaveText('Oliver Grant · Pasaporte (Reino Unido): 533380006');
    expect(pdfText(await adminApi.pdf(toBritish.pdfUrl, 'en'))).toContain('Passport (United Kingdom): 533380006');
  });

  test('an invoice over 400 € to a customer without identification is refused under the client, saying what is missing, and what was typed stays', async ({
    page,
    signIn,
    adminApi,
  }) => {
    const customer = await adminApi.customer('es', 'Pau Riera', null);
    await signIn('admin');
    await page.goto(`/admin/invoices/new?customer=${encodeURIComponent(customer.id)}`);
    await page.getByLabel('Descripción de la línea 1').fill('Instalación de placas solares');
    await page.getByLabel('Cantidad').fill('1');
    await page.getByLabel('Precio sin IVA (€)').fill('1200');
    await page.getByRole('button', { name: 'Emitir factura' }).click();
    await expect(
      page.getByText(
        'Por encima de 400 € (IVA incluido) la factura identifica al cliente: añade su identificación fiscal (NIF, NIF-IVA, pasaporte…) en su ficha.',
      ),
    ).toBeVisible();
    await expect(page.getByLabel('Descripción de la línea 1')).toHaveValue('Instalación de placas solares');
    await expect(page.getByLabel('Precio sin IVA (€)')).toHaveValue('1200');
    await expect(page).toHaveURL(/\/admin\/invoices\/new/);
  });
});
