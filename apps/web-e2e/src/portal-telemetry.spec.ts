import { expect as baseExpect, test } from './fixtures';
import { PortalBoatDetailPage, PortalBoatsPage } from './pom/portal-boats-page';

// The boat page asks for new readings every 30 s: give it a poll and a half.
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 150_000 });

/** A Signal K delta of the boat: battery, cabin temperature and humidity, read now. */
function delta(stateOfCharge: number) {
  return {
    context: 'vessels.self',
    updates: [
      {
        timestamp: new Date().toISOString(),
        values: [
          { path: 'electrical.batteries.house.stateOfCharge', value: stateOfCharge },
          { path: 'environment.inside.temperature', value: 273.15 + 23.4 },
          { path: 'environment.inside.relativeHumidity', value: 0.612 },
        ],
      },
    ],
  };
}

test.describe('portal: a boat that reports for itself', () => {
  test.skip(({ isMobile }) => isMobile, 'one run is enough: desktop');

  test.beforeEach(async ({ signIn }) => {
    await signIn('customer');
  });

  test('the boat page shows readings a device posts, without a reload; a revoked device is refused', async ({ page }) => {
    const boats = new PortalBoatsPage(page);
    await boats.goto();
    // The seed's flat battery is an open alert on its card.
    await expect(boats.card('Mallorca Spirit').getByTestId('alert-badge')).toContainText('Batería por debajo del 20 %');
    await boats.card('Sea Breeze').click();
    const boat = new PortalBoatDetailPage(page);
    await expect(boat.heading('Sea Breeze')).toBeVisible();

    const token = await boat.createDeviceToken('Cerbo de prueba');
    expect(token).toMatch(/^mmt_dev_/);
    await expect(boat.device('Cerbo de prueba')).toContainText('Nunca');

    const post = (body: unknown) => page.request.post('/telemetry', { headers: { authorization: `Bearer ${token}` }, data: body });
    const first = await post(delta(0.427));
    expect(await first.json()).toEqual({ stored: 3, duplicates: 0, ignored: 0 });
    // Shown at the next poll: the new battery level, the time of the update, the device seen.
    await expect(boat.vitals.getByTestId('vital-batteryPercent')).toContainText('42,7 %');
    await expect(boat.vitals.getByTestId('vital-temperatureCelsius')).toContainText('23,4 °C');
    await expect(boat.device('Cerbo de prueba')).not.toContainText('Nunca');

    await post(delta(0.913));
    await expect(boat.vitals.getByTestId('vital-batteryPercent')).toContainText('91,3 %');

    page.once('dialog', (dialog) => void dialog.accept());
    await boat.device('Cerbo de prueba').getByRole('button', { name: 'Revocar' }).click();
    await expect(boat.device('Cerbo de prueba')).toContainText('Revocado');
    expect((await post(delta(0.5))).status()).toBe(401);
  });
});
