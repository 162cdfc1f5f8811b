import { expect as baseExpect, test } from './fixtures';

// The portal pages load data after the route's chunk: allow for a busy CI machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
import { PortalBoatDetailPage, PortalBoatsPage } from './pom/portal-boats-page';

test.describe('portal: boats', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn('customer');
  });

  test('lists the demo boats and opens one: facts, vital signs, chart periods, jobs and history tabs', { tag: '@phone' }, async ({ page }) => {
    const boats = new PortalBoatsPage(page);
    await boats.goto();
    await expect(boats.heading).toBeVisible();
    await expect(boats.cards).toHaveCount(3);
    await expect(boats.card('Sea Breeze')).toContainText('Velero');

    await boats.card('Sea Breeze').click();
    await expect(page).toHaveURL(/\/app\/boats\/[\w-]+$/);
    const boat = new PortalBoatDetailPage(page);
    await expect(boat.heading('Sea Breeze')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Dibujo del barco Sea Breeze' })).toHaveAttribute('data-boat-type', 'SAILBOAT');
    await expect(page.getByText('12,5 m')).toBeVisible();
    await expect(page.getByText('2018', { exact: true })).toBeVisible();

    // Current readings (seeded up to the current hour) with the time of the last one.
    await expect(boat.vitals.getByText('Batería')).toBeVisible();
    await expect(boat.vitals.getByText(/^\d+,\d\u00a0%$/).first()).toBeVisible(); // one decimal, always
    await expect(boat.vitals.getByText(/^hace /)).toBeVisible();

    // The chart: 24 h by default, then 7 and 30 days.
    await expect(boat.period('24 h')).toHaveAttribute('aria-pressed', 'true');
    await expect(boat.chart.getByRole('figure')).toHaveCount(3);
    // The battery chart's latest is the card's current reading, not a bucket's average.
    const current = (await boat.vitals.getByTestId('vital-batteryPercent').locator('dd').first().textContent())!;
    await expect(boat.chart.getByRole('figure').first()).toContainText(`último ${current}`);
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

  test('each boat type has its own drawing', async ({ page }) => {
    const boats = new PortalBoatsPage(page);
    await boats.goto();
    const expected = { 'Sea Breeze': 'SAILBOAT', 'Blue Horizon': 'MOTOR_YACHT', 'Mallorca Spirit': 'CATAMARAN' } as const;
    const drawings = new Set<string>();
    for (const [name, type] of Object.entries(expected)) {
      const picture = boats.card(name).getByRole('img', { name: `Dibujo del barco ${name}` });
      await expect(picture).toHaveAttribute('data-boat-type', type);
      drawings.add(
        await picture.locator('path, rect').evaluateAll((shapes) => shapes.map((shape) => shape.getAttribute('d') ?? shape.getAttribute('x')).join(' ')),
      );
    }
    expect(drawings.size).toBe(3);
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

const jobColumns = {
  en: {
    columns: ['Title', 'Status', 'Requested', 'Preferred date'],
    pending: 'Pending',
    none: 'No preference',
    historyTab: 'History',
    boatTypes: { 'Sea Breeze': 'Sailboat', 'Blue Horizon': 'Motor yacht', 'Mallorca Spirit': 'Catamaran' },
    jobCompleted: /^\d{2}\/\d{2}\/\d{4}\s*Job completed: .+/,
    invoicePaid: /Invoice INV-\d{4}-\d{3} paid · €[\d,]+\.\d{2}/,
  },
  es: {
    columns: ['Título', 'Estado', 'Solicitado', 'Fecha preferida'],
    pending: 'Pendiente',
    none: 'Sin preferencia',
    historyTab: 'Historial',
    boatTypes: { 'Sea Breeze': 'Velero', 'Blue Horizon': 'Yate a motor', 'Mallorca Spirit': 'Catamarán' },
    jobCompleted: /^\d{2}\/\d{2}\/\d{4}\s*Trabajo completado: .+/,
    invoicePaid: /Factura INV-\d{4}-\d{3} pagada · [\d.]+,\d{2}\s€/,
  },
} as const;

for (const language of ['en', 'es'] as const) {
  test.describe(`portal: a boat's jobs in ${language}`, () => {
    test.use({ language });

    test('show the request date and the preferred date the customer chose, each labelled', async ({ page, signIn }) => {
      await signIn('customer');
      await page.goto('/app/boats');
      await page
        .getByRole('main')
        .getByRole('link', { name: /Mallorca Spirit/ })
        .click();
      const jobs = page.getByRole('tabpanel').getByRole('table');
      await expect(jobs.getByRole('columnheader')).toHaveText([...jobColumns[language].columns]);
      const date = /^\d{2}\/\d{2}\/\d{4}$/;
      const withPreference = jobs.getByTestId('job-row').filter({ hasText: jobColumns[language].pending });
      await expect(withPreference.getByRole('cell')).toHaveText([jobColumns[language].pending, date, date]);
      await expect(jobs.getByTestId('job-row').filter({ hasNotText: jobColumns[language].pending }).getByRole('cell').nth(2)).toHaveText(
        jobColumns[language].none,
      );
    });

    test("boat types and history lines are in the viewer's language", async ({ page, signIn }) => {
      await signIn('customer');
      await page.goto('/app/boats');
      const boatTypes = jobColumns[language].boatTypes;
      for (const [name, type] of Object.entries(boatTypes)) {
        await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: name })).toContainText(type);
      }
      await page
        .getByRole('main')
        .getByRole('link', { name: /Sea Breeze/ })
        .click();
      await expect(page.getByRole('main').getByRole('definition').filter({ hasText: boatTypes['Sea Breeze'] })).toHaveCount(1);
      await page.getByRole('tab', { name: jobColumns[language].historyTab }).click();
      const lines = page.getByRole('tabpanel').getByRole('listitem');
      await expect(lines.filter({ hasText: jobColumns[language].jobCompleted })).toHaveCount(1);
      await expect(lines.filter({ hasText: jobColumns[language].invoicePaid })).toHaveCount(1);
    });
  });
}

const chartCopy = {
  en: {
    periods: ['24 h', '7 days', '30 days'],
    band: 'Outside the safe range (< 20\u00a0%)',
    week: /^[A-Z][a-z]{2} \d{1,2}$/,
    month: /^\d{1,2} [A-Z][a-z]{2}$/,
  },
  es: { periods: ['24 h', '7 días', '30 días'], band: 'Fuera del rango seguro (< 20\u00a0%)', week: /^\p{Ll}{3} \d{1,2}$/u, month: /^\d{1,2} \p{Ll}{3}$/u },
} as const;

for (const language of ['en', 'es'] as const) {
  test.describe(`portal: reading charts in ${language}`, () => {
    test.use({ language });
    const text = chartCopy[language];

    test(
      'readable labels (12 px or more), dates on the time axis, a named unsafe band, no value split from its unit',
      { tag: '@phone' },
      async ({ page, signIn }) => {
        await signIn('customer');
        await page.goto('/app/boats');
        await page
          .getByRole('main')
          .getByRole('link', { name: /Mallorca Spirit/ })
          .click();
        const charts = page.locator('[data-period]');
        const timeLabels = (chart: number) => charts.getByRole('figure').nth(chart).locator('[data-time-tick]').allTextContents();

        for (const [index, period] of text.periods.entries()) {
          await page.getByRole('button', { name: period, exact: true }).click();
          await expect(charts).toHaveAttribute('data-period', ['DAY', 'WEEK', 'MONTH'][index]);
          const pattern = [/^\d{2}:00$/, text.week, text.month][index];
          const labels = await timeLabels(0);
          expect(labels.length, `${period}: time labels`).toBeGreaterThanOrEqual(3);
          for (const label of labels) expect(label).toMatch(pattern);

          const smallest = await charts.locator('svg text').evaluateAll((nodes) => Math.min(...nodes.map((node) => node.getBoundingClientRect().height)));
          expect(smallest, `${period}: smallest label height`).toBeGreaterThanOrEqual(12);

          const split = await charts.locator('figcaption span:last-child').evaluateAll((captions) =>
            captions.flatMap((caption) => {
              const node = caption.firstChild!;
              const content = node.textContent ?? '';
              return [...content.matchAll(/[\d.,]+\u00a0(%|°C)/g)]
                .filter((match) => {
                  const range = document.createRange();
                  range.setStart(node, match.index);
                  range.setEnd(node, match.index + match[0].length);
                  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
                })
                .map((match) => match[0]);
            }),
          );
          expect(split, `${period}: values split from their unit`).toEqual([]);
        }
        // Mallorca Spirit's battery sits in the low band, which says what it is.
        await expect(charts.getByRole('figure').first().locator('[data-band="low"]')).toHaveText(text.band);
        await expect(charts.locator('[data-range]')).toHaveCount(3);
      },
    );
  });
}

test.describe('portal home', () => {
  test('says what needs the customer, each line leading to it', async ({ page, signIn }) => {
    await signIn('customer');
    await page.goto('/app');
    const needs = page.getByRole('region', { name: 'Te necesita' });
    // The demo: the radar repair is overdue, the navigation upgrade is to pay, Mallorca Spirit's battery is low.
    await expect(needs.getByRole('link', { name: /^La factura INV-\d{4}-\d{3} está vencida: 1294,70\s€$/ })).toBeVisible();
    await expect(needs.getByRole('link', { name: /^Factura INV-\d{4}-\d{3} por pagar: 419,27\s€, vence el \d{2}\/\d{2}\/\d{4}$/ })).toBeVisible();
    await needs.getByRole('link', { name: /^Mallorca Spirit: Batería por debajo del 20/ }).click();
    await expect(page).toHaveURL(/\/app\/boats\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mallorca Spirit');
    // The four tiles stay (boats, jobs, invoices, the membership).
    await page.goto('/app');
    await expect(page.getByRole('list', { name: 'Accesos directos' }).getByRole('listitem')).toHaveCount(4);
  });
});
