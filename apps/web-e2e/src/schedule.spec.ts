import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';
import { LoginPage } from './pom/login-page';

/** A day in Palma `days` from today, YYYY-MM-DD. */
const palmaDay = (days = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(Date.now() + days * 86_400_000));
/** YYYY-MM-DD as the forms write it, dd/mm/yyyy. */
const shown = (day: string) => day.split('-').reverse().join('/');
/** Monday of a day's week, YYYY-MM-DD. */
const mondayOf = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
};

/** Issue 19: technicians and the schedule. */
test.describe('technicians and the schedule', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an admin invites a technician and schedules two visits of theirs, warned of the overlap before saving the second', async ({ page, signIn, adminApi }) => {
    const owner = await adminApi.customer('es', 'Armador Agenda');
    const first = await adminApi.approvedJob(owner, 'Revisión eléctrica');
    const second = await adminApi.approvedJob(owner, 'Cambio de baterías');
    const name = `Técnica ${randomBytes(2).toString('hex')}`;
    await signIn('admin');

    await page.goto('/admin/staff');
    const form = page.getByRole('form', { name: 'Invitar a alguien' });
    await form.getByLabel('Nombre').fill(name);
    await form.getByLabel('Correo electrónico').fill('no-es-un-correo');
    await form.getByRole('button', { name: 'Enviar la invitación' }).click();
    // Refused with the reason under the field, what was typed kept.
    await expect(form.getByLabel('Correo electrónico')).toHaveValue('no-es-un-correo');
    await expect(form.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Correo electrónico').fill(`${name.replace(/\W+/g, '.').toLowerCase()}@e2e.example`);
    await form.getByRole('button', { name: 'Enviar la invitación' }).click();
    await expect(page.getByTestId('staff-row').filter({ hasText: name })).toContainText('Invitación enviada');

    const day = palmaDay(2);
    const schedule = async (jobId: string, start: string, end: string) => {
      await page.goto(`/admin/jobs/${jobId}`);
      const visit = page.getByTestId('visit-form');
      await visit.getByLabel(name).check();
      await visit.getByLabel('Día', { exact: true }).fill(shown(day));
      await visit.getByLabel('Desde (hh:mm)').fill(start);
      await visit.getByLabel('Hasta (hh:mm)').fill(end);
      await visit.getByRole('button', { name: 'Programar visita' }).click();
      return visit;
    };
    await schedule(first, '09:00', '11:00');
    await expect(page.getByText('Visita programada', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText('Programado').first()).toBeVisible();

    const overlapping = await schedule(second, '10:00', '12:00');
    await expect(overlapping.getByRole('status')).toContainText('Esta visita se solapa con otras de sus técnicos');
    await expect(overlapping.getByTestId('visit-conflicts')).toContainText(`${name}: Revisión eléctrica`);
    await overlapping.getByRole('button', { name: 'Guardar de todos modos' }).click();
    await expect(page.getByText('Visita programada', { exact: true })).toBeVisible();

    // The week of that day, of that technician: both visits, on their day.
    await page.goto('/admin/schedule');
    if (mondayOf(day) !== mondayOf(palmaDay())) await page.getByRole('button', { name: 'Semana siguiente' }).click();
    await page.getByLabel('Técnico').selectOption({ label: name });
    const visits = page.getByTestId('schedule-visit');
    await expect(visits).toHaveCount(2);
    await expect(visits.nth(0)).toContainText('09:00–11:00');
    await expect(visits.nth(0)).toContainText('Revisión eléctrica');
    await expect(visits.nth(1)).toContainText('10:00–12:00');
  });
});

test.describe('the technician’s phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a technician signs in and lands on today’s visit: boat, berth with its map, the customer to call, the job', async ({ page }) => {
    const loginPage = new LoginPage(page);
    await loginPage.goto();
    await loginPage.signInAs('technician');
    await expect(page).toHaveURL('/technician');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis visitas' })).toBeVisible();
    const today = page.getByRole('region', { name: 'Hoy' });
    // The demo's visit of today (visit-work.spec.ts gives the demo technician a visit of its own).
    const visit = today.getByTestId('technician-visit').filter({ hasText: 'Sea Breeze · Instalación de GPS' });
    await expect(visit).toHaveCount(1);
    await expect(visit).toContainText('09:00–13:00');
    await expect(visit).toContainText('Amarre: Club de Mar Mallorca, pantalán B, plaza 12');
    await expect(visit.getByRole('link', { name: 'Llamar al 612345678' })).toHaveAttribute('href', 'tel:612345678');
    await expect(visit.getByRole('link', { name: 'Ver en el mapa' })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Club\+de\+Mar\+Mallorca/);
    await expect(page.getByRole('region', { name: 'Próximas visitas' }).getByTestId('technician-visit')).toContainText('09:30–11:30');
    // Nothing spills past the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
