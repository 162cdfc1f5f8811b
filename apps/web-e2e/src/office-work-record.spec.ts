import { randomUUID } from 'node:crypto';
import jpeg from 'jpeg-js';
import { expect, test } from './fixtures';
import type { AdminApi } from './requests/admin-api';
import { accounts } from './support/accounts';
import { expectImagesLoaded } from './support/images';

/** A small camera-like photo, made here rather than committed. */
function photo(): string {
  const width = 64;
  const height = 48;
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([((i / 4) % width) * 4, 120, 200, 255], i);
  return Buffer.from(jpeg.encode({ width, height, data }, 80).data).toString('base64');
}

/** A signature's stand-in: a 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const NOTE = 'Cable NMEA 2000 tendido hasta el plotter.';

/** The work of a visit, recorded through the API (an admin may record as a technician): the screen under test is the office's. */
async function recordWork(api: AdminApi, visitId: string, jobId: string): Promise<void> {
  const [first] = (
    await api.graphql<{ setJobChecklist: { items: { id: string }[] } }>('mutation($i: SetJobChecklistInput!) { setJobChecklist(input: $i) { items { id } } }', {
      i: { jobId, items: ['Probar la red NMEA', 'Etiquetar cables'] },
    })
  ).setJobChecklist.items;
  await api.graphql('mutation($i: VisitIdInput!) { startVisit(input: $i) { visit { id } } }', { i: { visitId } });
  for (const entry of [
    { kind: 'NOTE', text: NOTE },
    { kind: 'HOURS', minutes: 90 },
    { kind: 'PART', text: 'Conector NMEA 2000', quantity: 2, unitPriceCents: 1850, vatRate: 10 },
  ]) {
    await api.graphql('mutation($i: AddVisitEntryInput!) { addVisitEntry(input: $i) { entry { id } } }', { i: { visitId, id: randomUUID(), ...entry } });
  }
  await api.graphql('mutation($i: AddVisitPhotoInput!) { addVisitPhoto(input: $i) { photo { id } } }', {
    i: { visitId, id: randomUUID(), jpegBase64: photo() },
  });
  await api.graphql('mutation($i: TickChecklistItemInput!) { tickChecklistItem(input: $i) { item { id } } }', { i: { itemId: first.id, done: true } });
  await api.graphql('mutation($i: SignVisitInput!) { signVisit(input: $i) { visit { id } } }', {
    i: { visitId, signerName: 'Marta Armadora', pngBase64: PNG },
  });
  await api.graphql('mutation($i: FinishVisitInput!) { finishVisit(input: $i) { visit { id } } }', { i: { visitId, completeJob: false } });
}

/**
 * Issue 37: the office checks the work recorded aboard on the job's page (images loaded, the photo
 * enlarged), corrects a line before invoicing (the correction shown), and completes the job
 * deciding what happens to its visit still booked.
 */
test.describe("the office's record of the work aboard", () => {
  test.describe.configure({ timeout: 90_000 });

  test('an admin reads each visit’s record with its images loaded, corrects the hours, and completes the job keeping its visit still booked', async ({
    page,
    signIn,
    adminApi,
  }) => {
    const customer = await adminApi.customer('es', 'Armador Oficina');
    const jobId = await adminApi.approvedJob(customer, 'Red NMEA 2000');
    const visitId = await adminApi.visitToday(jobId, accounts.technician.email);
    const later = await adminApi.technician('Biel Oficina');
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(Date.now() + 2 * 86_400_000));
    await adminApi.visitOn(jobId, later.id, tomorrow, '10:00', '12:00');
    await recordWork(adminApi, visitId, jobId);

    await signIn('admin');
    await page.goto(`/admin/jobs/${jobId}`);
    const record = page.getByRole('region', { name: 'Trabajo registrado a bordo' });
    await expect(record.getByRole('region', { name: 'Notas' })).toContainText(NOTE);
    await expect(record.getByRole('region', { name: 'Horas' })).toContainText('1,5 h');
    const parts = record.getByRole('region', { name: 'Piezas' });
    await expect(parts).toContainText('2 × Conector NMEA 2000');
    await expect(parts).toContainText('18,50 € la unidad · IVA 10 % · 37,00 €');
    await expect(record).toContainText('Firmado por Marta Armadora');
    await expect(record.getByRole('region', { name: 'Resultado de la lista de comprobación' }).getByRole('listitem')).toHaveText([
      /Probar la red NMEA · hecho/,
      /Etiquetar cables · sin hacer/,
    ]);
    // The photo and the signature show with their pixels (past the CSP), not as broken images.
    await expectImagesLoaded(record, 2);
    await record.getByRole('button', { name: 'Ampliar la foto 1' }).click();
    const enlarged = page.getByTestId('work-record-photo');
    await expect(enlarged.getByRole('heading', { name: /^Foto 1 · / })).toBeVisible();
    await expectImagesLoaded(enlarged, 1);
    await enlarged.getByRole('button', { name: 'Cerrar' }).click();
    await expect(enlarged).toHaveCount(0);

    // The office corrects the hours; the correction is shown under the line, with who and before/after.
    await record.getByRole('button', { name: 'Corregir: 1,5 h' }).click();
    const correction = record.getByRole('form', { name: 'Corrección de la línea' });
    await correction.getByRole('textbox', { name: 'Horas' }).fill('1,25');
    await correction.getByRole('button', { name: 'Guardar la corrección' }).click();
    await expect(page.getByText('Línea corregida')).toBeVisible();
    await page.reload();
    const hours = record.getByRole('region', { name: 'Horas' });
    await expect(hours.getByTestId('work-record-line')).toContainText('1,25 h');
    await expect(hours.getByRole('list', { name: 'Correcciones de: 1,25 h' })).toHaveText(/^Corregido por .+, .+: 1,5 h → 1,25 h$/);

    // Completing asks what happens to the visit still booked for the day after tomorrow: nothing assumed.
    const status = page.getByRole('region', { name: 'Cambiar el estado' });
    await status.getByLabel('Nuevo estado').selectOption({ label: 'Completado' });
    await status.getByRole('button', { name: 'Guardar estado' }).click();
    await expect(status.getByText('Elige qué pasa con las visitas sin terminar.')).toBeVisible();
    await status.getByLabel('Mantenerla: el técnico va igualmente y registra el trabajo').check();
    await status.getByRole('button', { name: 'Guardar estado' }).click();
    await expect(status).toContainText('Este trabajo está cerrado');
    await expect(page.getByTestId('job-visits')).toContainText('Biel Oficina');

    // After completion the record, its checklist's results and its images are all still there.
    await page.reload();
    await expect(record.getByRole('region', { name: 'Resultado de la lista de comprobación' })).toBeVisible();
    await expect(record).toContainText(NOTE);
    await expectImagesLoaded(record, 2);
  });
});
