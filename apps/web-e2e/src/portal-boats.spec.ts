import { expect as baseExpect, test } from './fixtures';

// The portal pages load data after the route's chunk: allow for a busy CI machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
import { PortalBoatDetailPage, PortalBoatsPage } from './pom/portal-boats-page';

test.describe('portal: boats', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn('customer');
  });

  test('lists the demo boats and opens one: facts, vital signs, chart periods, jobs and history tabs', async ({ page }) => {
    const boats = new PortalBoatsPage(page);
    await boats.goto();
    await expect(boats.heading).toBeVisible();
    await expect(boats.cards).toHaveCount(3);
    await expect(boats.card('Sea Breeze')).toContainText('Velero');

    await boats.card('Sea Breeze').click();
    await expect(page).toHaveURL(/\/app\/boats\/[\w-]+$/);
    const boat = new PortalBoatDetailPage(page);
    await expect(boat.heading('Sea Breeze')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Foto del barco Sea Breeze' })).toBeVisible();
    await expect(page.getByText('12,5 m')).toBeVisible();
    await expect(page.getByText('2018', { exact: true })).toBeVisible();

    // Current readings (seeded up to the current hour) with the time of the last one.
    await expect(boat.vitals.getByText('Batería')).toBeVisible();
    await expect(boat.vitals.getByText(/^\d+(,\d)? %$/).first()).toBeVisible();
    await expect(boat.vitals.getByText(/^hace /)).toBeVisible();

    // The chart: 24 h by default, then 7 and 30 days.
    await expect(boat.period('24 h')).toHaveAttribute('aria-pressed', 'true');
    await expect(boat.chart.getByRole('figure')).toHaveCount(3);
    for (const period of ['7 días', '30 días'] as const) {
      await boat.period(period).click();
      await expect(boat.period(period)).toHaveAttribute('aria-pressed', 'true');
      await expect(boat.period('24 h')).toHaveAttribute('aria-pressed', 'false');
    }
    await expect(boat.chart.locator('[data-period="MONTH"]')).toBeVisible();

    // Tabs: jobs by default, with the spec's status labels; a job opens its status timeline.
    await expect(boat.jobsTab).toHaveAttribute('aria-selected', 'true');
    const engine = boat.jobRow('Revisión de motor');
    await expect(engine).toContainText('Completado');
    await expect(boat.jobRow('Instalación de GPS')).toContainText('En progreso');
    await engine.getByRole('button').click();
    const timeline = page.getByText('Historial de estados').locator('xpath=..');
    await expect(timeline.getByRole('listitem')).toHaveText([/Pendiente/, /En progreso/, /Completado/]);

    await boat.historyTab.click();
    await expect(boat.historyTab).toHaveAttribute('aria-selected', 'true');
    await expect(boat.panel).toContainText('Trabajo completado: Revisión de motor');
    await expect(boat.panel).toContainText(/Factura INV-\d{4}-001 pagada/);

    // Keyboard: arrows move between tabs.
    await boat.historyTab.press('ArrowLeft');
    await expect(boat.jobsTab).toHaveAttribute('aria-selected', 'true');
    await expect(boat.jobsTab).toBeFocused();
  });

  test('highlights a vital sign outside its safe range (Mallorca Spirit battery is low)', async ({ page }) => {
    const boats = new PortalBoatsPage(page);
    await boats.goto();
    await boats.card('Mallorca Spirit').click();
    const boat = new PortalBoatDetailPage(page);
    await expect(boat.heading('Mallorca Spirit')).toBeVisible();
    const battery = page.getByTestId('vital-batteryPercent');
    await expect(battery).toHaveAttribute('data-alert', 'true');
    await expect(battery).toContainText('Fuera del rango seguro');
  });

  test("says so for a boat that is not the customer's", async ({ page }) => {
    await page.goto(`/app/boats/${Buffer.from('Boat:999999').toString('base64url')}`);
    await expect(page.getByText('No encontramos este barco.', { exact: false })).toBeVisible();
  });
});
