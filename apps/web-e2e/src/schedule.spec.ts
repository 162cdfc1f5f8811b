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

  test('an admin invites a technician and schedules two visits of theirs, warned of the overlap before saving the second', async ({
    page,
    signIn,
    adminApi,
  }) => {
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

/** Issue 39: the schedule is a calendar. */
test.describe('the schedule as a calendar', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an admin drags a visit to another technician and time, then moves it with the keyboard, warned before double-booking a technician', async ({
    page,
    signIn,
    adminApi,
  }) => {
    const owner = await adminApi.customer('es', 'Armador Calendario');
    const moved = await adminApi.approvedJob(owner, 'Calibrar la sonda');
    const staying = await adminApi.approvedJob(owner, 'Revisar el AIS');
    // One prefix, so that the two are side by side among the day's technicians (by name).
    const prefix = `Agenda ${randomBytes(2).toString('hex')}`;
    const [ana, biel] = await Promise.all([adminApi.technician(`${prefix} A Ana`), adminApi.technician(`${prefix} B Biel`)]);
    const day = palmaDay(3);
    const visitOf = (jobId: string, technicianId: string, startTime: string, endTime: string) => adminApi.visitOn(jobId, technicianId, day, startTime, endTime);
    const visitId = await visitOf(moved, ana.id, '09:00', '10:00');
    await visitOf(staying, biel.id, '11:00', '12:00');
    const saved = async () =>
      (
        await adminApi.graphql<{ node: { startsAt: string; endsAt: string; technicians: { name: string }[] } }>(
          'query($id: ID!) { node(id: $id) { ... on Visit { startsAt endsAt technicians { name } } } }',
          { id: visitId },
        )
      ).node;
    const palmaClock = (instant: string) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' }).format(new Date(instant));

    await signIn('admin');
    await page.goto('/admin/schedule');
    await page.getByRole('button', { name: 'Día por técnico' }).click();
    for (let step = 0; step < 3; step += 1) await page.getByRole('button', { name: 'Día siguiente' }).click();
    const visit = page.getByTestId('schedule-visit').filter({ hasText: 'Calibrar la sonda' });
    await expect(visit).toContainText('09:00–10:00');
    await expect(visit).toContainText(ana.name);

    // Dragged by its time onto Biel's column, an hour later.
    const handle = visit.getByRole('button', { name: /09:00–10:00/ });
    const from = (await handle.boundingBox())!;
    const bielColumn = (await page.getByTestId('schedule-column').filter({ hasText: biel.name }).boundingBox())!;
    const hour = 56;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(bielColumn.x + bielColumn.width / 2, from.y + from.height / 2 + hour / 2, { steps: 5 });
    await page.mouse.move(bielColumn.x + bielColumn.width / 2, from.y + from.height / 2 + hour, { steps: 5 });
    await page.mouse.up();
    await expect(page.getByText('Visita cambiada', { exact: true })).toBeVisible();
    await expect.poll(async () => (await saved()).technicians).toEqual([{ name: biel.name }]);
    expect(palmaClock((await saved()).startsAt)).toBe('10:00');
    await expect(visit).toContainText('10:00–11:00');
    await expect(visit).toContainText(biel.name);

    // With the keyboard: picked up from its time, an hour later is Biel's other visit: said as it moves, asked before saving.
    const keyHandle = visit.getByRole('button', { name: /10:00–11:00/ });
    await keyHandle.focus();
    await page.keyboard.press('Space');
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('schedule-announcement')).toContainText(
      `${biel.name}, 11:00–12:00. Se solapa con la visita de ${biel.name}: Revisar el AIS.`,
    );
    await expect(visit).toContainText('Se solapa con la visita de');
    await page.keyboard.press('Space');
    const conflict = page.getByTestId('visit-conflict-dialog');
    await expect(conflict.getByRole('heading', { name: 'Un técnico tendría dos visitas a la vez' })).toBeVisible();
    await expect(conflict.getByTestId('visit-conflicts')).toContainText(`${biel.name}: Revisar el AIS`);
    await conflict.getByRole('button', { name: 'Dejarla donde estaba' }).click();
    await expect(conflict).toBeHidden();
    await expect(visit).toContainText('10:00–11:00');
    expect(palmaClock((await saved()).startsAt)).toBe('10:00');

    // Again, and one column to the left: Ana's, free at that hour; saved without asking, the focus kept on it.
    await expect(keyHandle).toBeFocused();
    await page.keyboard.press('Space');
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('schedule-announcement')).toHaveText(`${ana.name}, 11:00–12:00.`);
    await page.keyboard.press('Space');
    await expect.poll(async () => (await saved()).technicians).toEqual([{ name: ana.name }]);
    expect(palmaClock((await saved()).startsAt)).toBe('11:00');
    expect(palmaClock((await saved()).endsAt)).toBe('12:00');
    await expect(visit).toContainText('11:00–12:00');
    await expect(visit).toContainText(ana.name);
    await expect(visit.getByRole('button', { name: /11:00–12:00/ })).toBeFocused();

    // 'Mover' opens the visit's form right there, over the calendar.
    await visit.getByRole('button', { name: 'Mover «Calibrar la sonda»' }).click();
    const dialog = page.getByTestId('move-visit-dialog');
    await expect(dialog.getByRole('heading', { name: /Mover la visita: Calibrar la sonda/ })).toBeInViewport();
    await expect(dialog.getByLabel('Desde (hh:mm)')).toHaveValue('11:00');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('the schedule on a phone', () => {
  test.use({ language: 'en' });

  test(
    'shows the week one day at a time, chosen from its days, nothing wider than the screen',
    { tag: '@phone' },
    async ({ page, signIn, adminApi, isMobile }) => {
      test.skip(!isMobile, 'the phone layout');
      const owner = await adminApi.customer('en', 'Phone Schedule Owner');
      const job = await adminApi.approvedJob(owner, 'Replace the VHF antenna');
      const technician = await adminApi.technician(`Phone ${randomBytes(2).toString('hex')}`);
      const today = palmaDay();
      await adminApi.visitOn(job, technician.id, today, '16:00', '17:00');
      const other = today === mondayOf(today) ? palmaDay(1) : palmaDay(-1);

      await signIn('admin');
      await page.goto('/admin/schedule');
      const days = page.getByRole('group', { name: 'Day of the week shown' }).getByRole('button');
      await expect(days).toHaveCount(7);
      await expect(page.getByTestId('schedule-column')).toHaveCount(1);
      const visit = page.getByTestId('schedule-visit').filter({ hasText: 'Replace the VHF antenna' });
      await expect(visit).toContainText('16:00–17:00');
      await expect(visit.getByRole('button', { name: 'Move “Replace the VHF antenna”' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await days
        .filter({ hasText: String(Number(other.slice(8))) })
        .and(page.getByRole('button', { name: shown(other).slice(0, 5) }))
        .click();
      await expect(page.getByTestId('schedule-column')).toHaveCount(1);
      await expect(page.getByTestId('schedule-column')).toContainText(shown(other).slice(0, 5));
      await expect(visit).toHaveCount(0);
    },
  );
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
    await expect(visit.getByRole('link', { name: 'Ver en el mapa' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Club\+de\+Mar\+Mallorca/,
    );
    // The demo's visit of tomorrow (other tests may give the demo technician more).
    await expect(page.getByRole('region', { name: 'Próximas visitas' }).getByTestId('technician-visit').filter({ hasText: 'Sea Breeze' })).toContainText(
      '09:30–11:30',
    );
    // Nothing spills past the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
