import type { Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test } from './fixtures';
import { PortalBoatDetailPage, PortalBoatsPage } from './pom/portal-boats-page';
import { PortalJobRequestPage } from './pom/portal-job-request-page';
import type { AdminApi } from './requests/admin-api';
import { signInThroughApi } from './requests/session';
import { countMail, waitForMail } from './support/inbox';

// The boat page asks for new readings every 30 s: the tests move the page's clock to the next poll.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
const POLL_MS = 30_000;

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
  test.beforeEach(async ({ signIn }) => {
    await signIn('customer');
  });

  test('the boat page shows readings a device posts, without a reload, and says they come from it; a revoked device is refused', async ({ page }) => {
    await page.clock.install();
    const boats = new PortalBoatsPage(page);
    await boats.goto();
    // The seed's flat battery is an open alert on its card.
    await expect(boats.card('Mallorca Spirit').getByTestId('alert-badge')).toContainText('Batería por debajo del 20\u00a0%');
    await boats.card('Sea Breeze').click();
    const boat = new PortalBoatDetailPage(page);
    await expect(boat.heading('Sea Breeze')).toBeVisible();

    // Until a device reports, the card says whose readings the page shows: the demo's.
    const source = page.getByTestId('readings-source');
    await expect(source).toContainText('son de la demostración (un simulador), no de un dispositivo');
    const token = await boat.createDeviceToken('Cerbo de prueba');
    expect(token).toMatch(/^mmt_dev_/);
    await expect(boat.device('Cerbo de prueba')).toContainText('Nunca');

    const post = (body: unknown) => page.request.post('/telemetry', { headers: { authorization: `Bearer ${token}` }, data: body });
    const first = await post(delta(0.427));
    expect(await first.json()).toEqual({ stored: 3, duplicates: 0, ignored: 0 });
    await page.clock.runFor(POLL_MS);
    // Shown at the next poll: the new battery level, the time of the update, the device seen.
    await expect(boat.vitals.getByTestId('vital-batteryPercent')).toContainText('42,7 %');
    await expect(boat.vitals.getByTestId('vital-temperatureCelsius')).toContainText('23,4 °C');
    await expect(boat.device('Cerbo de prueba')).not.toContainText('Nunca');
    await expect(source).toContainText('llegan de «Cerbo de prueba»');

    await post(delta(0.913));
    await page.clock.runFor(POLL_MS);
    await expect(boat.vitals.getByTestId('vital-batteryPercent')).toContainText('91,3 %');

    page.once('dialog', (dialog) => void dialog.accept());
    await boat.device('Cerbo de prueba').getByRole('button', { name: 'Revocar' }).click();
    await expect(boat.device('Cerbo de prueba')).toContainText('Revocado');
    expect((await post(delta(0.5))).status()).toBe(401);
  });
});

/** The boat simulator's CLI as `npm run simulate:boat` runs it, built by `npm run build`. */
const workspaceRoot = fileURLToPath(new URL('../../..', import.meta.url));
const SIMULATOR = 'dist/apps/api/src/telemetry/simulator/simulate-boat.js';

test.describe('portal: the boat simulator', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn('customer');
  });

  // Blue Horizon: the other specs read Sea Breeze's and Mallorca Spirit's readings.
  test("the simulator run with a boat page's device token: its readings show on the page without a reload", async ({ page, baseURL }) => {
    await page.clock.install();
    const boats = new PortalBoatsPage(page);
    await boats.goto();
    await boats.card('Blue Horizon').click();
    const boat = new PortalBoatDetailPage(page);
    await expect(boat.heading('Blue Horizon')).toBeVisible();
    const token = await boat.createDeviceToken('Simulador');

    // No history (its one reading is of the current 5 minutes), then three live ones a second apart,
    // from a battery at 66 % (it moves 1.3 % at most in those minutes).
    const args = ['--token', token, '--url', baseURL!, '--boat', '2', '--history-hours', '0', '--interval', '1', '--count', '3', '--battery', '66'];
    const simulator = spawn(process.execPath, [SIMULATOR, ...args], { cwd: workspaceRoot });
    try {
      let output = '';
      simulator.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      simulator.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const [code] = await once(simulator, 'exit');
      expect(code, output).toBe(0);
      // Each line starts with the time of the last reading sent: the page shows the last one.
      const lastReading = output.trim().split('\n').at(-1)!.split(' ')[0];
      await page.clock.runFor(POLL_MS);

      await expect(boat.vitals.locator('time')).toHaveAttribute('datetime', lastReading);
      await expect(boat.vitals.getByTestId('vital-batteryPercent')).toContainText(/6[4-7],\d\u00a0%$/);
      await expect(boat.device('Simulador')).not.toContainText('Nunca');
    } finally {
      simulator.kill();
    }
  });
});

/** Battery readings a device sends at once: `percent` at each of these minutes before now (a late batch, as after a lost connection). */
function batteryReadings(percent: number, minutesAgo: number[]) {
  return minutesAgo.map((minutes) => ({
    context: 'vessels.self',
    updates: [
      {
        timestamp: new Date(Date.now() - minutes * 60_000).toISOString(),
        values: [{ path: 'electrical.batteries.house.stateOfCharge', value: percent / 100 }],
      },
    ],
  }));
}

test.describe('portal: alerts a boat raises for itself', () => {
  /** A new owner with a boat and its device; the owner's browser signed in. */
  async function ownerWithDevice(adminApi: AdminApi, page: Page) {
    const owner = await adminApi.customer('es', 'Dueña Alerta');
    const device = await adminApi.deviceToken(owner.boatId, 'Cerbo GX');
    await signInThroughApi(page.context().request, owner);
    const post = async (body: unknown) => {
      const response = await page.request.post('/telemetry', { headers: { authorization: `Bearer ${device}` }, data: body });
      expect(response.status()).toBe(200);
    };
    return { owner, post };
  }

  test("a flat battery the device reports is an alert on the boat's card, and its e-mail reaches the owner", async ({ page, adminApi }) => {
    const { owner, post } = await ownerWithDevice(adminApi, page);
    // Under 20 % for 6 minutes: past the line for the 5 minutes the rule waits.
    await post(batteryReadings(14, [6, 3, 0]));

    const boats = new PortalBoatsPage(page);
    await boats.goto();
    await expect(boats.card(owner.boatName).getByTestId('alert-badge')).toHaveText('Batería por debajo del 20\u00a0%');
    const mail = await waitForMail(owner.email, new RegExp(`^Alerta en ${owner.boatName}: batería por debajo del 20 %$`));
    expect(mail.text).toContain('(lectura: 14 %)');
    expect(mail.text).toContain(`/app/boats/${owner.boatId}`);
  });

  test('a boat silent for more than 2 hours shows its last readings as stale, with their time', async ({ page, adminApi }) => {
    const { owner, post } = await ownerWithDevice(adminApi, page);
    await post(batteryReadings(55, [180]));
    await page.goto(`/app/boats/${owner.boatId}`);
    const boat = new PortalBoatDetailPage(page);
    await expect(boat.heading(owner.boatName)).toBeVisible();
    await expect(boat.vitals.getByTestId('vitals-stale')).toContainText(/^Sin datos desde \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}$/);
    await expect(boat.vitals.getByTestId('vital-batteryPercent')).not.toContainText('55');
  });

  test("an open alert shows in the admins' clients list and on the client's page", async ({ page, adminApi }) => {
    const { owner, post } = await ownerWithDevice(adminApi, page);
    await post(batteryReadings(14, [6, 3, 0]));
    await signInThroughApi(page.context().request, 'admin');
    await page.goto(`/admin/clients?q=${encodeURIComponent(owner.email)}`);
    const badge = page.getByTestId('alert-badge');
    await expect(badge).toHaveCount(1);
    await expect(badge).toContainText(`${owner.boatName}: Batería por debajo del 20\u00a0%`);
    await page.goto(`/admin/clients/${owner.id}`);
    await expect(page.getByTestId('alert-badge')).toContainText('Batería por debajo del 20\u00a0%');
  });

  test("from the alert on the boat's card, the job request opens filled from it: sending it is the one step left", async ({ page, adminApi }) => {
    const { owner, post } = await ownerWithDevice(adminApi, page);
    await post(batteryReadings(14, [6, 3, 0]));

    const boats = new PortalBoatsPage(page);
    await boats.goto();
    await expect(boats.card(owner.boatName).getByTestId('alert-badge')).toHaveText('Batería por debajo del 20\u00a0%');
    await boats.requestJob(owner.boatName).click();

    const form = new PortalJobRequestPage(page);
    await expect(form.heading).toBeVisible();
    await expect(form.boat).toHaveValue(owner.boatId);
    const title = 'Revisar: batería por debajo del 20\u00a0%';
    await expect(form.title).toHaveValue(title);
    await expect(form.description).toHaveValue(
      /^Alerta del barco: batería por debajo del 20\u00a0%, desde \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(al saltar: 14,0\u00a0%\)\.$/,
    );
    await form.submit.click();

    await expect(page.getByText('Solicitud enviada correctamente')).toBeVisible();
    const boat = new PortalBoatDetailPage(page);
    await expect(boat.heading(owner.boatName)).toBeVisible();
    await expect(boat.jobRow(title)).toContainText('Pendiente');
  });

  test('the owner changes a rule: a value out of range is refused and kept as typed; a lower battery line ends the alert at the next reading, with its e-mail', async ({
    page,
    adminApi,
  }) => {
    const { owner, post } = await ownerWithDevice(adminApi, page);
    await post(batteryReadings(17, [6, 3, 0]));
    await page.goto(`/app/boats/${owner.boatId}`);
    const boat = new PortalBoatDetailPage(page);
    await expect(boat.alerts).toContainText('Batería por debajo del 20\u00a0%');
    // 17 % is past the line: highlighted, as the alert says.
    await expect(boat.vitals.getByTestId('vital-batteryPercent')).toHaveAttribute('data-alert', 'true');

    const battery = boat.ruleThreshold('Batería por debajo de');
    await battery.fill('4');
    await boat.rules.getByRole('button', { name: 'Guardar reglas' }).click();
    await expect(boat.rules.getByText('Escribe 5 o más.')).toBeVisible();
    await expect(battery).toHaveValue('4');

    await battery.fill('12');
    await boat.rules.getByRole('button', { name: 'Guardar reglas' }).click();
    await expect(page.getByText('Reglas de alerta guardadas.')).toBeVisible();
    // The new line moves the highlight at once; the alert ends with the next reading (17 % is over 12 % + 5).
    await expect(boat.vitals.getByTestId('vital-batteryPercent')).not.toHaveAttribute('data-alert', 'true');
    await expect(boat.alerts).toBeVisible();
    const cleared = await countMail(owner.email, /la alerta ha terminado/);
    await post(batteryReadings(17.5, [0]));
    await page.reload();
    await expect(boat.heading(owner.boatName)).toBeVisible();
    await expect(boat.alerts).toHaveCount(0);
    await waitForMail(owner.email, new RegExp(`^${owner.boatName}: la alerta ha terminado \\(batería por debajo del 20 %\\)$`), { skip: cleared });
    await expect(battery).toHaveValue('12');
  });
});
