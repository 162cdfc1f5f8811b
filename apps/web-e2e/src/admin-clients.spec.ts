import { randomBytes } from 'node:crypto';
import { expect as baseExpect, test } from './fixtures';
import { setPasswordLink, waitForMail } from './support/inbox';
import { words, type Language } from './support/words';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

for (const language of ['es', 'en'] as Language[]) {
  test.describe(`admin clients (${language})`, () => {
    test.use({ language });
    const w = words[language];

    test('the admin creates a client; the invitation arrives; the client sets a password from its link and signs in', async ({
      page,
      signIn,
      browser,
    }, testInfo) => {
      const email = `nuevo.${randomBytes(4).toString('hex')}@e2e.example`;
      const name = language === 'es' ? 'Núria Pons' : 'Oliver Grant';
      await signIn('admin');
      await page.goto('/admin/clients');
      await page.getByRole('link', { name: w.newClient }).click();
      await page.getByLabel(w.name, { exact: true }).fill(name);
      await page.getByLabel(w.email, { exact: true }).fill(email);
      await page.getByLabel(w.language).selectOption(language);
      // A Spaniard by their NIE; a British owner by their passport, which names its country.
      await page.getByLabel(w.taxIdKind, { exact: true }).selectOption(language === 'es' ? 'NIF' : 'PASSPORT');
      await page.getByLabel(w.taxIdNumber, { exact: true }).fill(language === 'es' ? 'x-1234567-l' : '533 380 006');
      if (language === 'en') await page.getByLabel(w.taxIdCountry).fill('gb');
      await page.getByRole('button', { name: w.createClient }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByText(language === 'es' ? 'NIF: X1234567L' : 'Passport (United Kingdom): 533380006')).toBeVisible();

      // The client, in a browser of their own, from the e-mail.
      const invitation = await waitForMail(email, w.invitationSubject);
      const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      await context.addInitScript((lng) => localStorage.setItem('preferred_language', lng), language);
      const client = await context.newPage();
      await client.goto(setPasswordLink(invitation));
      await expect(client.getByText(email)).toBeVisible();
      await client.getByLabel(w.newPassword, { exact: true }).fill('a-long-sea-password');
      await client.getByLabel(w.repeatPassword, { exact: true }).fill('a-long-sea-password');
      await client.getByRole('button', { name: w.savePassword }).click();
      await expect(client.getByRole('status')).toHaveText(w.passwordSaved);
      await expect(client.getByLabel(w.loginEmail, { exact: true })).toHaveValue(email);
      await client.getByLabel(w.loginPassword, { exact: true }).fill('a-long-sea-password');
      await client.getByRole('button', { name: w.signIn, exact: true }).click();
      await expect(client.getByRole('heading', { level: 1, name: w.welcome(name) })).toBeVisible();

      // The link worked once.
      await client.goto(setPasswordLink(invitation));
      await expect(client.getByRole('alert')).toBeVisible();
      await context.close();
    });
  });
}

test("a wrong identification is refused under the field at fault, in the admin's language, and what was typed stays", async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/admin/clients/new');
  await page.getByLabel('Nombre', { exact: true }).fill('Hans Becker');
  await page.getByLabel('Correo electrónico', { exact: true }).fill(`hans.${randomBytes(4).toString('hex')}@e2e.example`);
  await page.getByLabel('Tipo de identificación', { exact: true }).selectOption('EU_VAT');
  await page.getByLabel('Número', { exact: true }).fill('DE12345678');
  await page.getByRole('button', { name: 'Crear cliente y enviar invitación' }).click();
  await expect(page.getByText('Escribe un NIF-IVA de otro país de la UE, con su prefijo (por ejemplo FR40303265045).')).toBeVisible();
  await expect(page.getByLabel('Número', { exact: true })).toHaveValue('DE12345678');
  await page.getByLabel('Tipo de identificación', { exact: true }).selectOption('RESIDENCE_ID');
  await page.getByRole('button', { name: 'Crear cliente y enviar invitación' }).click();
  await expect(page.getByText('Escribe el país que expidió el documento.')).toBeVisible();
  await page.getByLabel('País que la expide (código)').fill('DE');
  await page.getByRole('button', { name: 'Crear cliente y enviar invitación' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hans Becker' })).toBeVisible();
  await expect(page.getByText('Documento de identidad del país de residencia (Alemania): DE12345678')).toBeVisible();
});

test('a duplicate e-mail is refused under its field, and what was typed stays', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/admin/clients/new');
  await page.getByLabel('Nombre', { exact: true }).fill('Repetido');
  await page.getByLabel('Correo electrónico', { exact: true }).fill('cliente@demo.com');
  await page.getByRole('button', { name: 'Crear cliente y enviar invitación' }).click();
  await expect(page.getByText('Ya hay una cuenta con este correo.')).toBeVisible();
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Repetido');
});

test('the clients list searches without accents and fits a phone', { tag: '@phone' }, async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/admin/clients');
  await page.getByLabel('Buscar por nombre, correo o NIF').fill('CLIENTE demo');
  await expect(page).toHaveURL(/q=CLIENTE\+demo/);
  await expect(page.getByTestId('client-row')).toHaveCount(1);
  await expect(page.getByTestId('client-row')).toContainText('cliente@demo.com');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
