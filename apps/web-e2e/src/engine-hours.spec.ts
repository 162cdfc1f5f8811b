import { expect as baseExpect, test } from './fixtures';
import { signInThroughApi } from './requests/session';

// The boat pages load data after the route's chunk: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Issue 37: running hours per engine, each with its own meter and its own service plan. */
test.describe('running hours per engine', () => {
  test.describe.configure({ timeout: 120_000 });

  test("twin engines report their own hours, each falls due by its own meter, and a generator's hours are entered by hand", async ({
    page,
    signIn,
    adminApi,
    baseURL,
  }) => {
    const owner = await adminApi.customer('es', 'Armador Dos Motores');
    const add = async (category: string, brand: string, location: string, signalKId: string | null) =>
      (
        await adminApi.graphql<{ addEquipment: { equipment: { id: string } } }>(
          'mutation E2eEngine($i: AddEquipmentInput!) { addEquipment(input: $i) { equipment { id } } }',
          {
            i: { boatId: owner.boatId, category, brand, model: 'D8', location, signalKId },
          },
        )
      ).addEquipment.equipment.id;
    const engines = {
      port: await add('ENGINE', 'Volvo Penta', 'Babor', 'port'),
      starboard: await add('ENGINE', 'Volvo Penta', 'Estribor', 'starboard'),
      generator: await add('GENERATOR', 'Onan', 'Sala de máquinas', null),
    };
    // An oil change every 250 h each: port's last at 0 h (due at 250), starboard's at 60 h (due at 310), the generator's at 0 h.
    for (const [equipmentId, lastDoneHours] of [
      [engines.port, 0],
      [engines.starboard, 60],
      [engines.generator, 0],
    ] as const) {
      await adminApi.graphql('mutation E2eTask($i: CreateMaintenanceTaskInput!) { createMaintenanceTask(input: $i) { task { id } } }', {
        i: { boatId: owner.boatId, equipmentId, title: 'Cambio de aceite', intervalHours: 250, lastDoneHours },
      });
    }
    // The boat's Signal K server sends both engines' runTime (seconds) in one delta.
    const token = await adminApi.deviceToken(owner.boatId, 'Cerbo GX');
    const sent = await page.request.post(`${baseURL}/telemetry`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        context: 'vessels.self',
        updates: [
          {
            values: [
              { path: 'propulsion.port.runTime', value: 240 * 3600 },
              { path: 'propulsion.starboard.runTime', value: 181 * 3600 },
            ],
          },
        ],
      },
    });
    expect(sent.status()).toBe(200);

    await signIn('admin');
    await page.goto(`/admin/boats/${owner.boatId}`);
    const meters = page.getByTestId('running-hours').getByTestId('hour-meter');
    const meter = (place: string) => meters.filter({ hasText: place });
    await expect(meters).toHaveCount(3);
    await expect(meter('Babor').getByTestId('hour-meter-reading')).toContainText('240 h, del barco (port)');
    await expect(meter('Estribor').getByTestId('hour-meter-reading')).toContainText('181 h, del barco (starboard)');
    await expect(meter('Sala de máquinas').getByTestId('hour-meter-reading')).toHaveText('aún sin lectura');

    const task = (place: string) => page.getByTestId('maintenance-task-row').filter({ hasText: 'Cambio de aceite' }).filter({ hasText: place });
    await expect(task('Babor')).toContainText('Vence: 250 h (ahora 240 h)');
    await expect(task('Babor').getByTestId('maintenance-state')).toHaveText('Próximo');
    await expect(task('Estribor')).toContainText('Vence: 310 h (ahora 181 h)');
    await expect(task('Estribor').getByTestId('maintenance-state')).toHaveText('Al día');

    // No device reads the generator: its hours by hand, on its own form.
    await meter('Sala de máquinas').getByLabel('Horas de funcionamiento de Generador: Onan D8 · Sala de máquinas').fill('230');
    await meter('Sala de máquinas').getByRole('button', { name: 'Guardar las horas' }).click();
    await expect(meter('Sala de máquinas').getByTestId('hour-meter-reading')).toContainText('230 h, introducidas a mano');
    await expect(task('Sala de máquinas').getByTestId('maintenance-state')).toHaveText('Próximo');
    // A lower reading on one engine is refused on that engine's form; the other engines keep theirs.
    await meter('Babor')
      .getByLabel(/^Horas de funcionamiento de Motor/)
      .fill('200');
    await meter('Babor').getByRole('button', { name: 'Guardar las horas' }).click();
    await expect(meter('Babor').getByText('Es menor que la última lectura')).toBeVisible();
    await expect(meter('Babor').getByTestId('hour-meter-reading')).toContainText('240 h');

    // The owner reads the hours engine by engine.
    await page.context().clearCookies();
    await signInThroughApi(page.context().request, owner);
    await page.goto(`/app/boats/${owner.boatId}`);
    const owned = page.getByTestId('upcoming-maintenance').getByTestId('hour-meter');
    await expect(owned).toHaveCount(3);
    await expect(owned.filter({ hasText: 'Babor' })).toContainText('240 h, del barco (port)');
    await expect(owned.filter({ hasText: 'Estribor' })).toContainText('181 h, del barco (starboard)');
    await expect(owned.filter({ hasText: 'Sala de máquinas' })).toContainText('230 h, introducidas a mano');
  });
});
