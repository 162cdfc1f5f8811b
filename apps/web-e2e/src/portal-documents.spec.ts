import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from './fixtures';
import { PortalInvoicesPage } from './pom/portal-invoices-page';
import type { AdminApi, Customer } from './requests/admin-api';
import { signInThroughApi } from './requests/session';
import { company } from './support/company';
import { pdfText } from './support/pdf-text';

// The portal pages load data after the route's chunk: allow for a busy CI machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** A day in Palma `days` from today, YYYY-MM-DD. */
const palmaDay = (days = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(Date.now() + days * 86_400_000));
/** YYYY-MM-DD as the portal writes it, dd/mm/yyyy. */
const shown = (day: string) => day.split('-').reverse().join('/');
/** How many times `needle` is printed. */
const count = (text: string, needle: string) => text.split(needle).length - 1;

/** Two lines at 21 %: 3 h × 59,00 € + 2 × 45,50 € = 268,00 € base, 56,28 € VAT, 324,28 € total (no line equals a total). */
const lines = [
  { description: 'Mano de obra: instalación de la antena (horas)', quantity: 3, unitPriceCents: 5900 },
  { description: 'Conector PL-259', quantity: 2, unitPriceCents: 4550 },
];
const totals = { base: '268,00 €', vat: '56,28 €', total: '324,28 €' };

/** A new customer with an invoice of `lines`, signed in on the page. */
async function customerWithInvoice(
  adminApi: AdminApi,
  request: Parameters<typeof signInThroughApi>[0],
  name: string,
): Promise<{ customer: Customer; number: string; id: string }> {
  const customer = await adminApi.customer('es', name);
  const invoice = await adminApi.invoice(customer.id, lines);
  await signInThroughApi(request, customer);
  return { customer, number: invoice.number, id: invoice.id };
}

test.describe("portal: the customer's documents", () => {
  test("an unpaid invoice's details lead with the amount due and Pagar, then list each line: description, quantity, price, VAT and amount", async ({
    page,
    adminApi,
  }) => {
    const { number } = await customerWithInvoice(adminApi, page.context().request, 'Armador Lineas');
    const invoices = new PortalInvoicesPage(page);
    await invoices.goto();
    await invoices.detailsToggle(number).click();
    const details = invoices.openDetails;

    const due = details.getByTestId('amount-due');
    await expect(due).toContainText('Importe pendiente');
    await expect(due).toContainText(totals.total);
    await expect(due.getByRole('button', { name: 'Pagar' })).toBeVisible();
    // First in the details: before who it is billed to.
    const [dueBox, billedBox] = await Promise.all([due.boundingBox(), details.getByTestId('invoice-billed-to').boundingBox()]);
    expect(dueBox!.y).toBeLessThan(billedBox!.y);

    const rows = details.getByTestId('document-line');
    await expect(rows).toHaveCount(2);
    const cells = (row: number) => rows.nth(row).getByRole('cell');
    await expect(cells(0)).toHaveText([lines[0].description, '3', /^59,00\s€$/, '21 %', /^177,00\s€$/]);
    await expect(cells(1)).toHaveText([lines[1].description, '2', /^45,50\s€$/, '21 %', /^91,00\s€$/]);
    await expect(details.getByRole('columnheader')).toHaveText(['Descripción', 'Cantidad', 'Precio unitario', 'IVA', 'Importe']);
    await expect(details.getByTestId('document-total')).toHaveText(/^324,28\s€$/);

    // Pagar there starts the card payment.
    await due.getByRole('button', { name: 'Pagar' }).click();
    await expect(page).toHaveURL(/\/c\/pay\/cs_test_/);
  });

  test('the invoice PDF prints each total once and offers transfer and card while unpaid; once paid it asks for nothing', async ({ page, adminApi }) => {
    const { number, id } = await customerWithInvoice(adminApi, page.context().request, 'Armador Totales');
    const invoices = new PortalInvoicesPage(page);
    const download = async () => {
      await invoices.goto();
      const file = page.waitForEvent('download');
      await invoices.row(number).getByRole('button', { name: 'Descargar' }).click();
      return pdfText(await readFile((await (await file).path())!));
    };

    // Lines as pdftotext lays them out, joined: a sentence may wrap.
    const unpaid = (await download()).replace(/\s+/g, ' ');
    expect(count(unpaid, 'Base imponible')).toBe(1);
    expect(count(unpaid, 'IVA 21 %')).toBe(1);
    for (const amount of Object.values(totals)) expect(count(unpaid, amount), amount).toBe(1);
    expect(unpaid).toContain(`IBAN ${company.bankAccount.iban}`);
    expect(unpaid).toContain(`número de factura ${number}`);
    // Card payments are set up in these tests (the Stripe stand-in).
    expect(unpaid).toContain('También puedes pagarla con tarjeta desde tu área de cliente');

    await adminApi.graphql('mutation($i: MarkInvoicePaidInput!) { markInvoicePaid(input: $i) { invoice { id } } }', {
      i: { invoiceId: id, method: 'TRANSFER', paidOn: palmaDay() },
    });
    const paid = (await download()).replace(/\s+/g, ' ');
    expect(paid).toContain(`Pagada el ${shown(palmaDay())} (transferencia).`);
    expect(paid).not.toContain(company.bankAccount.iban);
    expect(paid).not.toContain('tarjeta desde');
    for (const amount of Object.values(totals)) expect(count(paid, amount), amount).toBe(1);
  });

  test(
    "'Te necesita' lists overdue maintenance and the next booked visit with its day, time and technician, each leading to it",
    { tag: '@phone' },
    async ({ page, adminApi }) => {
      const customer = await adminApi.customer('es', 'Armadora Necesitada');
      const { addEquipment } = await adminApi.graphql<{ addEquipment: { equipment: { id: string } } }>(
        'mutation($i: AddEquipmentInput!) { addEquipment(input: $i) { equipment { id } } }',
        { i: { boatId: customer.boatId, category: 'VHF_DSC', brand: 'Icom', model: 'IC-M510' } },
      );
      // Done 400 days ago, every 12 months: overdue since a year after that.
      const lastDone = palmaDay(-400);
      const due = `${Number(lastDone.slice(0, 4)) + 1}${lastDone.slice(4)}`;
      await adminApi.graphql('mutation($i: CreateMaintenanceTaskInput!) { createMaintenanceTask(input: $i) { task { id } } }', {
        i: { boatId: customer.boatId, equipmentId: addEquipment.equipment.id, title: 'Revisión anual del VHF', intervalMonths: 12, lastDoneOn: lastDone },
      });
      const jobId = await adminApi.approvedJob(customer, 'Montaje del AIS');
      const { technicians } = await adminApi.graphql<{ technicians: { edges: { node: { id: string; email: string; name: string } }[] } }>(
        '{ technicians(first: 100) { edges { node { id email name } } } }',
      );
      const technician = technicians.edges.find(({ node }) => node.email === 'tecnico@demo.com')!.node;
      const tomorrow = palmaDay(1);
      await adminApi.graphql('mutation($i: ScheduleVisitInput!) { scheduleVisit(input: $i) { visit { id } } }', {
        i: { jobId, technicianIds: [technician.id], date: tomorrow, startTime: '10:00', endTime: '12:00', estimatedMinutes: 120, confirmOverlaps: true },
      });

      await signInThroughApi(page.context().request, customer);
      await page.goto('/app');
      const needs = page.getByRole('region', { name: 'Te necesita' });
      const maintenance = needs.getByRole('link', { name: `${customer.boatName}: Revisión anual del VHF, mantenimiento vencido (${shown(due)})` });
      await expect(maintenance).toBeVisible();
      const weekday = new Intl.DateTimeFormat('es-ES', { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${tomorrow}T12:00:00Z`));
      const visit = needs.getByRole('link', {
        name: `Visita del técnico: ${weekday} ${shown(tomorrow)} 10:00–12:00, con ${technician.name}. «Montaje del AIS» (${customer.boatName})`,
      });
      await expect(visit).toBeVisible();

      await visit.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Montaje del AIS' })).toBeVisible();
      await page.goBack();
      await maintenance.click();
      await expect(page.getByRole('heading', { level: 1, name: customer.boatName })).toBeVisible();
    },
  );

  test("a task due by a day or by running hours says each once ('1430 h', not '1430 h h')", async ({ page, adminApi }) => {
    const customer = await adminApi.customer('es', 'Armador Horas');
    const { addEquipment } = await adminApi.graphql<{ addEquipment: { equipment: { id: string } } }>(
      'mutation($i: AddEquipmentInput!) { addEquipment(input: $i) { equipment { id } } }',
      { i: { boatId: customer.boatId, category: 'ENGINE', brand: 'Volvo Penta', model: 'D2-40' } },
    );
    const lastDone = palmaDay(-30);
    await adminApi.graphql('mutation($i: CreateMaintenanceTaskInput!) { createMaintenanceTask(input: $i) { task { id } } }', {
      i: {
        boatId: customer.boatId,
        equipmentId: addEquipment.equipment.id,
        title: 'Cambio de aceite',
        intervalMonths: 12,
        intervalHours: 250,
        lastDoneOn: lastDone,
        lastDoneHours: 1180,
      },
    });

    await signInThroughApi(page.context().request, customer);
    await page.goto(`/app/boats/${customer.boatId}`);
    const task = page.getByTestId('upcoming-maintenance').getByTestId('maintenance-task').filter({ hasText: 'Cambio de aceite' });
    // 1180 h + 250 h; the day a year after it was last done. Once 'h', not '1430 h h'.
    await expect(task).toContainText(`Vence: ${shown(`${Number(lastDone.slice(0, 4)) + 1}${lastDone.slice(4)}`)} o 1430 h, lo que llegue antes`);
    await expect(task.getByTestId('maintenance-state')).toHaveText('Al día');
  });

  test('a status pill is as wide as its word, even in a card that lays its content out in a column', async ({ page, signIn }) => {
    await signIn('technician');
    await page.goto('/technician');
    // The visit card stacks its parts in a flex column, which stretched its job's status pill to the card's width.
    const card = page.getByTestId('technician-visit').first();
    const pill = card.locator('[data-tone]').first();
    await expect(pill).toBeVisible();
    const [pillBox, cardBox] = await Promise.all([pill.boundingBox(), card.boundingBox()]);
    expect(pillBox!.width).toBeLessThan(cardBox!.width / 4);
  });
});
