import jpeg from 'jpeg-js';
import { expect, test } from './fixtures';
import { LoginPage } from './pom/login-page';

/** A small camera-like photo, made here rather than committed. */
function photo(): Buffer {
  const width = 64;
  const height = 48;
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([(i / 4) % width * 4, 120, 200, 255], i);
  return jpeg.encode({ width, height, data }, 80).data;
}

/** Issue 19: the work aboard, on the technician's phone. */
test.describe('the work aboard', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a technician records notes, hours, a part and a photo offline; they are sent once back online; the customer signs and the visit is finished', async ({ page, context }) => {
    const loginPage = new LoginPage(page);
    await loginPage.goto();
    await loginPage.signInAs('technician');
    await expect(page).toHaveURL('/technician');
    await page.getByRole('region', { name: 'Hoy' }).getByRole('link', { name: 'Abrir visita' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Visita' })).toBeVisible();
    await page.getByRole('button', { name: 'Empezar la visita' }).click();
    await expect(page.getByText('En curso: anota abajo lo que haces.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('visit-390-es.png'), fullPage: true });

    await context.setOffline(true);
    await page.getByLabel('Nota', { exact: true }).fill('Antena del GPS montada en el arco; cableado revisado.');
    await page.getByRole('button', { name: 'Guardar nota' }).click();
    await page.getByLabel('Horas', { exact: true }).fill('1,5');
    await page.getByRole('button', { name: 'Añadir horas' }).click();
    await page.getByLabel('Pieza', { exact: true }).selectOption({ label: 'Otra (línea libre)' });
    await page.getByLabel('Descripción').fill('Conector NMEA 2000');
    await page.getByLabel('Precio por unidad, € sin IVA').fill('18,50');
    await page.getByLabel('Cantidad').fill('2');
    await page.getByRole('button', { name: 'Añadir pieza' }).click();
    await page.getByLabel('Hacer una foto').setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: photo() });
    await expect(page.getByTestId('pending-count')).toHaveText('4 anotaciones guardadas en este teléfono: se enviarán cuando tengas conexión.');
    await page.screenshot({ path: test.info().outputPath('visit-offline-390-es.png'), fullPage: true });

    // Back online, the page reloaded meanwhile: what was kept on the phone is sent, once.
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByTestId('pending-count')).toHaveCount(0);
    const recorded = page.getByTestId('recorded-entries');
    await expect(recorded).toContainText('Antena del GPS montada en el arco');
    await expect(recorded).toContainText('1,5 h');
    await expect(recorded).toContainText('2 × Conector NMEA 2000');
    await expect(recorded.getByText('Antena del GPS montada en el arco')).toHaveCount(1);

    await page.getByLabel('Nombre de quien firma').fill('Carlos Armador');
    const pad = page.getByTestId('signature-pad');
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + 100);
    await page.mouse.down();
    for (const [x, y] of [[80, 40], [140, 120], [220, 50], [300, 110]]) await page.mouse.move(box.x + x, box.y + y, { steps: 4 });
    await page.mouse.up();
    await page.getByRole('button', { name: 'Guardar firma' }).click();
    await expect(page.getByText('Firmado por Carlos Armador')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('visit-signed-390-es.png'), fullPage: true });
    await page.getByRole('button', { name: 'Terminar la visita' }).click();
    await expect(page.getByText('Este trabajo está cerrado.')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
