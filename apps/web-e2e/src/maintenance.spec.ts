import { expect, test } from './fixtures';
import { signInThroughApi } from './requests/session';
import { waitForMail } from './support/inbox';
import { words } from './support/words';

/** A day in Palma `days` from today, YYYY-MM-DD. */
const palmaDay = (days = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(Date.now() + days * 86_400_000));
/** YYYY-MM-DD as the forms and pages write it, dd/mm/yyyy. */
const shown = (day: string) => day.split('-').reverse().join('/');

/** Issue 18: equipment on board, planned maintenance, and due tasks that become jobs. */
test.describe('boats that are looked after', () => {
  // Long journeys through several pages, on a machine shared with other runs.
  test.describe.configure({ timeout: 150_000 });

  test('an admin registers equipment and a plan, turns the overdue task into a job, completes it, and the next due date appears', async ({
    page,
    signIn,
    adminApi,
  }) => {
    const owner = await adminApi.customer('es', 'Armador Mantenimiento');
    await signIn('admin');
    await page.goto(`/admin/boats/${owner.boatId}`);
    await expect(page.getByRole('heading', { level: 1, name: owner.boatName })).toBeVisible();

    const register = page.getByTestId('equipment-register');
    await register.getByRole('button', { name: 'Añadir equipo' }).click();
    await register.getByLabel('Categoría').selectOption({ label: 'Motor' });
    await register.getByLabel('Marca').fill('Yanmar');
    await register.getByLabel('Modelo').fill('3YM30');
    await register.getByLabel('Número de serie').fill('Y'.repeat(65));
    await register.getByLabel('Enlace al manual (https://)').fill('http://yanmar.example/manual.pdf');
    await register.getByRole('button', { name: 'Añadir', exact: true }).click();
    // Refused with the reason under each field, what was typed kept.
    await expect(register.getByText('Es demasiado largo (máximo 64 caracteres).')).toBeVisible();
    await expect(register.getByText('Escribe un enlace completo que empiece por https://.')).toBeVisible();
    await register.getByLabel('Número de serie').fill('YM-3YM30-0001');
    await register.getByLabel('Enlace al manual (https://)').fill('https://yanmar.example/manual.pdf');
    await register.getByRole('button', { name: 'Añadir', exact: true }).click();
    await expect(register.getByTestId('equipment-row')).toContainText('Yanmar 3YM30');

    // The engine's default task came with it; a rigging check done seven months ago is overdue.
    const plan = page.getByTestId('maintenance-plan');
    await expect(plan.getByTestId('maintenance-task-row').filter({ hasText: 'Servicio del motor' })).toContainText('Al día');
    await plan.getByRole('button', { name: 'Añadir tarea' }).click();
    await plan.getByLabel('Tarea').fill('Revisión de la jarcia');
    await plan.getByLabel('Cada (meses)').fill('6');
    await plan.getByLabel('Hecha por última vez el').fill(shown(palmaDay(-214)));
    await plan.getByRole('button', { name: 'Añadir', exact: true }).click();
    const rigging = plan.getByTestId('maintenance-task-row').filter({ hasText: 'Revisión de la jarcia' });
    await expect(rigging).toContainText('Vencido');

    await page.goto(`/admin/maintenance?customer=${owner.id}`);
    const due = page.getByTestId('due-task-row');
    await expect(due).toHaveCount(1);
    await expect(due).toContainText(`${owner.boatName}: Revisión de la jarcia`);
    await due.getByRole('button', { name: 'Crear trabajo: Revisión de la jarcia' }).click();
    await expect(page.getByText('Trabajo creado: Revisión de la jarcia')).toBeVisible();
    await due.getByRole('link', { name: 'Pendiente: el trabajo de Revisión de la jarcia' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Revisión de la jarcia' })).toBeVisible();

    for (const status of ['En progreso', 'Completado']) {
      await page.getByLabel('Nuevo estado').selectOption({ label: status });
      await page.getByRole('button', { name: 'Guardar estado' }).click();
      await expect(page.getByText(`Estado cambiado a «${status}»`)).toBeVisible();
    }

    // Done today: the next one falls six months on, and nothing is due any more.
    await page.goto(`/admin/boats/${owner.boatId}`);
    const next = await adminApi.graphql<{ boat: { maintenanceTasks: { title: string; lastDoneOn: string; dueOn: string }[] } }>(
      'query E2eTasks($id: ID!) { boat(id: $id) { maintenanceTasks { title lastDoneOn dueOn } } }',
      { id: owner.boatId },
    );
    const done = next.boat.maintenanceTasks.find((task) => task.title === 'Revisión de la jarcia')!;
    expect(done.lastDoneOn).toBe(palmaDay());
    expect(done.dueOn > palmaDay(150)).toBe(true);
    await expect(rigging).toContainText(`Vence: ${shown(done.dueOn)}`);
    await expect(rigging).toContainText('Al día');
    await page.goto(`/admin/maintenance?customer=${owner.id}`);
    await expect(page.getByText('No hay nada próximo ni vencido.')).toBeVisible();
  });

  test('a due task quoted from Mantenimiento: its Pendiente job opens on the quote, the task its first line', async ({ page, signIn, adminApi }) => {
    const owner = await adminApi.customer('es', 'Armador Presupuesto');
    await adminApi.graphql('mutation E2eTask($input: CreateMaintenanceTaskInput!) { createMaintenanceTask(input: $input) { task { id } } }', {
      input: { boatId: owner.boatId, title: 'Cambio de ánodos', intervalMonths: 12, lastDoneOn: palmaDay(-380) },
    });
    await signIn('admin');
    await page.goto(`/admin/maintenance?customer=${owner.id}`);
    await page.getByTestId('due-task-row').getByRole('button', { name: 'Presupuestar: Cambio de ánodos' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Cambio de ánodos' })).toBeVisible();
    await expect(page.getByText('Pendiente', { exact: true }).first()).toBeVisible();
    await expect(page.getByLabel(words.es.lineDescription)).toHaveValue('Cambio de ánodos');
    await page.getByLabel(words.es.unitPrice).fill('180');
    await page.getByRole('button', { name: words.es.sendQuote }).click();
    await expect(page.getByText('Presupuesto enviado')).toBeVisible();
  });

  test('the owner is e-mailed about an overdue task, sees it with the equipment and its warranty on the boat page, and asks for the job in one step', async ({
    page,
    adminApi,
  }) => {
    const owner = await adminApi.customer('es', 'Armadora Recordada');
    const added = await adminApi.graphql<{ addEquipment: { equipment: { id: string } } }>(
      'mutation E2eEquipment($input: AddEquipmentInput!) { addEquipment(input: $input) { equipment { id } } }',
      { input: { boatId: owner.boatId, category: 'VHF_DSC', brand: 'Icom', model: 'IC-M510', warrantyUntil: palmaDay(20) } },
    );
    await adminApi.graphql('mutation E2eTask($input: CreateMaintenanceTaskInput!) { createMaintenanceTask(input: $input) { task { id } } }', {
      input: {
        boatId: owner.boatId,
        equipmentId: added.addEquipment.equipment.id,
        title: 'Revisión anual del VHF',
        intervalMonths: 12,
        lastDoneOn: palmaDay(-400),
      },
    });

    const mail = await waitForMail(owner.email, new RegExp(`^${owner.boatName}: mantenimiento vencido \\(Revisión anual del VHF\\)$`));
    expect(mail.text).toContain(`/app/boats/${owner.boatId}`);

    await signInThroughApi(page.context().request, owner);
    await page.goto(`/app/boats/${owner.boatId}`);
    const equipment = page.getByTestId('boat-equipment');
    await expect(equipment.getByTestId('equipment-item')).toContainText('Icom IC-M510');
    await expect(equipment.getByTestId('warranty-state')).toHaveText('La garantía acaba en 20 días');

    const upcoming = page.getByTestId('upcoming-maintenance');
    await expect(upcoming.getByRole('heading', { name: 'Próximo mantenimiento' })).toBeVisible();
    const task = upcoming.getByTestId('maintenance-task').filter({ hasText: 'Revisión anual del VHF' });
    await expect(task.getByTestId('maintenance-state')).toHaveText('Vencido');
    await task.getByRole('button', { name: 'Solicitar el trabajo' }).click();
    await expect(page.getByText('Trabajo solicitado: Revisión anual del VHF')).toBeVisible();
    await task.getByRole('link', { name: 'Ver el trabajo solicitado' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Revisión anual del VHF' })).toBeVisible();
  });
  test('an admin edits a default task of a category, refused and then saved, and new equipment of that category gets it; an English page shows a seeded task in English', async ({
    page,
    signIn,
    adminApi,
    browser,
  }, testInfo) => {
    const owner = await adminApi.customer('es', 'Armador Potabilizadora');
    await signIn('admin');
    await page.goto('/admin/maintenance');
    await page.getByRole('link', { name: 'Tareas por defecto' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tareas por defecto' })).toBeVisible();

    const watermaker = page.getByTestId('category-templates').filter({ has: page.getByRole('heading', { name: 'Potabilizadora' }) });
    await watermaker.getByRole('button', { name: 'Editar Cambio de filtros de la potabilizadora' }).click();
    const months = watermaker.getByLabel('Cada (meses)');
    await months.fill('0');
    await watermaker.getByRole('button', { name: 'Guardar' }).click();
    // Refused with the reason under the field, what was typed kept.
    await expect(months).toHaveAccessibleDescription(/El valor es demasiado bajo\./);
    await expect(months).toHaveValue('0');
    await months.fill('3');
    await watermaker.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Tarea por defecto «Cambio de filtros de la potabilizadora» guardada')).toBeVisible();
    await expect(watermaker.getByTestId('template-row')).toContainText('Cada 3 meses');

    // Equipment added afterwards brings the edited task.
    await page.goto(`/admin/boats/${owner.boatId}`);
    const register = page.getByTestId('equipment-register');
    await register.getByRole('button', { name: 'Añadir equipo' }).click();
    await register.getByLabel('Categoría').selectOption({ label: 'Potabilizadora' });
    await register.getByLabel('Marca').fill('Schenker');
    await register.getByLabel('Modelo').fill('Zen 50');
    await register.getByRole('button', { name: 'Añadir', exact: true }).click();
    const plan = page.getByTestId('maintenance-plan');
    await plan.getByRole('button', { name: 'Editar Cambio de filtros de la potabilizadora' }).click();
    await expect(plan.getByLabel('Cada (meses)')).toHaveValue('3');

    // The demo customer's seeded battery test, on an English page.
    const english = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    try {
      await english.addInitScript(() => localStorage.setItem('preferred_language', 'en'));
      const customer = await english.newPage();
      await signInThroughApi(english.request, 'customer');
      await customer.goto('/app/boats');
      await customer
        .getByRole('main')
        .getByRole('link', { name: /Sea Breeze/ })
        .click();
      const upcoming = customer.getByTestId('upcoming-maintenance');
      await expect(upcoming.getByRole('heading', { name: 'Upcoming maintenance' })).toBeVisible();
      await expect(upcoming.getByTestId('maintenance-task').filter({ hasText: 'Battery capacity test' })).toBeVisible();
      await expect(upcoming).not.toContainText('Prueba de capacidad');
    } finally {
      await english.close();
    }
  });
});
