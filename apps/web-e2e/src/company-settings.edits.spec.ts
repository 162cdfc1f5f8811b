import { expect, test } from './fixtures';
import { HomePage } from './pom/home-page';
import { company } from './support/company';

/*
 * The admin edits the company's details at /admin/settings. Other specs read these details, so
 * this runs after them (playwright.config.ts) and puts back what it changed.
 */
test.describe('company settings', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn('admin');
  });

  test.describe('the WhatsApp number and the opening hours', () => {
    // Both save the whole set of details: one after the other, or the second save is stale.
    test.describe.configure({ mode: 'serial' });

    test.afterEach(async ({ adminApi }) => {
      const { version } = await adminApi.whatsappNumber();
      const { social, ...details } = company;
      const { whatsapp: _derived, ...links } = social;
      await adminApi.graphql('mutation E2eCompany($input: UpdateCompanyDetailsInput!) { updateCompanyDetails(input: $input) { companyDetails { version } } }', {
        input: { ...details, social: links, version },
      });
    });

    test("changed in the settings is behind the home page's WhatsApp button", async ({ page }) => {
      await page.goto('/admin/settings');
      const number = page.getByRole('textbox', { name: 'Número de WhatsApp' });
      await expect(number).toHaveValue(company.whatsappNumber);
      await number.fill('+34 611 22 33 44');
      await page.getByRole('button', { name: 'Guardar datos' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Los datos de la empresa se han actualizado' })).toContainText('Guardado exitoso');
      await expect(number).toHaveValue('34611223344');

      const home = new HomePage(page);
      await home.stubExternal();
      await home.goto();
      await expect(page.getByTestId('whatsapp-button')).toHaveAttribute('href', /^https:\/\/wa\.me\/34611223344\?text=.+/);
    });

    test("changed in the settings are the served home page's LocalBusiness openingHours", async ({ page, request }) => {
      await page.goto('/admin/settings');
      const hours = page.getByRole('textbox', { name: 'Horario de apertura' });
      await expect(hours).toHaveValue(company.openingHours.join('; '));
      await hours.fill('Mo-Th 08:00-17:00;  Fr 08:00-14:00 ;');
      await page.getByRole('button', { name: 'Guardar datos' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Los datos de la empresa se han actualizado' })).toBeVisible();
      await expect(hours).toHaveValue('Mo-Th 08:00-17:00; Fr 08:00-14:00');

      const html = await (await request.get('/en/')).text();
      const documents = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
        (match) => JSON.parse(match[1]) as Record<string, unknown>,
      );
      expect(documents.find((document) => document['@type'] === 'LocalBusiness')?.openingHours).toEqual(['Mo-Th 08:00-17:00', 'Fr 08:00-14:00']);
    });
  });

  test.describe('in English', () => {
    test.use({ language: 'en' });

    test("shows field errors in the admin's language and keeps what was typed", async ({ page }) => {
      await page.goto('/admin/settings');
      const email = page.getByRole('textbox', { name: 'E-mail' });
      const facebook = page.getByRole('textbox', { name: 'Facebook' });
      const taxId = page.getByRole('textbox', { name: 'Tax id (NIF/CIF)' });
      await email.fill('not an email');
      await facebook.fill('http://facebook.example/mallorca');
      await taxId.fill('B07999999');
      const hours = page.getByRole('textbox', { name: 'Opening hours' });
      await hours.fill('weekdays 8 to 6');
      await page.getByRole('button', { name: 'Save details' }).click();

      await expect(page.getByRole('alert').filter({ hasText: 'Some details need fixing' })).toBeVisible();
      await expect(page.getByText('Enter a valid email address.')).toBeVisible();
      await expect(page.getByText('Enter a full link starting with https://.')).toBeVisible();
      await expect(page.getByText('Enter a valid Spanish NIF or CIF, e.g. B07999998.')).toBeVisible();
      await expect(page.getByText('Enter days and hours such as Mo-Fr 08:00-18:00')).toBeVisible();
      await expect(hours).toHaveValue('weekdays 8 to 6');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveValue('not an email');
      await expect(facebook).toHaveValue('http://facebook.example/mallorca');
    });
  });
});
