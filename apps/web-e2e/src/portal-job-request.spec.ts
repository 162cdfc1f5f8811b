import { expect as baseExpect, test } from './fixtures';

// The portal pages load data after the route's chunk: allow for a busy CI machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
import { PortalBoatDetailPage } from './pom/portal-boats-page';
import { PortalJobRequestPage } from './pom/portal-job-request-page';

test.describe('portal: job request', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn('customer');
  });

  test('shows each field error in Spanish and keeps what was typed, then sends and the job appears as Pendiente', async ({ page }, testInfo) => {
    const form = new PortalJobRequestPage(page);
    await form.goto();
    const title = `Revisión del piloto automático ${testInfo.project.name} ${Date.now()}`;

    // Invalid: no boat, a title too short, a past date, a bad phone.
    await form.title.fill('ab');
    await form.description.fill('El piloto se desvía 10 grados a babor.');
    await form.preferredDate.fill('01/01/2020');
    await form.contactPhone.fill('12345');
    await form.submit.click();
    await expect(form.formError).toHaveText('Revisa los campos marcados.');
    await expect(page.getByText('Este campo es obligatorio.')).toBeVisible();
    await expect(form.boat).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Escribe al menos 3 caracteres.')).toBeVisible();
    await expect(page.getByText('La fecha no puede ser anterior a hoy.')).toBeVisible();
    await expect(page.getByText(/Introduce un teléfono español de nueve dígitos/)).toBeVisible();
    await expect(form.title).toHaveAttribute('aria-invalid', 'true');
    await expect(form.description).toHaveValue('El piloto se desvía 10 grados a babor.');
    await expect(form.contactPhone).toHaveValue('12345');

    // Fixed: the job is requested, the spec's toast shows, and the boat lists it as Pendiente.
    await form.boat.selectOption({ label: 'Blue Horizon' });
    await form.title.fill(title);
    await form.preferredDate.fill('');
    await form.contactPhone.fill('612345678');
    await form.submit.click();
    await expect(page.getByText('Solicitud enviada correctamente')).toBeVisible();
    await expect(page.getByText('Te contactaremos en breve para confirmar los detalles.')).toBeVisible();

    const boat = new PortalBoatDetailPage(page);
    await expect(boat.heading('Blue Horizon')).toBeVisible();
    await expect(boat.jobRow(title)).toContainText('Pendiente');
    await boat.jobRow(title).getByRole('button').click();
    await expect(page.getByText('Historial de estados').locator('xpath=..').getByRole('listitem')).toHaveText([/Pendiente/]);
  });

  test('says how long to wait when the server refuses one request too many, keeping what was typed', async ({ page }) => {
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string };
      if (body.operationName !== 'RequestJob') return route.continue();
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          data: null,
          errors: [
            { message: 'Too many job requests: try again later.', path: ['requestJob'], extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 1450 } },
          ],
        }),
      });
    });
    const form = new PortalJobRequestPage(page);
    await form.goto();
    await form.boat.selectOption({ label: 'Sea Breeze' });
    await form.title.fill('Cambio de ánodos');
    await form.submit.click();
    await expect(form.formError).toHaveText('Has enviado varias solicitudes en poco tiempo. Inténtalo de nuevo en 25 minutos.');
    await expect(form.title).toHaveValue('Cambio de ánodos');
  });

  test("offers the customer's three boats", async ({ page }) => {
    const form = new PortalJobRequestPage(page);
    await form.goto();
    await expect(form.boat.getByRole('option')).toHaveText(['Selecciona un barco', 'Blue Horizon', 'Mallorca Spirit', 'Sea Breeze']);
    await expect(form.contactPhone).toHaveAttribute('placeholder', '6XX XXX XXX');
  });
});

const nextYear = new Date().getFullYear() + 1;
const dateCopy = {
  en: {
    label: 'Preferred date',
    pick: 'Pick the day from a calendar',
    format: 'dd/mm/yyyy',
    invalid: 'Enter a valid date, as dd/mm/yyyy.',
    boat: 'Boat',
    title: 'Job title',
    submit: 'Send request',
    pending: 'Pending',
  },
  es: {
    label: 'Fecha preferida',
    pick: 'Elegir el día en el calendario',
    format: 'dd/mm/aaaa',
    invalid: 'Escribe una fecha válida, como dd/mm/aaaa.',
    boat: 'Barco',
    title: 'Título del trabajo',
    submit: 'Enviar solicitud',
    pending: 'Pendiente',
  },
} as const;

for (const language of ['en', 'es'] as const) {
  test.describe(`portal: the preferred date in ${language}`, () => {
    test.use({ language });
    const text = dateCopy[language];

    test('is written day first as the page says (not the browser locale), kept when unreadable, and reaches the boat page', async ({ page, signIn }) => {
      await signIn('customer');
      await page.goto('/app/job-request');
      const date = page.getByRole('textbox', { name: text.label });
      await expect(date).toHaveAccessibleDescription(text.format);
      await expect(page.getByText(text.format, { exact: true })).toBeVisible();

      const title = `Preferred date ${language} ${Date.now()}`;
      await page.getByLabel(text.boat).selectOption({ label: 'Sea Breeze' });
      await page.getByLabel(text.title).fill(title);
      await date.fill('31/02/' + nextYear);
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page.getByText(text.invalid)).toBeVisible();
      await expect(date).toHaveValue('31/02/' + nextYear);

      // The calendar button opens the browser's own date input, which takes the typed day and gives back the picked one day first.
      await expect(page.getByRole('button', { name: text.pick })).toBeVisible();
      const calendar = page.getByTestId('day-picker');
      await date.fill(`5/3/${nextYear}`);
      await expect(calendar).toHaveValue(`${nextYear}-03-05`);
      await calendar.fill(`${nextYear}-03-09`);
      await expect(date).toHaveValue(`09/03/${nextYear}`);

      await date.fill(`7-3-${nextYear}`);
      await date.blur();
      await expect(date).toHaveValue(`07/03/${nextYear}`);
      await page.getByRole('button', { name: text.submit }).click();
      const row = page.getByTestId('job-row').filter({ hasText: title });
      await expect(row.getByRole('cell').last()).toHaveText(`07/03/${nextYear}`);
      await expect(row).toContainText(text.pending);
    });
  });
}
