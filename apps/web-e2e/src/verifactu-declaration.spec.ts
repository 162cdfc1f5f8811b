import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from './fixtures';
import { pdfText } from './support/pdf-text';

const expect = baseExpect.configure({ timeout: 15_000 });

const TITLE = 'DECLARACIÓN RESPONSABLE DEL SISTEMA INFORMÁTICO DE FACTURACIÓN';
/** The data a) to l) of art. 15.1 of Orden HAC/1177/2024, then the annex of 15.2: a) and b) (the company's contacts) and c). */
const ITEMS = 15;

/** The billing system's declaración responsable (art. 15 of Orden HAC/1177/2024), which every admin reads in the product. */
test.describe('the declaración responsable', () => {
  test('an admin opens it from the VERI*FACTU page, reads each datum after its description and downloads it as a PDF', async ({ page, signIn }) => {
    await signIn('admin');
    await page.goto('/admin/verifactu');
    await page.getByRole('link', { name: 'Ver la declaración' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Declaración responsable' })).toBeVisible();
    const declaration = page.getByTestId('system-declaration');
    await expect(declaration.getByRole('heading', { level: 2 })).toHaveText(TITLE);
    await expect(declaration).toContainText('Versión actual');
    const items = declaration.getByTestId('declaration-item');
    await expect(items).toHaveCount(ITEMS);
    await expect(items.first()).toHaveText(/^a\) Nombre del sistema informático:\s*\S/);
    await expect(items.nth(11)).toHaveText(/^l\) Fecha y lugar en los que .*:\s*\d{2}\/\d{2}\/\d{4}, .+, España$/s);

    const download = page.waitForEvent('download');
    await declaration.getByRole('button', { name: 'Descargar PDF' }).click();
    const pdf = pdfText(await readFile((await (await download).path())!)).replace(/\s+/g, ' ');
    expect(pdf).toContain(TITLE);
    expect(pdf).toContain(`a) Nombre del sistema informático: ${(await items.first().locator('div').nth(1).textContent())!.trim()}`);

    // Every version's, the current one among them.
    const versions = page.getByRole('list', { name: 'Declaraciones de todas las versiones, la más reciente primero' }).getByTestId('declaration-version');
    await expect(versions.filter({ hasText: 'Versión actual' })).toHaveCount(1);
  });

  test.describe('for an admin who reads English', () => {
    test.use({ language: 'en' });

    test('the page speaks English around the legal text, which stays in Spanish', async ({ page, signIn }) => {
      await signIn('admin');
      await page.goto('/admin/verifactu/declaration');
      await expect(page.getByRole('heading', { level: 1, name: 'Statement of compliance (declaración responsable)' })).toBeVisible();
      const declaration = page.getByTestId('system-declaration');
      await expect(declaration).toContainText('Current version');
      await expect(declaration.locator('article')).toHaveAttribute('lang', 'es');
      await expect(declaration.getByRole('heading', { level: 2 })).toHaveText(TITLE);
      await expect(declaration.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    });
  });
});
